/**
 * A swarm run's shareable URL: its inputs and agents in the query string (`task`, `strategy`, `agents`
 * comma-separated, `input`, `aggregator`). Outputs are not stored: opening the URL restores the run's
 * settings, and Run Swarm runs it again.
 */
import type { SwarmStrategy, SwarmTask } from "./combine.ts";

/** A run's settings, as the URL carries them. */
export interface SharedSwarm {
  task: SwarmTask;
  strategy: SwarmStrategy;
  agents: string[];
  input: string;
  aggregator?: string;
}

const MODEL_ID = /^[\w.-]+(\/[\w.-]+)?$/;

/** The query string of a run. */
export function shareParams(swarm: SharedSwarm): URLSearchParams {
  const params = new URLSearchParams({ task: swarm.task, strategy: swarm.strategy });
  if (swarm.agents.length > 0) params.set("agents", swarm.agents.join(","));
  params.set("input", swarm.input);
  if (swarm.aggregator) params.set("aggregator", swarm.aggregator);
  return params;
}

/** A run's settings from a query string; what is missing or malformed takes its default. */
export function swarmFromParams(params: URLSearchParams): SharedSwarm {
  const task = params.get("task") === "text-classification" ? "text-classification" : "text-generation";
  const strategy = params.get("strategy") === "chain" && task === "text-generation" ? "chain" : "parallel";
  const agents = (params.get("agents") ?? "")
    .split(",")
    .filter((agent) => MODEL_ID.test(agent))
    .slice(0, 12);
  const aggregator = params.get("aggregator") ?? undefined;
  return {
    task,
    strategy,
    agents: [...new Set(agents)],
    input: params.get("input") ?? "",
    ...(aggregator && agents.includes(aggregator) ? { aggregator } : {}),
  };
}
