import { CircleAlert } from "lucide-react";
import { cn } from "../../lib/cn";
import { playgroundModelName } from "../../lib/playground-models";
import { Badge } from "../Badge/Badge";
import { StandInNotice } from "../StandInNotice/StandInNotice";
import type { SwarmAgentStatus, SwarmAgentView } from "./swarm-types";

export type SwarmAgentOutputProps = Omit<React.ComponentProps<"article">, "children"> & {
  agent: SwarmAgentView;
  /** 1-based position, for the heading ("Agent 2"). */
  position: number;
};

const STATUS: Record<
  SwarmAgentStatus,
  { label: string; variant: "secondary" | "default" | "success" | "destructive" | "outline" }
> = {
  waiting: { label: "Waiting", variant: "outline" },
  running: { label: "Running", variant: "default" },
  done: { label: "Done", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  skipped: { label: "Skipped", variant: "secondary" },
};

/** Milliseconds as "850 ms" or "1.2 s"; "n/a" when unknown. */
export function formatSwarmMs(ms: number | undefined): string {
  if (ms === undefined) return "n/a";
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** One agent's output: its model (and what it replaced), status, streamed text or labels, timings and cost. */
export function SwarmAgentOutput({ agent, position, className, ...props }: SwarmAgentOutputProps) {
  const status = STATUS[agent.status];
  return (
    <article
      data-slot="swarm-agent-output"
      data-status={agent.status}
      aria-label={`Agent ${position}: ${playgroundModelName(agent.id)}`}
      className={cn(
        "flex min-w-0 flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3
          className="min-w-0 truncate font-semibold text-sm text-zinc-900 dark:text-zinc-100"
          title={agent.model}
        >
          Agent {position}: {playgroundModelName(agent.model)}
          {agent.fallback && " (fallback)"}
        </h3>
        <Badge variant={status.variant}>{status.label}</Badge>
      </header>
      {agent.replaced && agent.replaced.length > 0 && (
        <p data-slot="swarm-agent-replaced" className="text-xs text-amber-800 dark:text-amber-300">
          Replaced {agent.replaced.map(playgroundModelName).join(", then ")} (404 not found) by{" "}
          {playgroundModelName(agent.model)}.
        </p>
      )}
      {agent.fallback && agent.model !== agent.id && (
        <p className="text-xs text-amber-800 dark:text-amber-300">
          {playgroundModelName(agent.id)} failed; the fallback model {playgroundModelName(agent.model)} ran
          instead.
        </p>
      )}
      {agent.error && agent.status === "failed" ? (
        <p role="alert" className="flex items-start gap-1.5 text-red-700 text-sm dark:text-red-300">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Error: {agent.error}
        </p>
      ) : agent.labels && agent.labels.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {agent.labels.map((entry) => (
            <li key={entry.label} className="flex justify-between gap-2 tabular-nums">
              <span className="text-zinc-800 dark:text-zinc-200">{entry.label}</span>
              <span className="text-zinc-600 dark:text-zinc-400">{entry.score.toFixed(3)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p
          data-slot="swarm-agent-text"
          aria-live={agent.status === "running" ? "polite" : undefined}
          className="min-h-10 whitespace-pre-wrap break-words text-sm text-zinc-800 dark:text-zinc-200"
        >
          {agent.text ||
            (agent.status === "running"
              ? "Generating..."
              : agent.status === "skipped"
                ? "Not run: the chain stopped before this agent."
                : "")}
        </p>
      )}
      {agent.standIn && agent.status === "done" && <StandInNotice model={agent.model} />}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs text-zinc-600 sm:grid-cols-4 dark:text-zinc-400">
        <div>
          <dt className="inline">Endpoint: </dt>
          <dd className="inline">{agent.endpoint ?? "n/a"}</dd>
        </div>
        <div>
          <dt className="inline">First token: </dt>
          <dd className="inline">{formatSwarmMs(agent.firstTokenMs)}</dd>
        </div>
        <div>
          <dt className="inline">Total: </dt>
          <dd className="inline">{formatSwarmMs(agent.totalMs)}</dd>
        </div>
        {agent.cost !== undefined && (
          <div>
            <dt className="inline">Cost: </dt>
            <dd className="inline">{agent.cost}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
