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
const PLANTED_TWEETS_KEY = "tw-PlantedTweetsKey-0123456789abcdef";
const SEARCH = "/twitter/tweet/advanced_search?query=LLM&queryType=Latest";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe("secrets stay on the server", () => {
  let clientDir: string;
  let emulators: Awaited<ReturnType<typeof startEmulators>>;
  let server: Awaited<ReturnType<typeof listen>>;
  const planted = [
    "HF_TOKEN",
    "VITE_HF_TOKEN",
    "TWEETS_API_KEY",
    "VITE_TWEETS_API_KEY",
    "TWEETS_URL",
  ] as const;
  const saved = Object.fromEntries(planted.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    // Plant the secrets everywhere a careless build could pick them up.
    process.env.HF_TOKEN = PLANTED;
    process.env.VITE_HF_TOKEN = PLANTED;
    process.env.TWEETS_API_KEY = PLANTED_TWEETS_KEY;
    process.env.VITE_TWEETS_API_KEY = PLANTED_TWEETS_KEY;
    clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-leak-"));
    await build({ root: appRoot, logLevel: "silent", build: { outDir: clientDir, emptyOutDir: true } });
    // The tweets search takes only the planted key: a search that answers proves the server added it.
    emulators = await startEmulators({ host: "127.0.0.1", tweets: { apiKey: PLANTED_TWEETS_KEY } });
    process.env.TWEETS_URL = emulators.tweets.url;
    const config = loadConfig(process.env, { clientDir });
    server = await listen(
      createServer(config, {
        hub: emulators.hub.url,
        datasetsServer: emulators.datasetsServer.url,
        tweets: emulators.tweets.url,
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await emulators?.close();
    for (const name of planted) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
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
      `/api/tweets${SEARCH}`,
      `/api/tweets-backup${SEARCH}`,
    ];
    for (const url of urls) {
      const res = await fetch(`${server.url}${url}`);
      const body = await res.text();
      const headers = JSON.stringify([...res.headers]);
      for (const secret of [PLANTED, PLANTED_TWEETS_KEY]) {
        expect(body.includes(secret) || headers.includes(secret), `${url} leaks a secret`).toBe(false);
      }
    }
    expect((await fetch(`${server.url}/api/tweets${SEARCH}`)).status).toBe(200);
  });
});
