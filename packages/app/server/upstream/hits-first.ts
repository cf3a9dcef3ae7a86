/**
 * Cache hits of the caching proxies (`/api/hub`, `/api/datasets-server`) answered before the app's
 * routing (app.ts): a GET whose answer the in-process store holds is answered from it at once, as the
 * proxy would answer it (cached-answer.ts: the same status, stored bytes, header record with the security
 * headers, `Vary`, `ETag`, `X-Cache: HIT`, brotli or gzip by `Accept-Encoding`). Everything the app's
 * middleware does for such a request is already in that record or only matters for a miss or a write
 * (compression, body limits, cross-origin writes, the allow-list, which is checked here again), so the
 * request skips Hono's context, routing and middleware chain, and the answer is returned without a
 * promise: @hono/node-server then writes it to the socket synchronously, as it does for a bare handler.
 * Anything else (a miss, HEAD, another path, a store read only through promises such as Redis) goes to the
 * app as before.
 */
import type { Hono } from "hono";
import { type AllowedPath, isAllowedPath } from "../security/allow-list.ts";
import type { ResponseStore } from "./cache.ts";
import { cachedAnswer } from "./cached-answer.ts";
import { originOf, pathAndSearch, rewriteLinkHeader } from "./caching-proxy.ts";

/** One caching proxy: where it is mounted, the upstream it forwards to, and the paths it forwards. */
export interface HitMount {
  /** e.g. `/api/hub` */
  mount: string;
  /** The upstream's base URL, as given to the proxy. */
  upstream: string;
  allowed: readonly AllowedPath[];
}

export interface HitsFirstOptions {
  /** The store the proxies share; hits are answered first only when it can be read without a promise. */
  cache: ResponseStore;
  mounts: readonly HitMount[];
  /** As the proxies: believe `X-Forwarded-Host`/`-Proto` for the `Link` rewrite. */
  trustProxy?: boolean;
  /** The security headers the proxies put in their header records (security-headers.ts). */
  securityHeaders?: Readonly<Record<string, string>>;
}

/**
 * Makes `app.fetch` (used by @hono/node-server and `app.request`) answer cache hits first; returns `app`.
 * Keys are the proxy's: `GET {upstream}{path below the mount}{query}`.
 */
export function answerHitsFirst(app: Hono, options: HitsFirstOptions): Hono {
  const { cache } = options;
  if (!cache.getNow) return app;
  const getNow = cache.getNow.bind(cache);
  const mounts = options.mounts.map((entry) => {
    const upstream = entry.upstream.replace(/\/$/, "");
    return { ...entry, prefix: `${entry.mount}/`, keyPrefix: `GET ${upstream}`, upstream };
  });
  const { trustProxy, securityHeaders } = options;

  const answerHit = (request: Request): Response | undefined => {
    const { pathname, search } = pathAndSearch(request.url);
    for (const { mount, prefix, keyPrefix, upstream, allowed } of mounts) {
      if (!pathname.startsWith(prefix)) continue;
      const path = pathname.slice(mount.length);
      const entry = getNow(`${keyPrefix}${path}${search}`);
      if (!entry || !isAllowedPath(allowed, path)) return undefined;
      const base = `${originOf(request, trustProxy)}${mount}`;
      return cachedAnswer(entry, {
        hit: true,
        head: false,
        acceptEncoding: request.headers.get("accept-encoding") ?? undefined,
        base,
        rewriteLink: (link) => rewriteLinkHeader(link, upstream, base),
        securityHeaders,
        mark: false,
      });
    }
    return undefined;
  };

  const dispatch = app.fetch;
  app.fetch = (request, env, executionCtx) => {
    if (request.method === "GET") {
      let hit: Response | undefined;
      try {
        hit = answerHit(request);
      } catch {
        // Whatever this request is (a malformed Host, say), the app answers it as it would any other.
      }
      if (hit) return hit;
    }
    return dispatch(request, env, executionCtx);
  };
  return app;
}
