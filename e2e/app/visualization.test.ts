/**
 * The 3D view of a model (issue 15 item 4) on an insights page: drawn with WebGL in its task's shape,
 * still when the user prefers reduced motion, not drawing when scrolled off screen, and the static
 * "Neural visualization" icon when the browser has no WebGL.
 */
import { expect, test } from "./fixtures.ts";

const view = (page: import("@playwright/test").Page) => page.locator('[data-slot="model-visualization"]');

test("a model's insights page draws the 3D view of its task, and stops drawing it off screen", async ({
  page,
}) => {
  await page.goto("/model/google-bert/bert-base-uncased");
  await expect(page.getByRole("heading", { level: 1, name: "bert-base-uncased" })).toBeVisible();
  // fill-mask is a language task: a grid (spec part 1 §9).
  await expect(view(page)).toHaveAttribute("data-shape", "grid");
  await expect(view(page)).toHaveAttribute("data-state", "ready");
  await expect(view(page).locator("canvas")).toBeVisible();
  await expect(view(page)).toHaveAttribute("data-frameloop", "always");
  await page.locator("footer").last().scrollIntoViewIfNeeded();
  await expect(view(page)).toHaveAttribute("data-frameloop", "never");
});

test("with reduced motion preferred the 3D view is a still frame", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/model/google-bert/bert-base-uncased");
  await expect(view(page)).toHaveAttribute("data-state", "ready");
  await expect(view(page)).toHaveAttribute("data-frameloop", "demand");
});

test("without WebGL the 3D view is the static Neural visualization icon", async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: []) {
      return type.startsWith("webgl") ? null : original.call(this, type as "2d", ...rest);
    } as typeof original;
  });
  await page.goto("/model/google-bert/bert-base-uncased");
  await expect(page.getByRole("heading", { level: 1, name: "bert-base-uncased" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Neural visualization" })).toBeVisible();
  await expect(view(page)).toHaveAttribute("data-state", "fallback");
  await expect(view(page).locator("canvas")).toHaveCount(0);
});
