/** The views the swarm components show (spec part 2 §2.10, §3 "Swarm agent", §4 "Swarm run"). */

/** The swarm's tasks. */
export type SwarmTask = "text-generation" | "text-classification";

/** The swarm's strategies: every agent on the same input, or each agent's output into the next. */
export type SwarmStrategy = "parallel" | "chain";

/** Where the run is. */
export type SwarmRunStatus = "idle" | "running" | "done";

/** Where one agent is. */
export type SwarmAgentStatus = "waiting" | "running" | "done" | "failed" | "skipped";

/** One label and its score. */
export interface SwarmLabelScore {
  label: string;
  score: number;
}

/** One agent's output panel. */
export interface SwarmAgentView {
  /** The agent's id: the model selected for it. */
  id: string;
  /** The model asked now, or that answered (a replacement's or the fallback's). */
  model: string;
  status: SwarmAgentStatus;
  /** The text so far, or the answer. */
  text: string;
  labels?: readonly SwarmLabelScore[];
  /** Models that answered 404 and were replaced, in order. */
  replaced?: readonly string[];
  /** The chain's fallback model answered: the output is labelled "(fallback)". */
  fallback?: boolean;
  /** Shown as "Error: {message}". */
  error?: string;
  /** The endpoint that answered (chat, completions, inference). */
  endpoint?: string;
  /** Milliseconds to the first token. */
  firstTokenMs?: number;
  /** Milliseconds to the whole answer. */
  totalMs?: number;
  /** What this agent cost when paid, e.g. "0.10 USDC"; "Not charged" for a failed agent of a paid run. */
  cost?: string;
  /** The answer came from the local stand-in (the router emulator). */
  standIn?: boolean;
}

/** The combined result. */
export interface SwarmCombinedView {
  status: "running" | "done" | "failed";
  /** The synthesis so far, the winning label ("POSITIVE (1.734)"), "No consensus" or "Fallback result: …". */
  text?: string;
  /** "Synthesis of 3 answers by Llama-3.1-8B-Instruct". */
  note?: string;
  error?: string;
  /** Classification: each label's summed score, highest first. */
  totals?: readonly SwarmLabelScore[];
  /** Classification: each answered agent's top label. */
  votes?: readonly { agent: string; label: string; score: number }[];
  standIn?: boolean;
}
