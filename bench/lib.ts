/** What the benchmarks share: starting the app server, medians, and the machine's load. */
import { type ChildProcess, spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/**
 * The production server of the app (`npm run build`), or `BENCH_SERVER`: another build's `main.js` (e.g. a
 * copy of an earlier `packages/app/dist` beside it, to compare two builds at the same load).
 */
export const DIST_SERVER = process.env.BENCH_SERVER
  ? resolve(process.env.BENCH_SERVER)
  : join(ROOT, "packages/app/dist/server/main.js");

/**
 * Starts the app server (`args` after `node`, e.g. the production build) on a free port, or `BENCH_PORT`;
 * resolves with its URL once it prints it. A first start creates the PGlite database, which took over a
 * minute on a 2-core machine at a load average near 30: hence 3 minutes.
 */
export function startServer(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: process.env.BENCH_PORT ?? "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), timeoutMs);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const port = /running at http:\/\/[^:]+:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, child });
      }
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Timings on a busy machine are not comparable: every benchmark prints this. */
export function machineLine(): string {
  const load = loadavg().map((n) => n.toFixed(2));
  return `machine: ${availableParallelism()} CPUs, load average ${load.join(" / ")} (1 / 5 / 15 min)`;
}

/** Installed before the page's scripts: records (as `window.__firstCard`) the frame after `selector` first matched. */
export function recordFirst(selector: string): string {
  return `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__firstCard = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;
}

/** Installed before the page's scripts: records the frame after the first model card appeared. */
export const RECORD_FIRST_CARD = recordFirst('[data-slot="model-card"]');
