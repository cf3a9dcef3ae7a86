import { mkdtemp, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEmulators } from "@hiber/emulators";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { listen } from "./test-utils.ts";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PLANTED = "hf_PlantedSecretToken0123456789abcdef";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe("secrets stay on the server", () => {
  let clientDir: string;
  let emulators: Awaited<ReturnType<typeof startEmulators>>;
  let server: Awaited<ReturnType<typeof listen>>;
  const saved = { HF_TOKEN: process.env.HF_TOKEN, VITE_HF_TOKEN: process.env.VITE_HF_TOKEN };

  beforeAll(async () => {
    // Plant the token everywhere a careless build could pick it up.
    process.env.HF_TOKEN = PLANTED;
    process.env.VITE_HF_TOKEN = PLANTED;
    clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-leak-"));
    await build({ root: appRoot, logLevel: "silent", build: { outDir: clientDir, emptyOutDir: true } });
    emulators = await startEmulators({ host: "127.0.0.1" });
    const config = loadConfig(process.env, { clientDir });
    server = await listen(
      createServer(config, { hub: emulators.hub.url, datasetsServer: emulators.datasetsServer.url }),
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await emulators?.close();
    process.env.HF_TOKEN = saved.HF_TOKEN;
    process.env.VITE_HF_TOKEN = saved.VITE_HF_TOKEN;
  });

  it("is in no file the browser can load, nor in any API answer", async () => {
    const files = await filesUnder(clientDir);
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    const urls = [
      "/",
      "/store",
      ...files.map((f) => `/${f.split(path.sep).join("/")}`),
      "/api/config",
      "/api/health",
      "/api/hub/api/models?limit=6&full=true&config=true",
      "/api/hub/api/models/google-bert/bert-base-uncased",
      "/api/hub/api/models/nobody/nothing",
    ];
    for (const url of urls) {
      const res = await fetch(`${server.url}${url}`);
      const body = await res.text();
      const headers = JSON.stringify([...res.headers]);
      expect(body.includes(PLANTED) || headers.includes(PLANTED), `${url} leaks the token`).toBe(false);
    }
  });
});
