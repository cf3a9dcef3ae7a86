/**
 * Benchmark: the "initial JS" rows of `perf.ts` alone (no Lighthouse, no throughput), in seconds rather
 * than minutes: each route of issue 16 loaded in a fresh context of headless Chromium from the production
 * build, the scripts it fetches by itself until no request has been in flight for 1 s (`initialJs` of
 * `perf-browser.ts`, the same code `perf.ts` runs), summed as served (`Content-Encoding: br` from the
 * build's brotli copies), then the same scripts as a gzip-only client gets them, and decoded.
 * With `BENCH_FILES=1` it lists each route's scripts and their brotli sizes.
 *
 * Usage: `npm run bench:bundle` (builds first), or `npx tsx bench/bundle.ts` on a fresh build.
 * Environment: BENCH_PORT, BENCH_FILES, BENCH_SERVER (another build's `dist/server/main.js`), CHROMIUM_PATH.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { DIST_SERVER, machineLine, startServer } from "./lib.ts";
import { initialJs, launchWithScrollbars } from "./perf-browser.ts";

/** The built client beside the server that runs (`BENCH_SERVER` may name another build's). */
const CLIENT_DIR = join(dirname(DIST_SERVER), "../client");
const ROUTES: [string, number | undefined][] = [
  ["/", 150_000],
  ["/store", 150_000],
  ["/huggingface-datasets", undefined],
  ["/wallet", 250_000],
];
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The size of the build's `.{ext}` copy of `path`, or of the file compressed here when it has none. */
function copySize(path: string, ext: "br" | "gz"): number {
  const file = join(CLIENT_DIR, path);
  if (existsSync(`${file}.${ext}`)) return statSync(`${file}.${ext}`).size;
  const body = readFileSync(file);
  return ext === "br" ? brotliCompressSync(body).length : gzipSync(body).length;
}

if (!existsSync(DIST_SERVER)) {
  throw new Error(`${DIST_SERVER} is missing: build first (npm run build), or run npm run bench:bundle`);
}
const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-bundle-"));
const server = await startServer(["--conditions=hiber-dist", DIST_SERVER], { DATA_DIR: dataDir });
const browser = await launchWithScrollbars();
try {
  console.log(`initial JS as served, production server ${server.url}\n${machineLine()}`);
  for (const [route, goal] of ROUTES) {
    const js = await initialJs(browser, `${server.url}${route}`);
    if (js.paths.length === 0)
      throw new Error(`${route} loaded no script: is ${DIST_SERVER} serving its build?`);
    const gzip = js.paths.reduce((sum, path) => sum + copySize(path, "gz"), 0);
    const encodings = Object.entries(js.encodings)
      .map(([name, n]) => `${n} ${name}`)
      .join(", ");
    const verdict = goal ? ` — goal ≤ ${kb(goal)}: ${js.transferred <= goal ? "met" : "NOT met"}` : "";
    console.log(
      `${route.padEnd(22)} ${kb(js.transferred)} as served in ${js.paths.length} files (${encodings}); ` +
        `gzip ${kb(gzip)}; decoded ${kb(js.decoded)}${verdict}`,
    );
    if (process.env.BENCH_FILES) {
      const files = js.paths.map((path) => ({ path, br: copySize(path, "br") }));
      for (const { path, br } of files.sort((a, b) => b.br - a.br)) {
        console.log(`    ${String(br).padStart(7)}  ${path}`);
      }
    }
  }
} finally {
  await browser.close();
  server.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
