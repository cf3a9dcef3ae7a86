/**
 * The store's facets (library, licence, parameters, language) with the sort, the task chips and the search:
 * the hub narrows the list (its `filter=` tags and `num_parameters`), the count of matches follows, and the
 * whole state is the URL's: a reload shows the same, Back steps through the choices.
 */
import type { Page } from "@playwright/test";
import { modelCardIds as cardIds, expect, readCatalogue, test } from "./fixtures.ts";

interface Model {
  id: string;
  tags: string[];
  library_name?: string;
  pipeline_tag?: string;
  license?: string;
  likes: number;
  lastModified: string;
  safetensors?: { total: number };
}

const models = readCatalogue<{ models: Model[] }>("models.json").models;
/** The hub's tag match: a tag, the task, the library, or `license:<id>`. */
const hasTag = (model: Model, tag: string) =>
  model.tags.includes(tag) ||
  model.library_name === tag ||
  model.pipeline_tag === tag ||
  (model.license !== undefined && tag === `license:${model.license}`);
const countText = (n: number) => `${n} ${n === 1 ? "model" : "models"}`;

/** Opens the filters' sheet (its code and options load on demand) and returns it. */
async function openFilters(page: Page) {
  await page.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Model filters" });
  await expect(sheet).toBeVisible();
  return sheet;
}

test("facets and a sort narrow the store, live in the URL, survive a reload and step back", async ({
  page,
}) => {
  // Many steps, each a hub request: the whole walk takes longer than one page on a loaded runner.
  test.slow();
  await page.goto("/store");
  const count = page.locator('[data-slot="store-screen-count"]');
  await expect(count).toHaveText(countText(models.length));

  const library = models.filter((model) => hasTag(model, "sentence-transformers"));
  let sheet = await openFilters(page);
  await expect(sheet.getByRole("combobox", { name: "Library" })).toBeFocused();
  await sheet.getByRole("combobox", { name: "Library" }).selectOption({ label: "sentence-transformers" });
  await expect(page).toHaveURL(/\/store\?library=sentence-transformers$/);
  await expect(count).toHaveText(countText(library.length));

  const small = library.filter((model) => model.safetensors !== undefined && model.safetensors.total <= 1e9);
  expect(small.length).toBeLessThan(library.length);
  await sheet.getByRole("combobox", { name: "Parameters" }).selectOption({ label: "Under 1B" });
  await expect(page).toHaveURL(/params=lt1b/);
  await expect(count).toHaveText(countText(small.length));
  await sheet.getByRole("button", { name: `Show ${countText(small.length)}` }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Most likes" });
  await expect(page).toHaveURL(/sort=likes/);
  const byLikes = [...small].sort((a, b) => b.likes - a.likes).slice(0, 6);
  await expect.poll(() => cardIds(page)).toEqual(byLikes.map((model) => model.id));
  await expect(page.getByRole("button", { name: "Remove Parameters: Under 1B" })).toBeVisible();

  // A reload shows the same: the chips, the sort, the count, the cards and the sheet's selects.
  await page.reload();
  await expect(page.getByRole("button", { name: "Filters (2)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Library: sentence-transformers" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("likes");
  await expect(count).toHaveText(countText(small.length));
  await expect.poll(() => cardIds(page)).toEqual(byLikes.map((model) => model.id));
  sheet = await openFilters(page);
  await expect(sheet.getByRole("combobox", { name: "Library" })).toHaveValue("sentence-transformers");
  await expect(sheet.getByRole("combobox", { name: "Parameters" })).toHaveValue("lt1b");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // Back undoes one choice at a time: the sort, then the parameter range.
  await page.goBack();
  await expect(page).toHaveURL(/\/store\?library=sentence-transformers&params=lt1b$/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("lastModified");
  await expect(count).toHaveText(countText(small.length));
  await page.goBack();
  await expect(page).toHaveURL(/\/store\?library=sentence-transformers$/);
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  await expect(count).toHaveText(countText(library.length));

  // A chip removes its facet; the store is whole again.
  await page.getByRole("button", { name: "Remove Library: sentence-transformers" }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(count).toHaveText(countText(models.length));
});

test("facets combine with a task chip and a search, and Clear all keeps them", async ({ page }) => {
  await page.goto("/store?category=translation&language=fr&license=apache-2.0");
  const matches = models.filter(
    (model) =>
      model.pipeline_tag === "translation" && hasTag(model, "fr") && hasTag(model, "license:apache-2.0"),
  );
  expect(matches.length).toBeGreaterThan(1);
  const count = page.locator('[data-slot="store-screen-count"]');
  await expect(count).toHaveText(countText(matches.length));
  const newest = [...matches].sort((a, b) => b.lastModified.localeCompare(a.lastModified)).slice(0, 6);
  await expect.poll(() => cardIds(page)).toEqual(newest.map((model) => model.id));

  // The search narrows further, within the facets.
  const term = matches[0]!.id.split("/")[0]!;
  await page.getByRole("button", { name: "Search models" }).click();
  await page.getByRole("searchbox").fill(term);
  await page.keyboard.press("Enter");
  const searched = matches.filter((model) => model.id.toLowerCase().includes(term.toLowerCase()));
  await expect(count).toHaveText(countText(searched.length));
  await expect(page).toHaveURL(/language=fr/);

  const sheet = await openFilters(page);
  await sheet.getByRole("button", { name: "Clear all" }).click();
  await expect(page).not.toHaveURL(/language=|license=/);
  await expect(page).toHaveURL(/category=translation/);
  const translation = models.filter(
    (model) => model.pipeline_tag === "translation" && model.id.toLowerCase().includes(term.toLowerCase()),
  );
  await expect(count).toHaveText(countText(translation.length));
});
