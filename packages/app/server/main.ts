import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { Redis } from "ioredis";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { type Lifecycle, trackLifecycle } from "./lifecycle.ts";
import { PostgresCounterStore } from "./limits/postgres.ts";
import { RedisCounterStore } from "./limits/redis.ts";
import { ProofLedger } from "./payments/ledger.ts";
import { createPayments } from "./payments/middleware.ts";
import { createRouterGenerate } from "./routes/inference.ts";
import { attachSolanaUpgrade, startSolana } from "./solana/chain.ts";
import { RedisResponseStore } from "./upstream/redis-store.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled, this file is dist/server/main.js; from source (tsx) it is server/main.ts. Both serve dist/client.
const bundled = path.basename(path.dirname(here)) === "dist";
const clientDir = path.resolve(here, bundled ? "../client" : "../dist/client");

// Start-up fails closed: a setting that cannot work stops the server with a message naming it.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env, { clientDir });
} catch (error) {
  console.error(`Hiber cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
for (const [name, source] of [
  ["TWEETS_URL", config.tweets],
  ["TWEETS_BACKUP_URL", config.tweetsBackup],
] as const)
  if (source.url && !source.token)
    console.warn(
      `TWEETS_API_KEY is not set: ${name} (${source.url}) will refuse every search (403). Set the service's API key.`,
    );
if (config.router.url && !config.router.token)
  console.warn(
    `ROUTER_TOKEN is not set: ${config.router.url} will likely refuse every generation (401). Set a Hugging Face token (hf_…).`,
  );
const closers: (() => Promise<void>)[] = [];

/** Stops the process at start with a clear message (what is already running is closed first). */
async function refuseToStart(error: Error): Promise<never> {
  console.error(`Hiber cannot start: ${error.message}`);
  await Promise.allSettled(closers.map((close) => close()));
  process.exit(1);
}

// The embedded default: every upstream without a configured URL runs from @hiber/emulators, in this process.
let emulated: Awaited<ReturnType<typeof import("@hiber/emulators").startEmulators>> | undefined;
// The embedded router accepts only a token of this process (ROUTER_TOKEN, else a random one), which the
// `/api/router` proxy adds server-side: the token path is exercised even offline, and never reaches a browser.
if (!config.router.url) config.router.token ??= `hf_embedded${randomBytes(16).toString("hex")}`;
if (!config.hub.url || !config.datasetsServer.url || !config.router.url || !config.tweets.url) {
  const { startEmulators } = await import("@hiber/emulators");
  emulated = await startEmulators({ host: "127.0.0.1", router: { token: config.router.token } });
  closers.push(() => emulated?.close() ?? Promise.resolve());
}
// The tweets search: without TWEETS_URL the emulator above, and a second one (its own fault script, the
// same sample posts) as the feed's backup source; both take the emulator's key, added by the proxy.
let tweetsBackupUrl = config.tweetsBackup.url;
if (!config.tweets.url || (config.tweetsBackup.configured && !config.tweetsBackup.url)) {
  const { startTweetsEmulator, TWEETS_EMULATOR_API_KEY } = await import("@hiber/emulators");
  if (!config.tweets.url) config.tweets.token = TWEETS_EMULATOR_API_KEY;
  if (config.tweetsBackup.configured && !config.tweetsBackup.url) {
    config.tweetsBackup.token = TWEETS_EMULATOR_API_KEY;
    const backup = await startTweetsEmulator({ host: "127.0.0.1", port: 0 });
    closers.push(() => backup.close());
    tweetsBackupUrl = backup.url;
  }
}
const upstreams = {
  hub: config.hub.url ?? emulated?.hub.url ?? "",
  datasetsServer: config.datasetsServer.url ?? emulated?.datasetsServer.url ?? "",
  router: config.router.url ?? emulated?.router.url ?? "",
  tweets: config.tweets.url ?? emulated?.tweets.url,
  tweetsBackup: tweetsBackupUrl,
};

// Durable state (payment proofs and receipts, counters): PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR.
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.resolve(config.dataDir, "pglite"),
}).catch(refuseToStart);
closers.push(() => database.close());
// With REDIS_URL the response cache and the counters are shared by every instance through Redis. A command
// waits at most 5 s (a cache miss, or a counter error the rate limit answers), never for ever.
const redis = config.redisUrl
  ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, commandTimeout: 5_000 })
  : undefined;
if (redis) {
  redis.on("error", (error) => console.error(`redis: ${error.message}`));
  await redis
    .connect()
    .catch((error: Error) => refuseToStart(new Error(`REDIS_URL: cannot connect (${error.message})`)));
  closers.push(async () => {
    await redis.quit();
  });
}
const counters = redis ? new RedisCounterStore(redis) : new PostgresCounterStore(database.db);
const responseStore = redis
  ? new RedisResponseStore(redis, {
      ttlMs: config.cacheTtlMs,
      onError: (error) => console.error(`redis (response cache): ${error.message}`),
    })
  : undefined;

// Solana: the embedded local chain (state in the data directory, RPC at /api/solana) unless SOLANA_RPC_URL is set.
const solana = await startSolana(config.solana, { dataDir: config.dataDir });
closers.push(() => solana.close());

// x402 on POST /api/inference (unless PAYMENTS=off): the facilitator in process on the local chain, or remote.
const ledger = new ProofLedger(database.db);
const payments = config.payments.enabled
  ? await createPayments(config.payments, {
      solana,
      rpcUrl: config.solana.rpcUrl,
      ledger,
    })
  : undefined;
const inference = {
  payments: payments?.middleware,
  generate: createRouterGenerate({ baseUrl: upstreams.router, accessToken: config.router.token }),
};

// Set once the server listens; `GET /api/health` reports draining and the requests in flight from it.
let lifecycle: Lifecycle | undefined;
const app = createServer(config, upstreams, {
  solana,
  inference,
  counters,
  responseStore,
  database: database.db,
  ledger,
  state: { draining: () => lifecycle?.draining() ?? false, inFlight: () => lifecycle?.inFlight() ?? 0 },
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shown = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
  console.log(`Hiber is running at http://${shown}:${info.port}`);
  for (const [name, upstream] of Object.entries({
    hub: config.hub,
    "datasets server": config.datasetsServer,
    router: config.router,
    tweets: config.tweets,
  })) {
    console.log(`  ${name}: ${upstream.url ?? "emulated (embedded default)"}`);
  }
  console.log(
    `  tweets backup: ${config.tweetsBackup.url ?? (config.tweetsBackup.configured ? "emulated (embedded default)" : "none (TWEETS_BACKUP_URL unset)")}`,
  );
  console.log(
    `  solana: ${config.solana.rpcUrl ?? `emulated (local chain at /api/solana, state in ${solana.stateFile})`}`,
  );
  console.log(
    `  database: ${database.driver === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.resolve(config.dataDir, "pglite")}`}; redis: ${redis ? "REDIS_URL" : "none (cache and counters in process)"}`,
  );
  console.log(
    `  payments: ${config.payments.enabled ? `${config.payments.price} to ${config.payments.payTo}, facilitator ${config.payments.facilitatorUrl ?? "in process"}` : "off"}`,
  );
});
// Keep idle connections longer than the clients and proxies that pool them (Node's 5 s default races a
// client reusing a connection at the moment the server closes it: "socket hang up" on a good request).
(server as Server).keepAliveTimeout = 65_000;
(server as Server).headersTimeout = 66_000;
attachSolanaUpgrade(server, solana);
lifecycle = trackLifecycle(server as Server);

// Graceful shutdown (lifecycle.ts): health answers 503, no new connections, the requests in flight (paid
// generations, streams) finish within SHUTDOWN_GRACE_MS, then the database, Redis and the chain close.
// A second signal stops at once.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: draining ${lifecycle?.inFlight() ?? 0} requests in flight`);
  const drained = await lifecycle?.drain(config.shutdownGraceMs);
  if (drained && !drained.finished)
    console.warn(`${drained.cut} requests were still open after ${config.shutdownGraceMs} ms: cut`);
  await Promise.allSettled(closers.map((close) => close()));
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
