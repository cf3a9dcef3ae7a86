/**
 * The first paint comes from the HTML (issue #16, Lighthouse mobile): the server answers / and /store with
 * their prerendered shell in `#root` (the build's `.vite/route-shells.json`, server/route-shells.ts) — the
 * navbar, the page's loading state, the footer — so a browser paints them before any script has run. The
 * app then replaces the shell with the live page, with no error on the console and the navbar on screen
 * throughout; the route's chunk preloads stay in the HTML.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const shells = [
  {
    path: "/",
    heading: /^Prompt Playground/,
    loading: '[data-slot="playground-models-loading"]',
    loaded: async (page: Page) => {
      await expect(page.locator('[data-slot="playground-models-count"]')).toHaveText(/^Showing \d+ of \d+/);
    },
  },
  {
    path: "/store",
    heading: /^AI Store/,
    loading: '[data-slot="paged-grid-loading"]',
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
  test(`the HTML of ${shell.path} holds the navbar, the page's loading state and the footer, with no script run`, async ({
    browser,
    request,
  }) => {
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
      await expect(page.locator(shell.loading)).toBeVisible();
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

test("a page with a query string, a route with parameters and an unknown path get the bare page", async ({
  request,
}) => {
  for (const path of ["/store?page=2", "/model/a/b", "/no/such/page"]) {
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
