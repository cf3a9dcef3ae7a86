/**
 * The store's first cards come with its HTML (issue #16 point 3): the server puts the answer of the store's
 * first list request in the page (server/early-answers.ts), and the page's store query reads it there
 * (src/lib/early-answers.ts) instead of asking the hub again. A hub too slow to wait for leaves the page
 * as it was: its own request then starts alongside the store's chunk (store-loading.test.ts).
 */
import { expect, test } from "./fixtures.ts";

const LIST = /\/api\/hub\/api\/models\?/;
const STORE_CHUNK = /\/assets\/StoreContainer-[\w-]+\.js$/;

test("the first cards come with the page: the browser's list request refused and the store's chunk held, released they show", async ({
  page,
  request,
}) => {
  const path = "/store?sort=likes&page=2";
  // The proxy's cache holds a list once it was asked for: on a cold cache the page may go without it.
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes('id="hiber-early-answers"'))
    .toBe(true);
  const listed = await request.get("/api/hub/api/models?sort=likes&limit=12");
  const expected = ((await listed.json()) as { id: string }[]).slice(6).map((model) => model.id);

  // The page's own list requests (not the next page's, which follows a cursor) are refused.
  const refused: string[] = [];
  await page.route(LIST, async (route) => {
    if (route.request().url().includes("cursor=")) return route.continue();
    refused.push(route.request().url());
    return route.abort();
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let chunkAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    chunkAsked = resolve;
  });
  await page.route(STORE_CHUNK, async (route) => {
    chunkAsked();
    await held;
    await route.continue();
  });

  await page.goto(path, { waitUntil: "commit" });
  await asked;
  // The store's code is held: what shows is the server's HTML (its cards, store-cards.test.ts), not live yet.
  await expect(page.locator("#root")).toHaveAttribute("inert");
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  const cards = page.locator('[data-slot="model-card"]');
  await expect(cards).toHaveCount(6);
  const ids = await cards.evaluateAll((all) =>
    all.map((card) =>
      card
        .querySelector("a[href^='/model/']")
        ?.getAttribute("href")
        ?.replace(/^\/model\//, ""),
    ),
  );
  expect(ids).toEqual(expected);
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  expect(refused, "list requests of the page").toEqual([]);
});
