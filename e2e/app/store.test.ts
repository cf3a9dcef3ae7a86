import {
  modelCardIds as cardNames,
  expect,
  modelsNewestFirst as newestFirst,
  test,
  withoutEarlyAnswers,
} from "./fixtures.ts";

const pageIds = (page: number) => newestFirst.slice((page - 1) * 6, page * 6).map((m) => m.id);

test("the store shows 6 model cards from the emulated hub, and page 2 six others", async ({ page }) => {
  await page.goto("/store");
  await expect(page.getByRole("heading", { name: "AI Store." })).toBeVisible();
  await expect(page.locator('[data-slot="model-card"]')).toHaveCount(6);
  expect(await cardNames(page)).toEqual(pageIds(1));
  await expect(page.getByText(`Page 1 of ${Math.ceil(newestFirst.length / 6)}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/store\?page=2$/);
  await expect.poll(() => cardNames(page)).toEqual(pageIds(2));
  expect(new Set([...pageIds(1), ...pageIds(2)]).size).toBe(12);

  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect.poll(() => cardNames(page)).toEqual(pageIds(1));
});

test("a deep link to a store page survives a reload", async ({ page }) => {
  await page.goto("/store?page=3");
  await expect.poll(() => cardNames(page)).toEqual(pageIds(3));
  await page.reload();
  await expect.poll(() => cardNames(page)).toEqual(pageIds(3));
  await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
});

test("the last page disables Next", async ({ page }) => {
  const last = Math.ceil(newestFirst.length / 6);
  await page.goto(`/store?page=${last}`);
  await expect.poll(() => cardNames(page)).toEqual(pageIds(last));
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
});

test("a link past the last page shows the last page", async ({ page }) => {
  const last = Math.ceil(newestFirst.length / 6);
  await page.goto(`/store?page=${last + 5}`);
  await expect.poll(() => cardNames(page)).toEqual(pageIds(last));
  await expect(page.getByText(`Page ${last} of ${last}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`page=${last - 1}$`));
  await expect.poll(() => cardNames(page)).toEqual(pageIds(last - 1));
});

test("a failing hub shows the error state with Try Again", async ({ page }) => {
  await withoutEarlyAnswers(page);
  let failing = true;
  await page.route("**/api/hub/api/models?**", (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' })
      : route.continue(),
  );
  await page.goto("/store");
  await expect(page.getByText("Error fetching models:")).toBeVisible();
  await expect(page.getByText("Failed to fetch models")).toBeVisible();
  failing = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.locator('[data-slot="model-card"]')).toHaveCount(6);
});

test("a body that is not a list shows Invalid response format", async ({ page }) => {
  await withoutEarlyAnswers(page);
  await page.route("**/api/hub/api/models?**", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"models":[]}' }),
  );
  await page.goto("/store");
  await expect(page.getByText("Error fetching models:")).toBeVisible();
  await expect(page.getByText("Invalid response format")).toBeVisible();
});
