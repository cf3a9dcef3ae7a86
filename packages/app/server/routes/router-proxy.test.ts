/**
 * `/api/router/*` over real HTTP, against the router emulator locked with a token: no relay. Only the model
 * list is read through it (with ROUTER_TOKEN added upstream, never sent to the browser); generations are
 * refused with 404 before the router sees them, with payments on and off; the emulator's control API is
 * served only for the embedded emulator with EMULATOR_CONTROL=on (off by default, loopback HOST too).
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type RunningRouter, startRouterEmulator } from "@hiber/emulators";
import { listRouterModels, readServerSentEvents } from "@hiber/hub-sdk";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { listen } from "../test-utils.ts";
import { createRouterGenerate } from "./inference.ts";

const ROUTER_TOKEN = "hf_RouterSecretToken0123456789abcdef";
const MODEL = "meta-llama/Llama-3.1-8B-Instruct";

let router: RunningRouter;
let clientDir: string;
let server: Awaited<ReturnType<typeof listen>>;
let slowUpstream: Awaited<ReturnType<typeof listen>>;

/** An app server on `router` (emulated unless ROUTER_URL is in `env`), closed by the caller. */
async function start(env: Record<string, string>, routerUrl = router.url) {
  const config = loadConfig({ ROUTER_TOKEN, UPSTREAM_TIMEOUT_MS: "1000", ...env }, { clientDir });
  return listen(createServer(config, { hub: router.url, datasetsServer: router.url, router: routerUrl }));
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-router-client-"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
  router = await startRouterEmulator({ port: 0, token: ROUTER_TOKEN });
  server = await start({ EMULATOR_CONTROL: "on" });
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

const chat = { model: MODEL, messages: [{ role: "user", content: "free?" }] };

describe("/api/router", () => {
  it("serves the router's model list, adding the router token server-side", async () => {
    const models = await listRouterModels({ baseUrl: `${server.url}/api/router` });
    expect(models.map((model) => model.id)).toContain(MODEL);
    const res = await fetch(`${server.url}/api/router/v1/models`, {
      headers: { Authorization: "Bearer hf_browserToken" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("MISS"); // never cached: the emulator's scripts change the list
  });

  it("relays no generation, with payments on and off: 404 JSON, and the router never sees the call", async () => {
    for (const env of [{}, { PAYMENTS: "off" }] as Record<string, string>[]) {
      const app = await start(env);
      try {
        const before = router.scripts.calls.length;
        const requests = [
          post(`${app.url}/api/router/v1/chat/completions`, chat),
          post(`${app.url}/api/router/v1/chat/completions`, { ...chat, stream: true }),
          post(`${app.url}/api/router/v1/completions`, { model: MODEL, prompt: "free?" }),
          post(`${app.url}/api/router/models/${MODEL}`, { inputs: "free?" }),
          post(`${app.url}/api/router/hf-inference/models/${MODEL}`, { inputs: "free?" }),
          fetch(`${app.url}/api/router/v1/chat/completions`),
          fetch(`${app.url}/api/router/v1/models/${MODEL}`),
        ];
        for (const res of await Promise.all(requests)) {
          expect(res.status, res.url).toBe(404);
          expect(res.headers.get("content-type")).toContain("application/json");
          expect(await res.json()).toEqual({ error: "Not found", code: "not_found" });
        }
        expect(router.scripts.calls.length).toBe(before);
      } finally {
        await app.close();
      }
    }
  });

  it("leaves free generations to /api/inference: streamed tokens, each attempt, the router called with the token", async () => {
    const config = loadConfig({ ROUTER_TOKEN, PAYMENTS: "off" }, { clientDir });
    const generate = createRouterGenerate({
      baseUrl: router.url,
      accessToken: ROUTER_TOKEN,
      retryDelayMs: 10,
    });
    const app = await listen(
      createServer(
        config,
        { hub: router.url, datasetsServer: router.url, router: router.url },
        { inference: { generate } },
      ),
    );
    try {
      router.scripts.set(MODEL, { loading: 1, estimatedTime: 1 });
      const res = await post(`${app.url}/api/inference`, {
        prompt: "free?",
        model: MODEL,
        models: [MODEL],
        maxTokens: 8,
        stream: true,
      });
      expect(res.status).toBe(200);
      const events: { event: string; data: unknown }[] = [];
      for await (const { event, data } of readServerSentEvents(res.body!))
        events.push({ event, data: JSON.parse(data) });
      const attempts = events.filter((e) => e.event === "attempt").map((e) => e.data);
      expect(attempts).toMatchObject([
        { model: MODEL, endpoint: "chat", status: 503, retryInMs: 1000 },
        { model: MODEL, endpoint: "chat", status: 200 },
      ]);
      expect(events.some((e) => e.event === "token")).toBe(true);
      expect(events.at(-1)).toMatchObject({ event: "done", data: { model: MODEL } });
      expect(router.scripts.calls.map((call) => [call.endpoint, call.status, call.stream])).toEqual([
        ["chat", 503, true],
        ["chat", 200, true],
      ]);
    } finally {
      await app.close();
    }
  });

  it("refuses a cross-origin text/plain POST before anything runs", async () => {
    const before = router.scripts.calls.length;
    const res = await fetch(`${server.url}/api/router/v1/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "https://evil.example" },
      body: JSON.stringify(chat),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "cross_origin" });
    expect(router.scripts.calls.length).toBe(before);
  });

  it("serves the emulator's control API with EMULATOR_CONTROL=on", async () => {
    const scripted = await fetch(`${server.url}/api/router/_emulator/scripts`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ [MODEL]: { fail: { chat: "not-supported" } } }),
    });
    expect(scripted.status).toBe(200);
    expect(router.scripts.get(MODEL)).toEqual({ fail: { chat: "not-supported" } });
    expect((await fetch(`${server.url}/api/router/_emulator/calls`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/router/_emulator/scripts`, { method: "DELETE" })).ok).toBe(true);
    expect(router.scripts.get(MODEL)).toEqual({});
  });

  it("refuses the control API unless EMULATOR_CONTROL=on (the default too, on loopback), and for a real router", async () => {
    const refusals = [
      await start({}),
      await start({ HOST: "127.0.0.1" }),
      await start({ HOST: "localhost" }),
      await start({ HOST: "0.0.0.0" }),
      await start({ EMULATOR_CONTROL: "off" }),
      await start({ ROUTER_URL: router.url, EMULATOR_CONTROL: "on" }),
    ];
    const allowed = await start({ HOST: "0.0.0.0", EMULATOR_CONTROL: "on" });
    try {
      for (const app of refusals) {
        const put = await fetch(`${app.url}/api/router/_emulator/scripts`, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ [MODEL]: { fail: 500 } }),
        });
        expect(put.status).toBe(404);
        expect(await put.json()).toEqual({ error: "Not found", code: "not_found" });
        expect((await fetch(`${app.url}/api/router/_emulator/calls`)).status).toBe(404);
        // The model list still works.
        expect((await fetch(`${app.url}/api/router/v1/models`)).status).toBe(200);
      }
      expect(router.scripts.get(MODEL)).toEqual({});
      expect((await fetch(`${allowed.url}/api/router/_emulator/calls`)).status).toBe(200);
    } finally {
      for (const app of [...refusals, allowed]) await app.close();
    }
    expect(() => loadConfig({ EMULATOR_CONTROL: "maybe" }, { clientDir })).toThrow(
      'EMULATOR_CONTROL must be on or off, got "maybe"',
    );
  });

  it("answers 504 when the router does not start answering in time, 502 when it is down, 503 without one", async () => {
    const slowServer = await start({ UPSTREAM_TIMEOUT_MS: "200" }, slowUpstream.url);
    const downServer = await start({}, "http://127.0.0.1:9");
    const config = loadConfig({}, { clientDir });
    const noRouter = await listen(createServer(config, { hub: router.url, datasetsServer: router.url }));
    try {
      const slow = await fetch(`${slowServer.url}/api/router/v1/models`);
      expect(slow.status).toBe(504);
      expect(await slow.json()).toMatchObject({ code: "upstream_timeout" });
      const down = await fetch(`${downServer.url}/api/router/v1/models`);
      expect(down.status).toBe(502);
      expect(await down.json()).toMatchObject({ code: "upstream_unreachable" });
      const none = await fetch(`${noRouter.url}/api/router/v1/models`);
      expect(none.status).toBe(503);
      expect(await none.json()).toMatchObject({ code: "router_not_configured" });
    } finally {
      await slowServer.close();
      await downServer.close();
      await noRouter.close();
    }
  });

  it("never sends ROUTER_TOKEN to the browser", async () => {
    const answers = [
      await fetch(`${server.url}/api/config`),
      await fetch(`${server.url}/api/router/v1/models`),
      await fetch(`${server.url}/api/router/nowhere`),
      await fetch(`${server.url}/api/router/_emulator/calls`),
      await post(`${server.url}/api/router/v1/chat/completions`, chat),
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
