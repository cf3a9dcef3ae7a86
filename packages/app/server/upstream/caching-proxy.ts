/**
 * The proxy in front of the hub and the datasets server (routes/hub-proxy.ts, routes/datasets-proxy.ts):
 * `{mount}/*` → `{upstream}/*`, path for path, GET and HEAD only, with the token added server-side, `Link`
 * and `Location` URLs pointed back at this origin, one retry on 502/503/504, a timeout and a response cache.
 */
import type { Context } from "hono";
import { baseRoutePath } from "hono/route";
import type { ResponseCache } from "./cache.ts";

/** Upstream response headers passed through to the browser. */
const PASSED_HEADERS = [
  "content-type",
  "etag",
  "last-modified",
  "link",
  "location",
  "x-total-count",
  "x-request-id",
  "x-error-code",
  "x-error-message",
  "x-repo-commit",
  "retry-after",
  "ratelimit",
  "ratelimit-policy",
];

/** Statuses worth one more try for an idempotent request. */
const RETRY_STATUSES = new Set([502, 503, 504]);

export interface CachingProxyOptions {
  /** Upstream base URL, e.g. `https://huggingface.co`. */
  upstream: string;
  /** Secret bearer token added server-side. */
  token?: string;
  timeoutMs: number;
  cache: ResponseCache;
  /** Extra tries after the first for GET/HEAD on network errors and 502/503/504. */
  retries?: number;
  fetch?: typeof fetch;
}

/** The origin the browser used to reach us (honours a reverse proxy's forwarded headers). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "");
  const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim() || c.req.header("host") || url.host;
  return `${proto}://${host}`;
}

/**
 * Rewrites the URLs of an RFC 8288 `Link` header that point at the upstream so they point at this proxy.
 * `<https://huggingface.co/api/models?cursor=x>; rel="next"` → `<http://localhost:3000/api/hub/api/models?cursor=x>; rel="next"`.
 */
export function rewriteLinkHeader(link: string, upstream: string, publicBase: string): string {
  const upstreamUrl = new URL(upstream);
  return link.replace(/<([^>]+)>/g, (whole, target: string) => {
    let parsed: URL;
    try {
      parsed = new URL(target, upstreamUrl);
    } catch {
      return whole;
    }
    const upstreamPath = upstreamUrl.pathname.replace(/\/$/, "");
    if (parsed.origin !== upstreamUrl.origin || !parsed.pathname.startsWith(upstreamPath)) return whole;
    return `<${publicBase}${parsed.pathname.slice(upstreamPath.length)}${parsed.search}>`;
  });
}

/** Points a redirect's `Location` (relative, or absolute on the upstream) at this proxy. */
export function rewriteLocation(location: string, upstream: string, publicBase: string): string {
  if (location.startsWith("/") && !location.startsWith("//")) {
    const upstreamPath = new URL(upstream).pathname.replace(/\/$/, "");
    return `${publicBase}${location.startsWith(upstreamPath) ? location.slice(upstreamPath.length) : location}`;
  }
  return rewriteLinkHeader(`<${location}>`, upstream, publicBase).slice(1, -1);
}

function jsonError(status: number, message: string): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Proxies `{mount}/*` to `{upstream}/*` path for path, `{mount}` being where the sub-app using this handler
 * is mounted (e.g. `/api/hub`). Only what the browser needs crosses: the client's cookies and authorization
 * never go upstream, the configured token is added here.
 */
export function createCachingProxyHandler(options: CachingProxyOptions) {
  const doFetch = options.fetch ?? fetch;
  const retries = options.retries ?? 1;
  const upstream = options.upstream.replace(/\/$/, "");

  return async (c: Context): Promise<Response> => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return jsonError(405, "Method not allowed");

    const prefix = baseRoutePath(c);
    const incoming = new URL(c.req.url);
    const path = incoming.pathname.slice(prefix.length) || "/";
    const target = `${upstream}${path}${incoming.search}`;
    const publicBase = `${requestOrigin(c)}${prefix}`;

    const cacheKey = `${method} ${target}`;
    let cached = options.cache.get(cacheKey);
    const hit = cached !== undefined;

    if (!cached) {
      const headers = new Headers({ accept: c.req.header("accept") ?? "application/json" });
      if (options.token) headers.set("authorization", `Bearer ${options.token}`);

      let response: Response | undefined;
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await sleep(200 * attempt);
        try {
          response = await doFetch(target, {
            method,
            headers,
            redirect: "manual",
            signal: AbortSignal.timeout(options.timeoutMs),
          });
        } catch (error) {
          response = undefined;
          if (attempt < retries) continue;
          const timedOut = error instanceof DOMException && error.name === "TimeoutError";
          return timedOut ? jsonError(504, "Upstream timed out") : jsonError(502, "Upstream unavailable");
        }
        if (!RETRY_STATUSES.has(response.status) || attempt === retries) break;
      }
      if (!response) return jsonError(502, "Upstream unavailable");

      cached = {
        status: response.status,
        headers: PASSED_HEADERS.flatMap((name) => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
        body: new Uint8Array(await response.arrayBuffer()),
      };
      if (response.status === 200) options.cache.set(cacheKey, cached);
    }

    const headers = new Headers();
    for (const [name, value] of cached.headers) {
      if (name === "link") headers.set(name, rewriteLinkHeader(value, upstream, publicBase));
      else if (name === "location") headers.set(name, rewriteLocation(value, upstream, publicBase));
      else headers.set(name, value);
    }
    headers.set("x-cache", hit ? "HIT" : "MISS");
    return new Response(method === "HEAD" ? null : cached.body, { status: cached.status, headers });
  };
}
