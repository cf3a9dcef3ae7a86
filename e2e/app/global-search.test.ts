/**
 * The global search (issue 25 item 1) on the embedded default: ⌘K, Ctrl+K or the navbar's button opens one
 * dialog that searches the hub emulator's models, datasets and collections at once; a chosen hit opens its
 * insight page. The hits expected are the emulator catalogue's.
 */
import type { Page, Request } from "@playwright/test";
import { expect, openLive, test } from "./fixtures.ts";

// Several pages each (the insight pages load their own data): room on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const searchDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Search models, datasets and collections" });

/** The hub list requests the search makes (`search=` on models and datasets, `q=` on collections). */
function searchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (
      /^\/api\/hub\/api\/(models|datasets|collections)$/.test(url.pathname) &&
      /[?&](search|q)=/.test(url.search)
    )
      requests.push(request);
  });
  return requests;
}

test("⌘K from any page finds a model, a dataset and a collection, and opens each (also Ctrl+K and the button)", async ({
  page,
}) => {
  await openLive(page, "/store");

  // ⌘K: the most downloaded model holding "squad" first; Enter opens its insight page.
  await page.keyboard.press("Meta+k");
  let dialog = searchDialog(page);
  await expect(dialog.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("squad");
  const models = dialog.getByRole("group", { name: "Models" }).getByRole("option");
  await expect(models.first()).toContainText("deepset/roberta-base-squad2");
  await expect(models.first()).toContainText("Question Answering");
  await expect(models.first()).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("group", { name: "Datasets" }).getByRole("option")).toHaveCount(2);
  await expect(dialog.getByRole("group", { name: "Collections" }).getByRole("option")).toContainText([
    "Extractive QA models",
  ]);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/model\/deepset\/roberta-base-squad2$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "roberta-base-squad2" })).toBeVisible();

  // Ctrl+K on the model's page: the same search, its hits from the cache; arrows down to the dataset.
  await page.keyboard.press("Control+k");
  dialog = searchDialog(page);
  await expect(dialog.getByRole("combobox")).toHaveValue("squad");
  const squad = dialog.getByRole("option", { name: /^rajpurkar\/squad(?!_)/ });
  await expect(squad).toBeVisible();
  while ((await squad.getAttribute("aria-selected")) !== "true") await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dataset\/rajpurkar\/squad\/details$/);
  await expect(page.getByRole("heading", { level: 1, name: "squad" })).toBeVisible();

  // The navbar's button on the dataset's page: a collection, by words of its title.
  await page.getByRole("button", { name: "Search", exact: true }).click();
  dialog = searchDialog(page);
  await dialog.getByRole("combobox").fill("extractive qa");
  const collection = dialog.getByRole("group", { name: "Collections" }).getByRole("option").first();
  await expect(collection).toContainText("Extractive QA models");
  await collection.click();
  await expect(page).toHaveURL(/\/collection\/deepset%2Fextractive-qa-models-64b435306430d8af7842ded2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Extractive QA models" })).toBeVisible();

  // The terms that led somewhere are the recent searches, newest first, kept across a reload.
  await page.reload();
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  await expect(page.getByRole("heading", { level: 1, name: "Extractive QA models" })).toBeVisible();
  await page.keyboard.press("Control+k");
  const recent = searchDialog(page).getByRole("group", { name: "Recent searches" }).getByRole("option");
  await expect(recent).toHaveText(["extractive qa", "squad"]);
  // Escape closes it.
  await page.keyboard.press("Escape");
  await expect(searchDialog(page)).toBeHidden();
});

const termOf = (request: Request) => {
  const params = new URL(request.url()).searchParams;
  return params.get("search") ?? params.get("q");
};

test("typing is debounced to one search, a superseded search is cancelled, a term searched again comes from the cache", async ({
  page,
}) => {
  const requests = searchRequests(page);
  await page.clock.install();
  await openLive(page, "/");
  await page.keyboard.press("Control+k");
  const combobox = searchDialog(page).getByRole("combobox");
  await expect(combobox).toBeFocused();

  // The page's timers stand still while the word is typed: no search until the debounce has passed.
  await page.clock.pauseAt(Date.now() + 60_000);
  await combobox.pressSequentially("whi");
  expect(requests).toEqual([]);
  // The first search's answers are held, so it is still running when the next one supersedes it.
  const failed: string[] = [];
  page.on("requestfailed", (request) => failed.push(termOf(request) ?? ""));
  await page.route(/[?&](search|q)=whi(&|$)/, () => {});
  await page.clock.runFor(300);
  await expect.poll(() => requests.map(termOf)).toEqual(["whi", "whi", "whi"]);

  await combobox.pressSequentially("sper");
  await page.clock.runFor(300);
  await page.clock.resume();
  const models = searchDialog(page).getByRole("group", { name: "Models" }).getByRole("option");
  await expect(models.first()).toContainText("openai/whisper");
  expect(requests.map(termOf)).toEqual(["whi", "whi", "whi", "whisper", "whisper", "whisper"]);
  await expect.poll(() => failed).toEqual(["whi", "whi", "whi"]);

  // Another term, then "whisper" again: its hits come from the cache, with no request.
  await combobox.fill("speech");
  await expect(
    searchDialog(page).getByRole("group", { name: "Datasets" }).getByRole("option").first(),
  ).toContainText("speech");
  await combobox.fill("whisper");
  await expect(models.first()).toContainText("openai/whisper");
  expect(requests.map(termOf).slice(6)).toEqual(["speech", "speech", "speech"]);
});

test("at 390 px the navbar's search button opens a dialog that fits, and a hit opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openLive(page, "/store");
  const button = page.getByRole("button", { name: "Search", exact: true });
  await expect(button).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  await button.click();
  const dialog = searchDialog(page);
  await dialog.getByRole("combobox").fill("bert-base-uncased");
  const first = dialog.getByRole("group", { name: "Models" }).getByRole("option").first();
  await expect(first).toContainText("google-bert/bert-base-uncased");
  const box = await dialog.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await first.click();
  await expect(page).toHaveURL(/\/model\/google-bert\/bert-base-uncased$/);
});

test("the search's code loads on first use; a failed load says so, and Retry loads it", async ({ page }) => {
  await openLive(page, "/store");
  await page.route(/GlobalSearchContainer-[\w-]+\.js$/, (route) => route.abort());
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("alert")).toContainText("Search couldn't load.");
  await page.unroute(/GlobalSearchContainer-[\w-]+\.js$/);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(searchDialog(page).getByRole("combobox")).toBeFocused();
});
