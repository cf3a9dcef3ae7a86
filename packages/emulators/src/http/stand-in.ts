import type { MiddlewareHandler } from "hono";

/**
 * The header on every answer of an emulator that makes its data up (`X-Hiber-Stand-In: <emulator>`), so a
 * client can label what it shows as sample data even when its configuration names the emulator as the
 * real service. The real services never send it.
 */
export const STAND_IN_HEADER = "X-Hiber-Stand-In";

/** Middleware: every response, errors included, carries `X-Hiber-Stand-In: value`. */
export function standIn(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set(STAND_IN_HEADER, value);
  };
}
