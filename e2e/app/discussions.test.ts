/**
 * The discussions pages (issue 11 item 4) on the emulators: a model's hub discussions as the hub lists them,
 * one opened with its comments (`?num=` kept over a reload), the hub's pages, the insights page's links
 * there, a dataset's page, and an unknown number.
 */
import type { Page } from "@playwright/test";
import { expect, readCatalogue, test } from "./fixtures.ts";

interface WireDiscussion {
  num: number;
  title: string;
  numComments: number;
}
interface WireEvent {
  type: string;
  data?: { hidden?: boolean };
}

const items = (page: Page) => page.locator('[data-slot="discussion-item"]');

async function hubList(page: Page, repo: string, p = 0) {
  const response = await page.request.get(`/api/hub/api/models/${repo}/discussions?p=${p}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { discussions: WireDiscussion[]; count: number };
}

test("a model's discussions are the hub's, newest first; one opens with its comments and stays open on reload", async ({
  page,
}) => {
  const repo = "Qwen/Qwen3-8B";
  const hub = await hubList(page, repo);
  expect(hub.discussions.length).toBeGreaterThan(1);
  await page.goto(`/model/${repo}/discussions`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(repo);
  await expect(page.getByRole("link", { name: "Back to Model" })).toHaveAttribute("href", `/model/${repo}`);
  await expect(items(page)).toHaveCount(hub.discussions.length);
  await expect(items(page).first()).toContainText(hub.discussions[0]?.title ?? "-");
  expect(
    await items(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-num")))),
  ).toEqual(hub.discussions.map((d) => d.num));
  await expect(page.getByText(/Sample discussions/)).toBeVisible();

  const opened = hub.discussions[1] as WireDiscussion;
  const details = await page.request.get(`/api/hub/api/models/${repo}/discussions/${opened.num}`);
  const events = ((await details.json()) as { events: WireEvent[] }).events;
  const shown = events.filter((event) => event.type === "comment" && !event.data?.hidden).length;
  await items(page).nth(1).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`[?&]num=${opened.num}$`));
  await expect(page.getByRole("heading", { level: 2, name: `#${opened.num} ${opened.title}` })).toBeVisible();
  await expect(page.locator('[data-slot="discussion-comment"]')).toHaveCount(shown);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: `#${opened.num} ${opened.title}` })).toBeVisible();
  await expect(page.locator('[data-slot="discussion-comment"]')).toHaveCount(shown);
  // The posts about the model sit beside the discussions, labelled sample.
  await expect(page.locator('[data-slot="post-card"]').first()).toBeVisible();
  await page.getByRole("link", { name: "All discussions" }).click();
  await expect(page).not.toHaveURL(/num=/);
  await expect(items(page)).toHaveCount(hub.discussions.length);
});

test("a model with more than one hub page of discussions pages through them", async ({ page }) => {
  const repo = "deepseek-ai/DeepSeek-R1";
  const second = await hubList(page, repo, 1);
  expect(second.count).toBeGreaterThan(50);
  await page.goto(`/model/${repo}/discussions`);
  await expect(items(page)).toHaveCount(50);
  await expect(page.getByText(`Page 1 of ${Math.ceil(second.count / 50)}`)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(items(page)).toHaveCount(second.discussions.length);
  await expect(items(page).first()).toContainText(second.discussions[0]?.title ?? "-");
});

test("the insights page's View all and View all N comments lead to the discussions page", async ({
  page,
}) => {
  const repo = "Qwen/Qwen3-8B";
  await page.goto(`/model/${repo}`);
  await expect(
    page.locator('[data-slot="insights-comments"]').getByRole("link", { name: /View all \d+ comments?/ }),
  ).toHaveAttribute("href", `/model/${repo}/discussions`);
  await page.locator('[data-slot="insights-posts"]').getByRole("link", { name: "View all" }).click();
  await expect(page).toHaveURL(new RegExp(`/model/${repo}/discussions$`));
  await expect(items(page).first()).toBeVisible();
});

test("an unknown discussion number says it is not found", async ({ page }) => {
  await page.goto("/model/Qwen/Qwen3-8B/discussions?num=9999");
  await expect(page.getByText("Discussion #9999 not found")).toBeVisible();
});

test("a dataset's discussions page shows the hub's answer (none in the emulator's sample), the posts and a link back", async ({
  page,
}) => {
  const dataset = readCatalogue<{ datasets: { id: string }[] }>("datasets.json").datasets.find((entry) =>
    entry.id.includes("/"),
  ) as { id: string };
  const response = await page.request.get(`/api/hub/api/datasets/${dataset.id}/discussions`);
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { count: number }).count).toBe(0);
  await page.goto(`/dataset/${dataset.id}/discussions`);
  await expect(page.getByRole("link", { name: "Back to Dataset" })).toHaveAttribute(
    "href",
    `/dataset/${dataset.id}/details`,
  );
  await expect(page.getByRole("heading", { level: 2, name: "Twitter Discussions" })).toBeVisible();
  await expect(page.locator('[data-slot="post-card"]').first()).toBeVisible();
  await expect(page.getByText("No discussions yet")).toBeVisible();

  // A hub that fails: the spec's words, with Try Again.
  await page.route(`**/api/hub/api/datasets/${dataset.id}/discussions*`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
  );
  await page.reload();
  await expect(page.getByRole("alert")).toContainText(
    "Failed to fetch discussions: 500 Internal Server Error",
  );
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
});
