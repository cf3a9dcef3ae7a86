/**
 * How the swarm asks one agent: the playground's own route, `POST /api/inference`, one model per request
 * (`models: [model]`: the server still runs the spec's endpoint fallbacks and 503 retries for that model,
 * but never moves to another model, since the swarm replaces a 404 model itself). Free runs stream
 * (server-sent events, as the playground's free path), and so do paid runs, through the wallet's x402 payer
 * (wallet-kit's `usePayingFetch`), each agent its own paid request, settled only if that agent answered; a
 * parallel run's agents are paid through one `batch` of the payer, so the wallet approves them all at once.
 */
import { readServerSentEvents } from "@hiber/hub-sdk";
import { type PayingFetchSession, type PaymentBatch, paymentProblemOf } from "@hiber/wallet-kit";
import { readBody } from "../queries/playground.ts";
import { inferenceFailedMessage, type SwarmTask } from "./combine.ts";
import { type AgentAnswer, AgentCallError, type CallAgent, type LabelScore } from "./run.ts";

interface AttemptRecord {
  endpoint?: unknown;
  status?: unknown;
}

function lastStatus(attempts: unknown): number | undefined {
  if (!Array.isArray(attempts)) return undefined;
  const last = attempts.at(-1) as AttemptRecord | undefined;
  return typeof last?.status === "number" ? last.status : undefined;
}

function endpointOf(attempts: unknown): string | undefined {
  if (!Array.isArray(attempts)) return undefined;
  const endpoint = (attempts.at(-1) as AttemptRecord | undefined)?.endpoint;
  return typeof endpoint === "string" ? endpoint : undefined;
}

function labelsOf(value: unknown): LabelScore[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (entry): entry is LabelScore => typeof entry?.label === "string" && typeof entry?.score === "number",
  );
}

/** A failed `/api/inference`: "Model inference failed: {status} {statusText}" from the router's last answer. */
function failureOf(body: unknown, httpStatus?: number): AgentCallError {
  const { attempts, error, code } = (body ?? {}) as { attempts?: unknown; error?: unknown; code?: unknown };
  const status = lastStatus(attempts);
  if (status !== undefined) return new AgentCallError(inferenceFailedMessage(status), status);
  // Refused before the router was asked (the free limits' 429, a timeout): the server's own words.
  if (typeof error === "string" && error && code !== "inference_failed")
    return new AgentCallError(error, httpStatus);
  return new AgentCallError(inferenceFailedMessage(httpStatus), httpStatus);
}

function answerOf(body: unknown, fallbackModel: string, started: number, firstToken?: number): AgentAnswer {
  const done = (body ?? {}) as {
    generated_text?: unknown;
    model?: unknown;
    attempts?: unknown;
    labels?: unknown;
    standIn?: unknown;
  };
  const labels = labelsOf(done.labels);
  return {
    text: typeof done.generated_text === "string" ? done.generated_text : "",
    ...(labels ? { labels } : {}),
    model: typeof done.model === "string" ? done.model : fallbackModel,
    endpoint: endpointOf(done.attempts),
    ...(firstToken === undefined ? {} : { firstTokenMs: Math.round(firstToken - started) }),
    totalMs: Math.round(performance.now() - started),
    ...(done.standIn === true ? { standIn: true } : {}),
  };
}

/** Generation settings of the swarm (spec part 2 §9: max_tokens 256, temperature 0.7). */
const GENERATION = { maxTokens: 256, temperature: 0.7 } as const;

function bodyOf(task: SwarmTask, model: string, input: string, stream: boolean) {
  return JSON.stringify({
    prompt: input.slice(0, 8_000),
    model,
    models: [model],
    ...GENERATION,
    stream,
    ...(task === "text-classification" ? { task } : {}),
  });
}

/**
 * A free agent call (payments off): streamed, within the server's free limits. `origin` is the app server's
 * (this page's by default; the benchmark passes its server's).
 */
export function freeCallAgent(task: SwarmTask, origin = ""): CallAgent {
  return async ({ model, input, signal, onToken, onReset }) => {
    const started = performance.now();
    const response = await fetch(`${origin}/api/inference`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: bodyOf(task, model, input, true),
      signal,
    });
    if (!response.ok || !response.body) throw failureOf(await readBody(response), response.status);
    return readAgentStream(response.body, model, started, onToken, onReset);
  };
}

/** Reads an agent's event stream to its end (a paid one's last `receipt` event is the payer's to read). */
async function readAgentStream(
  body: ReadableStream<Uint8Array>,
  model: string,
  started: number,
  onToken: (token: string) => void,
  onReset: () => void,
): Promise<AgentAnswer> {
  let firstToken: number | undefined;
  let answer: AgentAnswer | undefined;
  for await (const { event, data } of readServerSentEvents(body)) {
    const payload = JSON.parse(data) as unknown;
    if (event === "token") {
      firstToken ??= performance.now();
      onToken(String((payload as { token?: unknown }).token ?? ""));
    } else if (event === "reset") onReset();
    else if (event === "done") answer = answerOf(payload, model, started, firstToken);
    else if (event === "error") throw failureOf(payload);
  }
  if (answer) return answer;
  throw new AgentCallError("The answer was cut off. Try again.");
}

/**
 * A paid agent call (payments on): its own x402-paid request through the wallet's payer (or one of its
 * batches: signed with the run's other agents in one approval), within the session's spend cap. The server settles only when the model answered, so `cost` is what was charged.
 */
export function paidCallAgent(task: SwarmTask, payer: PaymentBatch | PayingFetchSession): CallAgent {
  return async ({ model, input, signal, onToken, onReset }) => {
    const started = performance.now();
    let paid: Awaited<ReturnType<PayingFetchSession["fetch"]>>;
    try {
      paid = await payer.fetch("/api/inference", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: bodyOf(task, model, input, true),
        signal,
        memo: model,
      });
    } catch (error) {
      const problem = paymentProblemOf(error);
      if (problem) throw new AgentCallError(problem.message);
      throw error;
    }
    const { response } = paid;
    if (!response.ok || !response.body) throw failureOf(await readBody(response), response.status);
    // Streamed once the proof is verified; settled (and the receipt sent) only after the last token.
    const answer = await readAgentStream(response.body, model, started, onToken, onReset);
    const receipt = await paid.settlement;
    return { ...answer, ...(receipt ? { cost: receipt.amount } : {}) };
  };
}
