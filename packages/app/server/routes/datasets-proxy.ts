/**
 * `/api/datasets-server/*` → `{datasets server}/*`, path for path: the datasets server (real or emulated)
 * through the same caching proxy as the hub, with the same token, timeout, retry and cache.
 */
import { Hono } from "hono";
import { type CachingProxyOptions, createCachingProxyHandler } from "../upstream/caching-proxy.ts";

/** The routes, to mount at `/api/datasets-server`. */
export function createDatasetsProxyRoutes(options: CachingProxyOptions): Hono {
  const app = new Hono();
  app.all("/*", createCachingProxyHandler(options));
  return app;
}
