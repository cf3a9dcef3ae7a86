import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { createArenaRoutes } from "./arena/routes.ts";
import type { ServerConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { earlyAnswersPage } from "./early-answers.ts";
import type { ServerState } from "./lifecycle.ts";
import { type CounterStore, MemoryCounterStore } from "./limits/counters.ts";
import { freeLimits } from "./limits/free-limits.ts";
import { ModelCommunity } from "./models/community.ts";
import { createConfigRoutes } from "./routes/config.ts";
import { createDatasetsProxyRoutes, DATASETS_SERVER_ALLOWED_PATHS } from "./routes/datasets-proxy.ts";
import { createHealthRoutes } from "./routes/health.ts";
import { createHubProxyRoutes, HUB_ALLOWED_PATHS } from "./routes/hub-proxy.ts";
import { createInferenceRoutes, type InferenceRoutesOptions } from "./routes/inference.ts";
import { createModelRoutes } from "./routes/models.ts";
import { createProfileRoutes, type ProfileRoutesOptions } from "./routes/profile.ts";
import { createRouterProxyRoutes } from "./routes/router-proxy.ts";
import { createSolanaRoutes } from "./routes/solana.ts";
import { createTweetsProxyRoutes } from "./routes/tweets-proxy.ts";
import { sameOriginWrites } from "./security/origin.ts";
import { securityHeaderRecord, securityHeaders } from "./security-headers.ts";
import { createSignedRoutes } from "./signed/routes.ts";
import { SignedActions } from "./signed/verify.ts";
import type { SolanaService } from "./solana/chain.ts";
import { SOLANA_RPC_PATH } from "./solana/config.ts";
import { clientFiles, spaIndex } from "./static.ts";
import { loadStoreRender } from "./store-cards.ts";
import { MemoryResponseStore, type ResponseStore } from "./upstream/cache.ts";
import { answerHitsFirst } from "./upstream/hits-first.ts";

/** The caching proxies that encode their own answers (the stored gzip of each cached body). */
const SELF_ENCODED_MOUNTS = ["/api/hub", "/api/datasets-server"];

/** Base URLs of the upstreams (the real services or the emulators). */
export interface Upstreams {
  hub: string;
  datasetsServer: string;
  /** The inference router (real or embedded emulator); without it `/api/router/v1/models` answers 503. */
  router?: string;
  /** The tweets search (real or embedded emulator); without it `/api/tweets` searches answer 503. */
  tweets?: string;
  /** The feed's backup tweets source; without it `/api/tweets-backup` searches answer 503. */
  tweetsBackup?: string;
}

/**
 * The app server: the built client and the `/api/*` routes, each a Hono sub-app from `routes/` mounted
 * with `app.route(path, createXRoutes(deps))`. `upstreams` are resolved by the caller (main.ts starts
 * emulators for those not configured); `options` inject the rest, so tests can build the server from parts.
 */
export function createServer(
  config: ServerConfig,
  upstreams: Upstreams,
  options: {
    fetch?: typeof fetch;
    /** The Solana side (solana/chain.ts): when emulated, its RPC is served at `/api/solana`. */
    solana?: SolanaService;
    /**
     * `POST /api/inference` (routes/inference.ts): the generation, and the x402 middleware from
     * payments/middleware.ts when payments are on. Without it the route answers 503.
     */
    inference?: InferenceRoutesOptions;
    /** Rate-limit and budget counters (limits/counters.ts): Redis or Postgres from main.ts; in process by default. */
    counters?: CounterStore;
    /** Where the hub and datasets proxies cache answers: Redis from main.ts; in process ({@link MemoryResponseStore}) by default. */
    responseStore?: ResponseStore;
    /** The durable state (db/client.ts) of signed actions; without it `/api/signed/*` answers 503. */
    database?: Database;
    /** The payment receipts, listed per payer at `/api/profile/{address}/payments` (routes/profile.ts). */
    ledger?: ProfileRoutesOptions["ledger"];
    /** Whether the server is stopping and its requests in flight (lifecycle.ts), for `GET /api/health`. */
    state?: ServerState;
  } = {},
) {
  const app = new Hono();
  const cache =
    options.responseStore ??
    new MemoryResponseStore({ ttlMs: config.cacheTtlMs, maxBytes: config.cacheMaxBytes });
  const timeoutMs = config.upstreamTimeoutMs;

  // Every /api error is JSON `{ error, code }`: no stack trace, no raw network text; the cause is logged here.
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? "payload_too_large" : "bad_request";
      return c.json({ error: error.message || "The request was refused.", code }, error.status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    if (!c.req.path.startsWith("/api/")) return c.text("Internal Server Error", 500);
    return c.json({ error: "Something went wrong on the server.", code: "internal_error" }, 500);
  });
  app.notFound((c) =>
    c.req.path.startsWith("/api/")
      ? c.json({ error: "Not found.", code: "not_found" }, 404)
      : c.text("Not found", 404),
  );

  // Built once; the caching proxies put them in their cached header records (security-headers.ts).
  const security = securityHeaderRecord(config);
  app.use("*", securityHeaders(security));
  // `/api` JSON is gzipped for clients that accept it (Hono's `compress`). Not the Solana RPC at
  // /api/solana (it answers as an RPC node does; its websocket upgrade shares the path), not the hub and
  // datasets proxies (they answer with the gzip stored beside each cached body: no per-request work), and
  // never a stream: `compress` leaves `text/event-stream` (the generation, the router's SSE) alone, so each
  // event is written as it comes.
  const compressJson = compress();
  const selfEncoded = (path: string) =>
    path.startsWith(SOLANA_RPC_PATH) ||
    SELF_ENCODED_MOUNTS.some((mount) => path === mount || path.startsWith(`${mount}/`));
  app.use("/api/*", (c, next) => (selfEncoded(c.req.path) ? next() : compressJson(c, next)));
  // Request bodies are refused past the limit before they are read (Content-Length), or as soon as a
  // chunked body passes it: nothing larger is ever buffered. GET and HEAD carry none, and are not looked
  // at (reading `c.req.raw.body` would build a whole undici Request for every cached hub answer).
  const limitBody = bodyLimit({
    maxSize: config.maxBodyBytes,
    onError: (c) =>
      c.json(
        {
          error: `The request body is larger than ${config.maxBodyBytes} bytes.`,
          code: "payload_too_large",
        },
        413,
      ),
  });
  app.use("/api/*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next),
  );

  // No cross-origin writes, and JSON bodies only (security/origin.ts).
  app.use("/api/*", sameOriginWrites({ trustProxy: config.trustProxy }));
  app.route("/api/health", createHealthRoutes(options.state));
  app.route("/api/config", createConfigRoutes(config));
  // The hub and the datasets server share one response cache (upstream/caching-proxy.ts).
  const cached = {
    timeoutMs,
    cache,
    maxBodyBytes: config.maxUpstreamBodyBytes,
    trustProxy: config.trustProxy,
    fetch: options.fetch,
    securityHeaders: security,
  };
  app.route(
    "/api/hub",
    createHubProxyRoutes({
      ...cached,
      upstream: upstreams.hub,
      token: config.hub.token,
      label: "The hub",
      control: config.hub.url === undefined && config.emulatorControl,
    }),
  );
  app.route(
    "/api/datasets-server",
    createDatasetsProxyRoutes({
      ...cached,
      upstream: upstreams.datasetsServer,
      token: config.datasetsServer.token,
      label: "The datasets server",
    }),
  );
  // The tweets search and its backup: the search path only, the key added here (routes/tweets-proxy.ts).
  for (const [mount, upstream, source] of [
    ["/api/tweets", upstreams.tweets, config.tweets],
    ["/api/tweets-backup", upstreams.tweetsBackup, config.tweetsBackup],
  ] as const) {
    app.route(
      mount,
      createTweetsProxyRoutes({
        ...cached,
        upstream,
        mount,
        apiKey: source.token,
        label: mount === "/api/tweets" ? "The tweets search" : "The backup tweets search",
        emulated: upstream !== undefined && source.url === undefined,
        control: source.url === undefined && config.emulatorControl,
      }),
    );
  }
  // The router proxy streams (SSE) and carries POST bodies: no cache, no retries (routes/router-proxy.ts).
  app.route(
    "/api/router",
    createRouterProxyRoutes({
      upstream: upstreams.router,
      token: config.router.token,
      timeoutMs,
      control: config.router.url === undefined && config.emulatorControl,
      maxBodyBytes: config.maxUpstreamBodyBytes,
      fetch: options.fetch,
    }),
  );
  app.route(SOLANA_RPC_PATH, createSolanaRoutes(options.solana));
  const counters = options.counters ?? new MemoryCounterStore();
  // Wallet-signed actions: nonces here; each signed endpoint verifies with `readSignedAction` (signed/).
  const signed = options.database ? new SignedActions(options.database) : undefined;
  app.route("/api/signed", createSignedRoutes(signed, { counters, trustProxy: config.trustProxy }));
  // The model detail record and its signed comments, ratings, likes and reports (models/).
  app.route(
    "/api/models",
    createModelRoutes({
      hub: { baseUrl: upstreams.hub, accessToken: config.hub.token, fetch: options.fetch, timeoutMs },
      community: options.database ? new ModelCommunity(options.database) : undefined,
      signed,
      counters,
      paymentsEnabled: config.payments.enabled,
      trustProxy: config.trustProxy,
    }),
  );
  // The arena: side-by-side run ids, signed votes and the Bradley–Terry leaderboard (arena/).
  app.route("/api/arena", createArenaRoutes({ database: options.database, signed }));
  // With payments off, free generations within a rate per client and a daily budget (limits/free-limits.ts).
  const free = freeLimits({
    counters,
    ratePerMinute: config.free.ratePerMinute,
    dailyBudget: config.free.dailyBudget,
    trustProxy: config.trustProxy,
  });
  app.route(
    "/api/inference",
    createInferenceRoutes(
      options.inference && { timeoutMs: config.generationTimeoutMs, limits: free, ...options.inference },
    ),
  );
  app.route("/api/profile", createProfileRoutes({ ledger: options.ledger, database: options.database }));
  app.all("/api/*", (c) => c.json({ error: "Not found.", code: "not_found" }, 404));

  // Source maps only when asked for (SERVE_SOURCE_MAPS=on): they publish the client's sources.
  if (!config.serveSourceMaps)
    app.use("*", async (c, next) => (c.req.path.endsWith(".map") ? c.notFound() : next()));

  // The built client: precompressed files, immutable hashed assets, the single-page app (static.ts).
  app.use("*", clientFiles(config.clientDir));
  // /store's page carries its first list answer when the hub gives it at once (early-answers.ts), and the
  // cards rendered from it when the build has the app's render (store-cards.ts).
  const renderStore = loadStoreRender(config.clientDir);
  app.get(
    "*",
    spaIndex(config.clientDir, {
      requestPage: earlyAnswersPage((request) => app.fetch(request), undefined, renderStore),
    }),
  );

  // Cache hits of the two caching proxies are answered before the routing above (upstream/hits-first.ts).
  return answerHitsFirst(app, {
    cache,
    trustProxy: config.trustProxy,
    securityHeaders: security,
    mounts: [
      { mount: "/api/hub", upstream: upstreams.hub, allowed: HUB_ALLOWED_PATHS },
      {
        mount: "/api/datasets-server",
        upstream: upstreams.datasetsServer,
        allowed: DATASETS_SERVER_ALLOWED_PATHS,
      },
    ],
  });
}
