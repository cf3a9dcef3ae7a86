/**
 * `/api/datasets-server/*` → `{datasets server}/*`, path for path: the datasets server (real or emulated)
 * through the same caching proxy as the hub, with the same token, timeout, retry and cache. Only the read
 * endpoints of {@link DATASETS_SERVER_ALLOWED_PATHS} are forwarded; any other path answers 404.
 */
import { Hono } from "hono";
import { type AllowedPath, allowPaths } from "../security/allow-list.ts";
import { type CachingProxyOptions, createCachingProxyHandler } from "../upstream/caching-proxy.ts";

const endpoint = (name: string, usedBy: string): AllowedPath => ({
  pattern: new RegExp(`^/${name}$`),
  usedBy,
});

/** The datasets server's endpoints the product reads, below `/api/datasets-server` (query strings free). */
export const DATASETS_SERVER_ALLOWED_PATHS: readonly AllowedPath[] = [
  endpoint("is-valid", "hub-sdk isValid, previewDataset: whether the viewer works"),
  endpoint("splits", "hub-sdk listSplits, previewDataset: the dataset page's configs and splits"),
  endpoint("first-rows", "hub-sdk firstRows, previewDataset: the dataset preview"),
  endpoint("rows", "hub-sdk listRows, previewDataset's fallback: the rows table's pages"),
  endpoint("info", "hub-sdk datasetServerInfo, previewDataset: row counts"),
  endpoint("size", "hub-sdk datasetSize: the dataset page's sizes"),
  endpoint("search", "full-text search in a split (datasets server API; emulated)"),
  endpoint("filter", "filtered rows of a split (datasets server API)"),
];

/** The routes, to mount at `/api/datasets-server`. */
export function createDatasetsProxyRoutes(options: CachingProxyOptions): Hono {
  const app = new Hono();
  app.use("/*", allowPaths(DATASETS_SERVER_ALLOWED_PATHS));
  app.all("/*", createCachingProxyHandler(options));
  return app;
}
