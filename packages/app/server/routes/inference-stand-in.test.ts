/**
 * `standIn: true` marks an answer the router emulator gave (its `X-Hiber-Stand-In` header), whatever the
 * configuration says; a router without the header (the real one) gets no mark.
 */
import { createRouterApp } from "@hiber/emulators";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createInferenceRoutes, createRouterGenerate, type Generate } from "./inference.ts";

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const request = {
  prompt: "Write a haiku about rain",
  model: MODEL,
  models: [MODEL],
  maxTokens: 64,
  temperature: 0.7,
  stream: false,
};

function fetchOf(app: Hono): typeof fetch {
  return (input, init) => Promise.resolve(app.fetch(new Request(input, init)));
}

/** A router that answers like the real one: OpenAI JSON, no stand-in header. */
function realLikeRouter(): Hono {
  const app = new Hono();
  app.post("/v1/chat/completions", (c) =>
    c.json({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model: MODEL,
      choices: [
        { index: 0, message: { role: "assistant", content: "Rain on the roof." }, finish_reason: "stop" },
      ],
      usage: { prompt_tokens: 5, completion_tokens: 4, total_tokens: 9 },
    }),
  );
  return app;
}

describe("createRouterGenerate's stand-in mark", () => {
  it("is set when the router emulator answered, streamed or not", async () => {
    const generate = createRouterGenerate({
      baseUrl: "http://router.test",
      fetch: fetchOf(createRouterApp()),
    });
    const signal = new AbortController().signal;
    expect((await generate(request, { signal })).standIn).toBe(true);
    expect((await generate(request, { signal, onToken: () => {} })).standIn).toBe(true);
  });

  it("is absent for a router that does not say it is a stand-in", async () => {
    const generate = createRouterGenerate({
      baseUrl: "http://router.test",
      fetch: fetchOf(realLikeRouter()),
    });
    const generation = await generate(request, { signal: new AbortController().signal });
    expect(generation.text).toBe("Rain on the roof.");
    expect(generation.standIn).toBeUndefined();
  });
});

describe("POST /api/inference's standIn field", () => {
  const routes = (standIn: boolean) => {
    const generate: Generate = async () => ({ text: "a b c", model: MODEL, attempts: [], standIn });
    return createInferenceRoutes({ generate });
  };
  const post = (app: Hono<never>, stream: boolean) =>
    app.request("/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "hi", model: MODEL, stream }),
    });

  it("is in the JSON answer and the stream's done event of a stand-in's answer", async () => {
    const app = routes(true) as unknown as Hono<never>;
    expect(await (await post(app, false)).json()).toMatchObject({ generated_text: "a b c", standIn: true });
    const events = await (await post(app, true)).text();
    expect(events).toMatch(/event: done\ndata: \{[^\n]*"standIn":true/);
  });

  it("is left out of a real answer", async () => {
    const app = routes(false) as unknown as Hono<never>;
    expect(await (await post(app, false)).json()).not.toHaveProperty("standIn");
  });
});
