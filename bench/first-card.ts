/**
 * The shared body of the "open a page → its first card painted" benchmarks (`store-first-paint.ts`,
 * `feed-first-card.ts`), in the production build of the app (its Hono server with the embedded emulators)
 * and headless Chromium.
 *
 * Each timed run opens a fresh browser context (no query cache, no HTTP cache) and loads the page; the clock
 * is the page's own (`performance.now()` from the navigation's start) and stops one frame after the first
 * card is in the DOM. The time from the list's response to the first card is printed too. The baseline,
 * measured in the same run and the same way (fresh context, clock in the page), is the bare list request
 * the page needs at least: fetch + JSON parse of the same URL through the same server. The ratio says what
 * the app adds.
 *
 * Environment: BENCH_RUNS (default 7), BENCH_PORT (default 0: any free port), CHROMIUM_PATH.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type Browser, chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.ts";
import { DIST_SERVER, machineLine, median, ms, recordFirst, startServer } from "./lib.ts";
import { firstCard, writeOneCardPage } from "./perf-browser.ts";

export interface FirstCardBench {
  /** The page opened, e.g. `/store`. */
  path: string;
  /** CSS selector of one card, e.g. `[data-slot="model-card"]`. */
  card: string;
  /** Regular expression (source) matching the URL of the list request the first card waits for. */
  listUrl: string;
  /** What the card is, in the printed lines, e.g. "model card". */
  noun: string;
  /** The name of the route's chunk before its hash, e.g. `StoreContainer` (`/assets/StoreContainer-….js`). */
  routeChunk: string;
  /** Whether a parsed list body has at least one item (the baseline fails otherwise). */
  hasItems: (body: unknown) => boolean;
  /**
   * Also time, each run, the static one-card page of `perf.ts` (the first card as rendered, the app's
   * stylesheets, no script) and print the ratio the issue's goal is about (≤ 2×).
   */
  oneCardPage?: boolean;
}

/** The static one-card page's file name, beside the build's client while the benchmark runs. */
const ONE_CARD = "__bench-one-card.html";

interface Run {
  firstCard: number;
  listUrl: string | null;
  listStart: number | null;
  listEnd: number | null;
  /** Whether the list's answer came in the HTML (no list request: its times are the page's own). */
  fromHtml: boolean;
  /** When the route's chunk was requested (from the navigation's start). */
  chunkStart: number | null;
  scriptBytes: number;
}

/** In the page, once the card is there: the first-card time, the list request and the script bytes. */
function readTimings(listUrl: string, routeChunk: string): string {
  return `(() => {
  const resources = performance.getEntriesByType("resource");
  // The page's own list request: not the next page's, which follows a cursor.
  const fetched = resources.find((r) => new RegExp(${JSON.stringify(listUrl)}).test(r.name) && !/[?&]cursor=/.test(r.name));
  // Answered in the HTML (the server's early answers): the list came with the page.
  const early = document.getElementById("hiber-early-answers");
  const nav = performance.getEntriesByType("navigation")[0];
  const list = fetched ? fetched : early ? {
    name: location.origin + JSON.parse(early.textContent)[0].url,
    startTime: nav.requestStart,
    responseEnd: nav.responseEnd,
  } : undefined;
  const chunk = resources.find((r) => r.name.includes(${JSON.stringify(`/assets/${routeChunk}-`)}));
  const scripts = resources.filter((r) => r.initiatorType === "script" || /\\.js$/.test(r.name));
  return {
    firstCard: window.__firstCard,
    listUrl: list ? list.name : null,
    listStart: list ? list.startTime : null,
    listEnd: list ? list.responseEnd : null,
    fromHtml: !fetched && Boolean(early),
    chunkStart: chunk ? chunk.startTime : null,
    scriptBytes: scripts.reduce((sum, r) => sum + r.decodedBodySize, 0),
  };
})()`;
}

async function pageRun(browser: Browser, baseUrl: string, bench: FirstCardBench) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    // The page's CSP forbids eval, which Playwright's string predicates use.
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordFirst(bench.card));
    await page.goto(`${baseUrl}${bench.path}`);
    await page.waitForFunction("window.__firstCard !== undefined", undefined, { timeout: 60_000 });
    const run = (await page.evaluate(readTimings(bench.listUrl, bench.routeChunk))) as Run;
    if (!run.listUrl || run.listEnd === null || run.listStart === null) {
      throw new Error(`${bench.path} made no list request`);
    }
    if (run.chunkStart === null) throw new Error(`${bench.path} loaded no ${bench.routeChunk} chunk`);
    return {
      ...run,
      listUrl: run.listUrl,
      listStart: run.listStart,
      listEnd: run.listEnd,
      chunkStart: run.chunkStart,
    };
  } finally {
    await context.close();
  }
}

/** The bare list request, fetched and parsed in a fresh page of the same origin; its body checked in Node. */
async function baselineRun(browser: Browser, baseUrl: string, listUrl: string, bench: FirstCardBench) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    const { elapsed, status, body } = (await page.evaluate(`(async (url) => {
      const t0 = performance.now();
      const res = await fetch(url);
      const body = await res.json();
      return { elapsed: performance.now() - t0, status: res.status, body };
    })(${JSON.stringify(listUrl)})`)) as { elapsed: number; status: number; body: unknown };
    if (status !== 200 || !bench.hasItems(body)) throw new Error(`list failed: ${status}`);
    return elapsed;
  } finally {
    await context.close();
  }
}

/** Starts the production server, runs the warm-up, `BENCH_RUNS` timed runs and baselines, prints them. */
export async function runFirstCardBench(bench: FirstCardBench): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  if (!existsSync(DIST_SERVER)) {
    throw new Error(`${DIST_SERVER} is missing: build first (npm run build)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "hiber-bench-first-card-"));
  const server = await startServer(["--conditions=hiber-dist", DIST_SERVER], { DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let removeOneCard = () => {};
  try {
    const clientDir = join(dirname(DIST_SERVER), "../client");
    if (bench.oneCardPage) {
      removeOneCard = await writeOneCardPage(browser, `${server.url}${bench.path}`, clientDir, ONE_CARD);
    }
    console.log(`${bench.path} → first ${bench.noun} painted, production server ${server.url}`);
    const warm = await pageRun(browser, server.url, bench);
    console.log(`warm-up (not counted): ${ms(warm.firstCard)}; list request ${warm.listUrl}`);
    const cards: number[] = [];
    const afterList: number[] = [];
    const chunkStarts: number[] = [];
    const listStarts: number[] = [];
    let fromHtml = 0;
    const baselines: number[] = [];
    const oneCards: number[] = [];
    for (let i = 0; i < runs; i++) {
      if (bench.oneCardPage) oneCards.push(await firstCard(browser, `${server.url}/${ONE_CARD}`));
      const run = await pageRun(browser, server.url, bench);
      cards.push(run.firstCard);
      afterList.push(run.firstCard - run.listEnd);
      chunkStarts.push(run.chunkStart);
      listStarts.push(run.listStart);
      if (run.fromHtml) fromHtml++;
      baselines.push(await baselineRun(browser, server.url, warm.listUrl, bench));
    }
    const card = median(cards);
    const baseline = median(baselines);
    console.log(`runs (first ${bench.noun}): ${cards.map(ms).join(", ")}`);
    console.log(`runs (baseline):   ${baselines.map(ms).join(", ")}`);
    console.log(
      `median first ${bench.noun}: ${ms(card)} from the navigation's start; JS loaded: ${warm.scriptBytes} bytes`,
    );
    console.log(
      `median from the list's response to the first ${bench.noun} (render): ${ms(median(afterList))}`,
    );
    console.log(
      `median start of the route chunk (${bench.routeChunk}-*.js): ${ms(median(chunkStarts))}; of the list request: ${ms(median(listStarts))}`,
    );
    console.log(`list answered in the HTML (no list request) in ${fromHtml} of ${runs} runs`);
    console.log(`median baseline (bare list fetch + JSON parse): ${ms(baseline)}`);
    console.log(`ratio first ${bench.noun} / baseline: ${(card / baseline).toFixed(1)}x`);
    if (bench.oneCardPage) {
      const still = median(oneCards);
      console.log(`runs (one-card page): ${oneCards.map(ms).join(", ")}`);
      console.log(
        `median one-card page (static, same server): ${ms(still)}; ratio first ${bench.noun} / one-card page: ${(card / still).toFixed(1)}x (goal ≤ 2x)`,
      );
    }
    console.log(machineLine());
  } finally {
    removeOneCard();
    await browser.close();
    server.child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
