/**
 * Benchmark: the cached hub list's throughput alone (the `perf.ts` row, without its Lighthouse runs). Starts
 * the production build of the app server on the embedded emulators and runs `hubThroughput` (throughput.ts)
 * against the bare Hono handler, rounds alternating; prints req/s and p99 of both, their ratios, the goals
 * and the machine's load before and after.
 *
 * Usage: `npm run bench:throughput` (builds first), or `npx tsx bench/hub-throughput.ts` on a fresh build.
 * Environment: BENCH_ROUNDS (default 3), BENCH_SECONDS (per round, default 5), BENCH_ENCODING (sent as
 * `Accept-Encoding`, default none), BENCH_PORT, BENCH_SERVER (another build's main.js).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DIST_SERVER, machineLine, startServer } from "./lib.ts";
import { hubThroughput } from "./throughput.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENCODING = process.env.BENCH_ENCODING || undefined;

console.log(machineLine());
const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-throughput-"));
const server = await startServer(["--conditions=hiber-dist", DIST_SERVER], { DATA_DIR: dataDir });
try {
  const tp = await hubThroughput(server.url, {
    tmpDir: dataDir,
    rounds: ROUNDS,
    seconds: SECONDS,
    encoding: ENCODING,
    appPid: server.child.pid,
  });
  const ratio = tp.app.rps / tp.bare.rps;
  const p99Ratio = tp.app.p99 / Math.max(tp.bare.p99, 1);
  console.log(
    `cached hub list (${(tp.bodyBytes / 1000).toFixed(1)} KB body, Accept-Encoding: ${ENCODING ?? "none"}, ${ROUNDS}×${SECONDS} s each, medians)`,
  );
  console.log(
    `  req/s: app ${tp.app.rps.toFixed(0)}, bare Hono ${tp.bare.rps.toFixed(0)} → ${ratio.toFixed(2)}× (goal ≥ 0.6×)`,
  );
  console.log(
    `  p99:   app ${tp.app.p99.toFixed(0)} ms, bare Hono ${tp.bare.p99.toFixed(0)} ms → ${p99Ratio.toFixed(2)}× (goal ≤ 2×)`,
  );
  const { cpuUs: appCpu } = tp.app;
  const { cpuUs: bareCpu } = tp.bare;
  if (appCpu !== undefined && bareCpu !== undefined)
    console.log(
      `  CPU per request: app ${appCpu.toFixed(0)} µs, bare Hono ${bareCpu.toFixed(0)} µs → ${(bareCpu / appCpu).toFixed(2)}× the bare handler's requests per CPU second`,
    );
  console.log(machineLine());
} finally {
  server.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
