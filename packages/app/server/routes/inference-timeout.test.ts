/**
 * A hung router is cut at `GENERATION_TIMEOUT_MS` even when garbage collections run during the wait
 * (issue 14: `AbortSignal.any([…, AbortSignal.timeout()])` could be collected on Node 20 and never fire).
 * `gc` is exposed at run time (`v8.setFlagsFromString("--expose-gc")`, the flag's effect without a
 * separate vitest project) and called in a loop while the request waits on a router scripted to stall.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { type RunningRouter, startRouterEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { listen } from "../test-utils.ts";
import { createRouterGenerate } from "./inference.ts";

v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const ROUTER_TOKEN = "hf_RouterSecretToken0123456789abcdef";
const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const LIMIT_MS = 1000;

let router: RunningRouter;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-timeout-client-"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
  router = await startRouterEmulator({ port: 0, token: ROUTER_TOKEN });
  const config = loadConfig(
    { ROUTER_TOKEN, PAYMENTS: "off", GENERATION_TIMEOUT_MS: String(LIMIT_MS) },
    { clientDir },
  );
  const generate = createRouterGenerate({ baseUrl: router.url, accessToken: ROUTER_TOKEN });
  server = await listen(
    createServer(
      config,
      { hub: router.url, datasetsServer: router.url, router: router.url },
      {
        inference: { generate },
      },
    ),
  );
});
afterAll(async () => {
  await server?.close();
  await router?.close();
});

describe("the generation time limit", () => {
  it("cuts a hung router at the limit with 504 generation_timeout, under forced garbage collections", async () => {
    router.scripts.set(MODEL, { firstByteDelayMs: 60_000 });
    const started = performance.now();
    let answered = false;
    const answer = fetch(`${server.url}/api/inference`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Hello", model: MODEL }),
    }).finally(() => {
      answered = true;
    });
    // Collect garbage every few milliseconds until the answer comes (or the test's own timeout).
    while (!answered) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await answer;
    const elapsed = performance.now() - started;
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: "The model did not answer in time.",
      code: "generation_timeout",
    });
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(elapsed).toBeLessThan(LIMIT_MS + 3000);
  });
});
