import type { SwarmStrategy, SwarmTask } from "../../components/SwarmPanel/swarm-types";

/** The tabs of a swarm run's page. */
export type SwarmDetailTab = "overview" | "discussion" | "community";

/** A run's settings, as its URL carries them (outputs are never stored). */
export interface SwarmDetailRun {
  task: SwarmTask;
  strategy: SwarmStrategy;
  /** The selected agents, in order; none means the default model runs. */
  agents: readonly string[];
  input: string;
  /** Generation in parallel: the model that writes the combined answer. */
  aggregator?: string;
}

/** One agent's figures on the hub. */
export interface SwarmAgentHubFigures {
  model: string;
  /** The hub's task of the model, when it has one. */
  task?: string;
  /** Likes on the hub; undefined when the hub has no such model ("n/a"). */
  likes?: number;
  /** Downloads in the last 30 days; undefined when unknown ("n/a"). */
  downloads?: number;
  /** The model's page on this site, when it is on the hub. */
  href?: string;
}
