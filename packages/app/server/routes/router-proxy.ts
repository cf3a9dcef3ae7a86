/**
 * `/api/router/*`: not a relay. The browser reaches the inference router only through the server's own
 * generation endpoint (`POST /api/inference`, paid or rate-limited); here it may only read the list of
 * models (`GET /api/router/v1/models`, the playground's "Available"), and, when the router is the embedded
 * emulator and its control API is allowed (`EMULATOR_CONTROL=on`, for tests), script
 * it through `/api/router/_emulator/*`. Every other path answers 404 JSON without reaching the router.
 * The router token is added here, on the server. The models list goes through the caching proxy
 * (upstream/caching-proxy.ts, without a cache: the emulator's scripts change it), so it has the same limits
 * as the hub's answers (time, size, redirects, JSON errors); the control API streams through unbuffered.
 * Without a router the models list answers 503.
 */
import { type Context, Hono } from "hono";
import { baseRoutePath } from "hono/route";
import type { ResponseStore } from "../upstream/cache.ts";
import { createCachingProxyHandler, jsonError } from "../upstream/caching-proxy.ts";

/** No cache for the models list: every read reaches the router. */
const NO_CACHE: ResponseStore = { get: async () => undefined, set: async () => {} };

/** Request headers the browser may send on to the router. */
const FORWARDED_REQUEST_HEADERS = ["accept", "content-type", "x-wait-for-model", "x-use-cache"];

/** Response headers passed back to the browser. */
const PASSED_RESPONSE_HEADERS = [
  "content-type",
  "cache-control",
  "retry-after",
  "x-request-id",
  "x-error-code",
  "x-error-message",
  "ratelimit",
  "ratelimit-policy",
];

export interface RouterProxyOptions {
  /** Router base URL: the real router or the embedded emulator; undefined when none is configured. */
  upstream: string | undefined;
  /** Router token, added server-side as `Authorization: Bearer`. */
  token?: string;
  /** Milliseconds to wait for the response to start (headers); a stream may then run as long as it runs. */
  timeoutMs: number;
  /**
   * Whether the emulator's control API (`/_emulator/*`) is served: only when the upstream is the embedded
   * emulator and `ServerConfig.emulatorControl` allows it.
   */
  control?: boolean;
  /** Largest models list read from the router (502 `upstream_too_large` beyond). */
  maxBodyBytes?: number;
  fetch?: typeof fetch;
}

/** The routes, to mount at `/api/router`. */
export function createRouterProxyRoutes(options: RouterProxyOptions): Hono {
  const app = new Hono();
  const { upstream } = options;
  const handler: (c: Context) => Response | Promise<Response> = upstream
    ? createRouterProxyHandler({ ...options, upstream })
    : () => jsonError(503, "The inference router is not configured.", "router_not_configured");
  const models = upstream
    ? createCachingProxyHandler({
        upstream,
        token: options.token,
        timeoutMs: options.timeoutMs,
        cache: NO_CACHE,
        maxBodyBytes: options.maxBodyBytes,
        label: "The inference router",
        fetch: options.fetch,
      })
    : handler;
  app.on(["GET", "HEAD"], "/v1/models", models);
  if (upstream && options.control) app.on(["GET", "PUT", "POST", "DELETE"], "/_emulator/*", handler);
  app.all("/*", () => jsonError(404, "Not found", "not_found"));
  return app;
}

/** The handler of `{mount}/*`, `{mount}` being where its sub-app is mounted. */
function createRouterProxyHandler(options: RouterProxyOptions & { upstream: string }) {
  const doFetch = options.fetch ?? fetch;
  const upstream = options.upstream.replace(/\/$/, "");

  return async (c: Context): Promise<Response> => {
    const incoming = new URL(c.req.url);
    const path = incoming.pathname.slice(baseRoutePath(c).length) || "/";
    const method = c.req.method;

    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    if (options.token) headers.set("authorization", `Bearer ${options.token}`);

    let body: ArrayBuffer | undefined;
    if (method !== "GET" && method !== "HEAD") {
      // Already bounded: app.ts's body limit refuses a large body before it is read.
      body = await c.req.arrayBuffer();
    }

    // Abort upstream when the browser goes away, or when the answer has not started in time.
    const controller = new AbortController();
    const clientSignal = c.req.raw.signal;
    const onClientAbort = () => controller.abort(clientSignal.reason);
    clientSignal.addEventListener("abort", onClientAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException("Upstream timed out", "TimeoutError"));
    }, options.timeoutMs);

    let response: Response;
    try {
      response = await doFetch(`${upstream}${path}${incoming.search}`, {
        method,
        headers,
        body,
        redirect: "manual",
        signal: controller.signal,
      });
    } catch {
      clientSignal.removeEventListener("abort", onClientAbort);
      return timedOut
        ? jsonError(504, "The inference router did not answer in time.", "upstream_timeout")
        : jsonError(502, "The inference router is unavailable.", "upstream_unavailable");
    } finally {
      clearTimeout(timer);
    }

    const out = new Headers();
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    if (!out.has("cache-control")) out.set("cache-control", "no-store");
    if (out.get("content-type")?.startsWith("text/event-stream")) {
      // Ask any reverse proxy in front of us not to buffer the token stream.
      out.set("x-accel-buffering", "no");
    }
    const stream = method === "HEAD" ? null : response.body;
    if (stream === null) clientSignal.removeEventListener("abort", onClientAbort);
    return new Response(stream, { status: response.status, headers: out });
  };
}
