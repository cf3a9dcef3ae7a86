/**
 * `/api/hub/*` → `{hub}/*`, path for path (`/api/hub/api/models` → `{hub}/api/models`): the hub (real or
 * emulated) through the caching proxy, with `HF_TOKEN` added server-side and `Link` URLs rewritten to this origin.
 */
import { Hono } from "hono";
import { type CachingProxyOptions, createCachingProxyHandler } from "../upstream/caching-proxy.ts";

/** The routes, to mount at `/api/hub`. */
export function createHubProxyRoutes(options: CachingProxyOptions): Hono {
  const app = new Hono();
  app.all("/*", createCachingProxyHandler(options));
  return app;
}
