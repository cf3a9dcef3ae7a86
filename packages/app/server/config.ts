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
  /** The tweets search (`/api/tweets`): `TWEETS_URL` (else an embedded emulator) and `TWEETS_API_KEY` (secret). */
  tweets: UpstreamConfig;
  /**
   * The feed's backup tweets source (`/api/tweets-backup`): `TWEETS_BACKUP_URL` with `TWEETS_API_KEY`; without
   * `TWEETS_URL` nor `TWEETS_BACKUP_URL` a second embedded emulator; with only `TWEETS_URL`, none (503).
   */
  tweetsBackup: UpstreamConfig & { configured: boolean };
  /** Milliseconds before an upstream request is abandoned with 504. */
  upstreamTimeoutMs: number;
  /** Milliseconds a successful upstream GET is served from the cache. */
  cacheTtlMs: number;
  /** Bytes the response cache may hold (bodies and headers); least recently used entries go first. */
  cacheMaxBytes: number;
  /** Largest request body `/api/*` accepts (413 beyond, refused before it is read). */
  maxBodyBytes: number;
  /** Largest upstream answer the hub and datasets proxies read (502 `upstream_too_large` beyond). */
  maxUpstreamBodyBytes: number;
  /** Milliseconds before a generation (`POST /api/inference`) is abandoned with 504. */
  generationTimeoutMs: number;
  /** Milliseconds a stopping server (SIGTERM) waits for its requests in flight before cutting them. */
  shutdownGraceMs: number;
  /** Whether `X-Forwarded-Host`/`-Proto`/`-For` are believed (`TRUST_PROXY=on`: behind a reverse proxy that sets them). */
  trustProxy: boolean;
  /** Whether to send `Strict-Transport-Security` (`HSTS=on`: the site is served over HTTPS). */
  hsts: boolean;
  /** Whether the client's `*.map` files are served (`SERVE_SOURCE_MAPS=on`); else 404. */
  serveSourceMaps: boolean;
  /** Solana RPC: the embedded local chain unless `SOLANA_RPC_URL` is set (see solana/config.ts). */
  solana: SolanaConfig;
  /** x402 on `POST /api/inference` (payments/config.ts); `feePayerKey` is secret. */
  payments: PaymentsConfig;
  /** A PostgreSQL server (`DATABASE_URL`, secret: it may carry a password); unset runs PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Redis (`REDIS_URL`, secret): the response cache and the rate counters shared by every instance. */
  redisUrl?: string;
  /**
   * `EMULATOR_CONTROL` (`on`/`off`): whether the emulators' control APIs (scripted faults, delays, call
   * logs) are served at `/api/router/_emulator/*`, `/api/hub/_emulator/*`, `/api/tweets[-backup]/_emulator/*`.
   * Off unless set to `on` (a test setting): on the default anyone who reaches the server could script faults.
   */
  emulatorControl: boolean;
  /** With payments off, `POST /api/inference` runs free within these limits (limits/free-limits.ts). */
  free: {
    /** `FREE_RATE_LIMIT`: generations per client (address) per minute; 0 turns the free path off. */
    ratePerMinute: number;
    /** `FREE_DAILY_BUDGET`: generations per UTC day for the whole server; 0 turns the free path off. */
    dailyBudget: number;
  };
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

function flag(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["on", "true", "1", "yes"].includes(raw)) return true;
  if (["off", "false", "0", "no"].includes(raw)) return false;
  throw new Error(`${key} must be on or off, got "${env[key]}"`);
}

/** A real router needs a hub token: anything else fails every generation with a 401 upstream. */
function routerToken(env: Env): string | undefined {
  const token = env.ROUTER_TOKEN?.trim() || undefined;
  if (env.ROUTER_URL?.trim() && token !== undefined && !token.startsWith("hf_"))
    throw new Error(
      "ROUTER_TOKEN must be a Hugging Face token (hf_…) when ROUTER_URL is set; the router would refuse every generation",
    );
  return token;
}

/** `TWEETS_API_KEY`: one header value (visible ASCII, no spaces); never repeated in the error (it is secret). */
function tweetsApiKey(env: Env): string | undefined {
  const key = env.TWEETS_API_KEY?.trim() || undefined;
  if (key !== undefined && !/^[\x21-\x7e]+$/.test(key))
    throw new Error("TWEETS_API_KEY must be one word of visible ASCII characters (it is sent as a header)");
  return key;
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
  const host = env.HOST || "127.0.0.1";
  return {
    port: int(env, "PORT", 3000),
    host,
    clientDir: env.CLIENT_DIR || defaults.clientDir,
    dataDir: env.DATA_DIR || ".data",
    hub: { url: url(env, "HUB_URL"), token: env.HF_TOKEN || undefined },
    datasetsServer: { url: url(env, "DATASETS_SERVER_URL"), token: env.HF_TOKEN || undefined },
    router: { url: url(env, "ROUTER_URL"), token: routerToken(env) },
    tweets: { url: url(env, "TWEETS_URL"), token: tweetsApiKey(env) },
    tweetsBackup: {
      url: url(env, "TWEETS_BACKUP_URL"),
      token: tweetsApiKey(env),
      configured: Boolean(env.TWEETS_BACKUP_URL?.trim()) || !env.TWEETS_URL?.trim(),
    },
    upstreamTimeoutMs: int(env, "UPSTREAM_TIMEOUT_MS", 10_000),
    cacheTtlMs: int(env, "CACHE_TTL_MS", 60_000),
    cacheMaxBytes: int(env, "CACHE_MAX_BYTES", 64 * 1024 * 1024),
    maxBodyBytes: int(env, "MAX_BODY_BYTES", 64 * 1024),
    maxUpstreamBodyBytes: int(env, "MAX_UPSTREAM_BODY_BYTES", 20 * 1024 * 1024),
    generationTimeoutMs: int(env, "GENERATION_TIMEOUT_MS", 60_000),
    shutdownGraceMs: int(env, "SHUTDOWN_GRACE_MS", 70_000),
    trustProxy: flag(env, "TRUST_PROXY", false),
    hsts: flag(env, "HSTS", false),
    serveSourceMaps: flag(env, "SERVE_SOURCE_MAPS", false),
    solana: loadSolanaConfig(env),
    payments: loadPaymentsConfig(env, loadSolanaConfig(env)),
    databaseUrl: serviceUrl(env, "DATABASE_URL", ["postgres:", "postgresql:"]),
    redisUrl: serviceUrl(env, "REDIS_URL", ["redis:", "rediss:"]),
    emulatorControl: flag(env, "EMULATOR_CONTROL", false),
    free: {
      ratePerMinute: int(env, "FREE_RATE_LIMIT", 10),
      dailyBudget: int(env, "FREE_DAILY_BUDGET", 500),
    },
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
      tweets: { emulated: config.tweets.url === undefined },
      tweetsBackup: {
        emulated: config.tweetsBackup.configured && config.tweetsBackup.url === undefined,
        configured: config.tweetsBackup.configured,
      },
    },
    solana: publicSolanaConfig(config.solana),
    payments: publicPaymentsConfig(config.payments),
  };
}
