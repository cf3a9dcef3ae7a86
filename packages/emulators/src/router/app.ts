import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { openCors } from "../http/cors";
import { jsonResponse } from "../http/json";
import { requestId } from "../http/request-id";
import type { HubCatalogue } from "../hub/catalogue";
import { classify } from "./classifier";
import { DEFAULT_CORPUS_FROM_YEAR, loadCorpus } from "./corpus";
import { type FinishReason, type LanguageModel, trainLanguageModel } from "./language-model";
import { type RouterModel, routerModels } from "./models";
import {
  type ModelScript,
  parseModelScript,
  type RouterEndpoint,
  ScriptBook,
  type ScriptedFailure,
} from "./scripts";

/** Options of {@link createRouterApp}. */
export interface RouterAppOptions {
  /**
   * The only bearer token accepted (`Authorization: Bearer <token>`); other or missing tokens get 401.
   * Without it, any token (or none) is accepted.
   */
  token?: string;
  /** Per-model behaviour at start, or a {@link ScriptBook} the caller keeps to change it in process. */
  scripts?: Record<string, ModelScript> | ScriptBook;
  /** A trained model to share between apps; defaults to one trained (once per process) on the shipped corpus. */
  languageModel?: LanguageModel;
  /** The hub catalogue the served models come from; defaults to the shipped snapshot. */
  catalogue?: HubCatalogue;
}

/** The provider name the emulator reports in `/v1/models` and accepts as a `model:provider` suffix. */
export const EMULATOR_PROVIDER = "hiber-emulator";
/** Routing policies the router accepts as a `model:policy` suffix. */
const POLICIES = new Set(["fastest", "cheapest", "preferred", EMULATOR_PROVIDER]);
const DEFAULT_ESTIMATED_TIME = 20;
const DEFAULT_CHAT_MAX_TOKENS = 512;
const DEFAULT_MAX_NEW_TOKENS = 50;
const MAX_TOKENS_CAP = 4096;
const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  // Tells @hono/node-server to send the headers at once instead of first reading a few chunks ahead.
  "Transfer-Encoding": "chunked",
};

let sharedModel: LanguageModel | undefined;

/**
 * The language model trained on the shipped corpus, trained on first use and then shared by every router
 * app of the process.
 */
export function defaultLanguageModel(): LanguageModel {
  sharedModel ??= trainLanguageModel(loadCorpus(DEFAULT_CORPUS_FROM_YEAR));
  return sharedModel;
}

/** An HTTP error answer the handlers throw. */
class RouterHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === "object" && body !== null && "error" in body ? String(body.error) : `HTTP ${status}`,
    );
  }
}

function notSupported(model: string): RouterHttpError {
  return new RouterHttpError(400, {
    error: {
      message: `The requested model '${model}' is not supported by any provider you have enabled.`,
      type: "invalid_request_error",
      param: "model",
      code: "model_not_supported",
    },
  });
}

function invalidRequest(message: string): RouterHttpError {
  return new RouterHttpError(400, {
    error: { message, type: "invalid_request_error", param: null, code: null },
  });
}

function doesNotExist(model: string): RouterHttpError {
  return new RouterHttpError(404, { error: `Model ${model} does not exist` });
}

function loading(model: string, estimatedTime: number): RouterHttpError {
  return new RouterHttpError(503, {
    error: `Model ${model} is currently loading`,
    estimated_time: estimatedTime,
  });
}

/** The answer of a scripted failure. */
function scriptedFailure(
  failure: ScriptedFailure,
  model: string,
  endpoint: RouterEndpoint,
  script: ModelScript,
): RouterHttpError {
  switch (failure) {
    case "not-supported":
      return endpoint === "inference"
        ? new RouterHttpError(400, { error: `Model ${model} is not supported by hf-inference` })
        : notSupported(model);
    case 400:
      return invalidRequest(`Invalid request for model ${model}`);
    case 401:
      return new RouterHttpError(401, { error: "Invalid credentials in Authorization header" });
    case 402:
      return new RouterHttpError(402, {
        error:
          "You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.",
      });
    case 404:
      return doesNotExist(model);
    case 429:
      return new RouterHttpError(
        429,
        { error: `Rate limit reached for ${model}. Please retry later.` },
        { "Retry-After": "1" },
      );
    case 500:
      return new RouterHttpError(500, { error: "Internal Server Error" });
    case 502:
      return new RouterHttpError(502, { error: "Bad Gateway" });
    case 503:
      return loading(model, script.estimatedTime ?? DEFAULT_ESTIMATED_TIME);
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidRequest("Request body must be valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalidRequest("Request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

function numberField(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) throw invalidRequest(`${name} must be a number`);
  return value;
}

function maxTokensOf(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (value < 1) throw invalidRequest("max_tokens must be at least 1");
  return Math.min(MAX_TOKENS_CAP, Math.floor(value));
}

/** The text of the chat's last user message (string content or text parts). */
function lastUserText(messages: unknown): string {
  if (!Array.isArray(messages) || messages.length === 0) {
    throw invalidRequest("messages must be a non-empty array");
  }
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as { role?: unknown; content?: unknown } | null;
    if (typeof message !== "object" || message === null)
      throw invalidRequest("each message must be an object");
    if (message.role !== "user") continue;
    if (typeof message.content === "string") return message.content;
    if (Array.isArray(message.content)) {
      return message.content
        .map((part: { type?: unknown; text?: unknown }) =>
          part?.type === "text" && typeof part.text === "string" ? part.text : "",
        )
        .join(" ");
    }
    return "";
  }
  return "";
}

/** What a generation produced, piece by piece. */
interface Generated {
  /** The pieces of text, as they are generated. */
  pieces: AsyncGenerator<string>;
  /** Number of pieces produced so far. */
  count(): number;
  /** Why the generation ended (`"failed"`: broken off by the script); undefined while it runs. */
  finish(): FinishReason | "failed" | undefined;
}

/**
 * Runs the language model with the script's pacing (`tokenDelayMs`) and break (`failAfterTokens`).
 * Stops early when `signal` aborts.
 */
function generate(
  model: LanguageModel,
  prompt: string,
  settings: { maxTokens: number; temperature?: number; seed?: number },
  script: ModelScript,
  signal: AbortSignal,
): Generated {
  let produced = 0;
  let finish: FinishReason | "failed" | undefined;
  async function* pieces(): AsyncGenerator<string> {
    const generation = model.generate({ prompt, ...settings });
    while (finish === undefined) {
      if (script.failAfterTokens !== undefined && produced >= script.failAfterTokens) {
        finish = "failed";
        return;
      }
      if (produced > 0) await sleep(script.tokenDelayMs ?? 0, signal);
      const next = signal.aborted ? ({ done: true, value: "stop" } as const) : generation.next();
      if (next.done) {
        finish = next.value;
        return;
      }
      produced++;
      yield next.value;
    }
  }
  return { pieces: pieces(), count: () => produced, finish: () => finish };
}

function completionId(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString("hex")}`;
}

const encoder = new TextEncoder();

/** An SSE response: `data: {json}` events, then `data: [DONE]` unless the answer broke off. */
function sseResponse(
  events: AsyncGenerator<unknown, "done" | "failed-event" | "failed-disconnect">,
): Response {
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (!next.done) {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`));
        return;
      }
      if (next.value === "failed-disconnect") {
        controller.error(new Error("The router emulator dropped the connection (scripted)"));
        return;
      }
      if (next.value === "done") controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
    async cancel() {
      await events.return("done");
    },
  });
  return new Response(stream, { status: 200, headers: SSE_HEADERS });
}

function usage(promptTokens: number, completionTokens: number) {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

/** The system fingerprint the emulator reports: it names the stand-in model. */
const SYSTEM_FINGERPRINT = "hiber-router-emulator-trigram";

/**
 * The router emulator as a Hono app: OpenAI-compatible `/v1/chat/completions` (also streamed),
 * `/v1/completions`, the legacy `/models/{id}` (text generation and classification), `/v1/models`, and
 * the control API under `/_emulator`. See the package README for the behaviour in full.
 */
export function createRouterApp(options: RouterAppOptions = {}): Hono {
  const scripts = options.scripts instanceof ScriptBook ? options.scripts : new ScriptBook(options.scripts);
  const models = routerModels(options.catalogue);
  const languageModel = options.languageModel ?? defaultLanguageModel();
  const app = new Hono();

  app.use("*", requestId());
  app.use(
    "*",
    openCors({
      exposeHeaders: ["X-Request-Id", "Retry-After"],
      allowMethods: ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"],
      allowHeaders: [
        "Authorization",
        "Content-Type",
        "Accept",
        "X-Wait-For-Model",
        "X-Use-Cache",
        "X-HF-Bill-To",
      ],
    }),
  );

  // The control API: scripts and the call log (no token needed: it is the emulator's own).
  app.get("/_emulator/scripts", () => jsonResponse(scripts.snapshot()));
  app.put("/_emulator/scripts", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return jsonResponse({ error: 'Body must be JSON: { "<model id>": { ...script } }' }, 400);
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return jsonResponse({ error: "Body must be an object keyed by model id" }, 400);
    }
    try {
      const parsed = Object.entries(body).map(
        ([model, script]) => [model, parseModelScript(script)] as const,
      );
      for (const [model, script] of parsed) scripts.set(model, script);
    } catch (error) {
      return jsonResponse({ error: (error as Error).message }, 400);
    }
    return jsonResponse(scripts.snapshot());
  });
  app.delete("/_emulator/scripts", () => {
    scripts.clear();
    return new Response(null, { status: 204 });
  });
  app.get("/_emulator/calls", () => jsonResponse(scripts.calls));
  app.get("/_emulator/model", () =>
    jsonResponse({ ...languageModel.stats, kind: "word trigram Markov chain" }),
  );

  // Bearer token check for the router's own routes.
  app.use("*", async (c, next) => {
    if (options.token === undefined || c.req.method === "OPTIONS") return next();
    if (c.req.header("Authorization") !== `Bearer ${options.token}`) {
      return jsonResponse({ error: "Invalid credentials in Authorization header" }, 401);
    }
    return next();
  });

  const modelEntry = (model: RouterModel) => ({
    id: model.id,
    object: "model",
    created: Math.floor(Date.parse(model.createdAt) / 1000),
    owned_by: model.author,
    architecture: { input_modalities: ["text"], output_modalities: ["text"] },
    providers: [
      {
        provider: EMULATOR_PROVIDER,
        status: scripts.failure(model.id, "chat") === undefined ? "live" : "error",
        pricing: { input: 0, output: 0 },
        supports_tools: false,
        supports_structured_output: false,
        is_model_author: false,
        is_free: true,
      },
    ],
  });
  const chatModels = () => [...models.values()].filter((model) => model.chat);

  app.get("/v1/models", () => jsonResponse({ object: "list", data: chatModels().map(modelEntry) }));
  app.get("/v1/models/*", (c) => {
    const id = decodeURIComponent(c.req.path.slice("/v1/models/".length));
    const model = models.get(id);
    if (!model?.chat) return jsonResponse({ error: `Model ${id} not found` }, 404);
    return jsonResponse(modelEntry(model));
  });

  /** Splits `model:policy`; a suffix naming another provider is refused as the router does. */
  function resolveModel(raw: unknown): { id: string; model?: RouterModel } {
    if (typeof raw !== "string" || raw.trim() === "")
      throw invalidRequest("model must be a non-empty string");
    const colon = raw.lastIndexOf(":");
    const id = colon === -1 ? raw : raw.slice(0, colon);
    if (colon !== -1) {
      const suffix = raw.slice(colon + 1);
      if (!POLICIES.has(suffix))
        throw new RouterHttpError(400, { error: `Model not supported by provider ${suffix}` });
    }
    return { id, model: models.get(id) };
  }

  /** The common gate of every generation call: loading, scripted failure, then the capability check. */
  async function gate(
    id: string,
    endpoint: RouterEndpoint,
    capable: boolean,
    waitForModel: boolean,
    signal: AbortSignal,
  ): Promise<ModelScript> {
    const script = scripts.get(id);
    const estimatedTime = script.estimatedTime ?? DEFAULT_ESTIMATED_TIME;
    if (scripts.takeLoading(id)) {
      if (!waitForModel) throw loading(id, estimatedTime);
      await sleep(estimatedTime * 1000, signal);
      scripts.finishLoading(id);
    }
    const failure = scripts.failure(id, endpoint);
    if (failure !== undefined) throw scriptedFailure(failure, id, endpoint, script);
    if (!capable) {
      throw endpoint === "inference"
        ? new RouterHttpError(400, { error: `Model ${id} is not supported by hf-inference for this task` })
        : notSupported(id);
    }
    await sleep(script.firstByteDelayMs ?? 0, signal);
    return script;
  }

  /** Runs a handler, turning thrown {@link RouterHttpError}s into answers and logging the call. */
  function route(
    endpoint: RouterEndpoint,
    handler: (
      c: Context,
      log: { model: string; stream: boolean; endpoint: RouterEndpoint | "classification" },
    ) => Promise<Response>,
  ) {
    return async (c: Context) => {
      const log = { model: "", stream: false, endpoint: endpoint as RouterEndpoint | "classification" };
      let response: Response;
      try {
        response = await handler(c, log);
      } catch (error) {
        if (!(error instanceof RouterHttpError)) throw error;
        response = jsonResponse(error.body, error.status, error.headers);
      }
      scripts.calls.push({
        model: log.model,
        endpoint: log.endpoint,
        status: response.status,
        stream: log.stream,
      });
      return response;
    };
  }

  const chat = route("chat", async (c, log) => {
    const body = await readBody(c);
    const { id, model } = resolveModel(body.model);
    log.model = id;
    log.stream = body.stream === true;
    const prompt = lastUserText(body.messages);
    const maxTokens = maxTokensOf(
      numberField(body, "max_tokens") ?? numberField(body, "max_completion_tokens"),
      DEFAULT_CHAT_MAX_TOKENS,
    );
    const temperature = numberField(body, "temperature");
    const seed = numberField(body, "seed");
    if (!model) throw notSupported(id);
    const script = await gate(id, "chat", model.chat, false, c.req.raw.signal);
    const generated = generate(
      languageModel,
      prompt,
      { maxTokens, temperature, seed },
      script,
      c.req.raw.signal,
    );
    const base = {
      id: completionId("chatcmpl"),
      created: Math.floor(Date.now() / 1000),
      model: id,
      system_fingerprint: SYSTEM_FINGERPRINT,
    };
    const promptTokens = languageModel.countTokens(prompt);

    if (body.stream === true) {
      const includeUsage =
        (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
      return sseResponse(
        (async function* () {
          const chunk = (delta: Record<string, unknown>, finish: FinishReason | null) => ({
            ...base,
            object: "chat.completion.chunk",
            choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
          });
          yield chunk({ role: "assistant", content: "" }, null);
          for await (const piece of generated.pieces) yield chunk({ content: piece }, null);
          const finish = generated.finish() ?? "stop";
          if (finish === "failed") {
            yield {
              error: {
                message: `Incomplete generation: the model stopped after ${generated.count()} tokens`,
                type: "incomplete_generation",
              },
            };
            return script.failMode === "disconnect" ? "failed-disconnect" : "failed-event";
          }
          yield chunk({}, finish);
          if (includeUsage)
            yield {
              ...base,
              object: "chat.completion.chunk",
              choices: [],
              usage: usage(promptTokens, generated.count()),
            };
          return "done";
        })(),
      );
    }

    const { text, finish } = await collect(generated);
    if (finish === "failed") throw incompleteGeneration(generated.count());
    return jsonResponse({
      ...base,
      object: "chat.completion",
      choices: [
        { index: 0, message: { role: "assistant", content: text }, logprobs: null, finish_reason: finish },
      ],
      usage: usage(promptTokens, generated.count()),
    });
  });

  /** `/v1/completions` and the hf-inference-scoped `/models/{id}/v1/completions`. */
  const completions = (pathModel?: string) =>
    route("completions", async (c, log) => {
      const body = await readBody(c);
      const { id, model } = resolveModel(pathModel ?? body.model);
      log.model = id;
      log.stream = body.stream === true;
      const prompt = Array.isArray(body.prompt) ? body.prompt.join("\n") : body.prompt;
      if (typeof prompt !== "string") throw invalidRequest("prompt must be a string");
      const maxTokens = maxTokensOf(numberField(body, "max_tokens"), 16);
      const temperature = numberField(body, "temperature");
      const seed = numberField(body, "seed");
      if (!model) throw notSupported(id);
      const script = await gate(id, "completions", model.task === "text-generation", false, c.req.raw.signal);
      const generated = generate(
        languageModel,
        prompt,
        { maxTokens, temperature, seed },
        script,
        c.req.raw.signal,
      );
      const base = {
        id: completionId("cmpl"),
        object: "text_completion",
        created: Math.floor(Date.now() / 1000),
        model: id,
        system_fingerprint: SYSTEM_FINGERPRINT,
      };
      const promptTokens = languageModel.countTokens(prompt);
      // A completion continues the prompt, so its first piece gets a leading space.
      const continuation = (piece: string, index: number) => (index === 0 ? ` ${piece}` : piece);

      if (body.stream === true) {
        return sseResponse(
          (async function* () {
            const chunk = (text: string, finish: FinishReason | null) => ({
              ...base,
              choices: [{ index: 0, text, logprobs: null, finish_reason: finish }],
            });
            let index = 0;
            for await (const piece of generated.pieces) yield chunk(continuation(piece, index++), null);
            const finish = generated.finish() ?? "stop";
            if (finish === "failed") {
              yield {
                error: {
                  message: `Incomplete generation: the model stopped after ${generated.count()} tokens`,
                  type: "incomplete_generation",
                },
              };
              return script.failMode === "disconnect" ? "failed-disconnect" : "failed-event";
            }
            yield chunk("", finish);
            return "done";
          })(),
        );
      }

      const { text, finish } = await collect(generated);
      if (finish === "failed") throw incompleteGeneration(generated.count());
      return jsonResponse({
        ...base,
        choices: [{ index: 0, text: text === "" ? "" : ` ${text}`, logprobs: null, finish_reason: finish }],
        usage: usage(promptTokens, generated.count()),
      });
    });

  /** The legacy `POST /models/{id}`: text generation or text classification, by the model's task. */
  const legacy = (id: string) =>
    route("inference", async (c, log) => {
      log.model = id;
      const body = await readBody(c);
      const model = models.get(id);
      if (!model) throw doesNotExist(id);
      const options = (body.options ?? {}) as { wait_for_model?: unknown };
      const waitForModel =
        c.req.query("wait_for_model") === "true" ||
        c.req.header("x-wait-for-model")?.toLowerCase() === "true" ||
        options.wait_for_model === true;
      const parameters = (body.parameters ?? {}) as Record<string, unknown>;
      if (typeof parameters !== "object" || parameters === null)
        throw invalidRequest("parameters must be an object");

      if (model.task === "text-classification") {
        log.endpoint = "classification";
        const inputs = body.inputs;
        const texts =
          typeof inputs === "string"
            ? [inputs]
            : Array.isArray(inputs) && inputs.every((x) => typeof x === "string")
              ? (inputs as string[])
              : undefined;
        if (!texts)
          throw new RouterHttpError(400, {
            error: ["Error in `inputs`: field required (a string or a list of strings)"],
          });
        await gate(id, "inference", true, waitForModel, c.req.raw.signal);
        const topK = numberField(parameters, "top_k");
        return jsonResponse(
          texts.map((text) =>
            classify(text, model.labels ?? []).slice(
              0,
              topK === undefined ? undefined : Math.max(1, Math.floor(topK)),
            ),
          ),
        );
      }

      const inputs = body.inputs;
      if (typeof inputs !== "string")
        throw new RouterHttpError(400, { error: ["Error in `inputs`: field required (a string)"] });
      const script = await gate(id, "inference", true, waitForModel, c.req.raw.signal);
      const maxTokens = maxTokensOf(numberField(parameters, "max_new_tokens"), DEFAULT_MAX_NEW_TOKENS);
      const temperature = parameters.do_sample === false ? 0 : numberField(parameters, "temperature");
      const seed = numberField(parameters, "seed");
      const generated = generate(
        languageModel,
        inputs,
        { maxTokens, temperature, seed },
        script,
        c.req.raw.signal,
      );
      const { text, finish } = await collect(generated);
      if (finish === "failed") {
        throw new RouterHttpError(500, {
          error: "Incomplete generation",
          error_type: "incomplete_generation",
        });
      }
      const fullText = parameters.return_full_text !== false;
      const generatedText = fullText
        ? `${inputs}${inputs === "" || /\s$/.test(inputs) ? "" : " "}${text}`
        : text;
      if (script.legacyShape === "object" || parameters.details === true) {
        return jsonResponse({
          generated_text: generatedText,
          details: {
            finish_reason: finish === "length" ? "length" : "eos_token",
            generated_tokens: generated.count(),
            seed: seed ?? null,
          },
        });
      }
      return jsonResponse([{ generated_text: generatedText }]);
    });

  app.post("/v1/chat/completions", chat);
  app.post("/v1/completions", completions());
  // `/models/{id}`, `/hf-inference/models/{id}` and their `/v1/completions`, `/v1/chat/completions` forms.
  app.post("*", async (c, next) => {
    const match = /^\/(?:hf-inference\/)?models\/(.+?)(\/v1\/completions|\/v1\/chat\/completions)?\/?$/.exec(
      c.req.path,
    );
    if (!match?.[1]) return next();
    const id = decodeURIComponent(match[1]);
    if (match[2] === "/v1/completions") return completions(id)(c);
    if (match[2] === "/v1/chat/completions") return chat(c);
    return legacy(id)(c);
  });
  app.notFound(() => jsonResponse({ error: "Not Found" }, 404));
  return app;
}

function incompleteGeneration(tokens: number): RouterHttpError {
  return new RouterHttpError(500, {
    error: {
      message: `Incomplete generation: the model stopped after ${tokens} tokens`,
      type: "incomplete_generation",
    },
  });
}

async function collect(generated: Generated): Promise<{ text: string; finish: FinishReason | "failed" }> {
  let text = "";
  for await (const piece of generated.pieces) text += piece;
  return { text, finish: generated.finish() ?? "stop" };
}
