import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/** Options for {@link openCors}. */
export interface OpenCorsOptions {
  /** Response headers a browser may read (`Access-Control-Expose-Headers`). */
  exposeHeaders: string[];
  /** Request headers a browser may send; defaults to `Authorization`, `Content-Type`, `Accept`. */
  allowHeaders?: string[];
  /** Methods allowed in a preflight; defaults to `GET`, `HEAD`, `OPTIONS`. */
  allowMethods?: string[];
}

/** CORS for a public API: any origin, the given exposed headers, preflights answered with 204. */
export function openCors(options: OpenCorsOptions): MiddlewareHandler {
  return cors({
    origin: "*",
    allowMethods: options.allowMethods ?? ["GET", "HEAD", "OPTIONS"],
    allowHeaders: options.allowHeaders ?? ["Authorization", "Content-Type", "Accept"],
    exposeHeaders: options.exposeHeaders,
    maxAge: 86_400,
  });
}
