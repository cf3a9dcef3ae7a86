import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled, this file is dist/server/main.js; from source (tsx) it is server/main.ts. Both serve dist/client.
const bundled = path.basename(path.dirname(here)) === "dist";
const clientDir = path.resolve(here, bundled ? "../client" : "../dist/client");

const config = loadConfig(process.env, { clientDir });
const closers: (() => Promise<void>)[] = [];

// The embedded default: every upstream without a configured URL runs from @hiber/emulators, in this process.
let emulated: Awaited<ReturnType<typeof import("@hiber/emulators").startEmulators>> | undefined;
if (!config.hub.url || !config.datasetsServer.url) {
  const { startEmulators } = await import("@hiber/emulators");
  emulated = await startEmulators({ host: "127.0.0.1" });
  closers.push(() => emulated?.close() ?? Promise.resolve());
}
const upstreams = {
  hub: config.hub.url ?? emulated?.hub.url ?? "",
  datasetsServer: config.datasetsServer.url ?? emulated?.datasetsServer.url ?? "",
};

const app = createServer(config, upstreams);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shown = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
  console.log(`Hiber is running at http://${shown}:${info.port}`);
  for (const [name, upstream] of Object.entries({
    hub: config.hub,
    "datasets server": config.datasetsServer,
  })) {
    console.log(`  ${name}: ${upstream.url ?? "emulated (embedded default)"}`);
  }
});

async function shutdown() {
  server.close();
  await Promise.allSettled(closers.map((close) => close()));
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
