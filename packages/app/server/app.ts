import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { isKnownRoute } from "../src/routes/table.ts";
import { ResponseCache } from "./cache.ts";
import { publicConfig, type ServerConfig } from "./config.ts";
import { createProxyHandler } from "./proxy.ts";

/** Base URLs of the upstreams (the real services or the emulators). */
export interface Upstreams {
  hub: string;
  datasetsServer: string;
}

/**
 * The app server: the built client, `/api/health`, `/api/config`, and the upstream proxies.
 * `upstreams` are resolved by the caller (main.ts starts emulators for those not configured).
 */
export function createServer(
  config: ServerConfig,
  upstreams: Upstreams,
  options: { fetch?: typeof fetch } = {},
) {
  const app = new Hono();
  const cache = new ResponseCache(config.cacheTtlMs, config.cacheMaxEntries);

  app.use("*", async (c, next) => {
    await next();
    c.header("x-content-type-options", "nosniff");
    c.header("referrer-policy", "strict-origin-when-cross-origin");
  });

  app.get("/api/health", (c) => c.json({ status: "ok" }));
  app.get("/api/config", (c) => c.json(publicConfig(config)));

  const proxies = [
    { prefix: "/api/hub", upstream: upstreams.hub, token: config.hub.token },
    {
      prefix: "/api/datasets-server",
      upstream: upstreams.datasetsServer,
      token: config.datasetsServer.token,
    },
  ];
  for (const proxy of proxies) {
    app.all(
      `${proxy.prefix}/*`,
      createProxyHandler({ ...proxy, timeoutMs: config.upstreamTimeoutMs, cache, fetch: options.fetch }),
    );
  }
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  // Hashed assets are immutable; everything else is revalidated.
  app.use(
    "/assets/*",
    serveStatic({
      root: config.clientDir,
      onFound: (_path, c) => {
        c.header("cache-control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Other files of the build (favicon, …): only paths that name a file are looked up on disk.
  const files = serveStatic({ root: config.clientDir });
  app.use("*", (c, next) => (path.extname(c.req.path) ? files(c, next) : next()));

  // Single-page app: every route of the table gets index.html; any other path the same page with a real 404.
  let indexHtml: Promise<string> | undefined;
  app.get("*", async (c) => {
    indexHtml ??= readFile(path.join(config.clientDir, "index.html"), "utf8");
    let html: string;
    try {
      html = await indexHtml;
    } catch {
      indexHtml = undefined;
      return c.text("The client is not built: run `pnpm build` first.", 500);
    }
    c.header("cache-control", "no-cache");
    return c.html(html, isKnownRoute(c.req.path) ? 200 : 404);
  });

  return app;
}
