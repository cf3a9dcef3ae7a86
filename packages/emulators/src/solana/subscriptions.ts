/**
 * The websocket side of the RPC: `signatureSubscribe`, `accountSubscribe`, `slotSubscribe` and
 * `rootSubscribe` with their unsubscribes, notifying in the real pubsub shapes. Every block here is
 * final at once, so one signature notification serves every commitment.
 */

import type { WebSocket } from "ws";
import type { ChainEvent, SolanaChain } from "./chain";
import {
  type AccountEncodingOptions,
  accountEncodingOptions,
  emptyAccount,
  encodeAccount,
  toRpcJson,
} from "./encode";
import { invalidParams, RPC_ERROR, RpcError } from "./errors";
import { base58ToBytes, bytesToBase64, parsePubkey } from "./wire";

type Subscription =
  | { kind: "signature"; socket: WebSocket; signature: string; received: boolean }
  | {
      kind: "account";
      socket: WebSocket;
      pubkey: string;
      options: AccountEncodingOptions;
      fingerprint: string;
    }
  | { kind: "slot"; socket: WebSocket }
  | { kind: "root"; socket: WebSocket };

interface JsonRpcRequest {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

/** Where subscriptions live: one per chain, shared by every websocket. */
export class SubscriptionHub {
  private nextId = 0;
  private readonly subscriptions = new Map<number, Subscription>();
  private readonly sockets = new Set<WebSocket>();
  private readonly stopListening: () => void;

  constructor(private readonly chain: SolanaChain) {
    this.stopListening = chain.subscribe((event) => this.onChainEvent(event));
  }

  /** Serves JSON-RPC subscription requests on `socket` until it closes. */
  attach(socket: WebSocket): void {
    this.sockets.add(socket);
    socket.on("message", (data) => this.onMessage(socket, data.toString()));
    socket.on("close", () => {
      this.sockets.delete(socket);
      for (const [id, subscription] of this.subscriptions) {
        if (subscription.socket === socket) this.subscriptions.delete(id);
      }
    });
  }

  /** Drops every client and stops listening to the chain. */
  close(): void {
    this.stopListening();
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
    this.subscriptions.clear();
  }

  private onMessage(socket: WebSocket, text: string): void {
    let request: JsonRpcRequest;
    try {
      request = JSON.parse(text) as JsonRpcRequest;
    } catch {
      send(socket, { jsonrpc: "2.0", error: { code: RPC_ERROR.parse, message: "Parse error" }, id: null });
      return;
    }
    if (request === null || typeof request !== "object" || Array.isArray(request)) {
      send(socket, {
        jsonrpc: "2.0",
        error: { code: RPC_ERROR.invalidRequest, message: "Invalid request" },
        id: null,
      });
      return;
    }
    // Notifications (no id), such as web3.js's keep-alive `ping`, get no answer.
    if (request.id === undefined || request.id === null) return;
    const { id } = request;
    const params = Array.isArray(request.params) ? request.params : [];
    try {
      const handler = typeof request.method === "string" ? this.handlers[request.method] : undefined;
      if (!handler) throw new RpcError(RPC_ERROR.methodNotFound, "Method not found");
      handler(socket, params, (result) => send(socket, { jsonrpc: "2.0", result, id }));
    } catch (error) {
      const rpcError =
        error instanceof RpcError ? error : new RpcError(RPC_ERROR.internal, "Internal error", String(error));
      send(socket, { jsonrpc: "2.0", error: rpcError.toJSON(), id });
    }
  }

  /** Subscription methods: each answers through `reply` first, then may notify straight away. */
  private readonly handlers: Record<
    string,
    (socket: WebSocket, params: unknown[], reply: (result: unknown) => void) => void
  > = {
    signatureSubscribe: (socket, params, reply) => {
      const signature = params[0];
      if (typeof signature !== "string" || !isSignature(signature))
        throw invalidParams("Invalid param: Invalid");
      const config = (params[1] ?? {}) as { enableReceivedNotification?: unknown };
      const subscription: Subscription = {
        kind: "signature",
        socket,
        signature,
        received: config.enableReceivedNotification === true,
      };
      const id = this.add(subscription);
      reply(id);
      if (this.chain.getSignatureStatus(signature)) this.notifySignature(id, subscription);
    },
    accountSubscribe: (socket, params, reply) => {
      const pubkey = params[0];
      if (typeof parsePubkey(pubkey) === "string") throw invalidParams("Invalid param: Invalid");
      const options = accountEncodingOptions((params[1] ?? {}) as Record<string, unknown>);
      reply(
        this.add({
          kind: "account",
          socket,
          pubkey: pubkey as string,
          options,
          fingerprint: this.fingerprint(pubkey as string),
        }),
      );
    },
    slotSubscribe: (socket, _params, reply) => reply(this.add({ kind: "slot", socket })),
    rootSubscribe: (socket, _params, reply) => reply(this.add({ kind: "root", socket })),
    signatureUnsubscribe: (socket, params, reply) => reply(this.remove(socket, params[0], "signature")),
    accountUnsubscribe: (socket, params, reply) => reply(this.remove(socket, params[0], "account")),
    slotUnsubscribe: (socket, params, reply) => reply(this.remove(socket, params[0], "slot")),
    rootUnsubscribe: (socket, params, reply) => reply(this.remove(socket, params[0], "root")),
  };

  private add(subscription: Subscription): number {
    this.nextId += 1;
    this.subscriptions.set(this.nextId, subscription);
    return this.nextId;
  }

  private remove(socket: WebSocket, id: unknown, kind: Subscription["kind"]): true {
    const subscription = typeof id === "number" ? this.subscriptions.get(id) : undefined;
    if (!subscription || subscription.socket !== socket || subscription.kind !== kind) {
      throw invalidParams("Invalid subscription id.");
    }
    this.subscriptions.delete(id as number);
    return true;
  }

  private fingerprint(pubkey: string): string {
    const account = this.chain.getAccount(pubkey);
    return account ? `${account.lamports}:${account.owner}:${bytesToBase64(account.data)}` : "none";
  }

  private onChainEvent(event: ChainEvent): void {
    for (const [id, subscription] of this.subscriptions) {
      if (event.type === "transaction" && subscription.kind === "signature") {
        if (subscription.signature === event.record.signature) this.notifySignature(id, subscription);
      } else if (event.type === "block" && subscription.kind === "account") {
        this.notifyAccountIfChanged(id, subscription);
      } else if (event.type === "block" && subscription.kind === "slot") {
        notify(subscription.socket, "slotNotification", id, {
          parent: event.parent,
          root: event.slot,
          slot: event.slot,
        });
      } else if (event.type === "block" && subscription.kind === "root") {
        notify(subscription.socket, "rootNotification", id, event.slot);
      }
    }
  }

  /** Signature subscriptions end with their notification, as on a real node. */
  private notifySignature(id: number, subscription: Extract<Subscription, { kind: "signature" }>): void {
    const status = this.chain.getSignatureStatus(subscription.signature);
    if (!status) return;
    this.subscriptions.delete(id);
    const context = { slot: status.slot };
    if (subscription.received) {
      notify(subscription.socket, "signatureNotification", id, { context, value: "receivedSignature" });
    }
    notify(subscription.socket, "signatureNotification", id, { context, value: { err: status.err } });
  }

  private notifyAccountIfChanged(id: number, subscription: Extract<Subscription, { kind: "account" }>): void {
    const fingerprint = this.fingerprint(subscription.pubkey);
    if (fingerprint === subscription.fingerprint) return;
    subscription.fingerprint = fingerprint;
    const account = this.chain.getAccount(subscription.pubkey);
    const value = account
      ? encodeAccount(this.chain, account, subscription.options)
      : emptyAccount(subscription.options);
    notify(subscription.socket, "accountNotification", id, { context: { slot: this.chain.slot }, value });
  }
}

function isSignature(text: string): boolean {
  try {
    return base58ToBytes(text).length === 64;
  } catch {
    return false;
  }
}

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(toRpcJson(message));
}

function notify(socket: WebSocket, method: string, subscription: number, result: unknown): void {
  send(socket, { jsonrpc: "2.0", method, params: { result, subscription } });
}
