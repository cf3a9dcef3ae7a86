import { Button, SwarmPanel } from "@hiber/ui";
import { usePayingFetch, useWalletSession } from "@hiber/wallet-kit";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { usePublicConfig } from "../lib/api.ts";
import { PLAYGROUND_MODEL_IDS } from "../playground/models.ts";
import { paymentConfigOf } from "../playground/payments.ts";
import { SWARM_SEARCH_LIMIT, swarmSearchQueryOptions } from "../queries/swarms.ts";
import { inputError as inputErrorOf, type SwarmStrategy, type SwarmTask } from "../swarms/combine.ts";
import { DEFAULT_SWARM_MODEL } from "../swarms/run.ts";
import { shareParams, swarmFromParams } from "../swarms/share.ts";
import { useSwarmRun } from "../swarms/useSwarmRun.ts";
import { resolveSolanaEndpoints } from "../wallet/solana-config.ts";

/** How long typing pauses before the model search runs. */
const SEARCH_DELAY_MS = 300;

/** The 12 chips: the selected agents, then the playground's models (generation) and the search's results. */
function chipsOf(task: SwarmTask, query: string, selected: readonly string[], results: readonly string[]) {
  const base =
    task === "text-generation" && query.trim() === "" ? [...PLAYGROUND_MODEL_IDS, ...results] : results;
  const unique = [...new Set([...selected, ...base])];
  return unique.slice(0, Math.max(SWARM_SEARCH_LIMIT, selected.length));
}

/**
 * /swarms (spec part 2 §2.10): several models on one input, in parallel or in a chain, each streamed into its
 * own panel, and a combined result; each agent is its own `POST /api/inference` (paid when payments are on).
 * The URL carries the inputs and agents of the last run (shareable; outputs are re-run, not stored).
 */
export function SwarmsContainer() {
  const [params, setParams] = useSearchParams();
  const initial = swarmFromParams(params);
  const config = usePublicConfig();
  const session = useWalletSession();
  const solana = config.data?.solana;
  const paid = paymentConfigOf(config.data?.payments, solana?.networkName) !== undefined;
  const rpcUrl = solana ? resolveSolanaEndpoints(solana, window.location).endpoint : "/api/solana";
  const payer = usePayingFetch({ rpcUrl });
  const run = useSwarmRun(paid ? payer : undefined);
  const [task, setTask] = useState<SwarmTask>(initial.task);
  const [strategy, setStrategy] = useState<SwarmStrategy>(initial.strategy);
  const [selected, setSelected] = useState<string[]>(initial.agents);
  const [aggregator, setAggregator] = useState<string | undefined>(initial.aggregator);
  const [input, setInput] = useState(initial.input);
  const [inputError, setInputError] = useState<string>();
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const results = useQuery(swarmSearchQueryOptions(task, search));
  const chips = chipsOf(task, search, selected, results.data ?? []);
  const connected = session.status === "connected" && session.address !== null;
  const amount = config.data?.payments?.enabled ? paymentConfigOf(config.data.payments)?.amount : undefined;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-zinc-900 tracking-tight dark:text-white">Hiber Swarms.</h1>
      <SwarmPanel
        task={task}
        onTaskChange={(next) => {
          setTask(next);
          setSelected([]);
          if (next === "text-classification") setStrategy("parallel");
        }}
        strategy={strategy}
        onStrategyChange={setStrategy}
        query={query}
        onQueryChange={setQuery}
        searchStatus={results.isError ? "error" : results.isFetching ? "loading" : "idle"}
        searchError={results.error?.message}
        chips={chips}
        selected={selected}
        onToggleAgent={(model) =>
          setSelected((current) =>
            current.includes(model) ? current.filter((entry) => entry !== model) : [...current, model],
          )
        }
        defaultModel={task === "text-generation" ? DEFAULT_SWARM_MODEL : (chips[0] ?? DEFAULT_SWARM_MODEL)}
        aggregator={aggregator}
        onAggregatorChange={setAggregator}
        input={input}
        onInputChange={(value) => {
          setInput(value);
          setInputError(undefined);
        }}
        inputError={inputError}
        runStatus={run.status}
        onRun={() => {
          const problem = inputErrorOf(input);
          setInputError(problem);
          if (problem) return;
          const agents = selected.length > 0 || task === "text-generation" ? selected : chips.slice(0, 1);
          setParams(shareParams({ task, strategy, agents, input, aggregator }), { replace: true });
          run.start({
            task,
            strategy,
            agents,
            input,
            aggregator,
            pool: task === "text-generation" ? undefined : chips,
          });
        }}
        agents={run.agents}
        combined={run.combined}
        runError={run.runError}
        totalCost={run.totalCost}
        paymentNote={
          paid
            ? `Payments are on: each agent is its own paid request${amount ? ` of ${amount} USDC` : ""}, settled only if that agent answers; a parallel run asks the wallet once for all of them.`
            : undefined
        }
        actions={
          paid && !connected ? (
            <Button type="button" variant="outline" onClick={() => session.openModal()}>
              Connect Wallet
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
