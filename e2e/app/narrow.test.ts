/**
 * The new screens on a phone (390 × 844): once each route's main content is on screen, the page does not
 * scroll sideways (the document is no wider than its viewport). The store's comparison dialog is checked
 * open, since it is the part of /store that came with these screens.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, openComparison, test } from "./fixtures.ts";

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const GEMMA = "google/gemma-2-9b-it";
const PROMPT = "Tell me about the history of the lighthouse.";
const MODEL = "google-bert/bert-base-uncased";

const swarmRun = new URLSearchParams({
  task: "text-generation",
  strategy: "parallel",
  agents: `${LLAMA},${GEMMA}`,
  input: PROMPT,
});

/** Each route, with what shows that its main content is there. */
const routes: { path: string; ready: (page: Page) => Locator }[] = [
  { path: "/swarms", ready: (page) => page.getByRole("button", { name: "Run Swarm" }) },
  {
    path: `/swarms/run?${swarmRun}`,
    ready: (page) => page.locator('[data-slot="swarm-detail-input"]'),
  },
  { path: "/graph", ready: (page) => page.locator("canvas").first() },
  {
    path: `/models/${encodeURIComponent(`model/${MODEL}`)}`,
    ready: (page) => page.getByRole("tablist", { name: "Model sections" }),
  },
  { path: "/profile", ready: (page) => page.getByRole("button", { name: "Connect Wallet" }) },
  {
    path: `/compare?${new URLSearchParams({ a: LLAMA, b: GEMMA, prompt: PROMPT })}`,
    ready: (page) => page.locator('[data-slot="side-by-side-panel"][data-side="b"]'),
  },
  { path: "/arena", ready: (page) => page.getByRole("region", { name: "Leaderboard" }) },
];

/** The document's overflow: how much wider than the viewport it is (0 when it does not scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("the new screens at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, ready } of routes) {
    test(`${path.split("?")[0]} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible({ timeout: 30_000 });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test("/store with the comparison dialog open does not scroll sideways", async ({ page }) => {
    const dialog = await openComparison(page);
    await expect(dialog.getByRole("table")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The dialog itself fits the screen's width.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
