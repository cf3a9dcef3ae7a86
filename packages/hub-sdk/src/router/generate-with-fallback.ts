import { HubSdkError, InferenceRouterError, InputError, InvalidResponseError, isAbortError } from "../errors";
import type { RequestOptions } from "../types/public";
import { chatCompletion } from "./chat-completion";
import { chatCompletionStream } from "./chat-completion-stream";
import { completion, completionStream } from "./completion";
import { estimatedTimeOf, ROUTER_URL } from "./request";
import { generatedTextOf, textGeneration } from "./text-generation";

/** The three ways to ask a model, in the order the fallback tries them. */
export type GenerationEndpoint = "chat" | "completions" | "inference";

/**
 * The internal error codes of spec part 2 §8 (Playground and payment). `*_failed` carry the HTTP status and
 * body; `inference_error` is an `{"error": "..."}` answer of the hosted inference API.
 */
export type GenerationErrorCode =
  | "chat_completions_failed"
  | "completions_failed"
  | "inference_failed"
  | "chat_completions_unexpected_response"
  | "completions_unexpected_response"
  | "inference_error"
  | "inference_unexpected_response";

/** One call made by {@link generateWithFallback}, successful or not. */
export interface GenerationAttempt {
  model: string;
  endpoint: GenerationEndpoint;
  /** HTTP status of the answer; absent when no answer came (network failure). */
  status?: number;
  /** Absent for the attempt that answered. */
  code?: GenerationErrorCode;
  /** The server's message, the `{"error"}` string, or the network error's message. */
  message?: string;
  /** The failed answer's body, when there was one. */
  body?: unknown;
  /** Milliseconds the call took. */
  ms: number;
  /** Set on a 503 that will be retried: milliseconds until the retry. */
  retryInMs?: number;
}

/** Parameters of {@link generateWithFallback}. */
export interface GenerateWithFallbackParams extends RequestOptions {
  /** The listed models, in order (the playground's list). */
  models: readonly string[];
  /** The selected model, tried first; defaults to the first listed. */
  selected?: string;
  /** The user's prompt. */
  prompt: string;
  /** `max_tokens` of chat and plain completions (default 256). */
  maxTokens?: number;
  /** Sampling temperature (default 0.7). */
  temperature?: number;
  /** `max_new_tokens` of the hosted inference call (default 128). */
  maxNewTokens?: number;
  /** Stream chat and plain completions, reporting text through `onToken` as it arrives. */
  stream?: boolean;
  /** Each piece of text as it arrives (streamed), or the whole answer at once (not streamed, or from the inference endpoint). */
  onToken?: (token: string, attempt: { model: string; endpoint: GenerationEndpoint }) => void;
  /**
   * Every finished attempt, failed or not, as it ends. A failed attempt after tokens were reported means
   * that text is void: the next attempt starts over.
   */
  onAttempt?: (attempt: GenerationAttempt) => void;
  /** Wait before retrying a 503 "model is loading" (default 5000 ms; longer when the server's `estimated_time` says so). */
  retryDelayMs?: number;
  /** Upper bound of one wait, whatever `estimated_time` says (default 60,000 ms). */
  maxRetryDelayMs?: number;
  /** 503 retries per model before it counts as failed (default 3). */
  maxRetries?: number;
  /** Base URL of the hosted inference API; defaults to `{baseUrl}/hf-inference` (`/models/{model}` is appended). */
  inferenceBaseUrl?: string;
}

/** What {@link generateWithFallback} returns. */
export interface GenerationResult {
  /** The answer. */
  text: string;
  /** The model that answered: the caller switches its selection to it. */
  model: string;
  /** The endpoint that answered. */
  endpoint: GenerationEndpoint;
  /** Every attempt, in order, the answering one last. */
  trace: GenerationAttempt[];
}

/** The message when no model answered and none gave a message of its own (spec part 2 §8). */
export const ALL_MODELS_FAILED_MESSAGE = "All model attempts failed. Try another model or retry in a moment.";

/** Defaults of the playground (spec part 2 §9). */
export const GENERATION_DEFAULTS = {
  maxTokens: 256,
  temperature: 0.7,
  maxNewTokens: 128,
  retryDelayMs: 5000,
  maxRetryDelayMs: 60_000,
  maxRetries: 3,
} as const;

/** No model answered. `message` is the first error message met, or {@link ALL_MODELS_FAILED_MESSAGE}. */
export class AllModelsFailedError extends HubSdkError {
  override name = "AllModelsFailedError";
  /** Every attempt, in order. */
  readonly trace: GenerationAttempt[];

  constructor(message: string, trace: GenerationAttempt[]) {
    super(message);
    this.trace = trace;
  }
}

/** The outcome of one call. */
type Outcome =
  | { ok: true; text: string; status: number }
  | {
      ok: false;
      code: GenerationErrorCode;
      status?: number;
      message?: string;
      body?: unknown;
      /** A message the user may see (spec: "the first error message"). */
      userMessage?: string;
    };

const FAILED: Record<GenerationEndpoint, GenerationErrorCode> = {
  chat: "chat_completions_failed",
  completions: "completions_failed",
  inference: "inference_failed",
};
const UNEXPECTED: Record<GenerationEndpoint, GenerationErrorCode> = {
  chat: "chat_completions_unexpected_response",
  completions: "completions_unexpected_response",
  inference: "inference_unexpected_response",
};

/** Resolves after `ms`; rejects with the signal's reason as soon as it aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Turns what a call threw into an outcome. An abort, and anything that is not the router's doing (a paying
 * fetch's payment error, for instance), propagates.
 */
function failure(endpoint: GenerationEndpoint, error: unknown): Outcome {
  if (isAbortError(error)) throw error;
  if (error instanceof InferenceRouterError) {
    return {
      ok: false,
      code: FAILED[endpoint],
      status: error.status,
      message: error.serverMessage,
      body: error.body,
    };
  }
  if (error instanceof InvalidResponseError) {
    return { ok: false, code: UNEXPECTED[endpoint], status: error.status, body: error.body };
  }
  if (error instanceof TypeError) {
    // fetch rejects with a TypeError when no response arrives (network failure, refused connection).
    return { ok: false, code: FAILED[endpoint], message: error.message, userMessage: error.message };
  }
  throw error;
}

/** Whether a chat failure moves on to plain completions: 400, 404, or a "not supported" message. */
function chatFallsBack(outcome: Outcome): boolean {
  if (outcome.ok || outcome.code !== "chat_completions_failed") return false;
  return outcome.status === 400 || outcome.status === 404 || /not supported/i.test(outcome.message ?? "");
}

/** Whether a completions failure moves on to the hosted inference endpoint: 400 or 404. */
function completionsFallsBack(outcome: Outcome): boolean {
  if (outcome.ok || outcome.code !== "completions_failed") return false;
  return outcome.status === 400 || outcome.status === 404;
}

/**
 * Runs a prompt the playground's way (spec part 2 §4 "Playground run", §7 calls 9/9b/9c and 12/12b/12c):
 *
 * - models are tried from the selected one, then the other listed ones in order;
 * - per model: chat completions (`max_tokens`, `temperature`); if that answers 400 or 404 or says "not
 *   supported", plain completions; if that also answers 400 or 404, the hosted inference endpoint
 *   (`/models/{model}?wait_for_model=true`, `max_new_tokens`, `return_full_text: false`, `wait_for_model`);
 * - a 503 is retried on the same call after `retryDelayMs` (5 s; longer when `estimated_time` says so, at most
 *   `maxRetryDelayMs`), up to `maxRetries` times per model, without returning: the caller stays busy, and
 *   `signal` cancels the wait;
 * - any other failure moves to the next model.
 *
 * Every request goes through `fetch`, so the playground passes its paying (x402) fetch there.
 *
 * @returns the answer, the model that gave it (switch the selection to it) and the trace of every attempt.
 * @throws {AllModelsFailedError} when no model answered: its message is the first error message met (an
 *   `{"error"}` answer of the inference endpoint or a network failure), else
 *   "All model attempts failed. Try another model or retry in a moment."; its `trace` says why.
 * @throws {InputError} for an empty prompt or no models. An `AbortError` from `signal` propagates, and so
 *   does any error of `fetch` that is not a network failure (for example a payment refused by the wallet).
 */
export async function generateWithFallback(params: GenerateWithFallbackParams): Promise<GenerationResult> {
  const {
    models,
    prompt,
    stream = false,
    onToken,
    onAttempt,
    maxTokens = GENERATION_DEFAULTS.maxTokens,
    temperature = GENERATION_DEFAULTS.temperature,
    maxNewTokens = GENERATION_DEFAULTS.maxNewTokens,
    retryDelayMs = GENERATION_DEFAULTS.retryDelayMs,
    maxRetryDelayMs = GENERATION_DEFAULTS.maxRetryDelayMs,
    maxRetries = GENERATION_DEFAULTS.maxRetries,
  } = params;
  if (typeof prompt !== "string" || prompt.trim() === "")
    throw new InputError("Invalid prompt: expected non-empty text");
  const selected = params.selected ?? models[0];
  if (selected === undefined) throw new InputError("Invalid models: expected at least one model");
  const order = [selected, ...models.filter((model) => model !== selected)];
  const request: RequestOptions = {
    accessToken: params.accessToken,
    baseUrl: params.baseUrl,
    fetch: params.fetch,
    signal: params.signal,
  };
  const inferenceBaseUrl =
    params.inferenceBaseUrl ?? `${(params.baseUrl ?? ROUTER_URL).replace(/\/+$/, "")}/hf-inference`;
  const trace: GenerationAttempt[] = [];
  let firstErrorMessage: string | undefined;

  async function call(model: string, endpoint: GenerationEndpoint): Promise<Outcome> {
    const report = (text: string) => onToken?.(text, { model, endpoint });
    try {
      if (endpoint === "chat") {
        const messages = [{ role: "user" as const, content: prompt }];
        if (stream) {
          let text = "";
          for await (const chunk of chatCompletionStream({
            ...request,
            model,
            messages,
            max_tokens: maxTokens,
            temperature,
          })) {
            const piece = chunk.choices[0]?.delta.content;
            if (typeof piece === "string" && piece !== "") {
              text += piece;
              report(piece);
            }
          }
          return { ok: true, text, status: 200 };
        }
        const output = await chatCompletion({
          ...request,
          model,
          messages,
          max_tokens: maxTokens,
          temperature,
        });
        const content = output.choices[0]?.message.content;
        if (typeof content !== "string")
          return { ok: false, code: UNEXPECTED.chat, status: 200, body: output };
        report(content);
        return { ok: true, text: content, status: 200 };
      }
      if (endpoint === "completions") {
        if (stream) {
          let text = "";
          for await (const chunk of completionStream({
            ...request,
            model,
            prompt,
            max_tokens: maxTokens,
            temperature,
          })) {
            const piece = chunk.choices[0]?.text;
            if (typeof piece === "string" && piece !== "") {
              text += piece;
              report(piece);
            }
          }
          return { ok: true, text, status: 200 };
        }
        const output = await completion({ ...request, model, prompt, max_tokens: maxTokens, temperature });
        const text = output.choices[0]?.text;
        if (typeof text !== "string")
          return { ok: false, code: UNEXPECTED.completions, status: 200, body: output };
        report(text);
        return { ok: true, text, status: 200 };
      }
      const { raw } = await textGeneration({
        ...request,
        baseUrl: inferenceBaseUrl,
        model,
        inputs: prompt,
        parameters: { max_new_tokens: maxNewTokens, temperature, return_full_text: false },
        options: { wait_for_model: true },
        waitForModel: true,
      });
      const text = generatedTextOf(raw);
      if (text !== undefined) {
        report(text);
        return { ok: true, text, status: 200 };
      }
      const error = (raw as { error?: unknown } | null)?.error;
      if (typeof error === "string") {
        return {
          ok: false,
          code: "inference_error",
          status: 200,
          message: error,
          body: raw,
          userMessage: error,
        };
      }
      return { ok: false, code: "inference_unexpected_response", status: 200, body: raw };
    } catch (error) {
      return failure(endpoint, error);
    }
  }

  for (const model of order) {
    let endpoint: GenerationEndpoint = "chat";
    let retries = 0;
    while (true) {
      const started = performance.now();
      const outcome = await call(model, endpoint);
      const attempt: GenerationAttempt = { model, endpoint, ms: Math.round(performance.now() - started) };
      if (outcome.ok) {
        attempt.status = outcome.status;
        trace.push(attempt);
        onAttempt?.(attempt);
        return { text: outcome.text, model, endpoint, trace };
      }
      Object.assign(attempt, {
        code: outcome.code,
        ...(outcome.status === undefined ? {} : { status: outcome.status }),
        ...(outcome.message === undefined ? {} : { message: outcome.message }),
        ...(outcome.body === undefined ? {} : { body: outcome.body }),
      });
      firstErrorMessage ??= outcome.userMessage;
      const loading = outcome.status === 503 && outcome.code === FAILED[endpoint] && retries < maxRetries;
      if (loading) {
        const estimated = estimatedTimeOf(outcome.body);
        attempt.retryInMs =
          estimated === undefined
            ? retryDelayMs
            : Math.max(retryDelayMs, Math.min(Math.round(estimated * 1000), maxRetryDelayMs));
      }
      trace.push(attempt);
      onAttempt?.(attempt);
      if (attempt.retryInMs !== undefined) {
        retries++;
        await wait(attempt.retryInMs, params.signal);
        continue;
      }
      if (endpoint === "chat" && chatFallsBack(outcome)) endpoint = "completions";
      else if (endpoint === "completions" && completionsFallsBack(outcome)) endpoint = "inference";
      else break;
    }
  }
  throw new AllModelsFailedError(firstErrorMessage ?? ALL_MODELS_FAILED_MESSAGE, trace);
}
