import { ArrowRight } from "lucide-react";
import { cn } from "../../lib/cn";
import { playgroundModelName } from "../../lib/playground-models";
import type { SwarmAgentView } from "./swarm-types";

export type SwarmPipelineProps = Omit<React.ComponentProps<"ol">, "children"> & {
  agents: readonly SwarmAgentView[];
};

const DOT: Record<SwarmAgentView["status"], string> = {
  waiting: "bg-zinc-300 dark:bg-zinc-600",
  running: "bg-indigo-500 animate-pulse",
  done: "bg-emerald-500",
  failed: "bg-red-500",
  skipped: "bg-zinc-300 dark:bg-zinc-700",
};

/** A chain as a pipeline: input → agent 1 → agent 2 → … → output, each step with its status. */
export function SwarmPipeline({ agents, className, ...props }: SwarmPipelineProps) {
  return (
    <ol
      data-slot="swarm-pipeline"
      aria-label="Pipeline"
      className={cn("flex flex-wrap items-center gap-2 text-sm", className)}
      {...props}
    >
      <li className="text-zinc-600 dark:text-zinc-400">Input</li>
      {agents.map((agent) => (
        <li key={agent.id} data-status={agent.status} className="flex items-center gap-2">
          <ArrowRight aria-hidden="true" className="size-4 text-zinc-400" />
          <span className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 px-2.5 py-0.5 dark:border-zinc-700">
            <span aria-hidden="true" className={cn("size-2 rounded-full", DOT[agent.status])} />
            <span title={agent.model} className="text-zinc-800 dark:text-zinc-200">
              {playgroundModelName(agent.model)}
              {agent.fallback && " (fallback)"}
            </span>
            <span className="sr-only">({agent.status})</span>
          </span>
        </li>
      ))}
      <li className="flex items-center gap-2 text-zinc-600 dark:text-zinc-400">
        <ArrowRight aria-hidden="true" className="size-4 text-zinc-400" />
        Output
      </li>
    </ol>
  );
}
