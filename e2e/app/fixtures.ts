import { readFileSync } from "node:fs";
import { test as base, type Page, type TestInfo } from "@playwright/test";

/** A file of the emulators' catalogue, read independently of the app, to know what the screens must show. */
export function readCatalogue<T>(file: "models.json" | "datasets.json"): T {
  const url = new URL(`../../packages/emulators/src/hub/catalogue/${file}`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as T;
}

export interface CatalogueModel {
  id: string;
  lastModified: string;
  pipeline_tag?: string;
  likes: number;
  downloads: number;
}

/** The store lists models newest first (sort=lastModified), 6 per page. */
export const modelsNewestFirst = [...readCatalogue<{ models: CatalogueModel[] }>("models.json").models].sort(
  (a, b) => b.lastModified.localeCompare(a.lastModified),
);

/** The model ids of the store's cards, in order, read from their links. */
export const modelCardIds = (page: Page) =>
  page.locator('[data-slot="model-card"]').evaluateAll((cards) =>
    cards.map((card) =>
      card
        .querySelector("a[href^='/model/']")
        ?.getAttribute("href")
        ?.replace(/^\/model\//, ""),
    ),
  );

/**
 * Playwright's test, failing on any uncaught error in the page and on any Content-Security-Policy
 * violation (the server's CSP, server/security-headers.ts: Chromium reports each one on the console).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy"))
        errors.push(new Error(`CSP: ${message.text()}`));
    });
    await use(page);
    if (errors.length > 0) throw errors[0];
  },
});

/** The header by which the embedded tweets emulator tells one test's searches from another's (its faults.ts). */
export const EMULATOR_SCOPE_HEADER = "x-hiber-emulator-scope";

/** This test's emulator scope: its id, with the repeat and the retry (each run its own). */
export const emulatorScope = (info: TestInfo = test.info()) =>
  `${info.testId}-${info.repeatEachIndex}-${info.retry}`;

/**
 * {@link test} whose page and `request` send {@link emulatorScope} with every request: the app passes it on to
 * its embedded tweets emulator, so a fault step or setting scripted with that scope reaches only this
 * test's searches, and tests that script the shared emulator still run side by side.
 */
export const scopedTest = test.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, [EMULATOR_SCOPE_HEADER]: emulatorScope(testInfo) });
  },
});

/** Opens /store's comparison dialog on its first two cards (Compare Models, two selections, Compare Now). */
export async function openComparison(page: Page) {
  await page.goto("/store");
  await page.getByRole("switch", { name: "Compare Models" }).click();
  const select = page.locator('[data-slot="model-card-select"]');
  await select.nth(0).click();
  await select.nth(1).click();
  await page.getByRole("button", { name: /Compare Now/ }).click();
  return page.getByRole("dialog");
}

/**
 * The page's HTML without the list answer the server may put in it (server/early-answers.ts), as when the hub
 * was failing or slow at load: for tests that fail or hold the page's own list request in the browser.
 */
export async function withoutEarlyAnswers(page: Page) {
  await page.route(
    (url) => url.pathname === "/store",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="hiber-early-answers">[\s\S]*?<\/script>/,
        "",
      );
      await route.fulfill({ response, body: html });
    },
  );
}

export { expect } from "@playwright/test";
