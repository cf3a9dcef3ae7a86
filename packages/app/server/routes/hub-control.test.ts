/**
 * `/api/hub/_emulator/*`: the embedded hub emulator's control API (a delay on every hub answer, for the
 * browser tests of a slow hub), served only for the embedded hub with the control API allowed
 * (EMULATOR_CONTROL=on, a test setting; off by default), like the router's.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type RunningServer, startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { listen } from "../test-utils.ts";

let hub: RunningServer;
let clientDir: string;

async function start(env: Record<string, string>) {
  const config = loadConfig(env, { clientDir });
  return listen(createServer(config, { hub: hub.url, datasetsServer: hub.url, router: hub.url }));
}

const putDelay = (base: string, ms: number) =>
  fetch(`${base}/api/hub/_emulator/delay`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ms }),
  });

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-hub-control-"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
  hub = await startHubEmulator();
});
afterAll(async () => {
  await hub?.close();
});

describe("the hub emulator's control API through the app", () => {
  it("sets and reads the delay with EMULATOR_CONTROL=on", async () => {
    const app = await start({ EMULATOR_CONTROL: "on" });
    try {
      const set = await putDelay(app.url, 5);
      expect(set.status).toBe(200);
      expect(await set.json()).toEqual({ ms: 5 });
      expect(await (await fetch(`${hub.url}/_emulator/delay`)).json()).toEqual({ ms: 5 });
      const read = await fetch(`${app.url}/api/hub/_emulator/delay`);
      expect(read.headers.get("cache-control")).toBe("no-store");
      expect(await read.json()).toEqual({ ms: 5 });
      expect((await putDelay(app.url, -1)).status).toBe(400);
    } finally {
      await putDelay(app.url, 0);
      await app.close();
    }
  });

  it("refuses it unless EMULATOR_CONTROL=on (the default on a loopback HOST too), and for a real hub", async () => {
    const refusals = [
      await start({}),
      await start({ HOST: "localhost" }),
      await start({ HOST: "0.0.0.0" }),
      await start({ EMULATOR_CONTROL: "off" }),
      await start({ HUB_URL: hub.url, EMULATOR_CONTROL: "on" }),
    ];
    const allowed = await start({ HOST: "0.0.0.0", EMULATOR_CONTROL: "on" });
    try {
      for (const app of refusals) {
        // The proxy's allow-list: reads only (405), of the hub's own paths (404).
        expect((await putDelay(app.url, 50)).status).toBe(405);
        expect((await fetch(`${app.url}/api/hub/_emulator/delay`)).status).toBe(404);
      }
      expect(await (await fetch(`${hub.url}/_emulator/delay`)).json()).toEqual({ ms: 0 });
      expect((await fetch(`${allowed.url}/api/hub/_emulator/delay`)).status).toBe(200);
    } finally {
      for (const app of [...refusals, allowed]) await app.close();
    }
  });
});
