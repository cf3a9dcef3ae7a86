/**
 * The store's sort (the hub's orders) and result count: kept in the URL, surviving a reload; and a link
 * past the last page corrected in place (the wrong URL is replaced, not kept in the history).
 */
import { type CatalogueModel, modelCardIds as cardIds, expect, modelsNewestFirst, test } from "./fixtures.ts";

const byId = new Map(modelsNewestFirst.map((model) => [model.id, model]));
const figures = (ids: (string | undefined)[], key: "likes" | "downloads") =>
  ids.map((id) => (byId.get(id ?? "") as CatalogueModel)[key]);
const isDescending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

test("the store sorts by what the hub offers, in the URL, and counts the models", async ({ page }) => {
  await page.goto("/store");
  await expect(page.getByText(`${modelsNewestFirst.length} models`)).toBeVisible();
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort).toHaveValue("lastModified");

  await sort.selectOption({ label: "Most likes" });
  await expect(page).toHaveURL(/\/store\?sort=likes$/);
  const mostLiked = Math.max(...modelsNewestFirst.map((model) => model.likes));
  await expect.poll(async () => figures(await cardIds(page), "likes")[0]).toBe(mostLiked);
  expect(isDescending(figures(await cardIds(page), "likes"))).toBe(true);

  // A deep link with a sort and a page survives a reload; Next keeps the sort.
  await page.goto("/store?sort=downloads&page=2");
  await page.reload();
  await expect(sort).toHaveValue("downloads");
  const second = figures(await cardIds(page), "downloads");
  expect(second).toHaveLength(6);
  expect(isDescending(second)).toBe(true);
  const mostDownloaded = [...modelsNewestFirst].map((model) => model.downloads).sort((a, b) => b - a);
  expect(second[0]).toBeLessThanOrEqual(mostDownloaded[5]!);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/store\?sort=downloads&page=3$/);

  // Changing the sort goes back to page 1.
  await sort.selectOption({ label: "Recently created" });
  await expect(page).toHaveURL(/\/store\?sort=created$/);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test("a link past the last page shows the last page and corrects the URL in place", async ({ page }) => {
  const last = Math.ceil(modelsNewestFirst.length / 6);
  await page.goto("/store");
  await expect(page.locator('[data-slot="model-card"]')).toHaveCount(6);
  await page.goto(`/store?page=${last + 16}`);
  await expect(page).toHaveURL(new RegExp(`/store\\?page=${last}$`));
  await expect(page.getByText(`Page ${last} of ${last}`)).toBeVisible();
  // Replaced, not pushed: Back leaves the corrected page for the one before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/store$/);
});
