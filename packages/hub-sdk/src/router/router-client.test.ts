/**
 * Contract tests: the router client against the router emulator over real HTTP. Only bodies the emulator
 * never sends (TGI's raw JSON, odd shapes) come from a tiny local server.
 */
import { PLAYGROUND_MODELS, type RunningRouter, startRouterEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HttpError, InferenceRouterError, InvalidResponseError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import { chatCompletion } from "./chat-completion";
import { chatCompletionStream } from "./chat-completion-stream";
import { completion, completionStream } from "./completion";
import { listRouterModels } from "./list-router-models";
import { textClassification } from "./text-classification";
import { textGeneration } from "./text-generation";

const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const BASE_MODEL = "openai-community/gpt2";
const SST2 = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

let router: RunningRouter;
let odd: LocalServer;

beforeAll(async () => {
  router = await startRouterEmulator({ port: 0 });
  odd = await startLocalServer((req, res) => {
    res.setHeader("Content-Type", "application/json");
    if (req.url?.includes("/models/raw/json")) return void res.end(JSON.stringify({ answer: 42 }));
    if (req.url?.includes("/models/flat/labels"))
      return void res.end(JSON.stringify([{ label: "POS", score: 1 }]));
    return void res.end(JSON.stringify({ nothing: true }));
  });
});
afterAll(async () => {
  await router?.close();
  await odd?.close();
});
beforeEach(() => {
  router.scripts.clear();
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

const messages = [{ role: "user" as const, content: "Tell me about our economy" }];

describe("chatCompletion", () => {
  it("returns the router's chat completion", async () => {
    const output = await chatCompletion({
      baseUrl: router.url,
      model: CHAT_MODEL,
      messages,
      max_tokens: 20,
      seed: 4,
    });
    expect(output.model).toBe(CHAT_MODEL);
    expect(output.choices[0]?.message.content).toMatch(/\w/);
    expect(output.usage.completion_tokens).toBeLessThanOrEqual(20);
  });

  it("throws InferenceRouterError with the router's message for an unsupported model", async () => {
    const error = await failure(chatCompletion({ baseUrl: router.url, model: BASE_MODEL, messages }));
    expect(error).toBeInstanceOf(InferenceRouterError);
    expect(error).toBeInstanceOf(HttpError);
    const routerError = error as InferenceRouterError;
    expect(routerError.status).toBe(400);
    expect(routerError.serverMessage).toBe(
      `The requested model '${BASE_MODEL}' is not supported by any provider you have enabled.`,
    );
    expect(routerError.requestId).toBeTruthy();
  });

  it("reports a loading model as a 503 carrying estimated_time", async () => {
    router.scripts.set(CHAT_MODEL, { loading: 1, estimatedTime: 12.5 });
    const error = (await failure(
      chatCompletion({ baseUrl: router.url, model: CHAT_MODEL, messages }),
    )) as InferenceRouterError;
    expect(error.status).toBe(503);
    expect(error.serverMessage).toBe(`Model ${CHAT_MODEL} is currently loading`);
    expect(error.body).toEqual({ error: `Model ${CHAT_MODEL} is currently loading`, estimated_time: 12.5 });
  });

  it("sends the access token, and lets an abort propagate untouched", async () => {
    const locked = await startRouterEmulator({ port: 0, token: "hf_lockedRouter1" });
    try {
      const denied = (await failure(
        chatCompletion({ baseUrl: locked.url, model: CHAT_MODEL, messages }),
      )) as InferenceRouterError;
      expect(denied.status).toBe(401);
      const ok = await chatCompletion({
        baseUrl: locked.url,
        accessToken: "hf_lockedRouter1",
        model: CHAT_MODEL,
        messages,
        max_tokens: 3,
      });
      expect(ok.choices).toHaveLength(1);
    } finally {
      await locked.close();
    }
    router.scripts.set(CHAT_MODEL, { firstByteDelayMs: 2000 });
    const error = await failure(
      chatCompletion({ baseUrl: router.url, model: CHAT_MODEL, messages, signal: AbortSignal.timeout(50) }),
    );
    expect((error as Error).name).toMatch(/AbortError|TimeoutError/);
  });
});

describe("chatCompletionStream", () => {
  it("yields the chunks in order; their text is the non-streamed answer of the same seed", async () => {
    let text = "";
    let finish: string | null | undefined;
    let chunks = 0;
    for await (const chunk of chatCompletionStream({
      baseUrl: router.url,
      model: CHAT_MODEL,
      messages,
      max_tokens: 25,
      seed: 9,
    })) {
      chunks++;
      text += chunk.choices[0]?.delta.content ?? "";
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    const whole = await chatCompletion({
      baseUrl: router.url,
      model: CHAT_MODEL,
      messages,
      max_tokens: 25,
      seed: 9,
    });
    expect(text).toBe(whole.choices[0]?.message.content);
    expect(chunks).toBeGreaterThan(2);
    expect(["stop", "length"]).toContain(finish);
  });

  it("delivers tokens as they are generated, not at the end", async () => {
    router.scripts.set(CHAT_MODEL, { tokenDelayMs: 60 });
    const started = performance.now();
    const arrivals: number[] = [];
    for await (const chunk of chatCompletionStream({
      baseUrl: router.url,
      model: CHAT_MODEL,
      messages,
      max_tokens: 5,
    })) {
      if (chunk.choices[0]?.delta.content) arrivals.push(performance.now() - started);
    }
    expect(arrivals).toHaveLength(5);
    // Sent 240 ms apart: a buffered answer would arrive all at once; streamed ones stay well apart even when
    // the first chunk is delivered late on a busy machine.
    expect(arrivals[4]! - arrivals[0]!).toBeGreaterThanOrEqual(120);
  });

  it("stops the download when the consumer breaks out", async () => {
    router.scripts.set(CHAT_MODEL, { tokenDelayMs: 30 });
    const started = performance.now();
    for await (const chunk of chatCompletionStream({
      baseUrl: router.url,
      model: CHAT_MODEL,
      messages,
      max_tokens: 200,
    })) {
      if (chunk.choices[0]?.delta.content) break;
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("throws InferenceRouterError for an in-stream error event and for a dropped connection", async () => {
    router.scripts.set(CHAT_MODEL, { failAfterTokens: 2 });
    const pieces: string[] = [];
    const consume = async () => {
      for await (const chunk of chatCompletionStream({ baseUrl: router.url, model: CHAT_MODEL, messages })) {
        pieces.push(chunk.choices[0]?.delta.content ?? "");
      }
    };
    const event = (await failure(consume())) as InferenceRouterError;
    expect(event).toBeInstanceOf(InferenceRouterError);
    expect(event.serverMessage).toMatch(/Incomplete generation/);
    expect(pieces.filter((p) => p !== "")).toHaveLength(2);

    router.scripts.set(CHAT_MODEL, { failAfterTokens: 2, failMode: "disconnect", tokenDelayMs: 5 });
    const dropped = (await failure(consume())) as InferenceRouterError;
    expect(dropped).toBeInstanceOf(InferenceRouterError);
  });
});

describe("completion and completionStream", () => {
  it("complete a prompt for a base model", async () => {
    const output = await completion({
      baseUrl: router.url,
      model: BASE_MODEL,
      prompt: "Our Nation",
      max_tokens: 6,
    });
    expect(output.choices[0]?.text).toMatch(/^ \S/);
    let streamed = "";
    for await (const chunk of completionStream({
      baseUrl: router.url,
      model: BASE_MODEL,
      prompt: "Our Nation",
      max_tokens: 6,
      seed: 1,
    })) {
      streamed += chunk.choices[0]?.text ?? "";
    }
    const same = await completion({
      baseUrl: router.url,
      model: BASE_MODEL,
      prompt: "Our Nation",
      max_tokens: 6,
      seed: 1,
    });
    expect(streamed).toBe(same.choices[0]?.text);
  });
});

describe("textGeneration (legacy)", () => {
  it("reads the list shape and the object shape", async () => {
    const list = await textGeneration({
      baseUrl: router.url,
      model: BASE_MODEL,
      inputs: "Jobs",
      parameters: { max_new_tokens: 5, return_full_text: false },
      waitForModel: true,
    });
    expect(Array.isArray(list.raw)).toBe(true);
    expect(list.generated_text).toMatch(/\w/);

    router.scripts.set(BASE_MODEL, { legacyShape: "object" });
    const object = await textGeneration({
      baseUrl: `${router.url}/hf-inference`,
      model: BASE_MODEL,
      inputs: "Jobs",
    });
    expect(Array.isArray(object.raw)).toBe(false);
    expect(object.generated_text.startsWith("Jobs ")).toBe(true);
  });

  it("returns any other JSON as text", async () => {
    const result = await textGeneration({ baseUrl: odd.url, model: "raw/json", inputs: "x" });
    expect(result.generated_text).toBe('{"answer":42}');
  });

  it("throws InferenceRouterError for an unknown model", async () => {
    const error = (await failure(
      textGeneration({ baseUrl: router.url, model: "nobody/nothing", inputs: "x" }),
    )) as InferenceRouterError;
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe("Model nobody/nothing does not exist");
  });
});

describe("textClassification", () => {
  it("returns the labels of the one input, highest first", async () => {
    const labels = await textClassification({
      baseUrl: router.url,
      model: SST2,
      inputs: "What a terrible, awful day",
    });
    expect(labels.map((l) => l.label)).toEqual(["NEGATIVE", "POSITIVE"]);
    expect(labels[0]!.score).toBeGreaterThan(labels[1]!.score);
    expect(await textClassification({ baseUrl: odd.url, model: "flat/labels", inputs: "x" })).toEqual([
      { label: "POS", score: 1 },
    ]);
    await expect(
      textClassification({ baseUrl: odd.url, model: "other/thing", inputs: "x" }),
    ).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe("listRouterModels", () => {
  it("lists the chat models with their providers", async () => {
    const models = await listRouterModels({ baseUrl: router.url });
    for (const id of PLAYGROUND_MODELS) expect(models.map((m) => m.id)).toContain(id);
    expect(models[0]!.providers[0]).toMatchObject({ provider: "hiber-emulator", status: "live" });
  });
});
