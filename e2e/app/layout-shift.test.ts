/**
 * Nothing moves while a page loads (issue #16 point 2): the cumulative layout shift of /, /store and the
 * datasets screen, from navigation until the page has settled, stays within 0.02 on a desktop and a
 * phone viewport. Measured with scrollbars shown: the rest of the suite hides them (`--hide-scrollbars`
 * in scripts/chromium.ts), which would hide the shift of a scrollbar appearing once the page grows.
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.ts";
import { expect, test, untilStoreCardsInHtml, withoutEarlyAnswers } from "./fixtures.ts";

/** web-vitals' budget for "good" is 0.1; ours is stricter. */
const MAX_CLS = 0.02;

const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
  // Wider than the page's 80rem column, which is centred: a scrollbar appearing would move it sideways.
  { name: "wide", width: 1440, height: 900 },
];

/**
 * Each page, in the order it fills in: `loading` is what it shows while its data is held back; `partial`
 * what it shows once the data is in but the comments (the requests that start after the cards) are
 * still held; `settled` what it shows once everything is in.
 */
const pages: {
  path: string;
  /** The page's first cards come in its HTML (server/store-cards.ts): the hub's answer is cached first. */
  htmlCards?: boolean;
  loading: string;
  /** The loaded element that takes the place of `loading`'s first match, at the same height. */
  replacedBy?: string;
  partial?: (page: Page) => Promise<void>;
  settled: (page: Page) => Promise<void>;
}[] = [
  {
    path: "/",
    loading: '[data-slot="playground-models-loading"]',
    settled: async (page) => {
      await expect(page.locator('[data-slot="playground-models-count"]')).toHaveText(/^Showing \d+ of \d+/);
    },
  },
  {
    path: "/store",
    loading: '[data-slot="paged-grid-loading"] ul',
    replacedBy: '[data-slot="paged-grid-list"]',
    partial: async (page) => {
      await expect(page.locator('[data-slot="model-card"]')).toHaveCount(6);
    },
    settled: async (page) => {
      await expect(page.locator('[data-slot="model-card"]')).toHaveCount(6);
      await expect(page.locator('[data-slot="model-card-comment-area"][data-state="loading"]')).toHaveCount(
        0,
      );
    },
  },
  {
    path: "/store",
    htmlCards: true,
    // The server's cards, then the app's, then their comments.
    loading: '[data-slot="model-card"]',
    settled: async (page) => {
      await expect(page.locator("#root")).not.toHaveAttribute("inert");
      await expect(page.locator('[data-slot="model-card-comment-area"][data-state="loading"]')).toHaveCount(
        0,
      );
    },
  },
  {
    path: "/huggingface-datasets",
    loading: '[data-slot="paged-grid-loading"] ul',
    replacedBy: '[data-slot="paged-grid-list"]',
    settled: async (page) => {
      await expect(page.locator('[data-slot="dataset-card"]').first()).toBeVisible();
    },
  },
];

/** A promise and the function that resolves it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Resolves once the page has laid out and painted two more frames. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

let browser: Browser;
test.beforeAll(async () => {
  // A browser of our own, with scrollbars: without our flag, and without the one Playwright adds headless.
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs.filter((arg) => arg !== "--hide-scrollbars"),
    ignoreDefaultArgs: ["--hide-scrollbars"],
  });
});
test.afterAll(async () => {
  await browser?.close();
});

/** Sums every layout shift not caused by input, from the first paint on (`buffered`). */
function observeLayoutShifts() {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      // What moved, from where to where (x, y, width, height), for the failure message.
      const box = ({ x, y, width, height }: DOMRectReadOnly) =>
        [x, y, width, height].map(Math.round).join(",");
      const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
        const name =
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.getAttribute("data-slot") ? `[${node.getAttribute("data-slot")}]` : ""}`
            : String(node?.nodeName);
        return `${name} ${box(previousRect)} → ${box(currentRect)}`;
      });
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

for (const viewport of viewports) {
  for (const { path, htmlCards, loading, replacedBy, partial, settled } of pages) {
    test(`${path}${htmlCards ? " with its cards in the HTML" : ""} shifts no layout while it loads (${viewport.name} ${viewport.width}×${viewport.height}, scrollbars shown)`, async ({
      request,
    }) => {
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        locale: "en-US",
        timezoneId: "UTC",
        colorScheme: "light",
      });
      try {
        const page = await context.newPage();
        await page.addInitScript(observeLayoutShifts);
        // As on a slow network: the page paints its loading state before its data comes, and its cards
        // before their comments.
        const data = gate();
        const comments = gate();
        // The store's loading state as a slow hub gives it: the page without the list in its HTML.
        if (htmlCards) await untilStoreCardsInHtml(request, path);
        else await withoutEarlyAnswers(page);
        await page.route("**/api/**", async (route) => {
          await (/\/discussions\b/.test(route.request().url()) ? comments : data).opened;
          await route.continue();
        });
        await page.goto(path, { waitUntil: "commit" });
        // The route's chunk comes first (slowly when the machine is busy).
        await expect(page.locator(loading).first()).toBeVisible({ timeout: 20_000 });
        await nextFrames(page);
        // The loading state may be the prerendered shell's, replaced by the app's identical one meanwhile:
        // measured once one of them is on screen.
        let loadingHeight: number | undefined;
        await expect
          .poll(async () => {
            loadingHeight = (await page.locator(loading).first().boundingBox())?.height;
            return loadingHeight;
          })
          .toBeGreaterThan(0);
        data.open();
        if (partial) {
          await partial(page);
          await nextFrames(page);
        }
        comments.open();
        await settled(page);
        // The fonts and the images are in, no request is pending, and two more frames have been laid out.
        await page.evaluate(() => document.fonts.ready);
        await expect
          .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
          .toBe(true);
        await page.waitForLoadState("networkidle");
        await nextFrames(page);

        if (replacedBy) {
          const loadedHeight = (await page.locator(replacedBy).first().boundingBox())?.height;
          expect(loadedHeight, `height of ${replacedBy}, ${loading} was ${loadingHeight}`).toBeCloseTo(
            loadingHeight ?? 0,
            0,
          );
        }

        // The check sees scrollbars: the page is taller than the window, so the root has one.
        const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
        expect(scrollbar, "width of the root's scrollbar").toBeGreaterThan(0);

        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
        );
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(
          cls,
          `layout shifts of ${path}: ${JSON.stringify(shifts.map((s) => [Number(s.value.toFixed(4)), ...s.sources]))}`,
        ).toBeLessThanOrEqual(MAX_CLS);
      } finally {
        await context.close();
      }
    });
  }
}
