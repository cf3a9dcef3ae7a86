#!/usr/bin/env -S npx tsx
/**
 * Starts every emulator and prints its URL; stops them on Ctrl-C / SIGTERM.
 *
 *   pnpm --filter @hiber/emulators start [-- --host 0.0.0.0 --hub-port 5564]
 *
 * Ports also come from the environment: `HIBER_EMULATORS_HOST`, `HIBER_HUB_PORT` (default 5564).
 */
import { parseArgs } from "node:util";
import { startEmulators } from "./emulators";
import { hubSnapshotDate } from "./hub/catalogue";
import { TWEETS_EMULATOR_API_KEY } from "./tweets/app";

function port(text: string | undefined, fallback: number): number {
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error(`Invalid port: ${text}`);
  return value;
}

// `pnpm start -- --hub-port 0` passes the `--` separator through; drop it.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === "--" ? args.slice(1) : args,
  options: {
    host: { type: "string" },
    "hub-port": { type: "string" },
    "datasets-server-port": { type: "string" },
    "router-port": { type: "string" },
    "router-token": { type: "string" },
    "tweets-port": { type: "string" },
    "tweets-api-key": { type: "string" },
  },
});

const emulators = await startEmulators({
  host: values.host ?? process.env.HIBER_EMULATORS_HOST ?? "127.0.0.1",
  hub: { port: port(values["hub-port"] ?? process.env.HIBER_HUB_PORT, 5564) },
  datasetsServer: {
    port: port(values["datasets-server-port"] ?? process.env.HIBER_DATASETS_SERVER_PORT, 5565),
  },
  router: {
    port: port(values["router-port"] ?? process.env.HIBER_ROUTER_PORT, 5566),
    token: values["router-token"] ?? (process.env.HIBER_ROUTER_TOKEN || undefined),
  },
  tweets: {
    port: port(values["tweets-port"] ?? process.env.HIBER_TWEETS_PORT, 5567),
    apiKey: values["tweets-api-key"] ?? (process.env.HIBER_TWEETS_API_KEY || undefined),
  },
});

console.log(`hub              ${emulators.hub.url}  (catalogue snapshot ${hubSnapshotDate})`);
console.log(`datasets server  ${emulators.datasetsServer.url}`);
console.log(`router           ${emulators.router.url}`);
console.log(
  `tweets           ${emulators.tweets.url}  (X-API-Key ${process.env.HIBER_TWEETS_API_KEY || values["tweets-api-key"] || TWEETS_EMULATOR_API_KEY})`,
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    emulators.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
