import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
  type TestInfo,
} from "@playwright/test";
import { startFreeServer } from "./free-server-process.ts";

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
export const test = base.extend<object, { freeServer: FreeServer }>({
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
  // One payments-off server per worker, on the shared server's port + 70 + the worker's index, started when the
  // worker first needs it (free-server.ts' useFreeServer) and stopped with the worker: the files that run free
  // prompts share it instead of starting one each (~5-20 s of a worker's time per start on a 2-core runner).
  freeServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured fixtures argument.
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_APP_PORT ?? 3107) + 70 + workerInfo.parallelIndex;
      const url = `http://127.0.0.1:${port}`;
      let server: ChildProcess | undefined;
      try {
        await startFreeServer(port, "worker", (child) => {
          server = child;
        });
        const api = await playwrightRequest.newContext({ baseURL: url });
        await use({ url, api });
        await api.dispose();
      } finally {
        server?.kill("SIGTERM");
      }
    },
    // A server (its emulators, chain and database) starting beside a busy worker: up to 150 s.
    { scope: "worker", timeout: 180_000 },
  ],
});

/** A worker's payments-off server: its origin and an API context on it. */
export interface FreeServer {
  url: string;
  api: APIRequestContext;
}

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

/**
 * Opens `path` and waits until the app is live: a page's HTML may hold a prerendered shell or the server's
 * /store cards, inside an inert `#root` (nothing there takes focus, keys or clicks) until the app takes it over.
 * For tests that focus, type or scroll right after opening a page.
 */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
}

/** Opens /store's comparison dialog on its first two cards (Compare Models, two selections, Compare Now). */
export async function openComparison(page: Page, path = "/store") {
  await openLive(page, path);
  await page.getByRole("switch", { name: "Compare Models" }).click();
  const select = page.locator('[data-slot="model-card-select"]');
  await select.nth(0).click();
  await select.nth(1).click();
  await page.getByRole("button", { name: /Compare Now/ }).click();
  return page.getByRole("dialog");
}

/** The /store shell the build prerendered (its skeleton cards): what the server sends when it has no list. */
const storeShell = (): string => {
  const url = new URL("../../packages/app/dist/client/.vite/route-shells.json", import.meta.url);
  const shells = JSON.parse(readFileSync(url, "utf8")) as Record<string, { html: string }>;
  const shell = shells["/store"]?.html;
  if (shell === undefined) throw new Error("The build prerendered no /store shell.");
  return shell;
};

/**
 * The markup of the page's `<div id="root" inert>` replaced by `inner`: the root's end is found by counting
 * the `<div>`s the server's render opened and closed (React writes balanced markup).
 */
function withRootContent(html: string, inner: string): string {
  const open = '<div id="root" inert>';
  const start = html.indexOf(open);
  if (start === -1) return html;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start + open.length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth === 0) return `${html.slice(0, start + open.length)}${inner}${html.slice(tag.index)}`;
  }
  return html;
}

/** Every /store page the browser gets has its HTML changed by `rewrite` (the server's answer otherwise kept). */
async function rewriteStoreHtml(page: Page, rewrite: (html: string) => string) {
  await page.route(
    (url) => url.pathname === "/store",
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    },
  );
}

/** The page's HTML with the skeleton shell in `#root` instead of the server's cards (when it has them). */
const withSkeletonShell = (html: string) =>
  html.includes('data-slot="model-card"') ? withRootContent(html, storeShell()) : html;

/**
 * The page's HTML without the list answer the server may put in it (server/early-answers.ts) nor the cards
 * it renders from it (server/store-cards.ts), as when the hub was failing or slow at load (the skeleton shell
 * instead): for tests that fail or hold the page's own list request in the browser.
 */
export async function withoutEarlyAnswers(page: Page) {
  await rewriteStoreHtml(page, (html) =>
    withSkeletonShell(
      html.replace(/<script type="application\/json" id="hiber-early-answers">[\s\S]*?<\/script>/, ""),
    ),
  );
}

/**
 * The page's HTML with the list answer but the skeleton shell in place of the server's cards, as when the
 * server's render of the cards failed (server/store-cards.ts gives the page it would have been).
 */
export async function withoutServerCards(page: Page) {
  await rewriteStoreHtml(page, withSkeletonShell);
}

/**
 * Asks for `path` (a /store page) until the server's HTML holds its cards: the hub's answer for it is then in
 * the server's cache, so the next load of that page gets them too (the server waits 50 ms for the hub).
 */
export async function untilStoreCardsInHtml(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes('data-slot="model-card"'), {
      timeout: 15_000,
    })
    .toBe(true);
}

export { expect } from "@playwright/test";
