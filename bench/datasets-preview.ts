/**
 * Benchmark: click "Preview" on the 200,000-row dataset's card → its rows on screen, in the production
 * build of the app (its Hono server with the embedded emulators) and headless Chromium.
 *
 * Each timed run opens a fresh browser context (no query cache, no HTTP cache), loads the datasets screen
 * filtered to Tabular Regression, then, inside the page, clicks the card's "Preview" button and stops the
 * clock at the first frame painted after the table's first cell is in the DOM. The baseline, measured in
 * the same run and the same way (fresh context, clock in the page), is the bare `/first-rows` request the
 * preview needs at least: fetch + JSON parse through the same server. The ratio says what the app adds.
 *
 * One warm-up run comes first and is reported but not counted: it pays for reading the 9.8 MB
 * flights file into the emulator and for the server's first requests.
 *
 * Usage: `npm run bench:datasets` (builds first), or `npx tsx bench/datasets-preview.ts` on a fresh build.
 * Environment: BENCH_RUNS (default 5), BENCH_PORT (default 0: any free port), CHROMIUM_PATH (default
 * /usr/bin/chromium). The machine's load average is printed: timings on a busy machine are not comparable.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type Browser, chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.ts";
import { DIST_SERVER, machineLine, median, ms, ROOT, startServer } from "./lib.ts";

const DATASET = "hiber-local/vega-flights-200k";
const CARD_NAME = "vega-flights-200k";
const SCREEN = "/huggingface-datasets?category=tabular-regression";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 300;

/*
 * In-page code, as strings so that the TypeScript transform adds nothing to them. The clock runs in the
 * page (performance.now), so Playwright's round trips are not counted.
 */

/** Clicks the card's Preview; resolves with ms until the frame after the table's first cell appeared. */
const CLICK_TO_ROWS = `(async (name) => {
  const card = [...document.querySelectorAll('[data-slot="dataset-card"]')]
    .find((c) => c.querySelector("h3")?.textContent?.trim() === name);
  const button = card?.querySelector('[data-slot="dataset-card-preview"]');
  if (!button) throw new Error("no Preview button on the card " + name);
  const ready = () => document.querySelector('[data-slot="dataset-preview-table"] tbody td');
  return await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error("rows did not show within 10 s")), 10000);
    let t0 = 0;
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      // The frame that shows the rows: after the next animation frame and its paint.
      requestAnimationFrame(() => setTimeout(() => { clearTimeout(timeout); resolve(performance.now() - t0); }, 0));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    t0 = performance.now();
    button.click();
  });
})`;

/** Fetches first-rows through the app's proxy and parses it; resolves with ms and the X-Cache header. */
const FETCH_FIRST_ROWS = `(async (dataset) => {
  const url = "/api/datasets-server/first-rows?dataset=" + encodeURIComponent(dataset) + "&config=default&split=train";
  const t0 = performance.now();
  const res = await fetch(url);
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok || !Array.isArray(body.rows) || body.rows.length === 0) throw new Error("first-rows failed: " + res.status);
  return { ms, cache: res.headers.get("x-cache") };
})`;

async function freshScreen(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${SCREEN}`);
  await page
    .locator('[data-slot="dataset-card"]')
    .filter({ has: page.getByRole("heading", { name: CARD_NAME, exact: true }) })
    .getByRole("button", { name: /preview/i })
    .waitFor();
  return { context, page };
}

/** One timed preview; checks that the first row shown is the file's first row. */
async function previewRun(browser: Browser, baseUrl: string, firstRow: string[]): Promise<number> {
  const { context, page } = await freshScreen(browser, baseUrl);
  try {
    const ms = (await page.evaluate(`${CLICK_TO_ROWS}(${JSON.stringify(CARD_NAME)})`)) as number;
    const cells = await page
      .locator('[data-slot="dataset-preview-table"] tbody tr[aria-rowindex="2"]')
      .locator("th, td")
      .allTextContents();
    if (JSON.stringify(cells.map((c) => c.trim())) !== JSON.stringify(firstRow)) {
      throw new Error(`unexpected first row ${JSON.stringify(cells)}, expected ${JSON.stringify(firstRow)}`);
    }
    return ms;
  } finally {
    await context.close();
  }
}

async function baselineRun(browser: Browser, baseUrl: string): Promise<{ ms: number; cache: string | null }> {
  const { context, page } = await freshScreen(browser, baseUrl);
  try {
    return (await page.evaluate(`${FETCH_FIRST_ROWS}(${JSON.stringify(DATASET)})`)) as {
      ms: number;
      cache: string | null;
    };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync(DIST_SERVER)) {
    throw new Error(`${DIST_SERVER} is missing: build first (npm run build), or run npm run bench:datasets`);
  }
  const vega = dirname(
    dirname(createRequire(join(ROOT, "packages/emulators/package.json")).resolve("vega-datasets")),
  );
  const flights = JSON.parse(readFileSync(join(vega, "data/flights-200k.json"), "utf8")) as Record<
    string,
    unknown
  >[];
  const first = flights[0] ?? {};
  const firstRow = ["1", String(first.delay), String(first.distance), String(first.time)];

  const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-"));
  const server = await startServer(["--conditions=hiber-dist", DIST_SERVER], { DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(`Preview → rows on screen: ${DATASET} (200,000 rows), production server ${server.url}`);
    const warmBase = await baselineRun(browser, server.url);
    const warm = await previewRun(browser, server.url, firstRow);
    console.log(`warm-up (not counted): preview ${ms(warm)}, first-rows fetch ${ms(warmBase.ms)}`);

    const previews: number[] = [];
    const baselines: number[] = [];
    const caches = new Set<string>();
    for (let i = 0; i < RUNS; i++) {
      // Alternate the order so that neither measurement always runs right after the other.
      if (i % 2 === 0) {
        previews.push(await previewRun(browser, server.url, firstRow));
        const b = await baselineRun(browser, server.url);
        baselines.push(b.ms);
        caches.add(b.cache ?? "none");
      } else {
        const b = await baselineRun(browser, server.url);
        baselines.push(b.ms);
        caches.add(b.cache ?? "none");
        previews.push(await previewRun(browser, server.url, firstRow));
      }
    }
    const preview = median(previews);
    const baseline = median(baselines);
    console.log(`runs (preview):   ${previews.map(ms).join(", ")}`);
    console.log(
      `runs (baseline):  ${baselines.map(ms).join(", ")}  [server cache: ${[...caches].join(", ")}]`,
    );
    console.log(
      `median preview → rows on screen: ${ms(preview)} (goal < ${GOAL_MS} ms: ${preview < GOAL_MS ? "met" : "MISSED"}; fastest ${ms(Math.min(...previews))})`,
    );
    console.log(`median baseline (bare /first-rows fetch + JSON parse): ${ms(baseline)}`);
    console.log(`ratio preview / baseline: ${(preview / baseline).toFixed(2)}x`);
    console.log(machineLine());
  } finally {
    await browser.close();
    server.child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
