/**
 * Benchmark: every figure of issue 16 ("Fast on a phone"), each next to a baseline measured in the same
 * run, in the production build of the app (its Hono server with the embedded emulators). Goals are
 * printed, not asserted. See bench/README.md for what each row measures and against what.
 *
 * Usage: `npm run bench:perf` (builds first), or `npx tsx bench/perf.ts` on a fresh build.
 * Environment: BENCH_RUNS (first-card runs, default 5), BENCH_LIGHTHOUSE_RUNS (default 1, median),
 * BENCH_SECONDS (autocannon seconds per round, default 5), BENCH_PORT, CHROMIUM_PATH.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DIST_SERVER, machineLine, median, ROOT, startServer } from "./lib.ts";
import {
  firstCard,
  initialJs,
  launchWithScrollbars,
  layoutShift,
  previewScrollFps,
  writeOneCardPage,
} from "./perf-browser.ts";
import { type LighthouseFigures, runLighthouse } from "./perf-lighthouse.ts";
import { hubThroughput } from "./throughput.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENT_DIR = join(ROOT, "packages/app/dist/client");
const ONE_CARD = "__bench-one-card.html";

interface Row {
  figure: string;
  value: string;
  baseline: string;
  goal: string;
  met?: boolean;
}
const rows: Row[] = [];
const row = (figure: string, value: string, baseline: string, goal: string, met?: boolean) => {
  rows.push({ figure, value, baseline, goal, met });
  console.log(`  ${figure}: ${value} (baseline ${baseline})`);
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** What the scripts at `paths` weigh as a gzip-only client gets them: the build's `.gz` copies. */
function gzipBytes(paths: string[]): number {
  return paths.reduce((sum, path) => {
    const file = join(CLIENT_DIR, path);
    return (
      sum + (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length)
    );
  }, 0);
}

/** A free TCP port (Lighthouse needs the browser's debugging port up front). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function lighthouseMedian(url: string, formFactor: "mobile" | "desktop"): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runLighthouse(url, formFactor, await freePort()));
  return {
    score: median(runs.map((r) => r.score)),
    cls: median(runs.map((r) => r.cls)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
  };
}

if (!existsSync(DIST_SERVER)) {
  throw new Error(`${DIST_SERVER} is missing: build first (npm run build), or run npm run bench:perf`);
}
const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-perf-"));
const server = await startServer(["--conditions=hiber-dist", DIST_SERVER], { DATA_DIR: dataDir });
const browser = await launchWithScrollbars();
let removeOneCard = () => {};
try {
  const url = server.url;
  console.log(`issue 16 figures, production server ${url}`);
  removeOneCard = await writeOneCardPage(browser, `${url}/store`, CLIENT_DIR, ONE_CARD);
  const oneCard = `${url}/${ONE_CARD}`;

  console.log("initial JS (as served) …");
  const budgets: [string, number | undefined][] = [
    ["/", 150_000],
    ["/store", 150_000],
    ["/huggingface-datasets", undefined],
    ["/wallet", 250_000],
  ];
  for (const [route, budget] of budgets) {
    const js = await initialJs(browser, `${url}${route}`);
    row(
      `initial JS ${route} (${Object.entries(js.encodings)
        .map(([name, n]) => `${n} ${name}`)
        .join(", ")})`,
      `${kb(js.transferred)} (gzip ${kb(gzipBytes(js.paths))})`,
      `${kb(js.decoded)} decoded`,
      budget ? `≤ ${kb(budget)}` : "—",
      budget ? js.transferred <= budget : undefined,
    );
  }

  console.log("Lighthouse …");
  for (const formFactor of ["mobile", "desktop"] as const) {
    const goal = formFactor === "mobile" ? 90 : 98;
    const base = await lighthouseMedian(oneCard, formFactor);
    for (const route of ["/", "/store"]) {
      const lh = await lighthouseMedian(`${url}${route}`, formFactor);
      row(
        `Lighthouse ${formFactor} ${route}: score`,
        String(lh.score),
        `${base.score} one-card page`,
        `≥ ${goal}`,
        lh.score >= goal,
      );
      const seconds = (f: LighthouseFigures) =>
        `FCP ${(f.fcp / 1000).toFixed(1)} s, LCP ${(f.lcp / 1000).toFixed(1)} s`;
      row(
        `Lighthouse ${formFactor} ${route}: CLS (FCP, LCP)`,
        `${lh.cls.toFixed(3)} (${seconds(lh)})`,
        `${base.cls.toFixed(3)} (${seconds(base)})`,
        "CLS ≤ 0.02",
        lh.cls <= 0.02,
      );
    }
  }

  console.log("CLS with scrollbars visible …");
  const baseCls = await layoutShift(browser, oneCard);
  for (const route of ["/", "/store", "/huggingface-datasets"]) {
    const cls = await layoutShift(browser, `${url}${route}`);
    row(
      `CLS ${route} (1280×800, scrollbars)`,
      cls.toFixed(3),
      `${baseCls.toFixed(3)} one-card page`,
      "≤ 0.02",
      cls <= 0.02,
    );
  }

  console.log("/store first card …");
  await firstCard(browser, `${url}/store`);
  const cards: number[] = [];
  const statics: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    cards.push(await firstCard(browser, `${url}/store`));
    statics.push(await firstCard(browser, oneCard));
  }
  const card = median(cards);
  const still = median(statics);
  row(
    "/store first card (median)",
    `${card.toFixed(0)} ms`,
    `${still.toFixed(0)} ms one-card page (${(card / still).toFixed(1)}×)`,
    "≤ 2× the one-card page",
    card <= 2 * still,
  );

  console.log("cached hub list throughput …");
  const tp = await hubThroughput(url, { tmpDir: dataDir, seconds: SECONDS, appPid: server.child.pid });
  const ratio = tp.app.rps / tp.bare.rps;
  row(
    `cached hub list req/s (${kb(tp.bodyBytes)} body)`,
    tp.app.rps.toFixed(0),
    `${tp.bare.rps.toFixed(0)} bare Hono (${ratio.toFixed(2)}×)`,
    "≥ 0.6×",
    ratio >= 0.6,
  );
  row(
    "cached hub list p99",
    `${tp.app.p99.toFixed(0)} ms`,
    `${tp.bare.p99.toFixed(0)} ms bare Hono`,
    "≤ 2×",
    tp.app.p99 <= 2 * Math.max(tp.bare.p99, 1),
  );
  if (tp.app.cpuUs !== undefined && tp.bare.cpuUs !== undefined)
    row(
      "cached hub list CPU per request",
      `${tp.app.cpuUs.toFixed(0)} µs`,
      `${tp.bare.cpuUs.toFixed(0)} µs bare Hono (${(tp.bare.cpuUs / tp.app.cpuUs).toFixed(2)}×)`,
      "— (read beside req/s on a busy machine)",
    );

  console.log("dataset preview scrolling …");
  const fps = await previewScrollFps(
    browser,
    `${url}/huggingface-datasets?category=tabular-regression`,
    "vega-flights-200k",
  );
  row(
    "dataset preview scroll",
    `${fps.preview.toFixed(0)} fps`,
    `${fps.withoutOverlay.toFixed(0)} fps without the overlay`,
    "≥ 50 fps",
    fps.preview >= 50,
  );

  const widths = (key: keyof Row) => Math.max(key.length, ...rows.map((r) => String(r[key] ?? "").length));
  const columns: (keyof Row)[] = ["figure", "value", "baseline", "goal"];
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths(columns[i] as keyof Row))).join(" | ")} |`;
  console.log("");
  console.log(`${line(["figure", "value", "baseline (same run)", "goal"])} met`);
  console.log(`${line(columns.map((c) => "-".repeat(widths(c))))} ---`);
  for (const r of rows)
    console.log(
      `${line([r.figure, r.value, r.baseline, r.goal])} ${r.met === undefined ? "" : r.met ? "yes" : "no"}`,
    );
  console.log(machineLine());
} finally {
  removeOneCard();
  await browser.close();
  server.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
