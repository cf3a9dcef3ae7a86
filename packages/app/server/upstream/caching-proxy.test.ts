/**
 * The hub/datasets caching proxy against a scripted upstream, over real HTTP: answers past
 * `MAX_UPSTREAM_BODY_BYTES` refused (declared or streamed), redirects followed only within the upstream,
 * network failures and HTML error pages turned into JSON codes, forwarded headers believed only with
 * `TRUST_PROXY`, and the response cache bounded in bytes.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { securityHeaderRecord } from "../security-headers.ts";
import { listen, rawRequest } from "../test-utils.ts";
import { MemoryResponseStore } from "./cache.ts";
import { pathAndSearch } from "./caching-proxy.ts";

const MB = 1024 * 1024;
/** A list answer worth compressing (about 5 KB of JSON). */
const LIST = new TextEncoder().encode(
  JSON.stringify(
    Array.from({ length: 60 }, (_, i) => ({
      id: `org/model-${i}`,
      likes: i,
      pipeline_tag: "text-generation",
    })),
  ),
);

/** A stand-in hub with one path per fault. */
function faultyUpstream(foreign: () => string) {
  const app = new Hono();
  app.get("/api/models/test/big-declared", (c) =>
    c.body(new Uint8Array(3 * MB), 200, { "content-type": "application/json" }),
  );
  app.get("/api/models/test/big-streamed", () => {
    let left = 3;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left-- === 0) controller.close();
        else controller.enqueue(new Uint8Array(MB));
      },
    });
    return new Response(stream, { headers: { "content-type": "application/json" } });
  });
  app.get("/api/models/six/:n", (c) => c.body(new Uint8Array(6 * MB).fill(Number(c.req.param("n"))), 200));
  app.get("/api/models/test/renamed", (c) => c.redirect("/api/models/new-name", 307));
  app.get("/api/models/test/loop", (c) => c.redirect("/api/models/test/loop", 302));
  app.get("/api/models/new-name", (c) => c.json({ id: "new-name" }));
  app.get("/api/models/test/foreign", (c) => c.redirect(`${foreign()}/elsewhere`, 302));
  app.get("/api/models/test/html-error", (c) => c.html("<h1>Bad gateway</h1>", 503));
  app.get("/api/models/test/gone", (c) =>
    c.body(LIST, 404, { "content-type": "application/json; charset=utf-8" }),
  );
  app.get("/api/models/test/reset", (c) => {
    // Drop the connection without an answer.
    const socket = (c.env as { incoming?: { socket?: { destroy(): void } } }).incoming?.socket;
    socket?.destroy();
    return new Promise<Response>(() => {});
  });
  app.get("/api/models/test/list", (c) => {
    c.header("link", `<${new URL(c.req.url).origin}/api/models?cursor=next>; rel="next"`);
    c.header("etag", '"list-v1"');
    return c.body(LIST, 200, { "content-type": "application/json; charset=utf-8" });
  });
  app.get("/api/models", (c) => {
    c.header("link", `<${new URL(c.req.url).origin}/api/models?cursor=abc>; rel="next"`);
    return c.json([]);
  });
  return app;
}

describe("the caching proxy", () => {
  let foreign: Awaited<ReturnType<typeof listen>>;
  let upstream: Awaited<ReturnType<typeof listen>>;
  let server: Awaited<ReturnType<typeof listen>>;
  let trusting: Awaited<ReturnType<typeof listen>>;
  const store = new MemoryResponseStore({ ttlMs: 60_000, maxBytes: 16 * MB });
  const foreignHits: string[] = [];

  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-proxy-client-"));
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
    const other = new Hono();
    other.get("*", (c) => {
      foreignHits.push(c.req.path);
      return c.text("not the hub");
    });
    foreign = await listen(other);
    upstream = await listen(faultyUpstream(() => foreign.url));
    const env = { PAYMENTS: "off", HUB_URL: upstream.url, MAX_UPSTREAM_BODY_BYTES: String(2 * MB) };
    const upstreams = { hub: upstream.url, datasetsServer: upstream.url };
    server = await listen(
      createServer(
        loadConfig({ ...env, MAX_UPSTREAM_BODY_BYTES: String(8 * MB) }, { clientDir }),
        upstreams,
        {
          responseStore: store,
        },
      ),
    );
    trusting = await listen(
      createServer(
        loadConfig({ ...env, TRUST_PROXY: "on", UPSTREAM_TIMEOUT_MS: "500" }, { clientDir }),
        upstreams,
      ),
    );
  });
  afterAll(async () => {
    await Promise.all([server, trusting, upstream, foreign].map((s) => s.close()));
  });

  it.each(["big-declared", "big-streamed"])(
    "refuses an answer past the limit (%s) with 502 upstream_too_large",
    async (name) => {
      const response = await fetch(`${trusting.url}/api/hub/api/models/test/${name}`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: "The hub's answer is too large.",
        code: "upstream_too_large",
      });
    },
  );

  it("follows a redirect within the upstream, server-side", async () => {
    const response = await fetch(`${server.url}/api/hub/api/models/test/renamed`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "new-name" });
  });

  it("refuses a redirect to another host, and a redirect loop, without passing them on", async () => {
    for (const name of ["foreign", "loop"]) {
      const response = await fetch(`${server.url}/api/hub/api/models/test/${name}`, { redirect: "manual" });
      expect(response.status, name).toBe(502);
      expect(response.headers.get("location"), name).toBeNull();
      expect(await response.json(), name).toMatchObject({ code: "upstream_redirect_refused" });
    }
    expect(foreignHits).toEqual([]);
  });

  it("turns a dropped connection into 502 upstream_unreachable and an HTML error page into JSON", async () => {
    const reset = await fetch(`${server.url}/api/hub/api/models/test/reset`);
    expect(reset.status).toBe(502);
    expect(await reset.json()).toEqual({
      error: "The hub could not be reached.",
      code: "upstream_unreachable",
    });
    const html = await fetch(`${server.url}/api/hub/api/models/test/html-error`);
    expect(html.status).toBe(503);
    expect(await html.json()).toEqual({
      error: "The hub answered with an error (503).",
      code: "upstream_error",
    });
  });

  it("believes X-Forwarded-Host and -Proto only with TRUST_PROXY", async () => {
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "hiber.example" };
    const trusted = await fetch(`${trusting.url}/api/hub/api/models`, { headers });
    expect(trusted.headers.get("link")).toBe(
      '<https://hiber.example/api/hub/api/models?cursor=abc>; rel="next"',
    );
    const untrusted = await fetch(`${server.url}/api/hub/api/models`, { headers });
    expect(untrusted.headers.get("link")).toBe(`<${server.url}/api/hub/api/models?cursor=abc>; rel="next"`);
  });

  it("answers hits from the stored bytes: gzip to a client that accepts it, the body as stored otherwise", async () => {
    const url = `${server.url}/api/hub/api/models/test/list`;
    const miss = await rawRequest(url, { "accept-encoding": "gzip, deflate" });
    expect(miss.headers["x-cache"]).toBe("MISS");
    expect(miss.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(miss.body).equals(LIST)).toBe(true);

    const zipped = await rawRequest(url, { "accept-encoding": "gzip, deflate" });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["x-cache"]).toBe("HIT");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    expect(zipped.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.byteLength);
    expect(zipped.body.byteLength).toBeLessThan(LIST.byteLength / 2);
    expect(gunzipSync(zipped.body).equals(LIST)).toBe(true);
    // Another representation: a weak validator.
    expect(zipped.headers.etag).toBe('W/"list-v1"');
    expect(zipped.headers.link).toBe(`<${server.url}/api/hub/api/models?cursor=next>; rel="next"`);
    expect(zipped.headers["content-security-policy"]).toBeDefined();

    const plain = await rawRequest(url);
    expect(plain.headers["x-cache"]).toBe("HIT");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.headers.etag).toBe('"list-v1"');
    expect(Number(plain.headers["content-length"])).toBe(LIST.byteLength);
    expect(plain.body.equals(LIST)).toBe(true);

    const head = await rawRequest(url, {}, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
  });

  it("sends a hit with the same security headers as every other answer", async () => {
    const url = `${server.url}/api/hub/api/models/test/list`;
    await rawRequest(url);
    const names = Object.keys(
      securityHeaderRecord(loadConfig({ PAYMENTS: "off" }, { clientDir: os.tmpdir() })),
    );
    const health = await rawRequest(`${server.url}/api/health`);
    for (const encoding of ["gzip", "identity"]) {
      const hit = await rawRequest(url, { "accept-encoding": encoding });
      expect(hit.headers["x-cache"]).toBe("HIT");
      for (const name of names) expect(hit.headers[name], `${encoding} ${name}`).toBe(health.headers[name]);
    }
    expect(names).toContain("content-security-policy");
  });

  it("gzips an upstream answer it does not cache (a 404 with a body) for a client that accepts it", async () => {
    const gone = await rawRequest(`${server.url}/api/hub/api/models/test/gone`, {
      "accept-encoding": "gzip",
    });
    expect(gone.status).toBe(404);
    expect(gone.headers["x-cache"]).toBe("MISS");
    expect(gone.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gone.body).equals(LIST)).toBe(true);
    expect(gone.headers["content-security-policy"]).toBeDefined();
  });

  it("reads a request's path and query as URL does", () => {
    for (const url of [
      "http://h:1/api/hub/api/models?limit=6&sort=lastModified",
      "http://h/api/hub/a%20b/resolve/main/README.md",
      "http://h/api/hub/api/models?",
      "http://h/api/hub/api/models#top",
      "http://h/api/hub/api/models?q=a#top",
      "https://h.example/",
      "http://h/p?a=/b?c",
    ]) {
      const parsed = new URL(url);
      expect(pathAndSearch(url), url).toEqual({ pathname: parsed.pathname, search: parsed.search });
    }
  });

  it("rewrites the Link of a hit for the origin each request came through", async () => {
    const url = `${trusting.url}/api/hub/api/models/test/list`;
    const links: unknown[] = [];
    for (const host of ["one.example", "two.example", "one.example"]) {
      const res = await fetch(url, { headers: { "x-forwarded-proto": "https", "x-forwarded-host": host } });
      links.push([res.headers.get("x-cache"), res.headers.get("link")]);
    }
    expect(links).toEqual([
      ["MISS", '<https://one.example/api/hub/api/models?cursor=next>; rel="next"'],
      ["HIT", '<https://two.example/api/hub/api/models?cursor=next>; rel="next"'],
      ["HIT", '<https://one.example/api/hub/api/models?cursor=next>; rel="next"'],
    ]);
  });

  it("keeps the cache within its byte budget: 12 distinct 6 MB answers under a 16 MB cap", async () => {
    for (let n = 0; n < 12; n++) {
      const response = await fetch(`${server.url}/api/hub/api/models/six/${n}`);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(6 * MB);
      expect(store.calculatedSize).toBeLessThanOrEqual(16 * MB);
    }
    expect(store.size).toBeGreaterThan(0);
    // The most recent answer is served from the cache; the first was evicted.
    expect((await fetch(`${server.url}/api/hub/api/models/six/11`)).headers.get("x-cache")).toBe("HIT");
    expect((await fetch(`${server.url}/api/hub/api/models/six/0`)).headers.get("x-cache")).toBe("MISS");
  });
});
