/**
 * With payments off, `POST /api/inference` is free within a rate per client and a daily budget (over real
 * HTTP, small limits): 429 with a stable code and Retry-After past them, nothing generated. With payments
 * on there is no free path: the payment is the permission, whatever the counters say.
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { listen } from "../test-utils.ts";
import { MemoryCounterStore } from "./counters.ts";

let generations = 0;
const servers: Awaited<ReturnType<typeof listen>>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(
  env: Record<string, string>,
  options: { payments?: MiddlewareHandler; now?: () => number } = {},
) {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-limits-"));
  const config = loadConfig({ PAYMENTS: "off", ...env }, { clientDir });
  const server = await listen(
    createServer(
      config,
      { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" },
      {
        counters: new MemoryCounterStore(options.now),
        inference: {
          payments: options.payments,
          generate: async (request) => {
            generations += 1;
            return { text: "ok", model: request.model };
          },
        },
      },
    ),
  );
  servers.push(server);
  return server;
}

function infer(url: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/inference`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ prompt: "hello", model: "a/b", stream: true }),
  });
}

describe("free limits", () => {
  it("default to 10 a minute per client and 500 a day, validated", () => {
    expect(loadConfig({}, { clientDir: "x" }).free).toEqual({ ratePerMinute: 10, dailyBudget: 500 });
    expect(() => loadConfig({ FREE_DAILY_BUDGET: "lots" }, { clientDir: "x" })).toThrow(
      'FREE_DAILY_BUDGET must be a non-negative integer, got "lots"',
    );
  });

  it("answers 429 rate_limited past FREE_RATE_LIMIT a minute, with Retry-After to the minute's end", async () => {
    const server = await start({ FREE_RATE_LIMIT: "2" });
    const before = generations;
    expect((await infer(server.url)).status).toBe(200);
    expect((await infer(server.url)).status).toBe(200);
    const refused = await infer(server.url);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: "Too many free prompts: at most 2 a minute. Wait a moment and try again.",
      code: "rate_limited",
    });
    expect(generations - before).toBe(2);
  });

  it("counts clients by socket address, X-Forwarded-For only with TRUST_PROXY", async () => {
    const direct = await start({ FREE_RATE_LIMIT: "1" });
    expect((await infer(direct.url, { "X-Forwarded-For": "203.0.113.1" })).status).toBe(200);
    expect((await infer(direct.url, { "X-Forwarded-For": "203.0.113.2" })).status).toBe(429);

    const proxied = await start({ FREE_RATE_LIMIT: "1", TRUST_PROXY: "on" });
    expect((await infer(proxied.url, { "X-Forwarded-For": "203.0.113.1" })).status).toBe(200);
    // The proxy appends the address it saw: the last entry counts, not what the client wrote before it.
    expect((await infer(proxied.url, { "X-Forwarded-For": "203.0.113.1, 203.0.113.2" })).status).toBe(200);
    expect((await infer(proxied.url, { "X-Forwarded-For": "203.0.113.9, 203.0.113.1" })).status).toBe(429);
  });

  it("answers 429 daily_budget_exhausted past FREE_DAILY_BUDGET for the whole server", async () => {
    const server = await start({ FREE_RATE_LIMIT: "10", FREE_DAILY_BUDGET: "3", TRUST_PROXY: "on" });
    const before = generations;
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"])
      expect((await infer(server.url, { "X-Forwarded-For": client })).status).toBe(200);
    const refused = await infer(server.url, { "X-Forwarded-For": "203.0.113.4" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(86_400);
    expect(await refused.json()).toEqual({
      error: "Today's free prompts are used up. Try again tomorrow.",
      code: "daily_budget_exhausted",
    });
    expect(generations - before).toBe(3);
  });

  it("opens again in the next window", async () => {
    let now = 60_000 * 5000;
    const server = await start({ FREE_RATE_LIMIT: "1" }, { now: () => now });
    expect((await infer(server.url)).status).toBe(200);
    expect((await infer(server.url)).status).toBe(429);
    now += 60_000;
    expect((await infer(server.url)).status).toBe(200);
  });

  it("has no free path with payments on: the payment decides, not the counters", async () => {
    const paid: MiddlewareHandler = async (c) =>
      c.json({ error: "Payment required", code: "payment_required" }, 402);
    const server = await start({ FREE_RATE_LIMIT: "1", FREE_DAILY_BUDGET: "1" }, { payments: paid });
    const before = generations;
    for (let i = 0; i < 3; i++) expect((await infer(server.url)).status).toBe(402);
    expect(generations).toBe(before);
  });
});
