/**
 * Cache hits answered before the app's routing (hits-first.ts), over real HTTP: the same status, headers
 * and bytes as the proxy's own answer to the same request (a server whose store is read only through
 * promises, as Redis is, answers every hit through the routing), brotli copies chosen by `Accept-Encoding`'s
 * q-values on the hub and datasets-server proxies, entries stored with a gzip only (before brotli copies)
 * still served, and which requests are left to the app.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { listen, type RawAnswer, rawRequest } from "../test-utils.ts";
import { type CachedResponse, MemoryResponseStore, type ResponseStore } from "./cache.ts";
import { answerHitsFirst } from "./hits-first.ts";

const MB = 1024 * 1024;
/** A list answer worth compressing (about 5 KB of JSON). */
const LIST = new TextEncoder().encode(
  JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ id: `org/model-${i}`, likes: i }))),
);

/** A stand-in hub and datasets server: a list with a Link and a strong ETag, the same rows, a 404. */
function upstreamApp() {
  const app = new Hono();
  app.get("/api/models", (c) => {
    c.header("link", `<${new URL(c.req.url).origin}/api/models?cursor=next>; rel="next"`);
    c.header("etag", '"list-v1"');
    return c.body(LIST, 200, { "content-type": "application/json; charset=utf-8" });
  });
  app.get("/first-rows", (c) => c.body(LIST, 200, { "content-type": "application/json" }));
  return app;
}

/** The memory store without `getNow`: read only through promises, as the Redis store is. */
function promisesOnly(store: MemoryResponseStore): ResponseStore {
  return { get: (key) => store.get(key), set: (key, value) => store.set(key, value) };
}

/** An answer's headers without the ones that differ from one request to the next. */
function stable(answer: RawAnswer) {
  const { date: _date, ...headers } = answer.headers;
  return headers;
}

const ENCODINGS = [
  undefined,
  "gzip",
  "br",
  "gzip, deflate, br, zstd",
  "br;q=0.5, gzip",
  "gzip;q=0.5, br;q=0.8",
  "br;q=0, gzip",
  "*",
  "identity",
];

describe("cache hits answered first", () => {
  let upstream: Awaited<ReturnType<typeof listen>>;
  let first: Awaited<ReturnType<typeof listen>>;
  let routed: Awaited<ReturnType<typeof listen>>;
  const firstStore = new MemoryResponseStore({ ttlMs: 60_000, maxBytes: 16 * MB });
  const routedStore = new MemoryResponseStore({ ttlMs: 60_000, maxBytes: 16 * MB });

  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-hits-first-client-"));
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
    upstream = await listen(upstreamApp());
    const config = loadConfig({ PAYMENTS: "off", HUB_URL: upstream.url }, { clientDir });
    const upstreams = { hub: upstream.url, datasetsServer: upstream.url };
    first = await listen(createServer(config, upstreams, { responseStore: firstStore }));
    routed = await listen(createServer(config, upstreams, { responseStore: promisesOnly(routedStore) }));
  });
  afterAll(async () => {
    await Promise.all([first, routed, upstream].map((s) => s.close()));
  });

  it.each(["/api/hub/api/models?limit=6", "/api/datasets-server/first-rows?dataset=a"])(
    "answers a hit of %s as the proxy does, for every Accept-Encoding",
    async (target) => {
      for (const server of [first, routed]) {
        const miss = await rawRequest(`${server.url}${target}`);
        expect(miss.headers["x-cache"]).toBe("MISS");
      }
      for (const encoding of ENCODINGS) {
        const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
        const [fast, slow] = await Promise.all(
          [first, routed].map((server) => rawRequest(`${server.url}${target}`, headers)),
        );
        if (!fast || !slow) throw new Error("no answer");
        expect(fast.status, String(encoding)).toBe(200);
        expect(fast.headers["x-cache"]).toBe("HIT");
        // The same header names and values; the Link points at each server's own origin.
        const fastHeaders = stable(fast);
        const slowHeaders = stable(slow);
        if (fastHeaders.link !== undefined) {
          expect(fastHeaders.link).toBe(`<${first.url}/api/hub/api/models?cursor=next>; rel="next"`);
          expect(slowHeaders.link).toBe(`<${routed.url}/api/hub/api/models?cursor=next>; rel="next"`);
          fastHeaders.link = slowHeaders.link;
        }
        expect(fastHeaders, String(encoding)).toEqual(slowHeaders);
        expect(fast.body.equals(slow.body), String(encoding)).toBe(true);
        expect(fast.headers["content-security-policy"]).toBeDefined();
      }
    },
  );

  it("sends brotli or gzip by the q-values of Accept-Encoding, each with a weak ETag", async () => {
    const url = `${first.url}/api/hub/api/models?limit=7`;
    await rawRequest(url);
    const expected = [
      ["gzip, deflate, br, zstd", "br"],
      ["br", "br"],
      ["br;q=0.5, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.8", "br"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0", undefined],
      ["identity", undefined],
    ] as const;
    for (const [accept, encoding] of expected) {
      const hit = await rawRequest(url, { "accept-encoding": accept });
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(hit.headers["content-encoding"], accept).toBe(encoding);
      expect(hit.headers.vary).toBe("Accept-Encoding");
      expect(Number(hit.headers["content-length"])).toBe(hit.body.byteLength);
      const decoded =
        encoding === "br"
          ? brotliDecompressSync(hit.body)
          : encoding === "gzip"
            ? gunzipSync(hit.body)
            : hit.body;
      expect(decoded.equals(LIST), accept).toBe(true);
      expect(hit.headers.etag).toBe(encoding ? 'W/"list-v1"' : '"list-v1"');
    }
    const br = await rawRequest(url, { "accept-encoding": "br" });
    const gzip = await rawRequest(url, { "accept-encoding": "gzip" });
    expect(br.body.byteLength).toBeLessThan(gzip.body.byteLength);
  });

  it("serves brotli on a miss too, for the datasets server as for the hub", async () => {
    const miss = await rawRequest(`${first.url}/api/datasets-server/first-rows?dataset=b`, {
      "accept-encoding": "br",
    });
    expect(miss.headers["x-cache"]).toBe("MISS");
    expect(miss.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(miss.body).equals(LIST)).toBe(true);
  });

  it("serves an entry stored with its gzip only (before brotli copies) as gzip or as it is", async () => {
    const key = `GET ${upstream.url}/api/models?old=1`;
    const stored = await rawRequest(`${first.url}/api/hub/api/models?limit=8`, {});
    expect(stored.status).toBe(200);
    const entry = firstStore.getNow(`GET ${upstream.url}/api/models?limit=8`);
    if (!entry?.gzip || !entry.br) throw new Error("the entry was not stored with both copies");
    const old: CachedResponse = {
      status: entry.status,
      headers: entry.headers,
      body: entry.body,
      gzip: entry.gzip,
    };
    for (const store of [firstStore, routedStore]) await store.set(key, old);
    for (const server of [first, routed]) {
      const url = `${server.url}/api/hub/api/models?old=1`;
      const both = await rawRequest(url, { "accept-encoding": "br, gzip" });
      expect(both.headers["x-cache"]).toBe("HIT");
      expect(both.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(both.body).equals(LIST)).toBe(true);
      const brOnly = await rawRequest(url, { "accept-encoding": "br" });
      expect(brOnly.headers["content-encoding"]).toBeUndefined();
      expect(brOnly.body.equals(LIST)).toBe(true);
    }
  });
});

describe("answerHitsFirst", () => {
  const entry: CachedResponse = {
    status: 200,
    headers: [
      ["content-type", "application/json"],
      ["x-from", "cache"],
    ],
    body: new TextEncoder().encode("{}"),
  };

  it("answers only a GET of an allowed path that the store holds; the app answers the rest", async () => {
    const store = new MemoryResponseStore({ ttlMs: 60_000, maxBytes: MB });
    await store.set("GET http://hub.test/api/models?limit=1", entry);
    await store.set("GET http://hub.test/api/whoami-v2", entry);
    const app = new Hono();
    app.all("*", (c) => c.json({}, 200, { "x-from": "app" }));
    const server = await listen(
      answerHitsFirst(app, {
        cache: store,
        mounts: [
          {
            mount: "/api/hub",
            upstream: "http://hub.test/",
            allowed: [{ pattern: /^\/api\/models$/, usedBy: "test" }],
          },
        ],
      }),
    );
    try {
      const from = async (target: string, method = "GET") =>
        (await rawRequest(`${server.url}${target}`, {}, { method })).headers["x-from"];
      expect(await from("/api/hub/api/models?limit=1")).toBe("cache");
      expect(await from("/api/hub/api/models?limit=2")).toBe("app");
      // On the store but not on the allow-list: the app decides.
      expect(await from("/api/hub/api/whoami-v2")).toBe("app");
      expect(await from("/api/hubx/api/models?limit=1")).toBe("app");
      expect(await from("/api/hub/api/models?limit=1", "HEAD")).toBe("app");
    } finally {
      await server.close();
    }
  });

  it("leaves the app as it is for a store read only through promises", () => {
    const app = new Hono();
    const fetch = app.fetch;
    const store = new MemoryResponseStore({ ttlMs: 60_000, maxBytes: MB });
    answerHitsFirst(app, { cache: promisesOnly(store), mounts: [] });
    expect(app.fetch).toBe(fetch);
  });
});
