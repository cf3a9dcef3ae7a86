/** `GET /api/health`: whether the server answers. */
import { Hono } from "hono";

/** The route, to mount at `/api/health`. */
export function createHealthRoutes(): Hono {
  const app = new Hono();
  app.get("/", (c) => c.json({ status: "ok" }));
  return app;
}
