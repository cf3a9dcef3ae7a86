import type { Page } from "@playwright/test";
import { expect, readCatalogue, test } from "./fixtures.ts";

const catalogue = readCatalogue<{
  datasets: { id: string; downloads: number; likes: number; tags: string[] }[];
}>("datasets.json");

const byDownloads = [...catalogue.datasets].sort((a, b) => b.downloads - a.downloads);
const names = (ids: string[]) => ids.map((id) => id.split("/").pop());
const cardNames = (page: Page) =>
  page.locator('[data-slot="dataset-card"] h3').evaluateAll((els) => els.map((el) => el.textContent?.trim()));

test("lists 12 datasets by downloads, and pages really page", async ({ page }) => {
  await page.goto("/huggingface-datasets");
  await expect(page.getByRole("heading", { name: "Featured Datasets" })).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(names(byDownloads.slice(0, 12).map((d) => d.id)));
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardNames(page)).toEqual(names(byDownloads.slice(12, 24).map((d) => d.id)));
});

test("page size, sort and category live in the URL and survive a reload", async ({ page }) => {
  await page.goto("/huggingface-datasets");
  await page.getByLabel("Per page").selectOption("6");
  await expect(page.locator('[data-slot="dataset-card"]')).toHaveCount(6);
  await page.getByLabel("Sort by").selectOption("likes");
  const byLikes = [...catalogue.datasets].sort((a, b) => b.likes - a.likes).slice(0, 6);
  await expect.poll(() => cardNames(page)).toEqual(names(byLikes.map((d) => d.id)));
  await page.getByLabel("Category").selectOption("image-classification");
  const imageSets = catalogue.datasets.filter((d) => d.tags.includes("task_categories:image-classification"));
  await expect(page).toHaveURL(/category=image-classification/);
  await page.reload();
  await expect
    .poll(() => cardNames(page))
    .toEqual(
      names(
        [...imageSets]
          .sort((a, b) => b.likes - a.likes)
          .slice(0, 6)
          .map((d) => d.id),
      ),
    );
  await page.getByRole("button", { name: "Reset", exact: true }).click();
  await expect(page).toHaveURL(/\/huggingface-datasets\?size=6$/);
});

test("previews a ClassLabel dataset's rows", async ({ page }) => {
  await page.goto("/huggingface-datasets?category=tabular-classification");
  const card = page.locator('[data-slot="dataset-card"]', { hasText: "iris" });
  await card.getByRole("button", { name: /preview/i }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Dataset Preview" })).toBeVisible();
  await expect(dialog.getByText("scikit-learn/iris")).toBeVisible();
  await expect(dialog.getByText("Iris-setosa").first()).toBeVisible();
  await expect(dialog.getByText("150", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("falls back to /rows when first-rows fails, and shows the error with Try Again when both fail", async ({
  page,
}) => {
  let rowsFail = true;
  await page.route("**/api/datasets-server/first-rows?**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Unexpected error."}' }),
  );
  await page.route("**/api/datasets-server/rows?**", (route) =>
    rowsFail
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Rows are down"}' })
      : route.continue(),
  );
  await page.goto("/huggingface-datasets?category=tabular-classification");
  await page
    .locator('[data-slot="dataset-card"]', { hasText: "iris" })
    .getByRole("button", { name: /preview/i })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Failed to load preview")).toBeVisible();
  await expect(dialog.getByText(/Failed to load dataset preview for scikit-learn\/iris: /)).toBeVisible();
  rowsFail = false;
  await dialog.getByRole("button", { name: "Try Again" }).click();
  await expect(dialog.getByText("Showing first 5 rows")).toBeVisible();
});

test("the store links to the datasets screen", async ({ page }) => {
  await page.goto("/store");
  await page.getByRole("link", { name: "Browse datasets" }).click();
  await expect(page).toHaveURL(/\/huggingface-datasets$/);
  await expect(page.getByRole("heading", { name: "Featured Datasets" })).toBeVisible();
});
