/**
 * The router emulator over real HTTP: wire shapes of every endpoint, the language model's honesty (its text
 * is the corpus's, steered by the prompt, reproducible by seed), and every scripted behaviour.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadCorpus } from "./corpus";
import { tokenize } from "./language-model";
import { PLAYGROUND_MODELS } from "./models";
import type { ModelScript } from "./scripts";
import { type RunningRouter, startRouterEmulator } from "./server";

const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const BASE_MODEL = "openai-community/gpt2";
const SST2 = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const TWITTER = "cardiffnlp/twitter-roberta-base-sentiment-latest";

let router: RunningRouter;

beforeAll(async () => {
  router = await startRouterEmulator({ port: 0 });
});
afterAll(async () => {
  await router?.close();
});
beforeEach(async () => {
  await fetch(`${router.url}/_emulator/scripts`, { method: "DELETE" });
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${router.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function script(scripts: Record<string, ModelScript>): Promise<void> {
  const res = await fetch(`${router.url}/_emulator/scripts`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(scripts),
  });
  expect(res.status).toBe(200);
}

function chat(content: string, extra: Record<string, unknown> = {}, model = CHAT_MODEL) {
  return post("/v1/chat/completions", { model, messages: [{ role: "user", content }], ...extra });
}

interface ChatBody {
  id: string;
  object: string;
  created: number;
  model: string;
  system_fingerprint: string | null;
  choices: { index: number; message: { role: string; content: string }; finish_reason: string }[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

/** Reads an SSE body: each `data:` payload with the time it arrived (ms since the request). */
async function readEvents(res: Response, started: number): Promise<{ data: string; at: number }[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { data: string; at: number }[] = [];
  let buffer = "";
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (event.startsWith("data: ")) events.push({ data: event.slice(6), at: performance.now() - started });
      end = buffer.indexOf("\n\n");
    }
  }
  return events;
}

const corpusBigrams = (() => {
  let cached: Set<string> | undefined;
  return () => {
    if (!cached) {
      const tokens = tokenize(loadCorpus()).map((t) => t.toLowerCase());
      cached = new Set(tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`));
    }
    return cached;
  };
})();

describe("the language model", () => {
  it("trains at start-up on about a megabyte of public-domain text", () => {
    // How long training takes is the machine's business, not a pass condition (it is reported as trainingMs).
    expect(router.model.characters).toBeGreaterThan(500_000);
    expect(router.model.vocabulary).toBeGreaterThan(5_000);
  });

  it("writes the corpus's language (every word pair occurs in the corpus), not the prompt back", async () => {
    const prompt = "Tell me about the economy and jobs";
    const body = (await (await chat(prompt, { max_tokens: 80, seed: 7 })).json()) as ChatBody;
    const text = body.choices[0]!.message.content;
    const tokens = tokenize(text).map((t) => t.toLowerCase());
    expect(tokens.length).toBeGreaterThan(5);
    const pairs = tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`);
    const bigrams = corpusBigrams();
    expect(pairs.filter((pair) => !bigrams.has(pair))).toEqual([]);
    expect(text.toLowerCase()).not.toContain(prompt.toLowerCase());
  });

  it("is steered by the prompt's words", async () => {
    for (const word of ["economy", "education", "energy"]) {
      const body = (await (await chat(`Say something about ${word}`, { seed: 3 })).json()) as ChatBody;
      expect(body.choices[0]!.message.content.toLowerCase()).toContain(word);
    }
  });

  it("reproduces an answer from its seed, and varies without one", async () => {
    const a = (await (
      await chat("The future of science", { seed: 11, temperature: 0.7 })
    ).json()) as ChatBody;
    const b = (await (
      await chat("The future of science", { seed: 11, temperature: 0.7 })
    ).json()) as ChatBody;
    expect(a.choices[0]!.message.content).toBe(b.choices[0]!.message.content);
    const texts = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const body = (await (await chat("The future of science", { temperature: 1 })).json()) as ChatBody;
      texts.add(body.choices[0]!.message.content);
    }
    expect(texts.size).toBeGreaterThan(1);
  });
});

describe("POST /v1/chat/completions", () => {
  it("answers in the OpenAI shape, within max_tokens", async () => {
    const res = await chat("Write about freedom", { max_tokens: 12 });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const body = (await res.json()) as ChatBody;
    expect(body.id).toMatch(/^chatcmpl-/);
    expect(body.object).toBe("chat.completion");
    expect(typeof body.created).toBe("number");
    expect(body.model).toBe(CHAT_MODEL);
    expect(body.choices[0]!.message.role).toBe("assistant");
    expect(body.choices[0]!.message.content.length).toBeGreaterThan(0);
    expect(["stop", "length"]).toContain(body.choices[0]!.finish_reason);
    expect(body.usage.completion_tokens).toBeLessThanOrEqual(12);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
    expect(tokenize(body.choices[0]!.message.content).length).toBe(body.usage.completion_tokens);
  });

  it("serves every playground model, with a routing policy suffix too", async () => {
    for (const model of PLAYGROUND_MODELS) {
      const res = await chat("Hello", { max_tokens: 3 }, model);
      expect(res.status, model).toBe(200);
    }
    expect((await chat("Hello", { max_tokens: 3 }, `${CHAT_MODEL}:fastest`)).status).toBe(200);
    const other = await chat("Hello", {}, `${CHAT_MODEL}:groq`);
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ error: "Model not supported by provider groq" });
  });

  it("streams OpenAI chunks over SSE, in order, ending with [DONE] (and usage when asked)", async () => {
    const started = performance.now();
    const res = await chat("Our Union", {
      stream: true,
      max_tokens: 20,
      seed: 5,
      stream_options: { include_usage: true },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readEvents(res, started);
    expect(events.at(-1)!.data).toBe("[DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.data));
    expect(chunks[0].choices[0].delta).toEqual({ role: "assistant", content: "" });
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    for (const chunk of chunks) expect(chunk.object).toBe("chat.completion.chunk");
    const usageChunk = chunks.at(-1);
    expect(usageChunk.choices).toEqual([]);
    const finish = chunks.at(-2);
    expect(["stop", "length"]).toContain(finish.choices[0].finish_reason);
    const text = chunks
      .slice(1, -2)
      .map((c) => c.choices[0].delta.content)
      .join("");
    expect(usageChunk.usage.completion_tokens).toBe(chunks.length - 3);

    const whole = (await (await chat("Our Union", { max_tokens: 20, seed: 5 })).json()) as ChatBody;
    expect(text).toBe(whole.choices[0]!.message.content);
  });

  it("refuses models that no provider serves for chat with the router's 400", async () => {
    for (const model of [BASE_MODEL, "nobody/nothing", SST2]) {
      const res = await chat("Hello", {}, model);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string; code: string } };
      expect(body.error.message).toBe(
        `The requested model '${model}' is not supported by any provider you have enabled.`,
      );
      expect(body.error.code).toBe("model_not_supported");
    }
  });

  it("rejects malformed requests with 400", async () => {
    expect((await post("/v1/chat/completions", { model: CHAT_MODEL })).status).toBe(400);
    expect((await post("/v1/chat/completions", { model: CHAT_MODEL, messages: [] })).status).toBe(400);
    const res = await fetch(`${router.url}/v1/chat/completions`, { method: "POST", body: "{not json" });
    expect(res.status).toBe(400);
  });
});

describe("POST /v1/completions", () => {
  it("continues a prompt for base models as well as chat models", async () => {
    for (const model of [BASE_MODEL, CHAT_MODEL]) {
      const res = await post("/v1/completions", { model, prompt: "The state of our Union", max_tokens: 10 });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        object: string;
        choices: { text: string; finish_reason: string }[];
      };
      expect(body.object).toBe("text_completion");
      expect(body.choices[0]!.text).toMatch(/^ \S/);
      expect(tokenize(body.choices[0]!.text).length).toBeLessThanOrEqual(10);
    }
  });

  it("is also served at /hf-inference/models/{id}/v1/completions, and streams", async () => {
    const res = await post(`/hf-inference/models/${BASE_MODEL}/v1/completions`, {
      prompt: "Jobs",
      max_tokens: 5,
      stream: true,
    });
    const events = await readEvents(res, performance.now());
    expect(events.at(-1)!.data).toBe("[DONE]");
    const pieces = events.slice(0, -1).map((e) => JSON.parse(e.data).choices[0]);
    expect(pieces.at(-1).finish_reason).toBe("length");
    expect(pieces.slice(0, -1)).toHaveLength(5);
  });

  it("refuses classification models", async () => {
    const res = await post("/v1/completions", { model: SST2, prompt: "x" });
    expect(res.status).toBe(400);
  });
});

describe("POST /models/{id} (legacy inference)", () => {
  it("answers text generation as the pipeline's list, with or without the prompt", async () => {
    const full = await post(`/models/${BASE_MODEL}`, {
      inputs: "Our economy",
      parameters: { max_new_tokens: 8, seed: 2 },
    });
    expect(full.status).toBe(200);
    const [first] = (await full.json()) as { generated_text: string }[];
    expect(first!.generated_text.startsWith("Our economy ")).toBe(true);

    const bare = await post(`/models/${BASE_MODEL}?wait_for_model=true`, {
      inputs: "Our economy",
      parameters: { max_new_tokens: 8, seed: 2, return_full_text: false, temperature: 0.7 },
      options: { wait_for_model: true },
    });
    const body = (await bare.json()) as { generated_text: string }[];
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]!.generated_text.startsWith("Our economy")).toBe(false);
    expect(tokenize(body[0]!.generated_text).length).toBeLessThanOrEqual(8);
  });

  it("answers TGI's single object when scripted, or with details", async () => {
    await script({ [BASE_MODEL]: { legacyShape: "object" } });
    const res = await post(`/hf-inference/models/${BASE_MODEL}`, {
      inputs: "Hi",
      parameters: { max_new_tokens: 4 },
    });
    const body = (await res.json()) as { generated_text: string; details: { generated_tokens: number } };
    expect(typeof body.generated_text).toBe("string");
    expect(body.details.generated_tokens).toBeLessThanOrEqual(4);
  });

  it("classifies sentiment as [[{label, score}]] with each model's labels, highest first", async () => {
    const res = await post(`/models/${SST2}`, { inputs: "I love this wonderful, amazing film" });
    expect(res.status).toBe(200);
    const [scores] = (await res.json()) as { label: string; score: number }[][];
    expect(scores!.map((s) => s.label)).toEqual(["POSITIVE", "NEGATIVE"]);
    expect(scores![0]!.score).toBeGreaterThan(0.9);
    expect(scores!.reduce((sum, s) => sum + s.score, 0)).toBeCloseTo(1, 9);

    const twitter = await post(`/models/${TWITTER}`, {
      inputs: ["This is terrible, awful and broken", "The meeting is on Tuesday"],
    });
    const [negative, neutral] = (await twitter.json()) as { label: string; score: number }[][];
    expect(negative![0]!.label).toBe("negative");
    expect(neutral![0]!.label).toBe("neutral");
    expect(negative).toHaveLength(3);

    const top = await post(`/models/${TWITTER}`, { inputs: "great", parameters: { top_k: 1 } });
    expect((await top.json()) as unknown[][]).toEqual([[{ label: "positive", score: expect.any(Number) }]]);
  });

  it("answers 404 for an unknown model and 400 for a missing input", async () => {
    const missing = await post("/models/nobody/nothing", { inputs: "x" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Model nobody/nothing does not exist" });
    expect((await post(`/models/${SST2}`, {})).status).toBe(400);
  });
});

describe("GET /v1/models", () => {
  it("lists the chat models with provider data", async () => {
    await script({ [CHAT_MODEL]: { fail: { chat: 500 } } });
    const body = (await (await fetch(`${router.url}/v1/models`)).json()) as {
      data: {
        id: string;
        object: string;
        created: number;
        owned_by: string;
        providers: { provider: string; status: string }[];
      }[];
    };
    const ids = body.data.map((m) => m.id);
    for (const model of PLAYGROUND_MODELS) expect(ids).toContain(model);
    expect(ids).not.toContain(BASE_MODEL);
    const llama = body.data.find((m) => m.id === CHAT_MODEL)!;
    expect(llama).toMatchObject({
      object: "model",
      owned_by: "meta-llama",
      providers: [{ provider: "hiber-emulator", status: "error" }],
    });
    expect(body.data.find((m) => m.id === "google/gemma-2-9b-it")!.providers[0]!.status).toBe("live");
    const one = await fetch(`${router.url}/v1/models/google/gemma-2-9b-it`);
    expect(((await one.json()) as { id: string }).id).toBe("google/gemma-2-9b-it");
    expect((await fetch(`${router.url}/v1/models/nobody/nothing`)).status).toBe(404);
  });
});

describe("scripted behaviour", () => {
  it("answers 503 loading with estimated_time for the first N calls, then serves", async () => {
    await script({ [CHAT_MODEL]: { loading: 2, estimatedTime: 1.5 } });
    for (let i = 0; i < 2; i++) {
      const res = await chat("Hi", { max_tokens: 2 });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: `Model ${CHAT_MODEL} is currently loading`,
        estimated_time: 1.5,
      });
    }
    expect((await chat("Hi", { max_tokens: 2 })).status).toBe(200);
  });

  it("waits for a loading model on the legacy endpoint when asked to (wait_for_model)", async () => {
    await script({ [BASE_MODEL]: { loading: 5, estimatedTime: 0.3 } });
    const started = performance.now();
    const res = await post(`/models/${BASE_MODEL}?wait_for_model=true`, {
      inputs: "x",
      options: { wait_for_model: true },
    });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect((await chat("Hi", {}, BASE_MODEL)).status).toBe(400); // loaded now: the usual chat refusal
  });

  it("fails per endpoint: not supported, 404, 429 with Retry-After", async () => {
    await script({ [CHAT_MODEL]: { fail: { chat: "not-supported", completions: 404, inference: 429 } } });
    const chatRes = await chat("Hi");
    expect(chatRes.status).toBe(400);
    expect(JSON.stringify(await chatRes.json())).toContain("not supported");
    const completion = await post("/v1/completions", { model: CHAT_MODEL, prompt: "Hi" });
    expect(completion.status).toBe(404);
    const legacy = await post(`/models/${CHAT_MODEL}`, { inputs: "Hi" });
    expect(legacy.status).toBe(429);
    expect(legacy.headers.get("retry-after")).toBe("1");

    const calls = (await (await fetch(`${router.url}/_emulator/calls`)).json()) as {
      endpoint: string;
      status: number;
    }[];
    expect(calls.map((c) => [c.endpoint, c.status])).toEqual([
      ["chat", 400],
      ["completions", 404],
      ["inference", 429],
    ]);
  });

  it("is slow when told: a delay before the first byte and between tokens", async () => {
    await script({ [CHAT_MODEL]: { firstByteDelayMs: 150, tokenDelayMs: 40 } });
    const started = performance.now();
    const res = await chat("Hi", { stream: true, max_tokens: 4, seed: 1 });
    const headersAt = performance.now() - started;
    expect(headersAt).toBeGreaterThanOrEqual(140);
    const events = await readEvents(res, started);
    const content = events.filter(
      (e) => e.data !== "[DONE]" && JSON.parse(e.data).choices[0]?.delta?.content,
    );
    expect(content.length).toBeGreaterThanOrEqual(2);
    // Token i leaves the emulator no sooner than 150 + 40·i ms after the request, so it cannot arrive
    // sooner either (gaps between arrivals may shrink when one chunk is delivered late; this bound may not).
    for (const [i, event] of content.entries()) expect(event.at).toBeGreaterThanOrEqual(140 + 38 * i);
  });

  it("paces only the first pacedTokens tokens when told", async () => {
    await script({ [CHAT_MODEL]: { tokenDelayMs: 60, pacedTokens: 3 } });
    const scripts = await (await fetch(`${router.url}/_emulator/scripts`)).json();
    expect(scripts[CHAT_MODEL]).toMatchObject({ tokenDelayMs: 60, pacedTokens: 3 });
    const started = performance.now();
    const events = await readEvents(await chat("Hi", { stream: true, max_tokens: 6, seed: 1 }), started);
    const content = events.filter(
      (e) => e.data !== "[DONE]" && JSON.parse(e.data).choices[0]?.delta?.content,
    );
    expect(content.length).toBeGreaterThanOrEqual(3);
    for (const [i, event] of content.slice(0, 3).entries()) expect(event.at).toBeGreaterThanOrEqual(58 * i);
  });

  it("breaks an answer mid-way: an error event without [DONE], a dropped stream, or a 500", async () => {
    await script({ [CHAT_MODEL]: { failAfterTokens: 3 } });
    const events = await readEvents(await chat("Hi", { stream: true, max_tokens: 30 }), performance.now());
    const last = JSON.parse(events.at(-1)!.data);
    expect(last.error.message).toMatch(/Incomplete generation/);
    expect(events.filter((e) => e.data === "[DONE]")).toEqual([]);
    expect(events.filter((e) => e.data.includes('"content"')).length).toBe(4); // role chunk + 3 tokens

    expect((await chat("Hi", { max_tokens: 30 })).status).toBe(500);

    await script({ [CHAT_MODEL]: { failAfterTokens: 2, failMode: "disconnect" } });
    const dropped = await chat("Hi", { stream: true, max_tokens: 30 });
    await expect(readEvents(dropped, performance.now())).rejects.toThrow();
  });

  it("validates scripts", async () => {
    const res = await fetch(`${router.url}/_emulator/scripts`, {
      method: "PUT",
      body: JSON.stringify({ [CHAT_MODEL]: { fail: { chat: 418 } } }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/fail\.chat/);
    const paced = await fetch(`${router.url}/_emulator/scripts`, {
      method: "PUT",
      body: JSON.stringify({ [CHAT_MODEL]: { pacedTokens: -1 } }),
    });
    expect(paced.status).toBe(400);
    expect(((await paced.json()) as { error: string }).error).toMatch(/pacedTokens/);
  });
});

describe("bearer token", () => {
  it("accepts only the configured token", async () => {
    const locked = await startRouterEmulator({ port: 0, token: "hf_routerSecret1" });
    try {
      const call = (authorization?: string) =>
        fetch(`${locked.url}/v1/models`, { headers: authorization ? { Authorization: authorization } : {} });
      expect((await call()).status).toBe(401);
      expect((await call("Bearer hf_other")).status).toBe(401);
      expect((await call("Bearer hf_routerSecret1")).status).toBe(200);
    } finally {
      await locked.close();
    }
  });
});
