/**
 * Solana for the app server: the embedded local chain (the default) or a real cluster (`SOLANA_RPC_URL`).
 *
 * Emulated, the chain from `@hiber/emulators` runs in this process with its state file in the data
 * directory, and its RPC is served on the app's own origin at {@link SOLANA_RPC_PATH}: JSON-RPC over HTTP
 * and the pubsub methods over a websocket on the same path. With `SOLANA_RPC_URL` set, nothing is served
 * there: browsers talk to the configured RPC directly (its URL is public, see `GET /api/config`).
 */
import type { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import type { SolanaChain, SolanaRpc } from "@hiber/emulators";
import type { Hono } from "hono";
import type { PublicSolanaConfig, SolanaCluster } from "../src/lib/public-config.ts";

/** Where the app serves the local chain's RPC (HTTP and websocket). */
export const SOLANA_RPC_PATH = "/api/solana";

/** The name of the local chain's state file inside the data directory. */
export const SOLANA_STATE_FILE = "solana-chain.json";

/** The 6-decimal USDC mint on devnet; the local chain places its stablecoin at the same address. */
export const USDC_MINT_DEVNET = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU";
/** Circle's USDC mint on mainnet-beta. */
export const USDC_MINT_MAINNET = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";

/** Solana settings of the server configuration. */
export interface SolanaConfig {
  /** RPC URL of a real cluster (`SOLANA_RPC_URL`); undefined means the embedded local chain. */
  rpcUrl?: string;
  /** Its websocket URL (`SOLANA_WS_URL`); by default the RPC URL with `ws:`/`wss:`. */
  wsUrl?: string;
  /** A second RPC URL the wallet page tries when the first does not answer (`SOLANA_FALLBACK_RPC_URL`). */
  fallbackRpcUrl?: string;
  /**
   * Host names (besides localhost and 127.0.0.1) on which the /wallet page is available
   * (`WALLET_PAGE_HOSTS`, comma-separated; spec part 2 §2: "localhost or {ip}").
   */
  walletPageHosts: string[];
}

type Env = Record<string, string | undefined>;

function absoluteUrl(env: Env, key: string, protocols: string[]): string | undefined {
  const raw = env[key]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${key} must be an absolute URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new Error(`${key} must be a ${protocols.join(" or ")} URL, got "${raw}"`);
  return parsed.toString().replace(/\/$/, "");
}

/** Reads `SOLANA_RPC_URL`, `SOLANA_WS_URL` and `SOLANA_FALLBACK_RPC_URL`; throws on a malformed URL. */
export function loadSolanaConfig(env: Env): SolanaConfig {
  const rpcUrl = absoluteUrl(env, "SOLANA_RPC_URL", ["http:", "https:"]);
  const wsUrl = absoluteUrl(env, "SOLANA_WS_URL", ["ws:", "wss:"]);
  const fallbackRpcUrl = absoluteUrl(env, "SOLANA_FALLBACK_RPC_URL", ["http:", "https:"]);
  if (!rpcUrl && (wsUrl || fallbackRpcUrl))
    throw new Error("SOLANA_WS_URL and SOLANA_FALLBACK_RPC_URL need SOLANA_RPC_URL");
  const walletPageHosts = (env.WALLET_PAGE_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return { rpcUrl, wsUrl, fallbackRpcUrl, walletPageHosts };
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/**
 * The cluster of a real RPC URL, as wallet-adapter derives it (spec part 1 §4): "devnet" or "testnet" in
 * the URL, else mainnet-beta; a validator on this machine (localhost, 127.x) is `localnet`.
 */
export function clusterFromUrl(url: string): SolanaCluster {
  const { hostname } = new URL(url);
  if (LOCAL_HOSTS.has(hostname) || hostname.startsWith("127.")) return "localnet";
  if (url.includes("devnet")) return "devnet";
  if (url.includes("testnet")) return "testnet";
  return "mainnet-beta";
}

/** The websocket URL web3.js would use for an RPC URL on the same port (`http` → `ws`). */
function defaultWsUrl(rpcUrl: string): string {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString().replace(/\/$/, "");
}

/** The Solana part of `GET /api/config`. */
export function publicSolanaConfig(config: SolanaConfig): PublicSolanaConfig {
  const walletPageHosts = [...new Set(["localhost", "127.0.0.1", ...config.walletPageHosts])];
  if (!config.rpcUrl) {
    return {
      rpcUrl: SOLANA_RPC_PATH,
      wsUrl: SOLANA_RPC_PATH,
      // One local chain: a second endpoint would be the same process, so there is none to fall back to.
      fallbackRpcUrl: null,
      cluster: "localnet",
      emulated: true,
      usdcMint: USDC_MINT_DEVNET,
      walletPageHosts,
    };
  }
  const cluster = clusterFromUrl(config.rpcUrl);
  return {
    rpcUrl: config.rpcUrl,
    wsUrl: config.wsUrl ?? defaultWsUrl(config.rpcUrl),
    fallbackRpcUrl: config.fallbackRpcUrl ?? null,
    cluster,
    emulated: false,
    usdcMint:
      cluster === "mainnet-beta" ? USDC_MINT_MAINNET : cluster === "testnet" ? null : USDC_MINT_DEVNET,
    walletPageHosts,
  };
}

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

/** Serves the embedded chain's JSON-RPC at {@link SOLANA_RPC_PATH} (nothing for a real cluster). */
export function mountSolana(app: Hono, service: SolanaService): void {
  const { rpc } = service;
  if (!rpc) return;
  app.all(SOLANA_RPC_PATH, (c) => rpc.fetch(c.req.raw));
  app.all(`${SOLANA_RPC_PATH}/*`, (c) => rpc.fetch(c.req.raw));
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
