/**
 * The feed (/feed) and the collection feed (/collection/{id}/feed) on the embedded emulators: categories
 * and the sentiment filter in the URL, View More to the last page, expand / collapse, the error state and
 * the backup source (the primary tweets emulator scripted to fail), the collection feed of a real collection
 * and of unknown ones. The tests share the app's two tweets emulators: what one scripts (faults, delays, a
 * short corpus) carries its own scope (fixtures.ts `scopedTest`), so they run in parallel with the others.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { emulatorScope, expect, scopedTest as test } from "./fixtures.ts";

const cards = (page: Page) => page.locator('[data-slot="post-card"]');
const SEARCH = "/twitter/tweet/advanced_search";

/** The ids of the posts shown, in order. */
const shownIds = (page: Page) =>
  cards(page).evaluateAll((shown) => shown.map((card) => card.getAttribute("data-post-id") ?? undefined));

type Source = "tweets" | "tweets-backup";

/** Scripts a tweets emulator through the app's control API, for this test's searches only. */
async function script(request: APIRequestContext, source: Source, step: object) {
  const res = await request.post(`/api/${source}/_emulator/faults`, {
    data: { ...step, scope: emulatorScope() },
  });
  expect(res.ok()).toBe(true);
}

/** This test's searches an emulator received. */
async function calls(request: APIRequestContext, source: Source): Promise<unknown[]> {
  const url = `/api/${source}/_emulator/calls?scope=${encodeURIComponent(emulatorScope())}`;
  return (await (await request.get(url)).json()) as unknown[];
}

/** Every post of a search, paged through the proxy as the feed asks for it (the first request's query). */
async function allPostIds(request: APIRequestContext, searchUrl: string): Promise<string[]> {
  const url = new URL(searchUrl);
  const ids: string[] = [];
  let cursor = "";
  for (let page = 0; page < 100; page++) {
    if (cursor) url.searchParams.set("cursor", cursor);
    const body = (await (await request.get(`/api/tweets${SEARCH}${url.search}`)).json()) as {
      tweets: { id: string }[];
      has_next_page: boolean;
      next_cursor: string;
    };
    ids.push(...body.tweets.map((tweet) => tweet.id));
    if (!body.has_next_page || !body.next_cursor) break;
    cursor = body.next_cursor;
  }
  return ids;
}

test.afterEach(async ({ request }) => {
  for (const source of ["tweets", "tweets-backup"])
    await request.delete(`/api/${source}/_emulator/faults?scope=${encodeURIComponent(emulatorScope())}`);
});

test("categories change the posts and the URL, and a deep link with a sentiment survives a reload", async ({
  page,
}) => {
  await page.goto("/feed");
  await expect(page.getByRole("heading", { level: 1, name: "Hiber Feed." })).toBeVisible();
  await expect(page.getByText("The latest updates from the AI community.")).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByText(/Sample posts: made up by the embedded tweets emulator/)).toBeVisible();
  const all = await shownIds(page);

  await page.getByRole("button", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL(/\/feed\?category=Events$/);
  await expect(page.getByRole("button", { name: "Events", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect.poll(() => shownIds(page)).not.toEqual(all);
  await expect(cards(page)).toHaveCount(20);
  const events = await shownIds(page);

  // A count of the summary filters the loaded posts by that sentiment (one that some posts have and some
  // not); the URL says so, and a reload shows the same.
  let sentiment = "";
  let count = 0;
  for (const name of ["Negative", "Neutral", "Positive"]) {
    count = Number(
      (await page.getByRole("button", { name: new RegExp(`^${name}`) }).textContent())?.replace(/\D/g, ""),
    );
    sentiment = name;
    if (count > 0 && count < 20) break;
  }
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(20);
  const toggle = () => page.getByRole("button", { name: new RegExp(`^${sentiment}`) });
  await toggle().click();
  await expect(page).toHaveURL(new RegExp(`category=Events&sentiment=${sentiment.toLowerCase()}$`));
  await expect(cards(page)).toHaveCount(count);
  await expect(page.locator('[data-slot="post-card"] [data-slot="sentiment-badge"]')).toHaveText(
    Array(count).fill(new RegExp(sentiment)),
  );
  await page.reload();
  await expect(page.getByRole("button", { name: "Events", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(toggle()).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(count);
  expect(events).toEqual(expect.arrayContaining(await shownIds(page)));

  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/feed\\?sentiment=${sentiment.toLowerCase()}$`));
});

test("View More reads Loading... while a page loads and pages to the last post, then goes away", async ({
  page,
  request,
}) => {
  // A short corpus for this test's searches: three pages (20, 20, 10), the last with no next cursor.
  const short = await request.put(`/api/tweets/_emulator/scopes/${encodeURIComponent(emulatorScope())}`, {
    data: { maxResults: 50 },
  });
  expect(short.ok()).toBe(true);
  const firstSearch = page.waitForRequest((req) => req.url().includes(`/api/tweets${SEARCH}`));
  await page.goto("/feed?category=Events");
  const expected = await allPostIds(request, (await firstSearch).url());
  expect(expected).toHaveLength(50);
  await expect(cards(page)).toHaveCount(20);

  // The next search answers late: the button says so meanwhile.
  await script(request, "tweets", { delayMs: 1500 });
  const viewMore = page.getByRole("button", { name: "View More" });
  await viewMore.click();
  await expect(page.getByRole("button", { name: "Loading..." })).toBeVisible();
  await expect(cards(page)).toHaveCount(40);

  while ((await cards(page).count()) < expected.length) {
    const before = await cards(page).count();
    await viewMore.click();
    await expect(cards(page)).not.toHaveCount(before);
  }
  await expect(viewMore).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Loading..." })).toHaveCount(0);
  expect(await shownIds(page)).toEqual(expected);
});

test("a long post is clipped at 400 px with Show more, and opens and closes on its own", async ({ page }) => {
  await page.goto("/feed");
  await expect(cards(page)).toHaveCount(20);
  // Find a clipped post: page on until one shows.
  const toggle = page.getByRole("button", { name: "Show more" }).first();
  for (let i = 0; i < 10 && (await toggle.count()) === 0; i++) {
    const before = await cards(page).count();
    await page.getByRole("button", { name: "View More" }).click();
    await expect(cards(page)).not.toHaveCount(before);
  }
  // The card, pinned by its post's id (its toggle's name changes).
  const id = await cards(page)
    .filter({ has: page.getByRole("button", { name: "Show more" }) })
    .first()
    .getAttribute("data-post-id");
  const card = page.locator(`[data-slot="post-card"][data-post-id="${id}"]`);
  const text = card.locator('[data-slot="post-card-text"]');
  const height = async () => (await text.boundingBox())?.height ?? 0;
  expect(await height()).toBeLessThanOrEqual(400);
  await expect(card.locator('[data-slot="post-card-fade"]')).toHaveCount(1);
  const clippedPosts = await page.locator('[data-slot="post-card"][data-state="collapsed"]').count();

  await card.getByRole("button", { name: "Show more" }).click();
  await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  expect(await height()).toBeGreaterThan(400);
  await expect(card.locator('[data-slot="post-card-fade"]')).toHaveCount(0);
  // Only that post opened.
  await expect(page.locator('[data-slot="post-card"][data-state="collapsed"]')).toHaveCount(clippedPosts - 1);

  await card.getByRole("button", { name: "Show less" }).click();
  await expect(card.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
  expect(await height()).toBeLessThanOrEqual(400);
});

test("a sample post opens no invented x.com page: no View tweet, and it says why", async ({ page }) => {
  await page.goto("/feed");
  const first = cards(page).first();
  await expect(first.locator('[data-slot="sample-label"]')).toBeVisible();
  await expect(first.getByText("Sample post: not on X")).toBeVisible();
  await expect(page.getByRole("link", { name: /View tweet/ })).toHaveCount(0);
  await expect(page.locator('a[href^="https://x.com/"]')).toHaveCount(0);
});

test("the primary cannot be reached: the causes, and Try Again uses the backup source", async ({
  page,
  request,
}) => {
  await script(request, "tweets", { drop: true, times: "always" });
  await page.goto("/feed");
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Unable to connect to the Twitter API" })).toBeVisible();
  await expect(alert.getByRole("listitem")).not.toHaveCount(0);
  await expect(alert).toContainText("Source: Primary API");
  await expect(cards(page)).toHaveCount(0);

  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(cards(page)).toHaveCount(20);
  expect(await calls(request, "tweets-backup")).not.toHaveLength(0);
});

test("an error status: Try Backup API switches the source, Try Primary API goes back to it", async ({
  page,
  request,
}) => {
  await script(request, "tweets", { fail: 500, times: "always" });
  await page.goto("/feed?category=Research");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("HTTP error! status: 500, details:");
  await expect(page.getByRole("button", { name: "Try Primary API" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Try Backup API" }).click();
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The backup fails now: its error says so, and the primary (still failing) can be picked again.
  await script(request, "tweets-backup", { fail: 429, times: "always" });
  await page.getByRole("button", { name: "Tutorials", exact: true }).click();
  await expect(alert).toContainText("Rate limit exceeded. Please try again later.");
  await expect(alert).toContainText("Source: Backup API");
  await page.getByRole("button", { name: "Try Primary API" }).click();
  await expect(alert).toContainText("HTTP error! status: 500");
  await expect(alert).toContainText("Source: Primary API");
});

test("a failed page keeps the loaded posts, and Try Again loads it", async ({ page, request }) => {
  await page.goto("/feed?category=Jobs");
  await expect(cards(page)).toHaveCount(20);
  await script(request, "tweets", { fail: 403, times: 2 });
  await page.getByRole("button", { name: "View More" }).click();
  await expect(page.getByRole("alert")).toContainText("Forbidden: Access denied");
  await expect(cards(page)).toHaveCount(20);
  await page.getByRole("alert").getByRole("button", { name: "Try Again" }).click();
  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

/** A collection of the emulator's catalogue, read independently of the app. */
const collection = (
  JSON.parse(
    readFileSync(
      new URL("../../packages/emulators/src/hub/catalogue/collections.json", import.meta.url),
      "utf8",
    ),
  ) as { collections: { slug: string; title: string; items: { id: string }[] }[] }
).collections.find((entry) => entry.items.length >= 2);

test("the collection feed of a real collection: posts on X and hub discussions, newest first", async ({
  page,
}) => {
  if (!collection) throw new Error("the catalogue has no collection of two items");
  const hexId = collection.slug.split("-").pop() as string;
  for (const path of [
    `/collection/${encodeURIComponent(collection.slug)}/feed`,
    `/collection/${hexId}/feed`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Collection Feed" })).toBeVisible();
    await expect(page.getByText(collection.title, { exact: true })).toBeVisible();
    const posts = page.locator('[data-slot="collection-post"]');
    await expect(posts.first()).toBeVisible();
    const roles = await posts.locator('[data-slot="collection-post-role"]').allTextContents();
    expect(roles).toContain("Post on X");
    expect(roles).toContain("Hub discussion");
    const times = await posts
      .locator("time")
      .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
    expect(times.map((time) => Date.parse(time))).toEqual(
      [...times].map((time) => Date.parse(time)).sort((a, b) => b - a),
    );
    await expect(page.getByText(/Sample data: the posts and discussions below/)).toBeVisible();
    // A hub discussion opens this site's page of its item; a sample post on X opens nothing (it has no page).
    const hub = posts.filter({ has: page.getByText("Hub discussion", { exact: true }) }).first();
    await expect(hub.getByRole("link", { name: /View Discussion/ })).toBeVisible();
    const onX = posts.filter({ has: page.getByText("Post on X", { exact: true }) }).first();
    await expect(onX.getByText("Sample post: not on X")).toBeVisible();
    await expect(onX.getByRole("link", { name: /View Discussion/ })).toHaveCount(0);
  }
});

test("an unknown collection: Collection not found", async ({ page }) => {
  for (const id of [
    "000000000000000000000000",
    "no-such-collection",
    "nobody%2Fnothing-000000000000000000000000",
  ]) {
    await page.goto(`/collection/${id}/feed`);
    await expect(page.getByRole("heading", { name: "Collection not found" })).toBeVisible();
    await expect(page.locator('[data-slot="collection-post"]')).toHaveCount(0);
  }
});
