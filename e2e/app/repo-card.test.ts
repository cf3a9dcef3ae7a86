/**
 * The repo's card, rendered (issue 25 item 2), end to end on the emulators: a model's insight page shows
 * its README (metadata, tables, highlighted code, the banner through the hub proxy, a table of contents),
 * a dataset's too, a repo without a card shows the labelled fallback, and the hostile card
 * (hiber-emulator/hostile-card) runs nothing: no flag set by a payload, no dialog, no CSP violation.
 */
import { expect } from "@playwright/test";
import { test } from "./fixtures";

test.describe("repo cards", () => {
  test("a model's page shows its rendered card, with the banner from the hub proxy", async ({ page }) => {
    await page.goto("/model/distilbert/distilbert-base-uncased-finetuned-sst-2-english");
    const card = page.locator('[data-slot="repo-card"]');
    await expect(card.getByRole("heading", { level: 2, name: /Model card/ })).toBeVisible();
    await expect(card.getByRole("cell", { name: "0.9106" })).toBeVisible();
    await expect(card.locator("code.hljs .hljs-keyword").first()).toHaveText("from");
    await expect(card.getByRole("navigation", { name: "Table of contents" })).toBeVisible();
    const banner = card.getByRole("img", { name: "distilbert-base-uncased-finetuned-sst-2-english" });
    await expect(banner).toHaveAttribute(
      "src",
      "/api/hub/distilbert/distilbert-base-uncased-finetuned-sst-2-english/resolve/main/card-banner.png",
    );
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
  });

  test("a dataset's page shows its card; a model without one shows the labelled description", async ({
    page,
  }) => {
    await page.goto("/dataset/stanfordnlp/imdb/details");
    await expect(page.getByRole("heading", { level: 2, name: /Dataset card/ })).toBeVisible();
    await expect(page.getByRole("cell", { name: "unsupervised" })).toBeVisible();
    await page.goto("/model/dbmdz/bert-large-cased-finetuned-conll03-english");
    await expect(page.getByText(/has no card: a description generated from its metadata/)).toBeVisible();
  });

  test("the hostile card executes nothing", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/model/hiber-emulator/hostile-card");
    const card = page.locator('[data-slot="repo-card"]');
    await expect(card.getByText("If you can read this, the rest of the card rendered too.")).toBeVisible();
    await expect(card.locator("script, iframe, object, embed, svg, form, input, style, meta")).toHaveCount(0);
    const handlers = await card.evaluate((root) =>
      [...root.querySelectorAll("*")].flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith("on") || name === "style"),
      ),
    );
    expect(handlers).toEqual([]);
    // A link whose javascript: URL the sanitizer dropped is text.
    await expect(card.getByText("A javascript: link", { exact: true })).not.toHaveAttribute("href");
    expect(
      await page.evaluate(() => (window as { __hiberHostileCard?: unknown }).__hiberHostileCard),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
    await expect(card.getByRole("link", { name: "Image: An outside image" })).toHaveAttribute(
      "href",
      "https://attacker.invalid/track.png",
    );
  });
});
