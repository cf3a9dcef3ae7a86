/**
 * Cached hub list throughput (issue 16): the app server's `/api/hub` list answered from its response cache,
 * against a bare Hono handler returning the same body (`bare-hono.ts`), both loaded by autocannon in this
 * process, alternating, the same number of rounds each. The goal: ≥ 0.6× the bare handler's requests per
 * second, p99 latency ≤ 2× its. On Linux each server's CPU time per answered request is measured too
 * (`/proc/{pid}/stat`): on a machine shared with other work, throughput follows the load, CPU per request
 * much less.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { median, ROOT, startServer } from "./lib.ts";

/** The store's first list request (hub-sdk `listModelsPage`), the hottest cached path. */
export const HUB_LIST_PATH = "/api/hub/api/models?limit=6&sort=lastModified&full=true&config=true";

export interface LoadResult {
  /** Median requests per second over the rounds. */
  rps: number;
  /** Median p99 latency over the rounds, ms. */
  p99: number;
  /** Median CPU time of the server process per answered request, µs (Linux only: `/proc`). */
  cpuUs?: number;
}

/** User + system CPU time of process `pid` so far, ms; undefined where `/proc` is not there. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15 (clock ticks).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

async function load(
  url: string,
  seconds: number,
  headers: Record<string, string>,
  pid?: number,
): Promise<LoadResult> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  const cpuAfter = cpuMs(pid);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpuUs =
    cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs };
}

/**
 * Loads `appUrl`'s cached hub list and a bare handler with the same body, `rounds` times each for
 * `seconds` each, alternating; the medians of both. `encoding` is sent as `Accept-Encoding` (none: identity);
 * `appPid` is the app server's process, for its CPU time per request.
 */
export async function hubThroughput(
  appUrl: string,
  options: { rounds?: number; seconds?: number; tmpDir: string; encoding?: string; appPid?: number },
): Promise<{ app: LoadResult; bare: LoadResult; bodyBytes: number }> {
  const rounds = options.rounds ?? 3;
  const seconds = options.seconds ?? 5;
  const listUrl = `${appUrl}${HUB_LIST_PATH}`;
  const first = await fetch(listUrl, { headers: { "accept-encoding": "identity" } });
  if (!first.ok) throw new Error(`${listUrl}: ${first.status}`);
  const body = new Uint8Array(await first.arrayBuffer());
  const again = await fetch(listUrl);
  await again.arrayBuffer();
  if (again.headers.get("x-cache") !== "HIT") throw new Error(`${listUrl}: not answered from the cache`);
  const bodyFile = join(options.tmpDir, "hub-list.json");
  writeFileSync(bodyFile, body);
  const bare = await startServer(["--import", "tsx", join(ROOT, "bench/bare-hono.ts"), bodyFile], {});
  const headers: Record<string, string> = options.encoding ? { "accept-encoding": options.encoding } : {};
  try {
    await load(listUrl, 1, headers);
    await load(bare.url, 1, headers);
    const app: LoadResult[] = [];
    const baseline: LoadResult[] = [];
    for (let i = 0; i < rounds; i++) {
      baseline.push(await load(bare.url, seconds, headers, bare.child.pid));
      app.push(await load(listUrl, seconds, headers, options.appPid));
    }
    const summary = (runs: LoadResult[]): LoadResult => {
      const cpu = runs.flatMap((r) => (r.cpuUs === undefined ? [] : [r.cpuUs]));
      return {
        rps: median(runs.map((r) => r.rps)),
        p99: median(runs.map((r) => r.p99)),
        cpuUs: cpu.length === runs.length ? median(cpu) : undefined,
      };
    };
    return { app: summary(app), bare: summary(baseline), bodyBytes: body.byteLength };
  } finally {
    bare.child.kill();
  }
}
