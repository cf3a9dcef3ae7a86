/**
 * Allow-lists of upstream read paths: a proxy mounted at `{mount}` forwards `{mount}{path}` only when `path`
 * matches one entry, and answers any other path 404 JSON without asking the upstream, so a server-side
 * token (`HF_TOKEN`) is only ever spent on the reads the product makes (routes/hub-proxy.ts,
 * routes/datasets-proxy.ts). Paths are matched as the proxy forwards them: the URL's normalised pathname.
 */
import type { MiddlewareHandler } from "hono";
import { baseRoutePath } from "hono/route";
import { pathAndSearch } from "../upstream/caching-proxy.ts";

/** One allowed path: a pattern over the whole path below the mount, and who reads it. */
export interface AllowedPath {
  pattern: RegExp;
  usedBy: string;
}

/** One path segment of a repo id or a slug: letters, digits, `_`, `-`, `.`, not starting with a dot. */
export const SEGMENT = String.raw`[\w-][\w.-]*`;
/** A repo id, `owner/name` or a legacy `name` without owner (e.g. `gpt2`). */
export const REPO_ID = `(?:${SEGMENT}/)?${SEGMENT}`;

/** Whether `path` (below the mount, with its leading `/`) is on the list. */
export function isAllowedPath(list: readonly AllowedPath[], path: string): boolean {
  return list.some((entry) => entry.pattern.test(path));
}

/**
 * Middleware for a proxy sub-app: paths off the list answer 404 `{ error, code: "not_found" }`; methods
 * other than GET and HEAD answer 405 `{ error, code: "method_not_allowed" }`.
 */
export function allowPaths(list: readonly AllowedPath[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD")
      return c.json({ error: "Method not allowed", code: "method_not_allowed" }, 405);
    const path = pathAndSearch(c.req.url).pathname.slice(baseRoutePath(c).length) || "/";
    if (!isAllowedPath(list, path)) return c.json({ error: "Not found", code: "not_found" }, 404);
    await next();
  };
}
