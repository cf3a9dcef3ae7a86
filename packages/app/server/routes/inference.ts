/**
 * `POST /api/inference`: one prompt answered by a model, paid with x402 unless payments are off.
 *
 * Body: `{ prompt, model, models?, maxTokens?, temperature?, stream?, task? }` (`models`: the listed models to fall back on;
 * `task: "text-classification"` answers `labels` from the hosted inference endpoint instead, §7 call 10) (spec part 2 §7 calls 12 and 14; defaults
 * max_tokens 256 and temperature 0.7, §9). Answer: `{ generated_text, model, attempts, standIn? }`
 * (`standIn: true` when the router answered as a stand-in, see {@link STAND_IN_HEADER}), or with
 * `stream: true` server-sent events: `token` events (`{ token }`; a `reset` event voids the tokens so far,
 * when a model failed midway and the next one starts over), then `done` (`{ generated_text, model,
 * attempts }`), or `error` (`{ error, code, attempts? }`; `attempts` when the router was asked, so a 404 shows). A free stream also reports each router attempt as it ends
 * (`attempt`: `{ model, endpoint, status?, code?, message?, retryInMs?, ms }`), so a 503 retry can be shown.
 *
 * Streaming and payment: with `stream: true` and `Accept: text/event-stream`, a paid answer streams live
 * once its proof is verified: `token` events as the model produces them, then — only for a complete
 * answer — settlement, `done`, and a last `receipt` event (`{ paymentResponse, transaction }`:
 * `paymentResponse` is what the `PAYMENT-RESPONSE` header would carry; the headers are already sent).
 * A generation that fails or is abandoned is never settled (the proof is released) and ends with `error`;
 * a settlement that fails ends with `error` (`code` the reason) and no `done`. Without that Accept header
 * (older clients), a paid answer is generated in full, then settled, then sent, the receipt in the headers.
 * With payments off, tokens stream live, and the free limits (limits/free-limits.ts: a rate per client and
 * a daily budget) are the permission.
 *
 * The generation is injected ({@link Generate}); the server's is {@link createRouterGenerate}: hub-sdk's
 * `generateWithFallback` against the inference router (the real one, or the embedded emulator), with the
 * spec's fallbacks — chat completions, then completions, then the hosted inference endpoint; a 503 retried;
 * the next listed model on a failure.
 */
import { AllModelsFailedError, generateWithFallback } from "@hiber/hub-sdk";
import { Hono, type MiddlewareHandler } from "hono";
import { streamSSE } from "hono/streaming";
import { PAID_STREAM, type PaidStream } from "../payments/paid-stream.ts";
import { startDeadline } from "../upstream/deadline.ts";
import { guardedFetch } from "../upstream/guarded-fetch.ts";
import { classifyWithRouter } from "./classification.ts";

/** A validated inference request. */
export interface InferenceRequest {
  prompt: string;
  /** The selected model, tried first. */
  model: string;
  /** The listed models to fall back on, in order (the selected one first); `[model]` by default. */
  models: string[];
  maxTokens: number;
  temperature: number;
  stream: boolean;
  /** `text-classification` asks the hosted inference endpoint for labels (the swarm's classification task). */
  task?: "text-generation" | "text-classification";
}

/** What a generation produced. */
export interface Generation {
  /** The answer. */
  text: string;
  /** The model that answered (with fallbacks, not necessarily the one asked for). */
  model: string;
  /** Every model tried and why the ones before the answer were skipped. */
  attempts?: unknown[];
  /** The router said it is a stand-in ({@link STAND_IN_HEADER}): the text is sample text, not the model's. */
  standIn?: boolean;
  /** The labels of a `text-classification` request, highest score first. */
  labels?: { label: string; score: number }[];
}

/**
 * The header with which the router emulator marks its answers (`@hiber/emulators`' `STAND_IN_HEADER`; not
 * imported, as the emulators are only a default). Read from the router's own answer, so the mark holds
 * even when the configuration is wrong, e.g. `ROUTER_URL` pointing at a separately started emulator.
 */
export const STAND_IN_HEADER = "x-hiber-stand-in";

/** Options passed to a {@link Generate} function. */
export interface GenerateOptions {
  /** Aborted when the client goes away or the time limit passes. */
  signal: AbortSignal;
  /** Receives tokens as they are produced (streaming). */
  onToken?: (token: string) => void;
  /** The tokens reported so far are void (that model failed midway; the next one starts over). */
  onReset?: () => void;
  /** An attempt (one model on one endpoint) ended: the router's trace record, without its body. */
  onAttempt?: (attempt: unknown) => void;
}

/** Runs one generation; rejects with a {@link GenerationError} (or any error) when no model answers. */
export type Generate = (request: InferenceRequest, options: GenerateOptions) => Promise<Generation>;

/** A generation that failed, with the message and internal code to show. */
export class GenerationError extends Error {
  override name = "GenerationError";
  constructor(
    message: string,
    /** Internal code, e.g. `chat_completions_failed`. */
    readonly code = "generation_failed",
    /** The HTTP status to answer with. */
    readonly status: 502 | 503 | 504 = 502,
    /** Every attempt (router trace records, without bodies), so a caller can tell a 404 from the rest. */
    readonly attempts?: unknown[],
  ) {
    super(message);
  }
}

/** Bounds of the request body. */
export const INFERENCE_LIMITS = {
  maxPromptLength: 8_000,
  maxTokens: 1_024,
  maxModels: 20,
  defaultMaxTokens: 256,
  defaultTemperature: 0.7,
} as const;

/** Validates a request body; returns the request, or the message of a 400. */
export function parseInferenceRequest(body: unknown): InferenceRequest | string {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return "The body must be a JSON object.";
  const { prompt, model, models, maxTokens, temperature, stream, task } = body as Record<string, unknown>;
  const modelId = /^[\w.-]+(\/[\w.-]+)?$/;
  if (typeof prompt !== "string" || prompt.trim() === "") return "prompt must be a non-empty string.";
  if (prompt.length > INFERENCE_LIMITS.maxPromptLength)
    return `prompt must be at most ${INFERENCE_LIMITS.maxPromptLength} characters.`;
  if (typeof model !== "string" || !modelId.test(model))
    return "model must be a model id such as owner/name.";
  if (
    models !== undefined &&
    (!Array.isArray(models) ||
      models.length > INFERENCE_LIMITS.maxModels ||
      !models.every((entry) => typeof entry === "string" && modelId.test(entry)))
  )
    return `models must be a list of at most ${INFERENCE_LIMITS.maxModels} model ids.`;
  if (
    maxTokens !== undefined &&
    (typeof maxTokens !== "number" ||
      !Number.isInteger(maxTokens) ||
      maxTokens < 1 ||
      maxTokens > INFERENCE_LIMITS.maxTokens)
  )
    return `maxTokens must be an integer from 1 to ${INFERENCE_LIMITS.maxTokens}.`;
  if (
    temperature !== undefined &&
    (typeof temperature !== "number" || !Number.isFinite(temperature) || temperature < 0 || temperature > 2)
  )
    return "temperature must be a number from 0 to 2.";
  if (stream !== undefined && typeof stream !== "boolean") return "stream must be a boolean.";
  if (task !== undefined && task !== "text-generation" && task !== "text-classification")
    return "task must be text-generation or text-classification.";
  return {
    prompt,
    model,
    models: [model, ...((models as string[] | undefined) ?? []).filter((entry) => entry !== model)],
    maxTokens: maxTokens ?? INFERENCE_LIMITS.defaultMaxTokens,
    temperature: temperature ?? INFERENCE_LIMITS.defaultTemperature,
    stream: stream ?? false,
    ...(task === "text-classification" ? { task } : {}),
  };
}

/** Options of {@link createInferenceRoutes}. */
export interface InferenceRoutesOptions {
  /** Runs the model (through the router, with the spec's fallbacks). */
  generate: Generate;
  /** The x402 middleware (payments/middleware.ts); absent when payments are off. */
  payments?: MiddlewareHandler;
  /** With payments off, what admits a free generation (limits/free-limits.ts); every request when absent. */
  limits?: MiddlewareHandler;
  /** Milliseconds before a generation is abandoned (504). */
  timeoutMs?: number;
}

type Env = { Variables: { inference: InferenceRequest } };

/** The route, to mount at `/api/inference`. Without `options` (no generation configured) it answers 503. */
export function createInferenceRoutes(options: InferenceRoutesOptions | undefined): Hono<Env> {
  const app = new Hono<Env>();
  if (!options) {
    app.post("/", (c) =>
      c.json({ error: "Inference is not configured.", code: "inference_unavailable" }, 503),
    );
    return app;
  }
  const timeoutMs = options.timeoutMs ?? 60_000;
  const paid = options.payments !== undefined;

  // 1. A malformed request is refused before any payment is looked at: nothing is verified or charged.
  const validate: MiddlewareHandler<Env> = async (c, next) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: "The body must be JSON.", code: "invalid_json" }, 400);
    }
    const parsed = parseInferenceRequest(body);
    if (typeof parsed === "string") return c.json({ error: parsed, code: "invalid_request" }, 400);
    c.set("inference", parsed);
    await next();
  };

  // 2. Permission: the payment (verify before, settle after the handler; payments/middleware.ts), or with
  // payments off the free limits (a rate per client, a daily budget). A pass-through when neither is given.
  const payment: MiddlewareHandler<Env> = options.payments ?? options.limits ?? (async (_c, next) => next());

  app.post("/", validate, payment, async (c) => {
    const request = c.get("inference");
    // A timer we hold (not AbortSignal.timeout, which a garbage collection can silence on Node 20),
    // also stopped by the client going away; cleared when the generation ends.
    const deadline = startDeadline(timeoutMs, c.req.raw.signal);
    const signal = deadline.signal;

    // A paid stream that is not asked for live (no `Accept: text/event-stream`) is buffered below.
    const paidStream = c.get(PAID_STREAM as never) as PaidStream | undefined;
    if (request.stream && (!paid || paidStream)) {
      // Free, or paid and verified: tokens go out as the model produces them. A paid answer is settled
      // only once complete, and its receipt is the last event; a failed one is cancelled (nothing charged).
      return streamSSE(c, async (sse) => {
        const pending: Promise<void>[] = [];
        try {
          const generation = await options.generate(request, {
            signal,
            onToken: (token) => {
              pending.push(sse.writeSSE({ event: "token", data: JSON.stringify({ token }) }));
            },
            onReset: () => {
              pending.push(sse.writeSSE({ event: "reset", data: "{}" }));
            },
            onAttempt: (attempt) => {
              pending.push(sse.writeSSE({ event: "attempt", data: JSON.stringify(attempt) }));
            },
          });
          await Promise.all(pending);
          if (sse.aborted) throw new Error("The client went away before the answer was complete.");
          const end = await paidStream?.settle();
          if (end && !end.settled) {
            await sse.writeSSE({
              event: "error",
              data: JSON.stringify({ error: end.error, code: end.code }),
            });
            return;
          }
          await sse.writeSSE({ event: "done", data: JSON.stringify(answer(generation)) });
          if (end)
            await sse.writeSSE({
              event: "receipt",
              data: JSON.stringify({ paymentResponse: end.paymentResponse, transaction: end.transaction }),
            });
        } catch (error) {
          logFailure(request, error);
          await paidStream?.cancel();
          await Promise.all(pending).catch(() => {});
          await sse.writeSSE({ event: "error", data: JSON.stringify(failure(error, deadline.expired)) });
        } finally {
          deadline.clear();
          await paidStream?.cancel();
        }
      });
    }

    // Paid (or not streamed): the whole answer first. A failure answers with an error status, which the
    // payment middleware sees and does not settle.
    const tokens: string[] = [];
    let generation: Generation;
    try {
      generation = await options.generate(request, {
        signal,
        onToken: request.stream ? (token) => tokens.push(token) : undefined,
        onReset: () => {
          tokens.length = 0;
        },
      });
    } catch (error) {
      logFailure(request, error);
      const status = deadline.expired ? 504 : error instanceof GenerationError ? error.status : 502;
      return c.json(failure(error, deadline.expired), status);
    } finally {
      deadline.clear();
    }
    if (!request.stream) return c.json(answer(generation));
    const events = tokens.map((token) => sse("token", { token }));
    if (tokens.length === 0) events.push(sse("token", { token: generation.text }));
    events.push(sse("done", answer(generation)));
    return c.body(events.join(""), 200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
    });
  });
  return app;
}

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function answer(generation: Generation) {
  return {
    generated_text: generation.text,
    model: generation.model,
    attempts: generation.attempts ?? [],
    ...(generation.standIn ? { standIn: true } : {}),
    ...(generation.labels ? { labels: generation.labels } : {}),
  };
}

/** A failed generation is logged with its cause (the answer only carries a code and a short message). */
function logFailure(request: InferenceRequest, error: unknown) {
  const cause = error instanceof GenerationError ? `${error.code}: ${error.message}` : error;
  console.error(`Generation with ${request.model} failed:`, cause);
}

function failure(error: unknown, timedOut: boolean) {
  if (timedOut) return { error: "The model did not answer in time.", code: "generation_timeout" };
  if (error instanceof GenerationError)
    return {
      error: error.message,
      code: error.code,
      ...(error.attempts ? { attempts: error.attempts } : {}),
    };
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return { error: "The model did not answer in time.", code: "generation_timeout" };
  return {
    error: "All model attempts failed. Try another model or retry in a moment.",
    code: "inference_failed",
  };
}

/** Options of {@link createRouterGenerate}. */
export interface RouterGenerateOptions {
  /** Base URL of the router (e.g. the emulator's, or `https://router.huggingface.co`). */
  baseUrl: string;
  /** Router token, added here on the server only. */
  accessToken?: string;
  /** The `fetch` to use (tests). */
  fetch?: typeof fetch;
  /** Wait before retrying a 503 "model is loading"; the spec's 5 s by default. */
  retryDelayMs?: number;
  /**
   * Largest answer read from the router, 1 MiB by default: 1,024 tokens streamed as server-sent events
   * are ~300 kB. Past it the attempt fails (upstream/guarded-fetch.ts, which also refuses redirects).
   */
  maxAnswerBytes?: number;
}

/** A {@link Generate} that asks the router, falling back as the playground does. */
export function createRouterGenerate(options: RouterGenerateOptions): Generate {
  const routerFetch = guardedFetch({
    label: "The inference router",
    maxBodyBytes: options.maxAnswerBytes ?? 1024 * 1024,
    fetch: options.fetch,
  });
  return async (request, { signal, onToken, onReset, onAttempt }) => {
    if (request.task === "text-classification")
      return classifyWithRouter(request, { ...options, fetch: routerFetch, signal, onAttempt });
    // Tokens of an attempt that then fails are void: the consumer is told to start over.
    let reported = 0;
    // Whether the router marked an answer as a stand-in's.
    let standIn = false;
    const markedFetch: typeof fetch = async (input, init) => {
      const response = await routerFetch(input, init);
      if (response.ok && response.headers.has(STAND_IN_HEADER)) standIn = true;
      return response;
    };
    try {
      const result = await generateWithFallback({
        baseUrl: options.baseUrl,
        accessToken: options.accessToken,
        fetch: markedFetch,
        signal,
        models: request.models,
        selected: request.model,
        prompt: request.prompt,
        maxTokens: request.maxTokens,
        temperature: request.temperature,
        retryDelayMs: options.retryDelayMs,
        stream: onToken !== undefined,
        onToken: (token) => {
          reported += 1;
          onToken?.(token);
        },
        onAttempt: ({ body: _body, ...attempt }) => {
          onAttempt?.(attempt);
          if (attempt.code !== undefined && reported > 0) {
            reported = 0;
            onReset?.();
          }
        },
      });
      return {
        text: result.text,
        model: result.model,
        attempts: result.trace.map(({ body: _body, ...rest }) => rest),
        ...(standIn ? { standIn } : {}),
      };
    } catch (error) {
      if (error instanceof AllModelsFailedError) {
        const last = error.trace.at(-1);
        const attempts = error.trace.map(({ body: _body, ...rest }) => rest);
        throw new GenerationError(error.message, last?.code ?? "inference_failed", 502, attempts);
      }
      throw error;
    }
  };
}
