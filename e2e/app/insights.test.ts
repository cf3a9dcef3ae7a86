/**
 * The insights pages (issue 11 items 2, 3, 6, 7) on the emulators: a model with its stats, comments and
 * posts; the sentiment filters (Critical shows the negative posts); Load More to the last page; a model id
 * that is a collection; the spec's §8 "Insights" texts; a collection and a dataset; a deep link reloaded.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { emulatorScope, expect, readCatalogue, scopedTest, test } from "./fixtures.ts";

interface Model {
  id: string;
  downloads: number;
  likes: number;
  tags: string[];
}
const models = readCatalogue<{ models: Model[] }>("models.json").models;
const model = (id: string) => models.find((entry) => entry.id === id) as Model;

interface Collection {
  slug: string;
  title: string;
  items: unknown[];
}
const collections = JSON.parse(
  readFileSync(
    new URL("../../packages/emulators/src/hub/catalogue/collections.json", import.meta.url),
    "utf8",
  ),
) as { collections: Collection[] };

const posts = (page: Page) => page.locator('[data-slot="post-card"]');
const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"] dd`);

test("a model page shows the hub's figures, its discussions and the posts about it, labelled sample", async ({
  page,
}) => {
  const bert = model("google-bert/bert-base-uncased");
  await page.goto("/model/google-bert/bert-base-uncased");
  await expect(page.getByRole("heading", { level: 1, name: "bert-base-uncased" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Models" })).toHaveAttribute(
    "href",
    "/huggingface-models",
  );
  await expect(stat(page, "Downloads")).toHaveText(bert.downloads.toLocaleString("en-US"));
  await expect(stat(page, "Likes")).toHaveText(bert.likes.toLocaleString("en-US"));
  await expect(stat(page, "Comments")).toHaveText(/^\d+$/);
  await expect(stat(page, "Author")).toHaveText("google-bert");
  await page.getByRole("button", { name: "Example Code" }).click();
  await expect(page.locator('[data-slot="insights-code"]')).toContainText(
    'pipeline("fill-mask", model="google-bert/bert-base-uncased")',
  );
  await expect(posts(page).first()).toBeVisible();
  await expect(page.getByText(/Sample posts: made up by the embedded tweets emulator/)).toBeVisible();
  await expect(posts(page).first().locator('[data-slot="sentiment-badge"]')).toBeVisible();
  await expect(page.getByText(/Badges come from a keyword rule/)).toBeVisible();
  // The sentiment-per-week strip over the loaded posts (they span several weeks).
  await expect(page.locator('[data-slot="sentiment-timeline"]')).toBeVisible();
  expect(await page.locator('[data-slot="sentiment-timeline-week"]').count()).toBeGreaterThan(1);
});

test("a model's recent comments come from its hub discussions, and its lineage links its base model", async ({
  page,
}) => {
  await page.goto("/model/meta-llama/Llama-3.1-8B-Instruct");
  const comments = page.locator('[data-slot="insights-comments"]');
  await expect(comments.locator('[data-slot="insights-comment"]').first()).toBeVisible();
  await expect(comments.getByRole("link", { name: /View all \d+ comments?/ })).toBeVisible();
  // zephyr-7b-beta's card names Mistral-7B-v0.1 as its base model; the catalogue has models built on that.
  await page.goto("/model/HuggingFaceH4/zephyr-7b-beta");
  await page
    .locator('[data-slot="insights-lineage"]')
    .getByRole("link", { name: "mistralai/Mistral-7B-v0.1" })
    .click();
  await expect(page).toHaveURL(/\/model\/mistralai\/Mistral-7B-v0\.1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mistral-7B-v0.1" })).toBeVisible();
  const children = models.filter((entry) => entry.tags.includes("base_model:mistralai/Mistral-7B-v0.1"));
  expect(children.length).toBeGreaterThan(0);
  for (const child of children.slice(0, 10)) {
    await expect(
      page.locator('[data-slot="insights-lineage"]').getByRole("link", { name: child.id }),
    ).toBeVisible();
  }
});

test("the filters show one sentiment each; Critical shows the negative posts", async ({ page }) => {
  await page.goto("/model/google-bert/bert-base-uncased");
  await expect(posts(page).first()).toBeVisible();
  const badges = page.locator('[data-slot="post-card"] [data-slot="sentiment-badge"]');
  for (const [chip, sentiment] of [
    ["Critical", "negative"],
    ["Positive", "positive"],
    ["Neutral", "neutral"],
  ] as const) {
    await page.getByRole("button", { name: chip, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`sentiment=${sentiment}`));
    await expect(badges.first()).toBeVisible();
    await expect
      .poll(async () => [
        ...new Set(await badges.evaluateAll((els) => els.map((el) => el.getAttribute("data-sentiment")))),
      ])
      .toEqual([sentiment]);
  }
  await page.getByRole("button", { name: "All Posts" }).click();
  await expect(page).not.toHaveURL(/sentiment=/);
});

scopedTest(
  "Load More pages through the posts to the last page, then goes away",
  async ({ page, request }) => {
    // A short corpus for this test's searches (fixtures.ts scopedTest): three pages (20, 20, 5), the last with
    // no next cursor.
    const short = await request.put(`/api/tweets/_emulator/scopes/${encodeURIComponent(emulatorScope())}`, {
      data: { maxResults: 45 },
    });
    expect(short.ok()).toBe(true);
    await page.goto("/model/google-bert/bert-base-uncased");
    await expect(posts(page).first()).toBeVisible();
    const first = await posts(page).count();
    expect(first).toBe(20);
    const more = page.getByRole("button", { name: "Load More" });
    while (await more.isVisible()) {
      const before = await posts(page).count();
      await more.click();
      await expect.poll(() => posts(page).count()).toBeGreaterThan(before);
    }
    await expect(more).toBeHidden();
    expect(await posts(page).count()).toBeGreaterThan(first);
  },
);

test("a model id the hub does not know, but a collection has, shows the collection", async ({ page }) => {
  const collection = collections.collections[0] as Collection;
  const hexId = collection.slug.split("-").pop() as string;
  await page.goto(`/huggingface-models/${hexId}`);
  await expect(page.getByRole("heading", { level: 1, name: collection.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Collections" })).toHaveAttribute("href", "/");
  await expect(page.locator('[data-slot="insights-task"]')).toHaveText(/Collection/);
  await expect(stat(page, "Items")).toHaveText(String(collection.items.length));
});

test("an id that is neither a model nor a collection: 'Not found: No model or collection with ID … exists'", async ({
  page,
}) => {
  await page.goto("/model/nobody-here/no-such-model");
  await expect(page.getByRole("heading", { name: "Unable to Load Model" })).toBeVisible();
  await expect(
    page.getByText("Not found: No model or collection with ID nobody-here/no-such-model exists"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
});

test("a collection page by its slug; an unknown one is 'Collection with ID … not found'", async ({
  page,
}) => {
  const collection = collections.collections[1] as Collection;
  await page.goto(`/collection/${encodeURIComponent(collection.slug)}`);
  await expect(page.getByRole("heading", { level: 1, name: collection.title })).toBeVisible();
  await expect(stat(page, "Items")).toHaveText(String(collection.items.length));
  await expect(page.getByRole("heading", { name: "Social Discussions" })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();

  await page.goto("/collection/nobody%2Fnothing-0123456789abcdef01234567");
  await expect(page.getByRole("heading", { name: "Unable to Load Model" })).toBeVisible();
  await expect(
    page.getByText("Collection with ID nobody/nothing-0123456789abcdef01234567 not found"),
  ).toBeVisible();
});

test("a dataset page from the datasets screen survives a reload; an unknown dataset is 'Failed to fetch dataset details'", async ({
  page,
}) => {
  await page.goto("/huggingface-datasets");
  await page.locator('[data-slot="dataset-card"]').first().locator("h3 a").click();
  await expect(page).toHaveURL(/\/dataset\/.+\/details$/);
  await expect(page.getByRole("link", { name: "Back to Datasets" })).toHaveAttribute(
    "href",
    "/huggingface-datasets",
  );
  await expect(page.getByRole("heading", { name: "Twitter Discussions" })).toBeVisible();
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(name).not.toBe("");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("heading", { name: "Twitter Discussions" })).toBeVisible();

  await page.goto("/dataset/nobody-here/no-such-dataset/details");
  await expect(page.getByRole("heading", { name: "Unable to Load Dataset" })).toBeVisible();
  await expect(page.getByText("Failed to fetch dataset details: 404 Not Found")).toBeVisible();
});

test("a dataset page opens its row preview where the viewer is on, and offers none where it is off", async ({
  page,
}) => {
  await page.goto("/huggingface-datasets?category=tabular-classification");
  const iris = page
    .locator('[data-slot="dataset-card"]')
    .filter({ has: page.getByRole("heading", { name: "iris", exact: true }) });
  await iris.locator("h3 a").click();
  await expect(page).toHaveURL(/\/dataset\/.+iris\/details$/);
  await page.getByRole("button", { name: "Preview rows" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Dataset Preview" })).toBeVisible();
  await expect(dialog.getByText("Iris-setosa").first()).toBeVisible();

  // A dataset whose card has the viewer off (an image dataset: the emulated datasets server has no images):
  // its page offers no preview.
  await page.goto("/dataset/ylecun/mnist/details");
  await expect(page.getByRole("heading", { name: "Twitter Discussions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Preview rows" })).toHaveCount(0);
});

test("a model's deep link with a filter survives a reload", async ({ page }) => {
  await page.goto("/model/google-bert/bert-base-uncased?sentiment=negative");
  await expect(page.getByRole("button", { name: "Critical" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "bert-base-uncased" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Critical" })).toHaveAttribute("aria-pressed", "true");
});

test("a hub that times out: 'Failed to fetch model details: 504 Gateway Timeout'", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const setDelay = async (ms: number) =>
    expect(
      (
        await request.put("/api/hub/_emulator/delay", {
          data: { ms, path: "/api/models/openai-community/gpt2" },
        })
      ).ok(),
    ).toBe(true);
  await setDelay(25_000);
  try {
    await page.goto("/model/openai-community/gpt2");
    await expect(page.getByText("Failed to fetch model details: 504 Gateway Timeout")).toBeVisible({
      timeout: 60_000,
    });
  } finally {
    await setDelay(0);
  }
});

test("a store card leads to its model's insights page", async ({ page }) => {
  await page.goto("/store");
  const link = page.locator('[data-slot="model-card-link"]').first();
  const id = (await link.getAttribute("title")) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/model/${id.replaceAll(".", "\\.")}$`));
  await expect(page.getByRole("heading", { level: 1, name: id.split("/").pop() })).toBeVisible();
  await expect(stat(page, "Downloads")).toHaveText(model(id).downloads.toLocaleString("en-US"));
});
