/** `GET /api/config`: the server's public, non-secret settings (`PublicConfig`, src/lib/public-config.ts). */
import { Hono } from "hono";
import { publicConfig, type ServerConfig } from "../config.ts";

/** The route, to mount at `/api/config`. Only {@link publicConfig}'s part of `config` is sent. */
export function createConfigRoutes(config: ServerConfig): Hono {
  const app = new Hono();
  app.get("/", (c) => c.json(publicConfig(config)));
  return app;
}
