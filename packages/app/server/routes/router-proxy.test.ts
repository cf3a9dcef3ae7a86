/**
 * `/api/router/*` over real HTTP, against the router emulator locked with a token: POST bodies pass, token
 * streams arrive chunk by chunk (not buffered), errors keep their status and body, and ROUTER_TOKEN is added
 * upstream but never reaches the browser.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type RunningRouter, startRouterEmulator } from "@hiber/emulators";
import { chatCompletionStream, generateWithFallback } from "@hiber/hub-sdk";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { listen } from "../test-utils.ts";

const ROUTER_TOKEN = "hf_RouterSecretToken0123456789abcdef";
const MODEL = "meta-llama/Llama-3.1-8B-Instruct";

let router: RunningRouter;
let server: Awaited<ReturnType<typeof listen>>;
let slowUpstream: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-router-client-"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
  router = await startRouterEmulator({ port: 0, token: ROUTER_TOKEN });
  const config = loadConfig({ ROUTER_TOKEN, UPSTREAM_TIMEOUT_MS: "1000" }, { clientDir });
  server = await listen(
    createServer(config, { hub: router.url, datasetsServer: router.url, router: router.url }),
  );
  const slow = new Hono();
  slow.all(
    "*",
    () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response("late")), 3000)),
  );
  slowUpstream = await listen(slow);
});
afterAll(async () => {
  await server?.close();
  await slowUpstream?.close();
  await router?.close();
});
beforeEach(() => router.scripts.clear());

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("/api/router proxy", () => {
  it("passes a POST body and adds the router token server-side (the browser's own is dropped)", async () => {
    const res = await post(
      `${server.url}/api/router/v1/chat/completions`,
      { model: MODEL, messages: [{ role: "user", content: "Tell me about the economy" }], max_tokens: 12 },
      { Authorization: "Bearer hf_browserToken" },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { model: string; choices: { message: { content: string } }[] };
    expect(body.model).toBe(MODEL);
    expect(body.choices[0]!.message.content).toMatch(/\w/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("streams a completion through chunk by chunk, as the router sends it", async () => {
    router.scripts.set(MODEL, { tokenDelayMs: 60 });
    const started = performance.now();
    const res = await post(`${server.url}/api/router/v1/chat/completions`, {
      model: MODEL,
      messages: [{ role: "user", content: "Our Union" }],
      max_tokens: 6,
      stream: true,
    });
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const arrivals: { at: number; text: string }[] = [];
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      arrivals.push({ at: performance.now() - started, text: decoder.decode(value) });
    }
    const all = arrivals.map((a) => a.text).join("");
    expect(all.trimEnd().endsWith("data: [DONE]")).toBe(true);
    const contentAt = arrivals.filter(
      (a) => a.text.includes('"content":"') && !a.text.includes('"content":""'),
    );
    // Six tokens 60 ms apart arrive as separate reads spread over time: nothing waited for the end.
    expect(contentAt.length).toBeGreaterThanOrEqual(5);
    expect(contentAt.at(-1)!.at - contentAt[0]!.at).toBeGreaterThanOrEqual(200);
    const total = arrivals.at(-1)!.at;
    expect(contentAt[0]!.at).toBeLessThan(total - 200);
  });

  it("serves hub-sdk's streaming client and the fallback, with a relative-free base URL", async () => {
    let text = "";
    for await (const chunk of chatCompletionStream({
      baseUrl: `${server.url}/api/router`,
      model: MODEL,
      messages: [{ role: "user", content: "jobs" }],
      max_tokens: 5,
    })) {
      text += chunk.choices[0]?.delta.content ?? "";
    }
    expect(text).toMatch(/\w/);

    router.scripts.set(MODEL, { fail: { chat: 404, completions: 404 } });
    const result = await generateWithFallback({
      baseUrl: `${server.url}/api/router`,
      models: [MODEL],
      prompt: "jobs",
    });
    expect(result.trace.map((a) => [a.endpoint, a.status])).toEqual([
      ["chat", 404],
      ["completions", 404],
      ["inference", 200],
    ]);
  });

  it("keeps the router's error status, body and Retry-After", async () => {
    router.scripts.set(MODEL, { loading: 1, estimatedTime: 7 });
    const loading = await post(`${server.url}/api/router/v1/chat/completions`, {
      model: MODEL,
      messages: [{ role: "user", content: "x" }],
    });
    expect(loading.status).toBe(503);
    expect(await loading.json()).toEqual({ error: `Model ${MODEL} is currently loading`, estimated_time: 7 });
    router.scripts.set(MODEL, { fail: 429 });
    const limited = await post(`${server.url}/api/router/v1/chat/completions`, {
      model: MODEL,
      messages: [{ role: "user", content: "x" }],
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
  });

  it("answers 405 for other methods, and reaches the emulator's control API only when emulated", async () => {
    expect((await fetch(`${server.url}/api/router/v1/models`, { method: "PUT" })).status).toBe(405);
    const scripted = await fetch(`${server.url}/api/router/_emulator/scripts`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ [MODEL]: { fail: { chat: "not-supported" } } }),
    });
    expect(scripted.status).toBe(200);
    expect(router.scripts.get(MODEL)).toEqual({ fail: { chat: "not-supported" } });

    const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-router-real-"));
    const real = loadConfig({ ROUTER_URL: router.url, ROUTER_TOKEN }, { clientDir });
    const realServer = await listen(
      createServer(real, { hub: router.url, datasetsServer: router.url, router: router.url }),
    );
    try {
      expect(
        (await fetch(`${realServer.url}/api/router/_emulator/scripts`, { method: "DELETE" })).status,
      ).toBe(405);
      const config = (await (await fetch(`${realServer.url}/api/config`)).json()) as {
        upstreams: { router: unknown };
      };
      expect(config.upstreams.router).toEqual({ emulated: false });
    } finally {
      await realServer.close();
    }
  });

  it("answers 504 when the router does not start answering in time, 502 when it is down", async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-router-slow-"));
    const config = loadConfig({ UPSTREAM_TIMEOUT_MS: "200" }, { clientDir });
    const slowServer = await listen(
      createServer(config, { hub: router.url, datasetsServer: router.url, router: slowUpstream.url }),
    );
    const downServer = await listen(
      createServer(config, { hub: router.url, datasetsServer: router.url, router: "http://127.0.0.1:9" }),
    );
    try {
      expect((await fetch(`${slowServer.url}/api/router/v1/models`)).status).toBe(504);
      expect((await fetch(`${downServer.url}/api/router/v1/models`)).status).toBe(502);
    } finally {
      await slowServer.close();
      await downServer.close();
    }
  });

  it("never sends ROUTER_TOKEN to the browser", async () => {
    router.scripts.set(MODEL, { fail: { chat: 401 } });
    const answers = [
      await fetch(`${server.url}/api/config`),
      await fetch(`${server.url}/api/router/v1/models`),
      await fetch(`${server.url}/api/router/nowhere`),
      await post(`${server.url}/api/router/v1/chat/completions`, {
        model: MODEL,
        messages: [{ role: "user", content: "x" }],
      }),
      await post(`${server.url}/api/router/v1/chat/completions`, {
        model: "meta-llama/Llama-3.1-70B-Instruct",
        messages: [{ role: "user", content: "x" }],
        stream: true,
      }),
      await post(`${server.url}/api/router/models/${MODEL}`, { inputs: "x" }),
    ];
    const config = (await answers[0]!.clone().json()) as { upstreams: { router: unknown } };
    expect(config.upstreams.router).toEqual({ emulated: true });
    for (const res of answers) {
      const text = await res.text();
      const headers = JSON.stringify([...res.headers]);
      expect(text.includes(ROUTER_TOKEN) || headers.includes(ROUTER_TOKEN), res.url).toBe(false);
    }
  });
});
