/**
 * Solana for the app server: the embedded local chain (the default) or a real cluster (`SOLANA_RPC_URL`).
 *
 * Emulated, the chain from `@hiber/emulators` runs in this process with its state file in the data
 * directory, and its RPC is served on the app's own origin at {@link SOLANA_RPC_PATH} (routes/solana.ts):
 * JSON-RPC over HTTP and the pubsub methods over a websocket on the same path. With `SOLANA_RPC_URL` set,
 * nothing is served there: browsers talk to the configured RPC directly (its URL is public, see
 * `GET /api/config`).
 */
import type { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import type { SolanaChain, SolanaRpc } from "@hiber/emulators";
import { defaultWsUrl, SOLANA_RPC_PATH, type SolanaConfig } from "./config.ts";

/** The name of the local chain's state file inside the data directory. */
export const SOLANA_STATE_FILE = "solana-chain.json";

/** The app server's Solana side, created by {@link startSolana}. */
export interface SolanaService {
  /** Whether this is the embedded local chain. */
  emulated: boolean;
  /**
   * The embedded chain (emulated only), for in-process users such as an x402 facilitator:
   * `chain.requestAirdrop`, `chain.faucetUsdc`, `chain.sendTransaction`, … (see the emulators' README).
   */
  chain?: SolanaChain;
  /** The chain's RPC endpoint (emulated only): a fetch handler and a websocket upgrade handler. */
  rpc?: SolanaRpc;
  /** The state file of the embedded chain (emulated only). */
  stateFile?: string;
  /**
   * The JSON-RPC URL for code in this process once the app server listens at `address`: the real
   * cluster's URL, or the app's own `/api/solana` over loopback when emulated.
   */
  serverRpcUrl(address: AddressInfo): string;
  /** Websocket counterpart of {@link SolanaService.serverRpcUrl}. */
  serverWsUrl(address: AddressInfo): string;
  /**
   * Takes an HTTP upgrade for {@link SOLANA_RPC_PATH} (emulated only) and returns true; false when the
   * request is not for it (the caller may hand it to someone else, or destroy the socket).
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Drops websocket clients and saves the chain (emulated); nothing to do for a real cluster. */
  close(): Promise<void>;
}

function isSolanaPath(url: string | undefined): boolean {
  if (!url) return false;
  const pathname = url.split("?")[0] ?? "";
  return pathname === SOLANA_RPC_PATH || pathname.startsWith(`${SOLANA_RPC_PATH}/`);
}

function loopbackOrigin(address: AddressInfo): string {
  const unspecified = address.address === "0.0.0.0" || address.address === "::";
  const host = unspecified ? "127.0.0.1" : address.address;
  return `${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}

/**
 * Starts the Solana side: with `config.rpcUrl` unset, the embedded chain with its state in
 * `${dataDir}/solana-chain.json` (loaded when present, so balances survive a restart).
 */
export async function startSolana(
  config: SolanaConfig,
  { dataDir, onWarning }: { dataDir: string; onWarning?: (message: string) => void },
): Promise<SolanaService> {
  const real = config.rpcUrl;
  if (real) {
    const wsUrl = config.wsUrl ?? defaultWsUrl(real);
    return {
      emulated: false,
      serverRpcUrl: () => real,
      serverWsUrl: () => wsUrl,
      handleUpgrade: () => false,
      close: async () => {},
    };
  }

  // Loaded only in the emulated configuration: it brings LiteSVM's native module.
  const { createSolanaChain, createSolanaRpc } = await import("@hiber/emulators");
  const stateFile = path.resolve(dataDir, SOLANA_STATE_FILE);
  const chain = createSolanaChain({ stateFile, onWarning });
  const rpc = createSolanaRpc(chain);
  let closed = false;
  return {
    emulated: true,
    chain,
    rpc,
    stateFile,
    serverRpcUrl: (address) => `http://${loopbackOrigin(address)}${SOLANA_RPC_PATH}`,
    serverWsUrl: (address) => `ws://${loopbackOrigin(address)}${SOLANA_RPC_PATH}`,
    handleUpgrade: (request, socket, head) => {
      if (closed || !isSolanaPath(request.url)) return false;
      rpc.handleUpgrade(request, socket, head);
      return true;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      rpc.close();
      chain.close();
    },
  };
}

/**
 * Wires the websocket of the embedded chain to a Node HTTP server (`@hono/node-server`'s `serve()`
 * result). An upgrade for another path is refused when no other `upgrade` listener is attached.
 */
export function attachSolanaUpgrade(
  server: Pick<EventEmitter, "on" | "listenerCount">,
  service: SolanaService,
): void {
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (service.handleUpgrade(request, socket, head)) return;
    // Another listener may speak websocket on other paths; when there is none, refuse instead of hanging.
    if (server.listenerCount("upgrade") === 1)
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
}
