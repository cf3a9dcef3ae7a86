import type { Cluster } from "@hiber/wallet-kit";

/** The Solana part of `GET /api/config` (the server's `PublicSolanaConfig`). Nothing in it is secret. */
export interface PublicSolanaConfig {
  /** JSON-RPC endpoint: absolute, or a path on this origin (`/api/solana`) when emulated. */
  rpcUrl: string;
  /** Websocket endpoint: absolute `ws(s):`, or a path on this origin when emulated. */
  wsUrl: string;
  cluster: Cluster;
  /** Whether the chain is the embedded local one (the burner test wallet is offered then). */
  emulated: boolean;
  /** Host names on which the /wallet page is available (localhost, 127.0.0.1 and configured ones). */
  walletPageHosts?: string[];
}

/** Where the browser reaches the chain: absolute URLs, the websocket with a `ws:`/`wss:` scheme. */
export interface SolanaEndpoints {
  endpoint: string;
  wsEndpoint: string;
}

/**
 * Resolves the configured RPC and websocket URLs against the page's location: a path such as
 * `/api/solana` becomes `https://host/api/solana` and `wss://host/api/solana`; an `http(s):` websocket
 * URL gets the `ws(s):` scheme. web3.js needs the websocket URL given explicitly (it would guess port + 1).
 */
export function resolveSolanaEndpoints(
  config: Pick<PublicSolanaConfig, "rpcUrl" | "wsUrl">,
  location: Pick<Location, "href">,
): SolanaEndpoints {
  const endpoint = new URL(config.rpcUrl, location.href);
  const ws = new URL(config.wsUrl || config.rpcUrl, location.href);
  if (ws.protocol === "http:") ws.protocol = "ws:";
  else if (ws.protocol === "https:") ws.protocol = "wss:";
  return { endpoint: endpoint.toString(), wsEndpoint: ws.toString() };
}

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Whether the wallet page is offered on this host (spec part 2 §2, §6): localhost, 127.0.0.1, or a
 * host the server configures (`walletPageHosts`).
 */
export function isWalletHost(hostname: string, configuredHosts: readonly string[] = []): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.includes(host) || configuredHosts.some((h) => h.toLowerCase() === host);
}
