/**
 * The chain's RPC endpoint: JSON-RPC 2.0 over HTTP POST (single and batch requests) and the pubsub
 * websocket on the same URL, so both can be proxied together under one path of the app's origin.
 */

import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { Hono } from "hono";
import { WebSocketServer } from "ws";
import { openCors } from "../http/cors";
import { JSON_CONTENT_TYPE } from "../http/json";
import type { SolanaChain } from "./chain";
import { toRpcJson } from "./encode";
import { RPC_ERROR, RpcError } from "./errors";
import { rpcMethods } from "./rpc-methods";
import { SubscriptionHub } from "./subscriptions";

/** A JSON-RPC response object. */
type JsonRpcResponse =
  | { jsonrpc: "2.0"; result: unknown; id: unknown }
  | { jsonrpc: "2.0"; error: ReturnType<RpcError["toJSON"]>; id: unknown };

function failure(error: RpcError, id: unknown): JsonRpcResponse {
  return { jsonrpc: "2.0", error: error.toJSON(), id };
}

/** Answers one JSON-RPC request object; `undefined` for a notification (no id). */
export function handleRpcRequest(chain: SolanaChain, request: unknown): JsonRpcResponse | undefined {
  if (request === null || typeof request !== "object" || Array.isArray(request)) {
    return failure(new RpcError(RPC_ERROR.invalidRequest, "Invalid request"), null);
  }
  const { jsonrpc, id = null, method, params } = request as Record<string, unknown>;
  if (jsonrpc !== "2.0" || typeof method !== "string") {
    return failure(new RpcError(RPC_ERROR.invalidRequest, "Invalid request"), id);
  }
  const isNotification = !("id" in request);
  const handler = Object.hasOwn(rpcMethods, method) ? rpcMethods[method] : undefined;
  let response: JsonRpcResponse;
  if (!handler) {
    response = failure(new RpcError(RPC_ERROR.methodNotFound, "Method not found"), id);
  } else if (params !== undefined && !Array.isArray(params)) {
    response = failure(new RpcError(RPC_ERROR.invalidParams, "Invalid params: expected an array"), id);
  } else {
    try {
      response = { jsonrpc: "2.0", result: handler(params ?? [], { chain }), id };
    } catch (error) {
      const rpcError =
        error instanceof RpcError ? error : new RpcError(RPC_ERROR.internal, "Internal error", String(error));
      response = failure(rpcError, id);
    }
  }
  return isNotification ? undefined : response;
}

/** Answers a JSON-RPC payload (one request or a batch); `undefined` when nothing is owed. */
export function handleRpcPayload(chain: SolanaChain, payload: unknown): unknown {
  if (!Array.isArray(payload)) return handleRpcRequest(chain, payload);
  if (payload.length === 0) return failure(new RpcError(RPC_ERROR.invalidRequest, "Invalid request"), null);
  const answers = payload.map((request) => handleRpcRequest(chain, request)).filter(Boolean);
  return answers.length > 0 ? answers : undefined;
}

/** The RPC endpoint of a chain, ready to mount in any Node HTTP server. */
export interface SolanaRpc {
  /**
   * WHATWG fetch handler: `POST` (any path) is JSON-RPC, `GET …/health` answers `ok`, `OPTIONS` is a
   * CORS preflight. Mount it under a prefix (e.g. `/api/solana`) with the prefix stripped or not.
   */
  fetch(request: Request): Response | Promise<Response>;
  /** Accepts a websocket upgrade (any path) for the pubsub methods; wire it to the server's `upgrade` event. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Drops every websocket client (the chain itself stays open). */
  close(): void;
}

/** Creates the RPC endpoint (HTTP and websocket) for `chain`. */
export function createSolanaRpc(chain: SolanaChain): SolanaRpc {
  const app = new Hono();
  app.use(
    "*",
    openCors({
      exposeHeaders: [],
      allowMethods: ["GET", "HEAD", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "Accept", "Authorization", "solana-client"],
    }),
  );
  app.get("*", (c) => (c.req.path.endsWith("/health") ? c.text("ok") : c.text("Method Not Allowed", 405)));
  app.post("*", async (c) => {
    let payload: unknown;
    try {
      payload = JSON.parse(await c.req.text());
    } catch {
      return c.body(JSON.stringify(failure(new RpcError(RPC_ERROR.parse, "Parse error"), null)), 200, {
        "Content-Type": JSON_CONTENT_TYPE,
      });
    }
    const answer = handleRpcPayload(chain, payload);
    if (answer === undefined) return c.body(null, 204);
    return c.body(toRpcJson(answer), 200, { "Content-Type": JSON_CONTENT_TYPE });
  });

  const hub = new SubscriptionHub(chain);
  const sockets = new WebSocketServer({ noServer: true });
  sockets.on("connection", (socket) => hub.attach(socket));

  return {
    fetch: (request) => app.fetch(request),
    handleUpgrade: (request, socket, head) => {
      sockets.handleUpgrade(request, socket, head, (client) => sockets.emit("connection", client, request));
    },
    close: () => {
      hub.close();
      sockets.close();
    },
  };
}
