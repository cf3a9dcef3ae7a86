/** `/v1/models`' provider data in the real router's field names, from the emulator's probe of itself. */
import { describe, expect, it } from "vitest";
import { createRouterApp } from "./app";
import { defaultPacing, pacedScript } from "./pacing";
import { ScriptBook } from "./scripts";

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";

interface Provider {
  provider: string;
  status: string;
  pricing?: { input: number; output: number };
  first_token_latency_ms?: number;
  throughput?: number;
  is_free?: boolean;
}

async function providerOf(app: ReturnType<typeof createRouterApp>, id = MODEL): Promise<Provider> {
  const body = (await (await app.request(`/v1/models/${id}`)).json()) as { providers: Provider[] };
  return body.providers[0] as Provider;
}

describe("the router emulator's provider data", () => {
  it("reports the probe's first-token latency and throughput, and a free price", async () => {
    const provider = await providerOf(createRouterApp());
    expect(provider).toMatchObject({
      provider: "hiber-emulator",
      status: "live",
      pricing: { input: 0, output: 0 },
    });
    expect(provider.first_token_latency_ms).toBeGreaterThanOrEqual(0);
    expect(provider.throughput).toBeGreaterThan(0);
    const list = (await (await createRouterApp().request("/v1/models")).json()) as {
      data: { providers: Provider[] }[];
    };
    for (const model of list.data) expect(model.providers[0]?.throughput).toBeGreaterThan(0);
  });

  it("follows the model's scripted pacing, as a client would measure it", async () => {
    const scripts = new ScriptBook({ [MODEL]: { firstByteDelayMs: 400, tokenDelayMs: 50 } });
    const app = createRouterApp({ scripts });
    const slow = await providerOf(app);
    // 400 ms before the first byte; at most one token per 50 ms after it.
    expect(slow.first_token_latency_ms).toBeGreaterThanOrEqual(400);
    expect(slow.throughput).toBeLessThanOrEqual(20);
    scripts.set(MODEL, {});
    // A new script is probed again (the scripted 400 ms are gone from the figure).
    expect((await providerOf(app)).first_token_latency_ms).not.toBe(slow.first_token_latency_ms);
  });
});

describe("the router emulator's default pace", () => {
  it("gives each size class its published range, a bigger model a slower pace", () => {
    const small = defaultPacing(8e9);
    const large = defaultPacing(70e9);
    expect(small).toEqual({ firstTokenMs: 350, tokensPerSecond: 110 });
    expect(large.tokensPerSecond).toBeLessThan(small.tokensPerSecond);
    expect(large.firstTokenMs).toBeGreaterThan(small.firstTokenMs);
    expect(defaultPacing(undefined)).toEqual(small);
  });

  it("reports the model's default pace in /v1/models and keeps a scripted one over it", async () => {
    const app = createRouterApp();
    const eight = await providerOf(app);
    const seventy = await providerOf(app, "meta-llama/Llama-3.1-70B-Instruct");
    expect(eight.first_token_latency_ms).toBeGreaterThanOrEqual(350);
    expect(eight.throughput).toBeLessThanOrEqual(110);
    expect(seventy.first_token_latency_ms).toBeGreaterThanOrEqual(600);
    expect(seventy.throughput).toBeLessThanOrEqual(40);
    expect(pacedScript({ tokenDelayMs: 5 }, defaultPacing(70e9))).toEqual({
      firstByteDelayMs: 600,
      tokenDelayMs: 5,
    });
  });

  it("streams a chat answer token by token, not in one burst", async () => {
    const app = createRouterApp();
    const started = performance.now();
    const res = await app.request("/v1/chat/completions", {
      method: "POST",
      body: JSON.stringify({
        model: "meta-llama/Llama-3.1-70B-Instruct",
        messages: [{ role: "user", content: "Hi" }],
        stream: true,
        max_tokens: 6,
        seed: 1,
      }),
    });
    const arrivals: number[] = [];
    const reader = res.body!.getReader();
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      arrivals.push(performance.now() - started);
    }
    // 600 ms to the first token, then 25 ms a token at 40 tokens/s: no sooner than that.
    expect(arrivals.at(-1)!).toBeGreaterThanOrEqual(590 + 5 * 24);
  });
});
