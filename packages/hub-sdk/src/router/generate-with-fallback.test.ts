/**
 * Contract tests of the playground's fallback (spec part 2 §4, §7 calls 12/12b/12c) against the router
 * emulator over real HTTP, its behaviour scripted per model. Answers the emulator never gives (an
 * `{"error"}` 200 from the inference endpoint, odd shapes) come from a tiny local server.
 */
import { type RunningRouter, startRouterEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HubSdkError, InputError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import {
  ALL_MODELS_FAILED_MESSAGE,
  AllModelsFailedError,
  type GenerationAttempt,
  generateWithFallback,
} from "./generate-with-fallback";

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const GEMMA = "google/gemma-2-9b-it";
const QWEN = "Qwen/Qwen2.5-7B-Instruct";
const MODELS = [LLAMA, GEMMA, QWEN];
const PROMPT = "Tell me about the economy";

let router: RunningRouter;
let odd: LocalServer;
/** What the local server answers per endpoint: [status, body]. */
let oddAnswers: Record<"chat" | "completions" | "inference", [number, unknown]>;

beforeAll(async () => {
  router = await startRouterEmulator({ port: 0 });
  odd = await startLocalServer((req, res) => {
    const endpoint = req.url?.includes("/v1/chat/completions")
      ? "chat"
      : req.url?.includes("/v1/completions")
        ? "completions"
        : "inference";
    const [status, body] = oddAnswers[endpoint];
    res.statusCode = status;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(body));
  });
});
afterAll(async () => {
  await router?.close();
  await odd?.close();
});
beforeEach(() => {
  router.scripts.clear();
});

/** A fetch that records each request (URL and JSON body) and passes it on: the playground's paying fetch goes here. */
function recordingFetch() {
  const requests: { url: string; body: unknown }[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    requests.push({
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    });
    return fetch(input, init);
  };
  return { requests, fetch: wrapped };
}

const steps = (trace: GenerationAttempt[]) => trace.map((a) => [a.model, a.endpoint, a.status, a.code]);

describe("generateWithFallback", () => {
  it("answers from the selected model's chat completions, through the given fetch, with the spec's body", async () => {
    const recorder = recordingFetch();
    const tokens: string[] = [];
    const result = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      selected: GEMMA,
      prompt: PROMPT,
      fetch: recorder.fetch,
      onToken: (token) => tokens.push(token),
    });
    expect(result.model).toBe(GEMMA);
    expect(result.endpoint).toBe("chat");
    expect(result.text).toMatch(/economy/i);
    expect(tokens).toEqual([result.text]);
    expect(steps(result.trace)).toEqual([[GEMMA, "chat", 200, undefined]]);
    expect(result.trace[0]!.ms).toBeGreaterThanOrEqual(0);
    expect(recorder.requests).toEqual([
      {
        url: `${router.url}/v1/chat/completions`,
        body: {
          model: GEMMA,
          messages: [{ role: "user", content: PROMPT }],
          max_tokens: 256,
          temperature: 0.7,
          stream: false,
        },
      },
    ]);
  });

  it("retries a 503 after the delay without returning, then answers from the same model", async () => {
    router.scripts.set(LLAMA, { loading: 2, estimatedTime: 0.01 });
    const attempts: GenerationAttempt[] = [];
    const started = performance.now();
    const result = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      prompt: PROMPT,
      retryDelayMs: 40,
      onAttempt: (attempt) => attempts.push(attempt),
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(80);
    expect(result.model).toBe(LLAMA);
    expect(steps(result.trace)).toEqual([
      [LLAMA, "chat", 503, "chat_completions_failed"],
      [LLAMA, "chat", 503, "chat_completions_failed"],
      [LLAMA, "chat", 200, undefined],
    ]);
    expect(result.trace[0]!.retryInMs).toBe(40);
    expect(result.trace[0]!.message).toBe(`Model ${LLAMA} is currently loading`);
    expect(attempts).toEqual(result.trace);
  });

  it("honours a longer estimated_time, and bounds the retries before moving to the next model", async () => {
    router.scripts.set(LLAMA, { loading: 1, estimatedTime: 0.15 });
    const started = performance.now();
    const waited = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      prompt: PROMPT,
      retryDelayMs: 10,
    });
    expect(waited.trace[0]!.retryInMs).toBe(150);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);

    router.scripts.set(LLAMA, { loading: 100, estimatedTime: 0 });
    const moved = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      prompt: PROMPT,
      retryDelayMs: 5,
      maxRetries: 2,
    });
    expect(steps(moved.trace)).toEqual([
      [LLAMA, "chat", 503, "chat_completions_failed"],
      [LLAMA, "chat", 503, "chat_completions_failed"],
      [LLAMA, "chat", 503, "chat_completions_failed"],
      [GEMMA, "chat", 200, undefined],
    ]);
    expect(moved.trace[2]!.retryInMs).toBeUndefined();
  });

  it("cancels during the 503 wait", async () => {
    router.scripts.set(LLAMA, { loading: 5, estimatedTime: 1 });
    const controller = new AbortController();
    const started = performance.now();
    const run = generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      prompt: PROMPT,
      signal: controller.signal,
      onAttempt: (attempt) => {
        if (attempt.retryInMs !== undefined) setTimeout(() => controller.abort(), 20);
      },
    });
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe("AbortError");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(router.scripts.calls.filter((c) => c.endpoint === "chat")).toHaveLength(1);
  });

  it("moves from chat to completions when chat is not supported", async () => {
    router.scripts.set(LLAMA, { fail: { chat: "not-supported" } });
    const recorder = recordingFetch();
    const result = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      prompt: PROMPT,
      fetch: recorder.fetch,
    });
    expect(result.model).toBe(LLAMA);
    expect(result.endpoint).toBe("completions");
    expect(steps(result.trace)).toEqual([
      [LLAMA, "chat", 400, "chat_completions_failed"],
      [LLAMA, "completions", 200, undefined],
    ]);
    expect(result.trace[0]!.message).toMatch(/not supported/);
    expect(recorder.requests[1]).toEqual({
      url: `${router.url}/v1/completions`,
      body: { model: LLAMA, prompt: PROMPT, max_tokens: 256, temperature: 0.7, stream: false },
    });
  });

  it("moves from 404s on chat and completions to the hosted inference endpoint", async () => {
    router.scripts.set(LLAMA, { fail: { chat: 404, completions: 404 } });
    const recorder = recordingFetch();
    const result = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      prompt: PROMPT,
      fetch: recorder.fetch,
    });
    expect(steps(result.trace)).toEqual([
      [LLAMA, "chat", 404, "chat_completions_failed"],
      [LLAMA, "completions", 404, "completions_failed"],
      [LLAMA, "inference", 200, undefined],
    ]);
    expect(result.endpoint).toBe("inference");
    expect(result.text).not.toMatch(/^Tell me about/);
    expect(recorder.requests[2]).toEqual({
      url: `${router.url}/hf-inference/models/${LLAMA}?wait_for_model=true`,
      body: {
        inputs: PROMPT,
        parameters: { max_new_tokens: 128, temperature: 0.7, return_full_text: false },
        options: { wait_for_model: true },
      },
    });
  });

  it("moves to the next listed model on another failure and reports the model that answered", async () => {
    router.scripts.set(GEMMA, { fail: 429 });
    router.scripts.set(QWEN, { fail: { chat: 500 } });
    const result = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      selected: GEMMA,
      prompt: PROMPT,
    });
    expect(steps(result.trace)).toEqual([
      [GEMMA, "chat", 429, "chat_completions_failed"],
      [LLAMA, "chat", 200, undefined],
    ]);
    expect(result.model).toBe(LLAMA);

    router.scripts.set(LLAMA, { fail: { chat: 404, completions: 500 } });
    router.scripts.set(QWEN, { fail: { chat: 404 } });
    const next = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      selected: LLAMA,
      prompt: PROMPT,
    });
    expect(steps(next.trace)).toEqual([
      [LLAMA, "chat", 404, "chat_completions_failed"],
      [LLAMA, "completions", 500, "completions_failed"],
      [GEMMA, "chat", 429, "chat_completions_failed"],
      [QWEN, "chat", 404, "chat_completions_failed"],
      [QWEN, "completions", 200, undefined],
    ]);
    expect(next.model).toBe(QWEN);
    expect(next.endpoint).toBe("completions");
  });

  it("fails with the spec's message when no model answers, the trace saying why", async () => {
    for (const model of MODELS) router.scripts.set(model, { fail: 500 });
    const error = await generateWithFallback({ baseUrl: router.url, models: MODELS, prompt: PROMPT }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AllModelsFailedError);
    expect(error).toBeInstanceOf(HubSdkError);
    expect((error as AllModelsFailedError).message).toBe(ALL_MODELS_FAILED_MESSAGE);
    expect(steps((error as AllModelsFailedError).trace)).toEqual(
      MODELS.map((model) => [model, "chat", 500, "chat_completions_failed"]),
    );
  });

  it("shows the first error message when a model gave one (an {error} from the inference endpoint)", async () => {
    oddAnswers = {
      chat: [404, { error: "Not Found" }],
      completions: [400, { error: "Bad" }],
      inference: [200, { error: "Input is too long for this model" }],
    };
    const error = (await generateWithFallback({
      baseUrl: odd.url,
      models: ["a/b", "c/d"],
      prompt: PROMPT,
    }).catch((e: unknown) => e)) as AllModelsFailedError;
    expect(error.message).toBe("Input is too long for this model");
    expect(error.trace.map((a) => a.code)).toEqual([
      "chat_completions_failed",
      "completions_failed",
      "inference_error",
      "chat_completions_failed",
      "completions_failed",
      "inference_error",
    ]);
  });

  it("codes unexpected answers per endpoint", async () => {
    oddAnswers = { chat: [200, { choices: "nope" }], completions: [200, {}], inference: [200, { what: 1 }] };
    const chat = (await generateWithFallback({ baseUrl: odd.url, models: ["a/b"], prompt: PROMPT }).catch(
      (e: unknown) => e,
    )) as AllModelsFailedError;
    expect(chat.trace.map((a) => a.code)).toEqual(["chat_completions_unexpected_response"]);
    expect(chat.message).toBe(ALL_MODELS_FAILED_MESSAGE);

    oddAnswers = {
      chat: [400, { error: "no" }],
      completions: [200, { choices: [{}] }],
      inference: [200, { what: 1 }],
    };
    const completions = (await generateWithFallback({
      baseUrl: odd.url,
      models: ["a/b"],
      prompt: PROMPT,
    }).catch((e: unknown) => e)) as AllModelsFailedError;
    expect(completions.trace.map((a) => a.code)).toEqual([
      "chat_completions_failed",
      "completions_unexpected_response",
    ]);

    oddAnswers = {
      chat: [404, { error: "no" }],
      completions: [404, { error: "no" }],
      inference: [200, { what: 1 }],
    };
    const inference = (await generateWithFallback({
      baseUrl: odd.url,
      models: ["a/b"],
      prompt: PROMPT,
    }).catch((e: unknown) => e)) as AllModelsFailedError;
    expect(inference.trace.map((a) => a.code)).toEqual([
      "chat_completions_failed",
      "completions_failed",
      "inference_unexpected_response",
    ]);

    oddAnswers = {
      chat: [404, { error: "no" }],
      completions: [404, { error: "no" }],
      inference: [200, { generated_text: "An object answer" }],
    };
    const object = await generateWithFallback({ baseUrl: odd.url, models: ["a/b"], prompt: PROMPT });
    expect(object.text).toBe("An object answer");
  });

  it("reports a network failure's message", async () => {
    const closed = await startLocalServer(() => {});
    const url = closed.url;
    await closed.close();
    const error = (await generateWithFallback({ baseUrl: url, models: ["a/b"], prompt: PROMPT }).catch(
      (e: unknown) => e,
    )) as AllModelsFailedError;
    expect(error).toBeInstanceOf(AllModelsFailedError);
    expect(error.trace).toEqual([
      expect.objectContaining({ endpoint: "chat", code: "chat_completions_failed" }),
    ]);
    expect(error.trace[0]!.status).toBeUndefined();
    expect(error.message).toBe(error.trace[0]!.message);
  });

  it("streams tokens in order as they arrive and ends", async () => {
    router.scripts.set(LLAMA, { tokenDelayMs: 25 });
    const started = performance.now();
    const tokens: { token: string; at: number }[] = [];
    const result = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      prompt: PROMPT,
      maxTokens: 8,
      stream: true,
      onToken: (token) => tokens.push({ token, at: performance.now() - started }),
    });
    const total = performance.now() - started;
    expect(tokens).toHaveLength(8);
    expect(tokens.map((t) => t.token).join("")).toBe(result.text);
    expect(tokens[0]!.at).toBeLessThan(total - 100);
    for (let i = 1; i < tokens.length; i++) expect(tokens[i]!.at).toBeGreaterThan(tokens[i - 1]!.at);
    expect(steps(result.trace)).toEqual([[LLAMA, "chat", 200, undefined]]);
  });

  it("streams through the fallback: a stream that breaks off moves to the next model", async () => {
    router.scripts.set(LLAMA, { failAfterTokens: 3 });
    router.scripts.set(GEMMA, { fail: { chat: "not-supported" } });
    const byModel = new Map<string, string>();
    const result = await generateWithFallback({
      baseUrl: router.url,
      models: MODELS,
      prompt: PROMPT,
      maxTokens: 6,
      stream: true,
      onToken: (token, { model }) => byModel.set(model, (byModel.get(model) ?? "") + token),
    });
    expect(steps(result.trace)).toEqual([
      [LLAMA, "chat", 200, "chat_completions_failed"],
      [GEMMA, "chat", 400, "chat_completions_failed"],
      [GEMMA, "completions", 200, undefined],
    ]);
    expect(result.trace[0]!.message).toMatch(/Incomplete generation/);
    expect(byModel.get(GEMMA)).toBe(result.text);
    expect(byModel.get(LLAMA)).toMatch(/\w/);
  });

  it("checks its input before any request", async () => {
    await expect(
      generateWithFallback({ baseUrl: router.url, models: MODELS, prompt: "  " }),
    ).rejects.toBeInstanceOf(InputError);
    await expect(
      generateWithFallback({ baseUrl: router.url, models: [], prompt: PROMPT }),
    ).rejects.toBeInstanceOf(InputError);
  });
});
