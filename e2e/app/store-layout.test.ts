import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const cards = (page: Page) => page.locator('[data-slot="model-card"]');

/** Each card's comment count as shown; a count that is there has digits ("n/a" or a placeholder has none). */
const commentCounts = (page: Page) =>
  page.locator('[data-slot="model-card-comments"]').evaluateAll((els) => els.map((el) => el.textContent));

/** Every card's box, once the fonts and the covers are in (so that only the comments can move them). */
async function cardBoxes(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      cards(page).evaluateAll((els) =>
        els.every((card) => [...card.querySelectorAll("img")].every((img) => img.complete)),
      ),
    )
    .toBe(true);
  return cards(page).evaluateAll((els) =>
    els.map((card) => {
      const { x, y, width, height } = card.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

test("a store page shows its cards before their comments, and the comments move no card", async ({
  page,
}) => {
  // Hold every discussions request until the cards have been measured without their comments.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/hub/api/models/**/discussions**", async (route) => {
    await released;
    await route.continue();
  });

  await page.goto("/store");
  await expect(cards(page)).toHaveCount(6);
  expect(await commentCounts(page)).toHaveLength(6);
  expect((await commentCounts(page)).filter((text) => /\d/.test(text ?? ""))).toEqual([]);
  const before = await cardBoxes(page);

  release();
  await expect.poll(() => commentCounts(page)).toEqual(Array(6).fill(expect.stringMatching(/\d/)));
  const after = await cardBoxes(page);
  expect(after, "the cards' boxes once their comments are in").toEqual(before);
});
