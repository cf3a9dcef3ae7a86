/**
 * No cross-origin writes under `/api/*`, over real HTTP: a POST from another origin (or marked cross-site
 * by the browser) is refused with 403, a body that is not JSON with 415, before the route runs; the app's
 * own pages, and clients that send no Origin (curl, tools, tests), keep working — `/api/inference` and the
 * Solana JSON-RPC at `/api/solana` included.
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { SolanaService } from "../solana/chain.ts";
import { listen } from "../test-utils.ts";

const rpcCalls: string[] = [];
const generations: string[] = [];

/** A stand-in for the embedded chain's RPC: answers every JSON-RPC call with its method. */
const solana = {
  emulated: true,
  rpc: {
    fetch: async (request: Request) => {
      const { id, method } = (await request.json()) as { id: number; method: string };
      rpcCalls.push(method);
      return Response.json({ jsonrpc: "2.0", id, result: method });
    },
  },
} as unknown as SolanaService;

async function start(env: Record<string, string>) {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-origin-"));
  const config = loadConfig({ PAYMENTS: "off", ...env }, { clientDir });
  return listen(
    createServer(
      config,
      { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" },
      {
        solana,
        inference: {
          generate: async (request) => {
            generations.push(request.prompt);
            return { text: "ok", model: request.model };
          },
        },
      },
    ),
  );
}

const inference = JSON.stringify({ prompt: "hello", model: "a/b" });
const rpc = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getHealth" });

describe("cross-origin writes", () => {
  let server: Awaited<ReturnType<typeof listen>>;
  let proxied: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await start({});
    proxied = await start({ TRUST_PROXY: "on" });
  });
  afterAll(async () => {
    await server?.close();
    await proxied?.close();
  });

  function post(url: string, body: string, headers: Record<string, string>) {
    return fetch(url, { method: "POST", headers, body });
  }

  it("refuses a POST from another origin to /api/inference and /api/solana (403 cross_origin)", async () => {
    const before = { rpc: rpcCalls.length, generations: generations.length };
    for (const route of ["/api/inference", "/api/solana"]) {
      const cases: Record<string, string>[] = [
        { "Content-Type": "application/json", Origin: "https://evil.example" },
        { "Content-Type": "application/json", Origin: "null" },
        { "Content-Type": "application/json", Origin: server.url.replace("127.0.0.1", "localhost") },
        { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      ];
      for (const headers of cases) {
        const res = await post(`${server.url}${route}`, route === "/api/solana" ? rpc : inference, headers);
        expect(res.status, `${route} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toEqual({
          error: "Cross-origin requests are not allowed.",
          code: "cross_origin",
        });
      }
    }
    expect({ rpc: rpcCalls.length, generations: generations.length }).toEqual(before);
  });

  it("refuses a body that is not JSON (415), the cross-origin 'simple' requests included", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await post(`${server.url}/api/inference`, inference, { "Content-Type": type });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ code: "unsupported_media_type" });
    }
    const crossSite = await post(`${server.url}/api/solana`, rpc, {
      "Content-Type": "text/plain",
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    const none = await fetch(`${server.url}/api/inference`, { method: "POST", body: new Blob([inference]) });
    expect(none.status).toBe(415);
  });

  it("lets the app's own pages and clients without Origin through", async () => {
    const sameOrigin = {
      "Content-Type": "application/json",
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
    };
    const generated = await post(`${server.url}/api/inference`, inference, sameOrigin);
    expect(generated.status).toBe(200);
    expect(await generated.json()).toMatchObject({ generated_text: "ok" });
    const noOrigin = await post(`${server.url}/api/solana`, rpc, {
      "Content-Type": "application/json; charset=utf-8",
    });
    expect(await noOrigin.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "getHealth" });
    const own = await post(`${server.url}/api/solana`, rpc, sameOrigin);
    expect(own.status).toBe(200);
    // Reads are not concerned.
    expect(
      (await fetch(`${server.url}/api/health`, { headers: { Origin: "https://evil.example" } })).status,
    ).toBe(200);
  });

  it("trusts X-Forwarded-Host and -Proto only with TRUST_PROXY", async () => {
    const forwarded = {
      "Content-Type": "application/json",
      Origin: "https://hiber.example",
      "X-Forwarded-Host": "hiber.example",
      "X-Forwarded-Proto": "https",
    };
    expect((await post(`${server.url}/api/inference`, inference, forwarded)).status).toBe(403);
    expect((await post(`${proxied.url}/api/inference`, inference, forwarded)).status).toBe(200);
  });
});
