import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createPayments } from "./payments/middleware.ts";
import { createRouterGenerate } from "./routes/inference.ts";
import { attachSolanaUpgrade, startSolana } from "./solana/chain.ts";

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
if (config.router.url && !config.router.token)
  console.warn(
    `ROUTER_TOKEN is not set: ${config.router.url} will likely refuse every generation (401). Set a Hugging Face token (hf_…).`,
  );
const closers: (() => Promise<void>)[] = [];

// The embedded default: every upstream without a configured URL runs from @hiber/emulators, in this process.
let emulated: Awaited<ReturnType<typeof import("@hiber/emulators").startEmulators>> | undefined;
// The embedded router accepts only a token of this process (ROUTER_TOKEN, else a random one), which the
// `/api/router` proxy adds server-side: the token path is exercised even offline, and never reaches a browser.
if (!config.router.url) config.router.token ??= `hf_embedded${randomBytes(16).toString("hex")}`;
if (!config.hub.url || !config.datasetsServer.url || !config.router.url) {
  const { startEmulators } = await import("@hiber/emulators");
  emulated = await startEmulators({ host: "127.0.0.1", router: { token: config.router.token } });
  closers.push(() => emulated?.close() ?? Promise.resolve());
}
const upstreams = {
  hub: config.hub.url ?? emulated?.hub.url ?? "",
  datasetsServer: config.datasetsServer.url ?? emulated?.datasetsServer.url ?? "",
  router: config.router.url ?? emulated?.router.url ?? "",
};

// Solana: the embedded local chain (state in the data directory, RPC at /api/solana) unless SOLANA_RPC_URL is set.
const solana = await startSolana(config.solana, { dataDir: config.dataDir });
closers.push(() => solana.close());

// x402 on POST /api/inference (unless PAYMENTS=off): the facilitator in process on the local chain, or remote.
const payments = config.payments.enabled
  ? await createPayments(config.payments, { solana, rpcUrl: config.solana.rpcUrl })
  : undefined;
const inference = {
  payments: payments?.middleware,
  generate: createRouterGenerate({ baseUrl: upstreams.router, accessToken: config.router.token }),
};

const app = createServer(config, upstreams, { solana, inference });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shown = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
  console.log(`Hiber is running at http://${shown}:${info.port}`);
  for (const [name, upstream] of Object.entries({
    hub: config.hub,
    "datasets server": config.datasetsServer,
    router: config.router,
  })) {
    console.log(`  ${name}: ${upstream.url ?? "emulated (embedded default)"}`);
  }
  console.log(
    `  solana: ${config.solana.rpcUrl ?? `emulated (local chain at /api/solana, state in ${solana.stateFile})`}`,
  );
  console.log(
    `  payments: ${config.payments.enabled ? `${config.payments.price} to ${config.payments.payTo}, facilitator ${config.payments.facilitatorUrl ?? "in process"}` : "off"}`,
  );
});
attachSolanaUpgrade(server, solana);

async function shutdown() {
  server.close();
  await Promise.allSettled(closers.map((close) => close()));
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
