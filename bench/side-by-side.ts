/**
 * Benchmark: the wall time of a side-by-side run (issue 18, "Run both") against the slower of the two single
 * runs, measured in the same run.
 *
 * The router emulator runs in this process at its default pace (a provider's time to first token and token
 * rate per model size, packages/emulators README "Pacing"); the app server runs as its own process
 * (server/main.ts from source, through tsx) with PAYMENTS=off. Each round, alternating: model A alone, model
 * B alone, then both at once, each a streamed `POST /api/inference` read to its `done` event, which is
 * what the browser's side-by-side view does (two requests at once, no second client). Temperature 0, so
 * each model gives the same answer every time.
 *
 * Prints every round, the medians, and the ratio of the side-by-side median to the slower single median.
 * Goal: at most 1.1×.
 *
 * Usage: `npm run bench:side-by-side`. Environment: BENCH_RUNS (default 5), BENCH_PORT (default 0).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startRouterEmulator } from "../packages/emulators/src/router/server.ts";
import { machineLine, median, ms, startServer } from "./lib.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL = 1.1;
const MODELS = ["meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.1-70B-Instruct"] as const;
const PROMPT = "Tell me about the history of the lighthouse.";

/** Milliseconds from the request to the end of a streamed `/api/inference` answer (its `done` event). */
async function answer(base: string, model: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/inference`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ prompt: PROMPT, model, maxTokens: 64, temperature: 0, stream: true }),
  });
  if (!response.ok || !response.body)
    throw new Error(`${model}: HTTP ${response.status} ${await response.text()}`);
  const text = await new Response(response.body).text();
  if (!text.includes("event: done")) throw new Error(`${model}: no answer in ${text.slice(0, 300)}`);
  return performance.now() - started;
}

const router = await startRouterEmulator({ host: "127.0.0.1" });
const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-side-by-side-"));
const app = await startServer(
  ["--import", "tsx", "packages/app/server/main.ts"],
  // 4 generations a round: above the default free limit of 10 a minute.
  { DATA_DIR: dataDir, ROUTER_URL: router.url, PAYMENTS: "off", FREE_RATE_LIMIT: "1000" },
  90_000,
);
try {
  // One warm-up round (the server's first request compiles and connects).
  await Promise.all(MODELS.map((model) => answer(app.url, model)));
  const a: number[] = [];
  const b: number[] = [];
  const both: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    a.push(await answer(app.url, MODELS[0]));
    b.push(await answer(app.url, MODELS[1]));
    const started = performance.now();
    await Promise.all(MODELS.map((model) => answer(app.url, model)));
    both.push(performance.now() - started);
    console.log(`run ${run}: A ${ms(a.at(-1)!)}  B ${ms(b.at(-1)!)}  both ${ms(both.at(-1)!)}`);
  }
  const slower = Math.max(median(a), median(b));
  const ratio = median(both) / slower;
  console.log(machineLine());
  console.log(`median A (${MODELS[0]}): ${ms(median(a))}`);
  console.log(`median B (${MODELS[1]}): ${ms(median(b))}`);
  console.log(`median side by side: ${ms(median(both))}`);
  console.log(
    `side by side / slower single: ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×: ${ratio <= GOAL ? "met" : "not met"})`,
  );
} finally {
  app.child.kill("SIGTERM");
  await router.close();
  rmSync(dataDir, { recursive: true, force: true });
}
