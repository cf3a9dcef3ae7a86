/**
 * The model detail page (/models/{slug}, spec part 2 §2.1, issue 15), end to end on the emulators: the
 * model's real figures, a wallet-signed comment and rating posted with the burner wallet (the rating
 * changes, and the wallet's profile lists the comment under Activity), the 404 page of an unknown slug, and
 * the tab kept in the URL across a reload. The comments persist in the test data directory, so the rating
 * is read before posting and compared after.
 */
import { expect, type Page } from "@playwright/test";
import { type CatalogueModel, readCatalogue, test } from "./fixtures";

const catalogue = readCatalogue<{ models: CatalogueModel[] }>("models.json").models;
const model = catalogue.find((entry) => entry.id === "google-bert/bert-base-uncased") as CatalogueModel;
const pageOf = (id: string) => `/models/${encodeURIComponent(`model/${id}`)}`;

interface Rating {
  mean: number;
  count: number;
}

/** The signed ratings of a model, read from the API (independently of the page). */
async function ratingOf(page: Page, id: string): Promise<Rating | null> {
  const response = await page.request.get(`/api/models/${id}/comments`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { rating: Rating | null }).rating;
}

test.describe("model detail page", () => {
  test("shows the model's real figures, reached from its insights page", async ({ page }) => {
    await page.goto(`/model/${model.id}`);
    await page.getByRole("link", { name: "Ratings & Comments" }).click();
    await expect(page).toHaveURL((url) => url.pathname === pageOf(model.id));
    await expect(page.getByRole("heading", { level: 1, name: "bert-base-uncased" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Download Model/ })).toHaveAttribute(
      "href",
      `https://huggingface.co/${model.id}/tree/main`,
    );
    // Downloads and likes are the catalogue's (Information), not invented.
    const information = page.locator('[data-slot="model-detail-information"]');
    await expect(information).toContainText(model.downloads.toLocaleString("en-US"));
    await expect(information).toContainText(model.likes.toLocaleString("en-US"));
    // The rating is the signed ratings' mean, or says there is none.
    const rating = await ratingOf(page, model.id);
    const shown = page.locator('[data-slot="model-detail-rating"]');
    if (rating) await expect(shown).toContainText(`(${rating.count} rating`);
    else await expect(shown).toContainText("No ratings yet");
    await expect(page.getByRole("heading", { name: "Usage Examples" })).toBeVisible();
  });

  test("posts a signed comment and rating with the burner wallet, and the rating changes", async ({
    page,
  }) => {
    // Two pages and a signature: more than the default limit on a loaded machine (a limit, not a measure).
    test.setTimeout(90_000);
    const id = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
    const before = await ratingOf(page, id);
    await page.goto(`${pageOf(id)}?tab=discussion`);
    const box = page.getByPlaceholder("Share your experience with this model...");
    await expect(box).toBeDisabled();
    await page.getByRole("button", { name: "Connect Wallet" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("button", { name: /^Burner wallet \(local test wallet\)/ }).click();
    await expect(modal).toBeHidden();
    await expect(box).toBeEnabled();

    const text = `Signed test comment ${Date.now()}`;
    await box.fill(text);
    await page.getByRole("radio", { name: "1 star", exact: true }).check({ force: true });
    await page.getByRole("button", { name: "Post Comment" }).click();

    const comment = page.locator('[data-slot="model-comment"]', { hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment.getByText("Verified User")).toBeVisible();
    await expect(comment).toContainText("1/5");
    await expect(box).toHaveValue("");

    const after = await ratingOf(page, id);
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    await expect(page.locator('[data-slot="model-detail-rating"]')).toContainText(
      `(${after?.count} rating${after?.count === 1 ? "" : "s"})`,
    );

    // The wallet's profile lists the comment under Activity, linked to the model's page.
    await page.goto("/profile");
    const item = page.locator('[data-slot="profile-activity-item"]', { hasText: text });
    await expect(item).toBeVisible();
    await expect(item.getByRole("link", { name: id })).toHaveAttribute("href", pageOf(id));
    await item.getByRole("link", { name: id }).click();
    await expect(page).toHaveURL((url) => url.pathname === pageOf(id));
  });

  test("an unknown slug shows the 404 page", async ({ page }) => {
    await page.goto(pageOf("nobody/no-such-model"));
    await expect(page.getByRole("heading", { level: 1, name: /Page not found/ })).toBeVisible();
    await expect(page.getByText("No model with this name is in the catalogue.")).toBeVisible();
  });

  test("keeps the tab in the URL across a reload", async ({ page }) => {
    await page.goto(pageOf(model.id));
    await page.getByRole("tab", { name: "Community" }).click();
    await expect(page).toHaveURL(/[?&]tab=community/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Community" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Community Features" })).toBeVisible();
  });
});
