import type { PublicSolanaConfig } from "../lib/public-config.ts";

/** The Solana part of `GET /api/config`, for the wallet code that reads it here. */
export type { PublicSolanaConfig };

/** An endpoint from the config as an absolute URL (`ws:`/`wss:` for websockets), against the page's origin. */
export function absoluteEndpoint(endpoint: string, origin: string, websocket = false): string {
  const url = new URL(endpoint, origin);
  if (websocket && (url.protocol === "http:" || url.protocol === "https:"))
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
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
  return {
    endpoint: absoluteEndpoint(config.rpcUrl, location.href),
    wsEndpoint: absoluteEndpoint(config.wsUrl || config.rpcUrl, location.href, true),
  };
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
