import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTitle } from "../src/routes/table.ts";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { listen } from "./test-utils.ts";

/** A stand-in upstream that records what reaches it. */
function recordingUpstream() {
  const seen: { path: string; authorization?: string; cookie?: string }[] = [];
  let failuresLeft = 0;
  const app = new Hono();
  app.get("*", (c) => {
    const url = new URL(c.req.url);
    seen.push({
      path: url.pathname + url.search,
      authorization: c.req.header("authorization"),
      cookie: c.req.header("cookie"),
    });
    if (url.pathname === "/api/models/test/slow")
      return new Promise<Response>((resolve) => setTimeout(() => resolve(c.text("late")), 2_000));
    if (url.pathname === "/api/models/test/flaky" && failuresLeft-- > 0)
      return c.json({ error: "busy" }, 503);
    if (url.pathname === "/api/models") {
      c.header("link", `<${url.origin}/api/models?limit=2&cursor=abc>; rel="next"`);
      c.header("x-total-count", "7");
      c.header("x-request-id", "Root=1-test");
      c.header("set-cookie", "upstream=secret");
      return c.json([{ id: "a/b" }]);
    }
    return c.json({ error: "Repository not found" }, 401, { "x-error-code": "RepoNotFound" });
  });
  return { app, seen, failNext: (n: number) => (failuresLeft = n) };
}

describe("app server", () => {
  const upstream = recordingUpstream();
  let upstreamServer: Awaited<ReturnType<typeof listen>>;
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-client-"));
    await mkdir(path.join(clientDir, "assets"));
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
    await writeFile(path.join(clientDir, "assets", "app-1234.js"), "console.log('hi')");
    upstreamServer = await listen(upstream.app);
    const config = loadConfig(
      { HF_TOKEN: "hf_servertoken", UPSTREAM_TIMEOUT_MS: "500", HUB_URL: upstreamServer.url },
      { clientDir },
    );
    server = await listen(
      createServer(config, { hub: upstreamServer.url, datasetsServer: upstreamServer.url }),
    );
  });
  afterAll(async () => {
    await server.close();
    await upstreamServer.close();
  });

  it("proxies /api/hub path for path, adding the token server-side and dropping the browser's credentials", async () => {
    const res = await fetch(`${server.url}/api/hub/api/models?limit=2&sort=likes`, {
      headers: { cookie: "session=browser", authorization: "Bearer hf_browser" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: "a/b" }]);
    const call = upstream.seen.at(-1);
    expect(call).toEqual({
      path: "/api/models?limit=2&sort=likes",
      authorization: "Bearer hf_servertoken",
      cookie: undefined,
    });
    expect(res.headers.get("x-total-count")).toBe("7");
    expect(res.headers.get("x-request-id")).toBe("Root=1-test");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("rewrites Link URLs to the proxy's own, ignoring a client's X-Forwarded-Host without TRUST_PROXY", async () => {
    const res = await fetch(`${server.url}/api/hub/api/models?limit=2`);
    expect(res.headers.get("link")).toBe(`<${server.url}/api/hub/api/models?limit=2&cursor=abc>; rel="next"`);
    const forwarded = await fetch(`${server.url}/api/hub/api/models?limit=2`, {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" },
    });
    expect(forwarded.headers.get("link")).toBe(
      `<${server.url}/api/hub/api/models?limit=2&cursor=abc>; rel="next"`,
    );
  });

  it("serves a repeated GET from the cache", async () => {
    const before = upstream.seen.length;
    const first = await fetch(`${server.url}/api/hub/api/models?limit=3`);
    const second = await fetch(`${server.url}/api/hub/api/models?limit=3`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.json()).toEqual([{ id: "a/b" }]);
    expect(upstream.seen.length - before).toBe(1);
  });

  it("passes upstream errors through with their codes, and does not cache them", async () => {
    const res = await fetch(`${server.url}/api/hub/api/models/nobody/nothing`);
    expect(res.status).toBe(401);
    expect(res.headers.get("x-error-code")).toBe("RepoNotFound");
    expect((await fetch(`${server.url}/api/hub/api/models/nobody/nothing`)).headers.get("x-cache")).toBe(
      "MISS",
    );
  });

  it("retries a 503 once, then answers", async () => {
    upstream.failNext(1);
    const res = await fetch(`${server.url}/api/hub/api/models/test/flaky`);
    expect(res.status).toBe(401);
    upstream.failNext(5);
    expect((await fetch(`${server.url}/api/hub/api/models/test/flaky?again`)).status).toBe(503);
  });

  it("gives up on a slow upstream with 504", async () => {
    const res = await fetch(`${server.url}/api/hub/api/models/test/slow`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: "The hub did not answer in time.", code: "upstream_timeout" });
  });

  it("refuses writes through the read-only proxy", async () => {
    const res = await fetch(`${server.url}/api/hub/api/models`, { method: "POST" });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: "method_not_allowed" });
  });

  it("answers health and a public config without secrets", async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: "ok" });
    const config = await (await fetch(`${server.url}/api/config`)).text();
    // toMatchObject: each feature (solana, router, …) adds its own public settings.
    expect(JSON.parse(config)).toMatchObject({
      upstreams: { hub: { emulated: false }, datasetsServer: { emulated: true }, solana: { emulated: true } },
    });
    expect(config).not.toContain("hf_servertoken");
  });

  it("serves the app for every route of the table, and a real 404 for other paths", async () => {
    for (const route of [
      "/",
      "/store",
      "/model/google-bert/bert-base-uncased",
      "/dataset/x/details",
      "/wallet",
    ]) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      // The app's page, titled for its route (the generic name: one page per route, not per path).
      expect(await res.text()).toContain(`<title>${pageTitle(route, { generic: true })}</title>`);
    }
    const missing = await fetch(`${server.url}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<title>Page not found · Hiber</title>");
    const api = await fetch(`${server.url}/api/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: "Not found.", code: "not_found" });
  });

  it("serves hashed assets as immutable", async () => {
    const res = await fetch(`${server.url}/assets/app-1234.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});
