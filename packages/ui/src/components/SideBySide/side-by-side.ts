/** What one side of a side-by-side run shows, and the words of its figures and fallback trace. */
import { type PlaygroundAttempt, summarizeAttempts } from "../../lib/playground";
import { playgroundModelName } from "../../lib/playground-models";

/**
 * Where one side stands: `idle` (not run yet), `waiting` (asked, no token yet), `streaming` (tokens
 * arriving), `done` (answered), `error` (no model of its chain answered).
 */
export type SideStatus = "idle" | "waiting" | "streaming" | "done" | "error";

/** One side of the run: the model asked, its answer so far and what was measured of it. */
export interface SideBySideSide {
  /** The model asked (its fallback chain follows it). */
  model: string;
  status: SideStatus;
  /** The answer so far (`streaming`) or in full (`done`). */
  text?: string;
  /** Why the side failed (`error`). */
  error?: string;
  /** Every call of the side's fallback chain, in order. */
  attempts?: readonly PlaygroundAttempt[];
  /** Milliseconds from the request to the first token, as the browser saw it. */
  firstTokenMs?: number;
  /** Tokens per second after the first. */
  tokensPerSecond?: number;
  /** Milliseconds from the request to the last token (or the failure). */
  totalMs?: number;
  /** What the side cost: a USDC amount that settled, `"free"` (payments off), `"not charged"`; unknown: n/a. */
  cost?: string;
  /** The answer came from the local stand-in (the router emulator): labelled as sample text. */
  standIn?: boolean;
}

/** "Answered by Gemma-2-9b-It after Llama-3.1-8B-Instruct failed" when the chain fell back; else undefined. */
export function fallbackLine(attempts: readonly PlaygroundAttempt[] | undefined): string | undefined {
  if (!attempts?.length) return undefined;
  const { answer, skipped } = summarizeAttempts(attempts);
  if (!answer || skipped.length === 0) return undefined;
  const failed = skipped.map((entry) => playgroundModelName(entry.model)).join(", ");
  return `Answered by ${playgroundModelName(answer.model)} after ${failed} failed`;
}

/** "420 ms", "1.8 s"; unknown: undefined. */
export function formatDuration(ms: number | undefined): string | undefined {
  if (ms === undefined || !Number.isFinite(ms)) return undefined;
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** "38.2 tokens/s"; unknown: undefined. */
export function formatRate(rate: number | undefined): string | undefined {
  if (rate === undefined || !Number.isFinite(rate)) return undefined;
  return `${rate.toFixed(1)} tokens/s`;
}

/** The cost cell: "0.10 USDC", "Free", "Not charged"; unknown: undefined. */
export function formatCost(cost: string | undefined): string | undefined {
  if (cost === undefined) return undefined;
  if (cost === "free") return "Free";
  if (cost === "not charged") return "Not charged";
  return `${cost} USDC`;
}
