/**
 * `/api/solana`: the embedded local chain's JSON-RPC over HTTP, on the app's own origin (its websocket is
 * wired to the Node server by `attachSolanaUpgrade`, solana/chain.ts). Nothing is served for a real cluster:
 * browsers then talk to its RPC directly.
 */
import { Hono } from "hono";
import type { SolanaService } from "../solana/chain.ts";

/** The routes, to mount at `SOLANA_RPC_PATH`; none without the embedded chain. */
export function createSolanaRoutes(service: SolanaService | undefined): Hono {
  const app = new Hono();
  const rpc = service?.rpc;
  if (!rpc) return app;
  app.all("/", (c) => rpc.fetch(c.req.raw));
  app.all("/*", (c) => rpc.fetch(c.req.raw));
  return app;
}
