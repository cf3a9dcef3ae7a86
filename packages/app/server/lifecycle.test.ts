/**
 * Graceful shutdown (lifecycle.ts) on a real HTTP server: a stream in flight when draining starts is
 * finished in full, new connections are refused, health answers 503; past the grace, what is open is cut.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { afterEach, describe, expect, it } from "vitest";
import { type Lifecycle, trackLifecycle } from "./lifecycle.ts";
import { createHealthRoutes } from "./routes/health.ts";

/** A server whose `/stream` sends `tokens` events, each once `release()` is called. */
async function start() {
  const releases: (() => void)[] = [];
  const app = new Hono();
  let lifecycle: Lifecycle | undefined;
  app.route(
    "/api/health",
    createHealthRoutes({
      draining: () => lifecycle?.draining() ?? false,
      inFlight: () => lifecycle?.inFlight() ?? 0,
    }),
  );
  app.get("/stream", (c) =>
    streamSSE(c, async (stream) => {
      for (let n = 0; n < 3; n += 1) {
        await new Promise<void>((resolve) => releases.push(resolve));
        await stream.writeSSE({ event: "token", data: String(n) });
      }
      await stream.writeSSE({ event: "done", data: "{}" });
    }),
  );
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started as Server),
    );
  });
  lifecycle = trackLifecycle(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Releases the stream's next token once the server waits for it. */
  const release = async () => {
    while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
  };
  return { server, lifecycle, url, release };
}

describe("graceful shutdown", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it("finishes a stream in flight, refuses new connections and answers health with 503 while draining", async () => {
    const running = await start();
    server = running.server;
    expect(await (await fetch(`${running.url}/api/health`)).json()).toEqual({ status: "ok", inFlight: 0 });
    const stream = await fetch(`${running.url}/stream`);
    await running.release();
    expect(running.lifecycle.inFlight()).toBe(1);

    const drained = running.lifecycle.drain(10_000);
    expect(running.lifecycle.draining()).toBe(true);
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    const health = await createHealthRoutes(running.lifecycle).request("/");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: "draining", inFlight: 1 });

    await running.release();
    await running.release();
    const text = await stream.text();
    expect(text.match(/event: token/g)).toHaveLength(3);
    expect(text).toContain("event: done");
    expect(await drained).toEqual({ finished: true, cut: 0 });
  });

  it("cuts what is still open after the grace", async () => {
    const running = await start();
    server = running.server;
    const stream = await fetch(`${running.url}/stream`);
    await running.release();
    expect(await running.lifecycle.drain(50)).toEqual({ finished: false, cut: 1 });
    await expect(stream.text()).rejects.toThrow();
  });
});
