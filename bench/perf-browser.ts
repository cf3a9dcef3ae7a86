/**
 * The browser figures of `perf.ts` (issue 16), in headless Chromium through Playwright, each in a fresh
 * context (no HTTP cache): initial JS as served, CLS with scrollbars visible, the store's first card
 * against a static one-card page, and the dataset preview's scrolling frame rate with and without the
 * dialog's overlay.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.ts";
import { RECORD_FIRST_CARD } from "./lib.ts";

/** Chromium as the other benchmarks run it, but with scrollbars shown (they move centred content). */
export function launchWithScrollbars(extraArgs: string[] = []): Promise<Browser> {
  const args = chromiumArgs.filter((arg) => arg !== "--hide-scrollbars");
  return chromium.launch({ executablePath: chromiumPath, args: [...args, ...extraArgs] });
}

const DESKTOP = { width: 1280, height: 800 };

async function withPage<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "en-US" });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Waits until no request has been in flight for `quietMs` (the page has loaded what it loads by itself). */
async function settle(page: Page, quietMs = 1000, timeoutMs = 15_000): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const bump = (delta: number) => () => {
    inFlight += delta;
    last = Date.now();
  };
  page.on("request", bump(1));
  page.on("requestfinished", bump(-1));
  page.on("requestfailed", bump(-1));
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (inFlight <= 0 && Date.now() - last >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

export interface InitialJs {
  /** Script bytes as they came over the wire (compressed when served so). */
  transferred: number;
  /** The same scripts decoded. */
  decoded: number;
  /** How many scripts came with each `Content-Encoding` ("br", "gzip", "identity"). */
  encodings: Record<string, number>;
  /** The scripts' paths (`/assets/index-….js`), for the sizes of their other copies. */
  paths: string[];
}

/** The JS a route loads by itself (no interaction), from the page's resource timings. */
export function initialJs(browser: Browser, url: string): Promise<InitialJs> {
  return withPage(browser, async (page) => {
    const encodings: Record<string, number> = {};
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const encoding = response.headers()["content-encoding"] ?? "identity";
      encodings[encoding] = (encodings[encoding] ?? 0) + 1;
    });
    await page.goto(url, { waitUntil: "load" });
    await settle(page);
    const sizes = (await page.evaluate(`(() => {
      const scripts = performance.getEntriesByType("resource")
        .filter((r) => r.initiatorType === "script" || r.initiatorType === "link" && /\\.js(\\?|$)/.test(r.name) || /\\.js(\\?|$)/.test(r.name));
      return {
        transferred: scripts.reduce((sum, r) => sum + r.encodedBodySize, 0),
        decoded: scripts.reduce((sum, r) => sum + r.decodedBodySize, 0),
        paths: scripts.map((r) => new URL(r.name).pathname),
      };
    })()`)) as Omit<InitialJs, "encodings">;
    return { ...sizes, encodings };
  });
}

/** Records layout shifts (CLS's session windows: 1 s gap, 5 s at most) from before the first script. */
const RECORD_CLS = `(() => {
  window.__cls = 0;
  let windowValue = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (windowValue && entry.startTime - last < 1000 && entry.startTime - first < 5000) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        first = entry.startTime;
      }
      last = entry.startTime;
      window.__cls = Math.max(window.__cls, windowValue);
    }
  }).observe({ type: "layout-shift", buffered: true });
})()`;

/** CLS of loading `url` at 1280×800 with scrollbars visible, until the page is quiet. */
export function layoutShift(browser: Browser, url: string): Promise<number> {
  return withPage(browser, async (page) => {
    await page.addInitScript(RECORD_CLS);
    await page.goto(url, { waitUntil: "load" });
    await settle(page, 1500);
    return (await page.evaluate("window.__cls")) as number;
  });
}

/** Milliseconds from the navigation's start to the frame after the first model card is in the DOM. */
export function firstCard(browser: Browser, url: string): Promise<number> {
  return withPage(browser, async (page) => {
    await page.addInitScript(RECORD_FIRST_CARD);
    await page.goto(url);
    // A function, not a string: the app's CSP (no 'unsafe-eval') refuses a string predicate.
    const seen = () => (window as unknown as { __firstCard?: number }).__firstCard;
    await page.waitForFunction(seen, undefined, { timeout: 60_000 });
    return (await page.evaluate(seen)) as number;
  });
}

/**
 * Writes the static one-card page beside the built client (`{clientDir}/{name}`): the store's first card
 * as rendered, with the app's own stylesheets and theme, and no script. Returns a function removing it.
 */
export async function writeOneCardPage(
  browser: Browser,
  storeUrl: string,
  clientDir: string,
  name: string,
): Promise<() => void> {
  const html = await withPage(browser, async (page) => {
    await page.goto(storeUrl);
    await page.waitForSelector('[data-slot="model-card"]', { timeout: 60_000 });
    return (await page.evaluate(`(() => {
      const card = document.querySelector('[data-slot="model-card"]');
      const styles = [...document.querySelectorAll('link[rel="stylesheet"]')]
        .map((link) => '<link rel="stylesheet" href="' + link.getAttribute("href") + '">').join("");
      return '<!doctype html><html lang="en" class="' + document.documentElement.className + '"><head>' +
        '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>One card</title>' + styles + '</head><body><main style="max-width:24rem;margin:2rem auto">' +
        card.outerHTML + '</main></body></html>';
    })()`)) as string;
  });
  const file = join(clientDir, name);
  writeFileSync(file, html);
  return () => rmSync(file, { force: true });
}

/** Scrolls the open preview's table for `ms` in the page, one step per frame; frames per second. */
const SCROLL_FPS = `(async (ms) => {
  const dialog = document.querySelector('[role="dialog"]');
  const scrollers = [...dialog.querySelectorAll("*")].filter((el) => el.scrollHeight > el.clientHeight + 50 &&
    /(auto|scroll)/.test(getComputedStyle(el).overflowY));
  const scroller = scrollers.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
  if (!scroller) throw new Error("nothing scrolls in the preview");
  return await new Promise((resolve) => {
    let frames = 0;
    let down = true;
    const t0 = performance.now();
    const step = (now) => {
      frames++;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) down = false;
      if (scroller.scrollTop <= 0) down = true;
      scroller.scrollTop += down ? 40 : -40;
      if (now - t0 < ms) requestAnimationFrame(step);
      else resolve((frames * 1000) / (now - t0));
    };
    requestAnimationFrame(step);
  });
})`;

/** Hides the open dialog's overlay (the dimmed, blurred backdrop), keeping the dialog. */
const HIDE_OVERLAY = `(() => {
  for (const el of document.querySelectorAll('[data-slot="dialog-overlay"]')) el.style.display = "none";
})()`;

/**
 * Frames per second while scrolling the preview of the dataset card `cardName` on `screenUrl`: with the dialog as it is,
 * and (the baseline) with its overlay hidden.
 */
export function previewScrollFps(
  browser: Browser,
  screenUrl: string,
  cardName: string,
  ms = 2000,
): Promise<{ preview: number; withoutOverlay: number }> {
  return withPage(browser, async (page) => {
    await page.goto(screenUrl);
    const card = page.locator('[data-slot="dataset-card"]', {
      has: page.locator("h3", { hasText: cardName }),
    });
    await card.locator('[data-slot="dataset-card-preview"]').click({ timeout: 20_000 });
    await page.waitForSelector('[data-slot="dataset-preview-table"] tbody td', { timeout: 20_000 });
    await page.waitForTimeout(500);
    const preview = (await page.evaluate(`${SCROLL_FPS}(${ms})`)) as number;
    await page.evaluate(HIDE_OVERLAY);
    const withoutOverlay = (await page.evaluate(`${SCROLL_FPS}(${ms})`)) as number;
    return { preview, withoutOverlay };
  });
}
