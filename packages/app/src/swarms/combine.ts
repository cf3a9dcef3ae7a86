/**
 * The swarm's combined result (spec part 2 §9 "Swarm", §8 "Swarm"): the classification vote, the
 * Mixture-of-Agents synthesis prompt for generation (instead of the spec's random pick: a combined answer
 * that uses every agent's answer), and the run's failure texts.
 */
import type { AgentState, LabelScore } from "./run.ts";

/** The swarm's tasks (spec part 2 §5). */
export type SwarmTask = "text-generation" | "text-classification";

/** The swarm's strategies (spec part 2 §4). */
export type SwarmStrategy = "parallel" | "chain";

/** The spec's three "All agents failed" texts: parallel generation, classification, chain. */
export const ALL_FAILED = {
  parallel: "All agents failed. Please try again.",
  classification: "All agents failed. Please try different models or check your input.",
  chain: "All agents failed. Please try different models.",
} as const;

/** The spec's "All agents failed" text for a run of `task` with `strategy`. */
export function allFailedMessage(task: SwarmTask, strategy: SwarmStrategy): string {
  if (task === "text-classification") return ALL_FAILED.classification;
  return strategy === "chain" ? ALL_FAILED.chain : ALL_FAILED.parallel;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** "{status} {statusText}", e.g. "404 Not Found" (the status alone when its text is not known). */
export function statusLine(status: number, statusText?: string): string {
  const text = statusText || STATUS_TEXT[status] || "";
  return `${status}${text ? ` ${text}` : ""}`;
}

/** "Model inference failed: {status} {statusText}", or "...: Unknown error" without a status. */
export function inferenceFailedMessage(status?: number, statusText?: string): string {
  if (status === undefined) return "Model inference failed: Unknown error";
  return `Model inference failed: ${statusLine(status, statusText)}`;
}

/** One row of the classification table: an agent's top label. */
export interface ClassificationVote {
  agent: string;
  label: string;
  score: number;
}

/** The classification's combined result. */
export type ClassificationResult =
  | { kind: "label"; label: string; score: number; text: string; totals: LabelScore[] }
  | { kind: "no-consensus"; text: "No consensus"; totals: LabelScore[] }
  | { kind: "fallback"; label: string; score: number; text: string; totals: LabelScore[] }
  | { kind: "failed"; text: string; totals: LabelScore[] };

/** A score with three decimals. */
export function formatScore(score: number): string {
  return score.toFixed(3);
}

/**
 * Combines classifications (spec part 2 §9): each label's scores are summed over the agents that answered,
 * the highest sum wins ("{label} ({score})", three decimals); a tie at three decimals is "No consensus".
 * When only the fallback model answered: "Fallback result: {label} ({score})". Labels are sorted by total.
 */
export function combineClassifications(agents: readonly AgentState[]): ClassificationResult {
  const answered = agents.filter((agent) => agent.status === "done" && agent.labels?.length);
  const sums = new Map<string, number>();
  for (const agent of answered)
    for (const { label, score } of agent.labels ?? []) sums.set(label, (sums.get(label) ?? 0) + score);
  const totals = [...sums]
    .map(([label, score]) => ({ label, score }))
    .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
  const [top, second] = totals;
  if (!top) return { kind: "failed", text: ALL_FAILED.classification, totals };
  if (answered.every((agent) => agent.fallback)) {
    return {
      kind: "fallback",
      label: top.label,
      score: top.score,
      text: `Fallback result: ${top.label} (${formatScore(top.score)})`,
      totals,
    };
  }
  if (second && formatScore(second.score) === formatScore(top.score))
    return { kind: "no-consensus", text: "No consensus", totals };
  return {
    kind: "label",
    label: top.label,
    score: top.score,
    text: `${top.label} (${formatScore(top.score)})`,
    totals,
  };
}

/** Each answered agent's top label, for the per-agent table. */
export function classificationVotes(agents: readonly AgentState[]): ClassificationVote[] {
  return agents.flatMap((agent) => {
    if (agent.status !== "done" || !agent.labels?.length) return [];
    const top = agent.labels.reduce((best, entry) => (entry.score > best.score ? entry : best));
    return [{ agent: agent.model, label: top.label, score: top.score }];
  });
}

/** The server's prompt limit (`INFERENCE_LIMITS.maxPromptLength`). */
export const MAX_PROMPT_LENGTH = 8_000;

/**
 * The Mixture-of-Agents aggregation prompt (Wang et al., 2024, "Mixture-of-Agents Enhances Large Language
 * Model Capabilities"): the question and the agents' answers, asking for one synthesised answer. Answers are
 * shortened evenly so the prompt fits the server's limit.
 */
export function synthesisPrompt(question: string, answers: readonly string[]): string {
  const head =
    "You have been provided with a set of responses from various models to the user's query. " +
    "Synthesize these responses into a single, high-quality response. Critically evaluate the information " +
    "they provide, recognising that some of it may be biased or incorrect. Do not simply repeat the given " +
    "answers; offer a refined, accurate and comprehensive reply.";
  const shortQuestion = question.slice(0, 1_000);
  const frame = `${head}\n\nQuery: ${shortQuestion}\n\nResponses from models:\n`;
  const room = MAX_PROMPT_LENGTH - frame.length - answers.length * 8 - 32;
  const each = Math.max(0, Math.floor(room / Math.max(1, answers.length)));
  const body = answers.map((answer, i) => `${i + 1}. ${answer.trim().slice(0, each)}`).join("\n");
  return `${frame}${body}\n\nSynthesized response:`;
}

/** The note under a synthesis: "Synthesis of 3 answers by Llama-3.1-8B-Instruct". */
export function synthesisNote(count: number, aggregator: string): string {
  const name = aggregator.split("/").pop() ?? aggregator;
  return `Synthesis of ${count} ${count === 1 ? "answer" : "answers"} by ${name}`;
}

/** The answers a synthesis combines: those of the agents that answered, in order. */
export function answersOf(agents: readonly AgentState[]): string[] {
  return agents
    .filter((agent) => agent.status === "done" && agent.text.trim() !== "")
    .map((agent) => agent.text);
}

/** Validates the input: the spec's "Please provide input text" when blank after trimming. */
export function inputError(input: string): string | undefined {
  return input.trim() === "" ? "Please provide input text" : undefined;
}
