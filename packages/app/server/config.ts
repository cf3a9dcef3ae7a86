/**
 * Server configuration, read once from the environment.
 * Every upstream runs from @hiber/emulators unless its real URL is configured (DESIGN.md §3).
 * Secrets stay in this object on the server; `publicConfig` is the only part that reaches browsers.
 */

import type { PublicConfig } from "../src/lib/public-config.ts";
import { loadPaymentsConfig, type PaymentsConfig, publicPaymentsConfig } from "./payments/config.ts";
import { loadSolanaConfig, publicSolanaConfig, type SolanaConfig } from "./solana/config.ts";

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the built client (index.html and assets). */
  clientDir: string;
  /** Folder for runtime state (emulator chain state and the like). */
  dataDir: string;
  hub: UpstreamConfig;
  datasetsServer: UpstreamConfig;
  /** Inference router: `ROUTER_URL` (else the embedded emulator) and `ROUTER_TOKEN` (secret). */
  router: UpstreamConfig;
  /** Milliseconds before an upstream request is abandoned with 504. */
  upstreamTimeoutMs: number;
  /** Milliseconds a successful upstream GET is served from the cache. */
  cacheTtlMs: number;
  /** Maximum number of cached upstream responses. */
  cacheMaxEntries: number;
  /** Solana RPC: the embedded local chain unless `SOLANA_RPC_URL` is set (see solana/config.ts). */
  solana: SolanaConfig;
  /** x402 on `POST /api/inference` (payments/config.ts); `feePayerKey` is secret. */
  payments: PaymentsConfig;
  /** A PostgreSQL server (`DATABASE_URL`, secret: it may carry a password); unset runs PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Redis (`REDIS_URL`, secret): the response cache and the rate counters shared by every instance. */
  redisUrl?: string;
}

export interface UpstreamConfig {
  /** Base URL of the real service; undefined means the embedded emulator. */
  url?: string;
  /** Secret added server-side (never sent to browsers). */
  token?: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${key} must be a non-negative integer, got "${raw}"`);
  return value;
}

function url(env: Env, key: string): string | undefined {
  const raw = env[key]?.trim();
  if (!raw) return undefined;
  try {
    return new URL(raw).toString().replace(/\/$/, "");
  } catch {
    throw new Error(`${key} must be an absolute URL, got "${raw}"`);
  }
}

/** A service URL of one of `protocols`; the value is never repeated in the error (it may hold a password). */
function serviceUrl(env: Env, key: string, protocols: string[]): string | undefined {
  const raw = env[key]?.trim();
  if (!raw) return undefined;
  let protocol = "";
  try {
    protocol = new URL(raw).protocol;
  } catch {}
  if (!protocols.includes(protocol))
    throw new Error(`${key} must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`);
  return raw;
}

export function loadConfig(env: Env = process.env, defaults: { clientDir: string }): ServerConfig {
  return {
    port: int(env, "PORT", 3000),
    host: env.HOST || "127.0.0.1",
    clientDir: env.CLIENT_DIR || defaults.clientDir,
    dataDir: env.DATA_DIR || ".data",
    hub: { url: url(env, "HUB_URL"), token: env.HF_TOKEN || undefined },
    datasetsServer: { url: url(env, "DATASETS_SERVER_URL"), token: env.HF_TOKEN || undefined },
    router: { url: url(env, "ROUTER_URL"), token: env.ROUTER_TOKEN || undefined },
    upstreamTimeoutMs: int(env, "UPSTREAM_TIMEOUT_MS", 10_000),
    cacheTtlMs: int(env, "CACHE_TTL_MS", 60_000),
    cacheMaxEntries: int(env, "CACHE_MAX_ENTRIES", 500),
    solana: loadSolanaConfig(env),
    payments: loadPaymentsConfig(env, loadSolanaConfig(env)),
    databaseUrl: serviceUrl(env, "DATABASE_URL", ["postgres:", "postgresql:"]),
    redisUrl: serviceUrl(env, "REDIS_URL", ["redis:", "rediss:"]),
  };
}

/** Non-secret settings for `GET /api/config`. */
export function publicConfig(config: ServerConfig): PublicConfig {
  return {
    upstreams: {
      hub: { emulated: config.hub.url === undefined },
      datasetsServer: { emulated: config.datasetsServer.url === undefined },
      solana: { emulated: config.solana.rpcUrl === undefined },
      router: { emulated: config.router.url === undefined },
    },
    solana: publicSolanaConfig(config.solana),
    payments: publicPaymentsConfig(config.payments),
  };
}
