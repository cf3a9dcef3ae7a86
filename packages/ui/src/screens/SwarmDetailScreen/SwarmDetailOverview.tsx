import { Info, Play } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import { BreakableName } from "../../components/DataTable/DataTable";
import { SwarmRunOutputs } from "../../components/SwarmPanel/SwarmRunOutputs";
import type {
  SwarmAgentView,
  SwarmCombinedView,
  SwarmRunStatus,
} from "../../components/SwarmPanel/swarm-types";
import { cn } from "../../lib/cn";
import { playgroundModelName } from "../../lib/playground-models";
import type { SwarmDetailRun } from "./types";

export type SwarmDetailOverviewProps = Omit<React.ComponentProps<"section">, "children"> & {
  run: SwarmDetailRun;
  /** The model that runs when the run names no agent. */
  defaultModel: string;
  runStatus: SwarmRunStatus;
  onRun: () => void;
  agents: readonly SwarmAgentView[];
  combined?: SwarmCombinedView;
  runError?: string;
  totalCost?: string;
  /** A line about payments (each agent a paid request). */
  paymentNote?: string;
  /** Extra actions beside Run (e.g. "Connect Wallet"). */
  actions?: React.ReactNode;
};

const term = "font-medium text-zinc-600 text-sm dark:text-zinc-400";
const value = "m-0 text-sm text-zinc-900 dark:text-zinc-100";

/**
 * A run's inputs and agents, and its outputs and timings once Run is pressed: outputs are never stored, so
 * the page runs the swarm again, and only when asked (a shared link never starts a run, nor a payment).
 */
export function SwarmDetailOverview({
  run,
  defaultModel,
  runStatus,
  onRun,
  agents,
  combined,
  runError,
  totalCost,
  paymentNote,
  actions,
  className,
  ...props
}: SwarmDetailOverviewProps) {
  const id = useId();
  const aggregator =
    run.task === "text-generation" && run.strategy === "parallel" && run.agents.length > 1
      ? (run.aggregator ?? run.agents[0])
      : undefined;
  return (
    <section
      data-slot="swarm-detail-overview"
      aria-labelledby={`${id}-inputs`}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <h2 id={`${id}-inputs`} className="m-0 font-semibold text-lg text-zinc-900 dark:text-white">
            Inputs
          </h2>
          <dl className="m-0 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
            <dt className={term}>Task</dt>
            <dd className={value}>{run.task}</dd>
            <dt className={term}>Strategy</dt>
            <dd className={value}>{run.strategy}</dd>
            {aggregator && (
              <>
                <dt className={term}>Aggregator</dt>
                <dd className={value}>{playgroundModelName(aggregator)}</dd>
              </>
            )}
          </dl>
          <h3 className={cn(term, "m-0")}>Input</h3>
          <p
            data-slot="swarm-detail-input"
            className="m-0 whitespace-pre-wrap break-words rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-900 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
          >
            {run.input}
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <h2 id={`${id}-agents`} className="m-0 font-semibold text-lg text-zinc-900 dark:text-white">
            Agents
          </h2>
          {run.agents.length > 0 ? (
            <ol aria-labelledby={`${id}-agents`} className="m-0 flex list-decimal flex-col gap-1 pl-5">
              {run.agents.map((agent) => (
                <li key={agent} className="text-sm text-zinc-900 dark:text-zinc-100">
                  <BreakableName name={agent} />
                </li>
              ))}
            </ol>
          ) : (
            <p className={value}>No agent selected: the default model {defaultModel} runs.</p>
          )}
        </div>
      </div>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onRun();
        }}
      >
        <p
          data-slot="swarm-detail-rerun-note"
          className="m-0 flex items-start gap-2 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Outputs are not stored: pressing Run runs this swarm again with these inputs and agents, and the
            answers and timings may differ from the first run. Nothing runs until you press Run.
          </span>
        </p>
        {paymentNote && <p className="m-0 text-xs text-zinc-600 dark:text-zinc-400">{paymentNote}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={runStatus === "running"} className="max-sm:h-11">
            <Play aria-hidden="true" />
            {runStatus === "running" ? "Running..." : "Run"}
          </Button>
          {actions}
        </div>
      </form>
      <SwarmRunOutputs
        strategy={run.strategy}
        agents={agents}
        combined={combined}
        runError={runError}
        totalCost={totalCost}
      />
    </section>
  );
}
