/**
 * The first paint comes from the HTML (issue #16, Lighthouse mobile): the server answers / and /store with
 * their prerendered shell in `#root` (the build's `.vite/route-shells.json`, server/route-shells.ts) — the
 * navbar, the page's loading state, the footer — and the CSS that shell uses inline in `<head>`, the whole
 * stylesheet loading without blocking; the theme script is inline too, allowed by its hash in the CSP. So a
 * browser paints the shell, in the saved theme, from the HTML alone, before any script or stylesheet has
 * arrived. The app then replaces the shell with the live page, with no error on the console and the navbar
 * on screen throughout; the route's chunk preloads stay in the HTML.
 */
import { createHash } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test, untilStoreCardsInHtml } from "./fixtures.ts";

const shells = [
  {
    path: "/",
    heading: /^Prompt Playground/,
    what: "the page's loading state",
    loading: '[data-slot="playground-models-loading"]',
    loaded: async (page: Page) => {
      await expect(page.locator('[data-slot="playground-models-count"]')).toHaveText(/^Showing \d+ of \d+/);
    },
  },
  {
    path: "/store",
    heading: /^AI Store/,
    // The server renders the first cards from the hub's answer when it has it at once (server/store-cards.ts;
    // the skeleton shell otherwise, server/store-cards.test.ts): asked for until it has.
    what: "its first cards",
    loading: '[data-slot="model-card"]',
    warm: (request: APIRequestContext) => untilStoreCardsInHtml(request, "/store"),
    loaded: async (page: Page) => {
      await expect(page.locator('[data-slot="model-card"]')).toHaveCount(6);
    },
  },
];

/** The messages the page logs as errors (React's hydration and render errors are among them). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

for (const shell of shells) {
  test(`the HTML of ${shell.path} holds the navbar, ${shell.what} and the footer, with no script run`, async ({
    browser,
    request,
  }) => {
    await shell.warm?.(request);
    const html = await (await request.get(shell.path)).text();
    expect(html).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/\w+Container-[\w-]+\.js"/);

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(shell.path);
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
        "Playground",
        "Store",
        "Feed",
        "Graph",
        "Swarms",
      ]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shell.heading);
      await expect(page.locator(shell.loading).first()).toBeVisible();
      await expect(page.locator("footer")).toContainText("Hiber");
      // Inert until the app replaces it: a click before the scripts ran would be lost.
      await expect(page.locator("#root")).toHaveAttribute("inert", "");
    } finally {
      await context.close();
    }
  });

  test(`${shell.path} then shows its data in place of the shell, with the navbar there throughout and no console error`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    // Each time the page's DOM changes, whether the navbar is missing (the shell removed before the app drew it).
    await page.addInitScript(() => {
      const record = window as unknown as { navbarMissing: number };
      record.navbarMissing = 0;
      new MutationObserver(() => {
        if (document.readyState !== "loading" && !document.querySelector('[data-slot="navbar"]'))
          record.navbarMissing += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(shell.path);
    await shell.loaded(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shell.heading);
    await expect(page.locator('[data-slot="navbar"]')).toHaveCount(1);
    await expect(page.locator("#root")).not.toHaveAttribute("inert");
    expect(await page.evaluate(() => (window as unknown as { navbarMissing: number }).navbarMissing)).toBe(0);
    expect(errors).toEqual([]);
  });
}

test("a route with parameters and an unknown path get the bare page", async ({ request }) => {
  // A store page with a query string gets its cards (store-cards.test.ts), else the bare page.
  for (const path of ["/model/a/b", "/no/such/page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
});

test("a store link with a query string still opens its page", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/store?page=2");
  await expect(page.locator('[data-slot="model-card"]')).toHaveCount(6);
  expect(errors).toEqual([]);
});

/**
 * A screenshot of `path` as the HTML alone paints it (no script runs: the app's scripts are not answered;
 * `stylesheet`: the whole stylesheet applied too, else not even fetched), in `theme` at `width`.
 */
async function paintedFromHtml(
  browser: Browser,
  {
    path,
    theme,
    width,
    stylesheet,
  }: { path: string; theme: "dark" | "light"; width: number; stylesheet: boolean },
) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  try {
    await context.addInitScript((saved) => localStorage.setItem("hiber-theme", saved), theme);
    await context.route(/\/assets\/.*\.(?:js|css)$/, (route) =>
      stylesheet && route.request().url().endsWith(".css") ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    const csp: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) csp.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The theme came from the inline script, before any other.
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      theme === "dark",
    );
    if (stylesheet) {
      // What main.tsx does before the app replaces the shell.
      await page.evaluate(async () => {
        const links = [...document.querySelectorAll<HTMLLinkElement>("link[data-deferred-stylesheet]")];
        for (const link of links) link.media = "all";
        await Promise.all(
          links.map((link) => link.sheet ?? new Promise((done) => link.addEventListener("load", done))),
        );
      });
    }
    await page.evaluate(() => document.fonts.ready);
    // The images it names (the store's card covers) are in.
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
      .toBe(true);
    const shot = await page.screenshot({ fullPage: true });
    expect(csp).toEqual([]);
    return shot;
  } finally {
    await context.close();
  }
}

for (const path of ["/", "/store"]) {
  test(`${path} paints its shell from the HTML alone, in the saved theme, as the whole stylesheet draws it`, async ({
    browser,
    request,
  }) => {
    // Four browser contexts, one after the other.
    test.setTimeout(120_000);
    // /store's shell holds its cards (the critical CSS covers them) once the hub's answer is cached.
    if (path === "/store") await untilStoreCardsInHtml(request, path);
    for (const [theme, width] of [
      ["dark", 1280],
      ["light", 390],
    ] as const) {
      const critical = await paintedFromHtml(browser, { path, theme, width, stylesheet: false });
      const whole = await paintedFromHtml(browser, { path, theme, width, stylesheet: true });
      expect(
        critical.equals(whole),
        `${theme} at ${width} px: the inline CSS paints what the stylesheet paints`,
      ).toBe(true);
    }
  });
}

test("the page blocks its paint on no stylesheet and runs one inline script, the theme's, allowed by its hash", async ({
  request,
}) => {
  for (const path of ["/", "/store"]) {
    const response = await request.get(path);
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
    expect(inline, path).toHaveLength(1);
    expect(inline[0], path).toContain("hiber-theme");
    const hash = `'sha256-${createHash("sha256")
      .update(inline[0] ?? "")
      .digest("base64")}'`;
    const scriptSrc = response.headers()["content-security-policy"]?.match(/script-src ([^;]*)/)?.[1];
    expect(scriptSrc?.split(" "), path).toEqual(["'self'", hash]);
    // Every stylesheet is loaded without blocking (media="print" until the app applies it), its rules
    // for the shell inline; without scripts, a <noscript> copy applies it.
    expect(html, path).toMatch(/<style data-critical-css>@font-face[\s\S]*?<\/style>/);
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links.length, path).toBeGreaterThan(0);
    expect(html.match(/<noscript><link rel="stylesheet"[^>]*><\/noscript>/g)?.length, path).toBe(
      links.length / 2,
    );
    for (const link of links.filter((tag) => !html.includes(`<noscript>${tag}`)))
      expect(link, path).toContain('media="print" data-deferred-stylesheet');
  }
  // A page without a shell keeps its blocking stylesheet (nothing inline to paint with), and the same script.
  const bare = await (await request.get("/no/such/page")).text();
  expect(bare).not.toContain("data-critical-css");
  expect(bare).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css">/);
  expect([...bare.matchAll(/<script>/g)]).toHaveLength(1);
});

/**
 * The top and height (the line and the line count), rounded to a tenth of a pixel, of every heading,
 * paragraph, link, label and button of the page, and whether it is on the first screen. Widths differ a
 * little between the fallback and Inter; the layout-shift score weighs what that moves.
 */
const textBoxes = (page: Page) =>
  page.locator("#root :is(h1, h2, p, a, label, button)").evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const inView = box.height > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
      return { inView, line: [box.top, box.height].map((value) => Math.round(value * 10) / 10) };
    }),
  );

test("/ paints its text before Inter has arrived, in a fallback laid out where Inter puts it", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    // The shell alone (no script: the app would replace it), and Inter held back until released.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    let releaseFont = () => {};
    const fontReleased = new Promise<void>((resolve) => {
      releaseFont = resolve;
    });
    await context.route(/\/assets\/inter-[^/]*\.woff2$/, async (route) => {
      await fontReleased;
      await route.continue();
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const record = window as unknown as { textPainted: string[]; shift: number };
      record.textPainted = [];
      record.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
          record.textPainted.push(entry.element?.tagName ?? "");
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          record.shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    // `font-display: swap`: the headline or its tagline is painted (a largest-contentful-paint entry names it) while
    // Inter is still held back; with `block` it would be invisible until the font came.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { textPainted: string[] }).textPainted))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^(P|H1)$/)]));
    expect(await page.evaluate(() => document.fonts.check("16px Inter"))).toBe(false);
    const before = await textBoxes(page);

    releaseFont();
    await expect.poll(() => page.evaluate(() => document.fonts.check("16px Inter"))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    // Two frames laid out in Inter.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    // Every text of the first screen stays on the lines the fallback put it on, and nothing visible moves.
    const after = await textBoxes(page);
    const firstScreen = (boxes: typeof before) => boxes.filter((_, index) => before[index]?.inView);
    expect(firstScreen(before).length).toBeGreaterThan(5);
    expect(firstScreen(after).map((box) => box.line)).toEqual(firstScreen(before).map((box) => box.line));
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThanOrEqual(
      0.02,
    );
  } finally {
    await context.close();
  }
});

test("the whole stylesheet applies in the commit that replaces the shell, not to the shell before it", async ({
  page,
}) => {
  // At every change of the page's DOM: whether the shell is still there (`#root` inert) and the media of the
  // deferred stylesheet.
  await page.addInitScript(() => {
    const record = window as unknown as { states: string[] };
    record.states = [];
    new MutationObserver(() => {
      const root = document.getElementById("root");
      const link = document.querySelector<HTMLLinkElement>("link[data-deferred-stylesheet]");
      if (!root || !link) return;
      record.states.push(`${root.hasAttribute("inert") ? "shell" : "app"} ${link.media}`);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto("/");
  await expect(page.locator('[data-slot="playground-models-count"]')).toHaveText(/^Showing \d+ of \d+/);
  const states = new Set(await page.evaluate(() => (window as unknown as { states: string[] }).states));
  // The shell is never restyled by the whole stylesheet, the app never without it.
  expect([...states].sort()).toEqual(["app all", "shell print"]);
});
