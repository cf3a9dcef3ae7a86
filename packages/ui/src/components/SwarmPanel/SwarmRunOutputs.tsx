import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { SwarmAgentOutput } from "./SwarmAgentOutput";
import { SwarmCombinedResult } from "./SwarmCombinedResult";
import { SwarmPipeline } from "./SwarmPipeline";
import type { SwarmAgentView, SwarmCombinedView, SwarmStrategy } from "./swarm-types";

export type SwarmRunOutputsProps = Omit<React.ComponentProps<"div">, "children"> & {
  strategy: SwarmStrategy;
  /** Each agent's output panel, in order. */
  agents: readonly SwarmAgentView[];
  combined?: SwarmCombinedView;
  /** A failure of the whole run: "All agents failed. …", "Agent {id} failed: {message}", "Execution failed". */
  runError?: string;
  /** The run's total cost when paid, e.g. "0.30 USDC". */
  totalCost?: string;
};

/**
 * What a swarm run shows once it starts: the run's failure, Agent Outputs (one panel per agent, a pipeline
 * for a chain, the total cost) and the Combined Result. Shared by /swarms and the run's own page. Pure.
 */
export function SwarmRunOutputs({
  strategy,
  agents,
  combined,
  runError,
  totalCost,
  className,
  ...props
}: SwarmRunOutputsProps) {
  const id = useId();
  if (!runError && agents.length === 0 && !combined) return null;
  return (
    <div data-slot="swarm-run-outputs" className={cn("flex flex-col gap-6", className)} {...props}>
      {runError && (
        <p
          role="alert"
          className="flex items-start gap-1.5 rounded-lg bg-red-50 px-3 py-2 text-red-700 dark:bg-red-950/60 dark:text-red-300"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {runError}
        </p>
      )}
      {agents.length > 0 && (
        <section aria-labelledby={`${id}-outputs`} className="flex flex-col gap-3">
          <h2 id={`${id}-outputs`} className="font-semibold text-lg text-zinc-900 dark:text-white">
            Agent Outputs
          </h2>
          {strategy === "chain" && <SwarmPipeline agents={agents} />}
          <div className="grid gap-3 md:grid-cols-2">
            {agents.map((agent, index) => (
              <SwarmAgentOutput key={agent.id} agent={agent} position={index + 1} />
            ))}
          </div>
          {totalCost && (
            <p data-slot="swarm-total-cost" className="text-sm text-zinc-700 dark:text-zinc-300">
              Total cost of the run: {totalCost}
            </p>
          )}
        </section>
      )}
      {combined && <SwarmCombinedResult combined={combined} />}
    </div>
  );
}
