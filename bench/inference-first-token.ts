/**
 * Benchmark: the app server's added latency to the first streamed token, over calling the router directly.
 *
 * The router emulator runs in this process; the app server runs as its own process (server/main.ts from
 * source, through tsx), pointed at it with ROUTER_URL, with PAYMENTS=off. Three ways to get the first token
 * of the same streamed answer (same model, prompt, max_tokens and temperature), alternating run by run:
 *
 * - baseline: `POST {router}/v1/chat/completions` with `stream: true`, straight to the emulator;
 * - proxy: the same request through the app server's `/api/router/v1/chat/completions`;
 * - inference: `POST /api/inference` with `stream: true` (validation, hub-sdk's generateWithFallback
 *   against the router, then the server's own SSE `token` events).
 *
 * The clock starts before `fetch` and stops when the first body chunk carrying a token has been read.
 * Prints every run, the medians, and the added latency (median difference and ratio) of each path over the
 * baseline. Goal: at most 20 ms added.
 *
 * Usage: `npm run bench:inference`. Environment: BENCH_RUNS (default 20), BENCH_PORT (default 0: any free
 * port for the app server).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startRouterEmulator } from "../packages/emulators/src/router/server.ts";
import { machineLine, median, ms, startServer } from "./lib.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const GOAL_MS = 20;
const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const PROMPT = "Write a short poem about the sea.";

/** Milliseconds from the request to the first body chunk that `hasToken` accepts; the rest is drained. */
async function firstToken(url: string, body: unknown, hasToken: (text: string) => boolean): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body)
    throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  let elapsed: number | undefined;
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    if (elapsed === undefined) {
      seen += value;
      if (hasToken(seen)) elapsed = performance.now() - started;
    }
  }
  if (elapsed === undefined) throw new Error(`${url}: no token in ${seen.slice(0, 300)}`);
  return elapsed;
}

const chatBody = {
  model: MODEL,
  messages: [{ role: "user", content: PROMPT }],
  max_tokens: 64,
  temperature: 0.7,
  stream: true,
};
const chatHasToken = (text: string) => /"content":"[^"]/.test(text);
const inferenceBody = { prompt: PROMPT, model: MODEL, maxTokens: 64, temperature: 0.7, stream: true };
const inferenceHasToken = (text: string) => text.includes("event: token");

const router = await startRouterEmulator({ host: "127.0.0.1" });
const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-inference-"));
const app = await startServer(
  ["--import", "tsx", "packages/app/server/main.ts"],
  { DATA_DIR: dataDir, ROUTER_URL: router.url, PAYMENTS: "off" },
  90_000,
);
try {
  const paths = {
    baseline: () => firstToken(`${router.url}/v1/chat/completions`, chatBody, chatHasToken),
    proxy: () => firstToken(`${app.url}/api/router/v1/chat/completions`, chatBody, chatHasToken),
    inference: () => firstToken(`${app.url}/api/inference`, inferenceBody, inferenceHasToken),
  };
  const names = Object.keys(paths) as (keyof typeof paths)[];
  console.log(
    `First streamed token: ${MODEL}, router emulator ${router.url}, app server ${app.url} (PAYMENTS=off)`,
  );
  const warmup: string[] = [];
  for (const name of names) warmup.push(`${name} ${ms(await paths[name]())}`);
  console.log(`warm-up (not counted): ${warmup.join(", ")}`);

  const runs: Record<keyof typeof paths, number[]> = { baseline: [], proxy: [], inference: [] };
  for (let run = 0; run < RUNS; run += 1) {
    // Rotate the order so that no path always runs right after another.
    for (let index = 0; index < names.length; index += 1) {
      const name = names[(run + index) % names.length] as keyof typeof paths;
      runs[name].push(await paths[name]());
    }
  }
  for (const name of names) console.log(`runs (${name}): ${runs[name].map(ms).join(", ")}`);
  const base = median(runs.baseline);
  console.log(`median baseline (router directly): ${ms(base)}`);
  for (const name of ["proxy", "inference"] as const) {
    const value = median(runs[name]);
    const added = value - base;
    console.log(
      `median ${name === "proxy" ? "through /api/router" : "through /api/inference"}: ${ms(value)}; ` +
        `added ${ms(added)} (goal ≤ ${GOAL_MS} ms: ${added <= GOAL_MS ? "MET" : "MISSED"}); ratio ${(value / base).toFixed(2)}x`,
    );
  }
  console.log(machineLine());
} finally {
  app.child.kill("SIGTERM");
  await router.close();
  rmSync(dataDir, { recursive: true, force: true });
}
