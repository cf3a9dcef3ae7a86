/** What the embedded hub makes up is labelled: its discussions' comments read "sample" on the store's cards. */
import { expect, test } from "./fixtures.ts";

test("the embedded hub's comments are labelled sample on the store's cards", async ({ page }) => {
  const config = await (await page.request.get("/api/config")).json();
  expect(config.upstreams.hub.emulated).toBe(true);
  await page.goto("/store");
  const comments = page.locator('[data-slot="model-card-comment"]');
  await expect(comments.first()).toBeVisible();
  const count = await comments.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(comments.nth(i).locator("figcaption")).toContainText("(sample)");
  }
});
