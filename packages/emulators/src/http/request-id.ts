import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/**
 * A request id in the hub's format (`Root=1-<8 hex seconds>-<24 hex random>`, the AWS X-Ray trace id
 * form the hub answers with). Unique per call.
 */
export function createRequestId(now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, "0");
  return `Root=1-${seconds}-${randomBytes(12).toString("hex")}`;
}

/** Middleware: every response, errors and 404s included, carries a fresh `X-Request-Id`. */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = createRequestId();
    await next();
    c.res.headers.set("X-Request-Id", id);
  };
}
