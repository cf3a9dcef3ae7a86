/**
 * The datasets screen's facets (modality, size in rows, format) with the sort: the hub narrows the list
 * (`modality:`, `size_categories:` and `format:` tags), the count of matches follows, and the state is the
 * URL's: a reload shows the same, Back steps through the choices.
 */
import type { Page } from "@playwright/test";
import { expect, readCatalogue, test } from "./fixtures.ts";

interface Dataset {
  id: string;
  tags: string[];
  likes: number;
  downloads: number;
}

const datasets = readCatalogue<{ datasets: Dataset[] }>("datasets.json").datasets;
const countText = (n: number) => `${n} ${n === 1 ? "dataset" : "datasets"}`;
const cardNames = (page: Page) =>
  page.locator('[data-slot="dataset-card"] h3').evaluateAll((els) => els.map((el) => el.textContent?.trim()));
const names = (list: Dataset[]) => list.map((dataset) => dataset.id.split("/").pop());

/** Opens the filters' sheet (its code and options load on demand) and returns it. */
async function openFilters(page: Page) {
  await page.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Dataset filters" });
  await expect(sheet).toBeVisible();
  return sheet;
}

test("facets and a sort narrow the datasets, live in the URL, survive a reload and step back", async ({
  page,
}) => {
  // Many steps, each a hub request: the whole walk takes longer than one page on a loaded runner.
  test.slow();
  await page.goto("/huggingface-datasets");
  const count = page.locator('[data-slot="datasets-screen-count"]');
  await expect(count).toHaveText(countText(datasets.length));

  const images = datasets.filter((dataset) => dataset.tags.includes("modality:image"));
  let sheet = await openFilters(page);
  await sheet.getByRole("combobox", { name: "Modality" }).selectOption({ label: "image" });
  await expect(page).toHaveURL(/\/huggingface-datasets\?modality=image$/);
  await expect(count).toHaveText(countText(images.length));

  const parquet = images.filter((dataset) => dataset.tags.includes("format:parquet"));
  expect(parquet.length).toBeLessThan(images.length);
  await sheet.getByRole("combobox", { name: "Format" }).selectOption({ label: "parquet" });
  await expect(page).toHaveURL(/format=parquet/);
  await expect(count).toHaveText(countText(parquet.length));
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Most Liked" });
  const byLikes = [...parquet].sort((a, b) => b.likes - a.likes).slice(0, 12);
  await expect.poll(() => cardNames(page)).toEqual(names(byLikes));

  await page.reload();
  await expect(page.getByRole("button", { name: "Remove Modality: image" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Format: parquet" })).toBeVisible();
  await expect(count).toHaveText(countText(parquet.length));
  await expect.poll(() => cardNames(page)).toEqual(names(byLikes));
  sheet = await openFilters(page);
  await expect(sheet.getByRole("combobox", { name: "Modality" })).toHaveValue("image");
  await expect(sheet.getByRole("combobox", { name: "Format" })).toHaveValue("parquet");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // Back: the sort, then the format.
  await page.goBack();
  await expect(page).toHaveURL(/\/huggingface-datasets\?modality=image&format=parquet$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/huggingface-datasets\?modality=image$/);
  await expect(count).toHaveText(countText(images.length));

  // The size in rows narrows the images; "Reset" clears every filter.
  const mid = images.filter((dataset) => dataset.tags.includes("size_categories:10K<n<100K"));
  sheet = await openFilters(page);
  await sheet.getByRole("combobox", { name: "Rows" }).selectOption({ label: "10K to 100K" });
  await expect(count).toHaveText(countText(mid.length));
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Trending" });
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\/huggingface-datasets$/);
  await expect(count).toHaveText(countText(datasets.length));
});
