import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { isKnownRoute } from "../src/routes/table.ts";
import { ResponseCache } from "./cache.ts";
import { publicConfig, type ServerConfig } from "./config.ts";
import { createInferenceRoutes, type InferenceRoutesOptions } from "./inference.ts";
import { createProxyHandler } from "./proxy.ts";
import { createRouterProxyHandler } from "./router-proxy.ts";
import { mountSolana, type SolanaService } from "./solana.ts";

/** Base URLs of the upstreams (the real services or the emulators). */
export interface Upstreams {
  hub: string;
  datasetsServer: string;
  /** The inference router (real or embedded emulator); without it `/api/router/*` answers 503. */
  router?: string;
}

/**
 * The app server: the built client, `/api/health`, `/api/config`, and the upstream proxies.
 * `upstreams` are resolved by the caller (main.ts starts emulators for those not configured).
 */
export function createServer(
  config: ServerConfig,
  upstreams: Upstreams,
  options: {
    fetch?: typeof fetch;
    /** The Solana side (solana.ts): when emulated, its RPC is served at `/api/solana`. */
    solana?: SolanaService;
    /**
     * `POST /api/inference` (inference.ts): the generation, and the x402 middleware from payments.ts when
     * payments are on. Without it the route answers 503.
     */
    inference?: InferenceRoutesOptions;
  } = {},
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
  // The router proxy streams (SSE) and carries POST bodies: no cache, no retries (router-proxy.ts).
  const routerUpstream = upstreams.router;
  if (routerUpstream) {
    app.all(
      "/api/router/*",
      createRouterProxyHandler({
        prefix: "/api/router",
        upstream: routerUpstream,
        token: config.router.token,
        timeoutMs: config.upstreamTimeoutMs,
        emulated: config.router.url === undefined,
        fetch: options.fetch,
      }),
    );
  } else {
    app.all("/api/router/*", (c) => c.json({ error: "The inference router is not configured." }, 503));
  }
  if (options.solana) mountSolana(app, options.solana);
  if (options.inference) app.route("/", createInferenceRoutes(options.inference));
  else app.post("/api/inference", (c) => c.json({ error: "Inference is not configured." }, 503));
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
