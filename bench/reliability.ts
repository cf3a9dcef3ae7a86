/**
 * The reliability suite's larger variant (not part of `npm test`): the fuzz set of
 * packages/app/server/reliability/fuzz.ts against the real server process (from source, through tsx, on the
 * embedded emulators, payments off, a stand-in client page), each case sent `BENCH_REPEAT` times with
 * `BENCH_CONCURRENCY` in flight, then the cross-origin set, then a flood of mixed requests. After each phase
 * the process must still be running and answer its health check; its resident memory is printed.
 *
 * Exits 1 when any case failed. See bench/README.md.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fuzzCrossOrigin, fuzzRequests } from "../packages/app/server/reliability/fuzz.ts";
import {
  healthProblems,
  isAnswer,
  makeClientDir,
  pool,
  send,
} from "../packages/app/server/reliability/harness.ts";
import { MODEL } from "../packages/app/server/reliability/relays.ts";
import { Tally } from "../packages/app/server/reliability/report.ts";
import { machineLine, startServer } from "./lib.ts";

const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 2_000);

const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-reliability-"));
// The server is under test, not the client: a stand-in page (and a canary beside it) instead of a build.
const clientDir = await makeClientDir();
const app = await startServer(
  ["--import", "tsx", "packages/app/server/main.ts"],
  {
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    PAYMENTS: "off",
    HF_TOKEN: "hf_BenchReliabilityToken0123456789",
    FREE_RATE_LIMIT: "1000000",
    FREE_DAILY_BUDGET: "1000000",
  },
  120_000,
);

/** Resident memory of the server process, in MB (Linux). */
function rssMb(): string {
  try {
    const status = readFileSync(`/proc/${app.child.pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return `${(kb / 1024).toFixed(0)} MB`;
  } catch {
    return "n/a";
  }
}

/** The process is still running and healthy. */
async function alive(tally: Tally, phase: string) {
  const exited = app.child.exitCode !== null || app.child.signalCode !== null;
  tally.record(
    `${phase}: the process is alive`,
    exited ? [`exited (${app.child.exitCode ?? app.child.signalCode})`] : [],
  );
  if (!exited) tally.record(`${phase}: health check`, await healthProblems(app.url));
}

const tallies: Tally[] = [];
const started = performance.now();
try {
  console.log(
    `Reliability (larger variant): ${app.url}, repeat ${REPEAT}, concurrency ${CONCURRENCY}, flood ${FLOOD}`,
  );
  console.log(`server RSS at start: ${rssMb()}`);

  const fuzz = await fuzzRequests({ url: app.url }, { repeat: REPEAT, concurrency: CONCURRENCY });
  await alive(fuzz, "after the fuzz set");
  tallies.push(fuzz);
  console.log(`server RSS after the fuzz set: ${rssMb()}`);

  const cross = await fuzzCrossOrigin({ url: app.url });
  await alive(cross, "after the cross-origin set");
  tallies.push(cross);

  // A flood: prompts, proxied reads and pages at once, all within the contract, nothing 5xx without JSON.
  const flood = new Tally("flood");
  const requests = [
    () =>
      send(`${app.url}/api/inference`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ prompt: "flood", model: MODEL, maxTokens: 8 }),
      }),
    () => send(`${app.url}/api/hub/api/models?limit=6&full=true`),
    () => send(`${app.url}/api/datasets-server/splits?dataset=hiber-local/vega-earthquakes`),
    () => send(`${app.url}/api/router/v1/models`),
    () => send(`${app.url}/store`),
  ];
  const statuses = new Map<number, number>();
  await pool(
    Array.from({ length: FLOOD }, (_, index) => async () => {
      const outcome = await (requests[index % requests.length] as () => ReturnType<typeof send>)();
      const status = isAnswer(outcome) ? outcome.status : 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const problems = !isAnswer(outcome)
        ? [outcome.failure]
        : status >= 500 && !(outcome.headers.get("content-type") ?? "").includes("json")
          ? [`${status} without JSON`]
          : [];
      flood.record(`flood request ${index}`, problems);
    }),
    CONCURRENCY,
  );
  await alive(flood, "after the flood");
  tallies.push(flood);
  console.log(`flood statuses: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(", ")}`);
  console.log(`server RSS after the flood: ${rssMb()}`);
} finally {
  app.child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dirname(clientDir), { recursive: true, force: true });
}

for (const tally of tallies) tally.print();
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s; ${machineLine()}`);
process.exitCode = tallies.some((tally) => tally.failed > 0) ? 1 : 0;
