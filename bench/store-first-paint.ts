/**
 * Benchmark: open /store → the first model card painted, in the production build of the app (its Hono
 * server with the embedded emulators) and headless Chromium.
 *
 * Each timed run opens a fresh browser context (no query cache, no HTTP cache) and loads /store; the clock
 * is the page's own (`performance.now()` from the navigation's start) and stops one frame after the first
 * card is in the DOM. The time from the list's response to the first card is printed too (the cards do not
 * wait for their comments, which are queries of their own). The baseline, measured in the same run and
 * the same way (fresh context, clock in the page), is the bare list request the store needs at least:
 * fetch + JSON parse of the same URL through the same server. The ratio says what the app adds.
 *
 * Usage: `npm run bench:store` (builds first), or `npx tsx bench/store-first-paint.ts` on a fresh build.
 * Environment: BENCH_RUNS (default 7), BENCH_PORT (default 0: any free port), CHROMIUM_PATH.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.ts";
import { DIST_SERVER, machineLine, median, ms, RECORD_FIRST_CARD, startServer } from "./lib.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** In the page, once the card is there: the first-card time, the list request and the script bytes. */
const READ_TIMINGS = `(() => {
  const resources = performance.getEntriesByType("resource");
  const list = resources.find((r) => /\\/api\\/hub\\/api\\/models\\?/.test(r.name));
  const scripts = resources.filter((r) => r.initiatorType === "script" || /\\.js$/.test(r.name));
  return {
    firstCard: window.__firstCard,
    listUrl: list ? list.name : null,
    listEnd: list ? list.responseEnd : null,
    scriptBytes: scripts.reduce((sum, r) => sum + r.decodedBodySize, 0),
  };
})()`;

interface StoreRun {
  firstCard: number;
  listUrl: string;
  listEnd: number;
  scriptBytes: number;
}

async function storeRun(browser: Browser, baseUrl: string): Promise<StoreRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_FIRST_CARD);
    await page.goto(`${baseUrl}/store`);
    await page.waitForFunction("window.__firstCard !== undefined", undefined, { timeout: 10_000 });
    const run = (await page.evaluate(READ_TIMINGS)) as StoreRun;
    if (!run.listUrl) throw new Error("the store made no list request");
    return run;
  } finally {
    await context.close();
  }
}

/** The bare list request of the store, fetched and parsed in a fresh page of the same origin. */
async function baselineRun(browser: Browser, baseUrl: string, listUrl: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    return (await page.evaluate(`(async (url) => {
      const t0 = performance.now();
      const res = await fetch(url);
      const body = await res.json();
      if (!res.ok || !Array.isArray(body) || body.length === 0) throw new Error("list failed: " + res.status);
      return performance.now() - t0;
    })(${JSON.stringify(listUrl)})`)) as number;
  } finally {
    await context.close();
  }
}

if (!existsSync(DIST_SERVER)) {
  throw new Error(`${DIST_SERVER} is missing: build first (npm run build), or run npm run bench:store`);
}
const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-store-"));
const server = await startServer(["--conditions=hiber-dist", DIST_SERVER], { DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  console.log(`/store → first model card painted, production server ${server.url}`);
  const warm = await storeRun(browser, server.url);
  console.log(`warm-up (not counted): ${ms(warm.firstCard)}; list request ${warm.listUrl}`);
  const cards: number[] = [];
  const afterList: number[] = [];
  const baselines: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await storeRun(browser, server.url);
    cards.push(run.firstCard);
    afterList.push(run.firstCard - run.listEnd);
    baselines.push(await baselineRun(browser, server.url, warm.listUrl));
  }
  const card = median(cards);
  const baseline = median(baselines);
  console.log(`runs (first card): ${cards.map(ms).join(", ")}`);
  console.log(`runs (baseline):   ${baselines.map(ms).join(", ")}`);
  console.log(
    `median first card: ${ms(card)} from the navigation's start; JS loaded: ${warm.scriptBytes} bytes`,
  );
  console.log(`median from the list's response to the first card (render): ${ms(median(afterList))}`);
  console.log(`median baseline (bare list fetch + JSON parse): ${ms(baseline)}`);
  console.log(`ratio first card / baseline: ${(card / baseline).toFixed(1)}x`);
  console.log(machineLine());
} finally {
  await browser.close();
  server.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
