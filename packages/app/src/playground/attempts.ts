/**
 * The router's attempt trace (hub-sdk's `GenerationAttempt`, or the same records in `/api/inference`'s
 * `attempts`) as the playground screen shows it, and the line shown while a 503 retry waits.
 */
import type { GenerationAttempt } from "@hiber/hub-sdk";
import { type PlaygroundAttempt, type PlaygroundEndpoint, playgroundModelName } from "@hiber/ui";

const ENDPOINTS = new Set<unknown>(["chat", "completions", "inference"]);

/**
 * The short reason of a failed attempt: "model loading" for a 503 that is retried, "not supported" when the
 * router said so, else the internal error code (spec part 2 §8), e.g. `completions_failed`.
 */
function reasonOf(attempt: Pick<GenerationAttempt, "code" | "status" | "message" | "retryInMs">): string {
  if (attempt.status === 503 && attempt.retryInMs !== undefined) return "model loading";
  if (attempt.message && /not supported/i.test(attempt.message)) return "not supported";
  return attempt.code ?? "failed";
}

/** One attempt of the trace as the screen's `PlaygroundAttempt`. */
export function toPlaygroundAttempt(attempt: GenerationAttempt): PlaygroundAttempt {
  const ok = attempt.code === undefined;
  return {
    model: attempt.model,
    endpoint: attempt.endpoint,
    ok,
    ...(attempt.status === undefined ? {} : { status: attempt.status }),
    ...(ok ? {} : { code: reasonOf(attempt) }),
  };
}

/**
 * One attempt record of `/api/inference` (an `attempt` event of its stream, or an entry of `attempts`),
 * checked field by field since it is JSON from the server; `undefined` when it is not an attempt.
 */
export function attemptFromServer(value: unknown): GenerationAttempt | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.model !== "string" || !ENDPOINTS.has(record.endpoint)) return undefined;
  return {
    model: record.model,
    endpoint: record.endpoint as PlaygroundEndpoint,
    ms: typeof record.ms === "number" ? record.ms : 0,
    ...(typeof record.status === "number" ? { status: record.status } : {}),
    ...(typeof record.code === "string" ? { code: record.code as GenerationAttempt["code"] } : {}),
    ...(typeof record.message === "string" ? { message: record.message } : {}),
    ...(typeof record.retryInMs === "number" ? { retryInMs: record.retryInMs } : {}),
  };
}

/** The `attempts` of an `/api/inference` answer as the screen shows them; records that are not attempts are left out. */
export function attemptsFromServer(value: unknown): PlaygroundAttempt[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const attempt = attemptFromServer(entry);
    return attempt ? [toPlaygroundAttempt(attempt)] : [];
  });
}

/** The line under "Generating..." while a 503 waits: "Llama-3.1-8B-Instruct is loading (503). Retrying in 5 s…". */
export function retryNotice(attempt: Pick<GenerationAttempt, "model" | "retryInMs">): string | undefined {
  if (attempt.retryInMs === undefined) return undefined;
  const seconds = Math.max(1, Math.round(attempt.retryInMs / 1000));
  return `${playgroundModelName(attempt.model)} is loading (503). Retrying in ${seconds} s…`;
}
