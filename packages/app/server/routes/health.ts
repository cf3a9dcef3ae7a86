/** `GET /api/health`: whether the server takes requests (a load balancer's health check). */
import { Hono } from "hono";
import type { ServerState } from "../lifecycle.ts";

/**
 * The route, to mount at `/api/health`: `200 { status: "ok" }`, or while the server stops (lifecycle.ts)
 * `503 { error, code: "draining" }`, so a load balancer sends it nothing new. Both say how many requests
 * are in flight when `state` is given (main.ts).
 */
export function createHealthRoutes(state?: ServerState): Hono {
  const app = new Hono();
  app.get("/", (c) => {
    const inFlight = state?.inFlight();
    if (state?.draining())
      return c.json(
        { error: "This server is shutting down; another one will answer.", code: "draining", inFlight },
        503,
        { "cache-control": "no-store" },
      );
    return c.json({ status: "ok", inFlight }, 200, { "cache-control": "no-store" });
  });
  return app;
}
