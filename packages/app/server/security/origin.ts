/**
 * Cross-origin writes refused: every state-changing request under `/api/*` (POST, PUT, PATCH, DELETE) must
 * come from this server's own pages or from a client that is not a browser page of another site.
 *
 * - `Sec-Fetch-Site: cross-site` → 403 `cross_origin`.
 * - An `Origin` header, when present, must be this server's origin (the request's `Host`, or with
 *   `TRUST_PROXY` the first `X-Forwarded-Host`/`-Proto`) → else 403 `cross_origin`. Browsers send `Origin`
 *   on every cross-origin POST, so a request without one (curl, server to server, tests) is allowed.
 * - A body must be JSON (`application/json`, or `application/…+json`) → else 415 `unsupported_media_type`:
 *   the "simple" content types a page of another site can send without asking (text/plain, forms) are
 *   refused even when the Origin check is somehow passed.
 */
import type { Context, MiddlewareHandler } from "hono";
import { requestOrigin } from "../upstream/caching-proxy.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether the request carries a body (a length above 0, or a chunked one). */
function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  if (length !== undefined) return length.trim() !== "0";
  return c.req.header("transfer-encoding") !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/** The middleware, for `/api/*`. */
export function sameOriginWrites(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const refused = { error: "Cross-origin requests are not allowed.", code: "cross_origin" };
    if (c.req.header("sec-fetch-site")?.toLowerCase() === "cross-site") return c.json(refused, 403);
    const origin = c.req.header("origin");
    if (origin !== undefined && origin.toLowerCase() !== requestOrigin(c, options.trustProxy).toLowerCase())
      return c.json(refused, 403);
    if (hasBody(c) && !isJson(c.req.header("content-type")))
      return c.json(
        {
          error: "The request body must be JSON (Content-Type: application/json).",
          code: "unsupported_media_type",
        },
        415,
      );
    return next();
  };
}
