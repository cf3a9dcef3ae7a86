/**
 * Benchmark: a 4-agent parallel swarm against its slowest agent run alone (issue 12: the agents really run
 * concurrently).
 *
 * The router emulator runs in this process (each of the 4 models streams with a token delay, so an answer
 * takes about a second), the app server as its own process from source with PAYMENTS=off. The swarm's own
 * code runs the agents (`runParallel` over `freeCallAgent`: one streamed `POST /api/inference` per agent, as
 * the /swarms page does). Each round: every agent alone, one after the other (the slowest of them is the
 * baseline), then the 4 at once (wall time). Prints every round, the medians and the ratio. Goal: ≤ 1.2×.
 *
 * Usage: `npm run bench:swarm`. Environment: BENCH_RUNS (rounds, default 5), BENCH_PORT (default 0).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freeCallAgent } from "../packages/app/src/swarms/call-agent.ts";
import { runParallel } from "../packages/app/src/swarms/run.ts";
import { startRouterEmulator } from "../packages/emulators/src/router/server.ts";
import { machineLine, median, ms, startServer } from "./lib.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL = 1.2;
const AGENTS = [
  "meta-llama/Llama-3.1-8B-Instruct",
  "google/gemma-2-9b-it",
  "Qwen/Qwen2.5-7B-Instruct",
  "HuggingFaceH4/zephyr-7b-beta",
];
const INPUT = "What is a swarm of language models?";

const router = await startRouterEmulator({
  host: "127.0.0.1",
  scripts: Object.fromEntries(AGENTS.map((model) => [model, { tokenDelayMs: 15 }])),
});
const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-swarm-"));
const app = await startServer(
  ["--import", "tsx", "packages/app/server/main.ts"],
  { DATA_DIR: dataDir, ROUTER_URL: router.url, PAYMENTS: "off", FREE_RATE_LIMIT: "100000" },
  120_000,
);
const call = freeCallAgent("text-generation", app.url);

/** Wall time of a run of `agents` in parallel; fails when an agent did not answer. */
async function run(agents: string[]): Promise<number> {
  const started = performance.now();
  const states = await runParallel({ agents, input: INPUT, call, onUpdate: () => {} });
  const elapsed = performance.now() - started;
  const failed = states.find((state) => state.status !== "done");
  if (failed) throw new Error(`${failed.id} failed: ${failed.error}`);
  return elapsed;
}

try {
  console.log(
    `Swarm of ${AGENTS.length} in parallel vs its slowest agent alone; app server ${app.url} (PAYMENTS=off)`,
  );
  await run(AGENTS); // warm-up
  const slowest: number[] = [];
  const parallel: number[] = [];
  for (let round = 0; round < RUNS; round += 1) {
    const alone: number[] = [];
    for (const agent of AGENTS) alone.push(await run([agent]));
    const wall = await run(AGENTS);
    slowest.push(Math.max(...alone));
    parallel.push(wall);
    console.log(`round ${round + 1}: alone ${alone.map(ms).join(", ")}; 4 at once ${ms(wall)}`);
  }
  const base = median(slowest);
  const value = median(parallel);
  const ratio = value / base;
  console.log(`median slowest agent alone: ${ms(base)}`);
  console.log(`median 4 agents in parallel: ${ms(value)}`);
  console.log(`ratio ${ratio.toFixed(2)}x (goal ≤ ${GOAL}x: ${ratio <= GOAL ? "MET" : "MISSED"})`);
  console.log(machineLine());
} finally {
  app.child.kill("SIGTERM");
  await router.close();
  rmSync(dataDir, { recursive: true, force: true });
}
