import { cn, SideBySide } from "@hiber/ui";
import { useMutation, useQueries, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { runBothRefusal } from "../playground/run-both.ts";
import { usePaymentSetup } from "../playground/usePaymentSetup.ts";
import { useSideBySideRun } from "../playground/useSideBySideRun.ts";
import { arenaLeaderboardHref, DEFAULT_ARENA_TASK, startArenaRun } from "../queries/arena.ts";
import { playgroundModelInfoQueryOptions, routerModelsQueryOptions } from "../queries/playground.ts";
import { ArenaVoteContainer } from "./ArenaVoteContainer.tsx";

export interface CompareRunProps {
  /** Model A and model B. */
  models: readonly [string, string];
  /** The prompt (kept by the caller, e.g. in the URL); the run keeps its own when absent. */
  prompt?: string;
  onPromptChange?: (prompt: string) => void;
  /** The sides' heading level: 3 in the comparison dialog (default), 2 under `/compare`'s `h1`. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * "Run both" (issue 18) for the comparison dialog and `/compare`: the ui `SideBySide` driven by
 * `useSideBySideRun`, paid through the wallet's x402 payer when payments are on (without a wallet, "Run
 * both" opens the wallet modal first). Each run asks the server for an arena run id (`startArenaRun`); once
 * both sides have answered, the vote bar of that run shows under the answers (votes unavailable when the id
 * request failed; the run itself goes on). Only chat models the router serves may run: for any other
 * (speech recognition, embeddings…), the reason shows and "Run both" stays off (`runBothRefusal`).
 */
export function CompareRun({
  models,
  prompt: given,
  onPromptChange,
  headingLevel,
  className,
}: CompareRunProps) {
  const { config, session, paymentConfig, payer } = usePaymentSetup();
  const run = useSideBySideRun(models, { paymentConfig, payer });
  const arenaRun = useMutation({ mutationFn: startArenaRun });
  const [own, setOwn] = useState("");
  const prompt = given ?? own;
  const connected = session.status === "connected" && session.address !== null;
  // Other models chosen: the last run's id (and vote) goes with its answers.
  const [a, b] = models;
  const { reset } = arenaRun;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a and b are the trigger, not read.
  useEffect(() => reset(), [a, b, reset]);
  const refusal = useRunBothRefusal(models);
  const answered = run.sides.every((side) => side.status === "done");
  const settled = arenaRun.isSuccess || arenaRun.isError;
  return (
    <div className={cn("flex flex-col gap-4", className)}>
      <SideBySide
        sides={run.sides}
        prompt={prompt}
        onPromptChange={onPromptChange ?? setOwn}
        onRun={() => {
          if (paymentConfig && !connected) {
            session.openModal();
            return;
          }
          if (!run.run(prompt)) return;
          arenaRun.reset();
          arenaRun.mutate({ a, b });
        }}
        onStop={run.stop}
        price={paymentConfig?.amount}
        notice={refusal.reason ?? run.notice}
        disabled={config.isPending || refusal.pending || refusal.reason !== undefined}
        headingLevel={headingLevel}
      />
      {answered && settled && (
        <ArenaVoteContainer
          key={arenaRun.data?.runId ?? "unavailable"}
          runId={arenaRun.data?.runId}
          unavailable={arenaRun.error?.message}
          leaderboardHref={arenaLeaderboardHref(arenaRun.data?.task ?? DEFAULT_ARENA_TASK)}
        />
      )}
    </div>
  );
}

/** Why `models` cannot run both (a model the router does not serve for chat), with its task from the hub. */
function useRunBothRefusal(models: readonly [string, string]) {
  const router = useQuery(routerModelsQueryOptions());
  const served = router.data ? new Set(router.data.map((model) => model.id)) : undefined;
  const unserved = served ? models.filter((id) => !served.has(id)) : [];
  const infos = useQueries({ queries: unserved.map(playgroundModelInfoQueryOptions) });
  const tasks = new Map(unserved.map((id, i) => [id, infos[i]?.data?.pipelineTag]));
  return {
    pending: router.isPending || infos.some((info) => info.isPending),
    reason: runBothRefusal(
      models.map((id) => ({ id, pipelineTag: tasks.get(id) })),
      served,
    ),
  };
}
