/**
 * Solana settings of the app server, read from the environment, and their public part in `GET /api/config`:
 * the embedded local chain (the default, served at {@link SOLANA_RPC_PATH}) or a real cluster
 * (`SOLANA_RPC_URL`, whose URL browsers then use directly, so it is public).
 */
import type { PublicSolanaConfig, SolanaCluster } from "../../src/lib/public-config.ts";

/** Where the app serves the local chain's RPC (HTTP and websocket). */
export const SOLANA_RPC_PATH = "/api/solana";

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
export function defaultWsUrl(rpcUrl: string): string {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString().replace(/\/$/, "");
}

/** The network's one display name (`networkName` in `/api/config`), by cluster; the embedded chain says so. */
export function solanaNetworkName(cluster: SolanaCluster, emulated: boolean): string {
  if (emulated) return "Local Solana (emulated)";
  const names: Record<SolanaCluster, string> = {
    localnet: "Local Solana validator",
    devnet: "Solana Devnet",
    testnet: "Solana Testnet",
    "mainnet-beta": "Solana Mainnet",
  };
  return names[cluster];
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
      networkName: solanaNetworkName("localnet", true),
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
    networkName: solanaNetworkName(cluster, false),
    emulated: false,
    usdcMint:
      cluster === "mainnet-beta" ? USDC_MINT_MAINNET : cluster === "testnet" ? null : USDC_MINT_DEVNET,
    walletPageHosts,
  };
}
