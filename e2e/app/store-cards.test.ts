/**
 * /store's first cards come with its HTML (issue #16, the first card sooner): the server renders them from the
 * hub's answer it puts in the page (server/store-cards.ts), so a browser paints the cards — names, covers —
 * before any script or stylesheet has arrived, the first row's covers fetched at once with high priority. The
 * app then takes over the same cards: no skeleton shows in between, and no card is replaced by another.
 */
import {
  expect,
  modelsNewestFirst,
  openLive,
  test,
  untilStoreCardsInHtml,
  withoutServerCards,
} from "./fixtures.ts";

const pageIds = (page: number) => modelsNewestFirst.slice((page - 1) * 6, page * 6).map((model) => model.id);

for (const { path, ids } of [
  { path: "/store", ids: pageIds(1) },
  { path: "/store?page=3", ids: pageIds(3) },
]) {
  test(`${path}'s cards, with their names and covers, paint from the HTML with every script and stylesheet held`, async ({
    browser,
    request,
  }) => {
    await untilStoreCardsInHtml(request, path);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      // Held, never answered: only the HTML (and the images it names) reaches the page.
      await context.route(/\/assets\/.*\.(?:js|css)$/, () => {});
      const page = await context.newPage();
      // Not "domcontentloaded": that waits for the page's module scripts to run.
      await page.goto(path, { waitUntil: "commit" });
      const cards = page.locator('[data-slot="model-card"]');
      await expect(cards).toHaveCount(6);
      await expect(page.locator('[data-slot="model-card-link"]')).toHaveText(
        ids.map((id) => id.split("/").at(-1) ?? id),
      );
      // Laid out by the inline CSS: a grid of three columns, each card with its cover drawn.
      const boxes = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top));
      expect(boxes[0]).toBe(boxes[2]);
      expect(boxes[3]).toBeGreaterThan(boxes[0] ?? 0);
      const covers = page.locator('[data-slot="model-card-cover"] img');
      await expect
        .poll(() =>
          covers.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
        )
        .toEqual([true, true, true, true, true, true]);
      // The first row's covers start with the HTML, at high priority.
      expect(
        await covers.evaluateAll((images) => images.map((image) => image.getAttribute("fetchpriority"))),
      ).toEqual(["high", "high", "high", null, null, null]);
      await expect(page.locator("#root")).toHaveAttribute("inert", "");
    } finally {
      await context.close();
    }
  });
}

test("the app takes over the server's cards with no skeleton in between and the same cards", async ({
  page,
  request,
}) => {
  await untilStoreCardsInHtml(request, "/store");
  // Every change of the page's DOM: whether a skeleton card shows after the first card did, and the cards'
  // names each time they change once the HTML is parsed (while it arrives, a name can be cut between two
  // network chunks; the page's scripts run only after it is parsed).
  await page.addInitScript(() => {
    const record = window as unknown as { skeletonAfterCards: number; names: string[][] };
    record.skeletonAfterCards = 0;
    record.names = [];
    let cardsSeen = false;
    const recordNames = () => {
      const names = [...document.querySelectorAll('[data-slot="model-card-link"]')].map(
        (link) => link.textContent ?? "",
      );
      if (names.join() !== record.names.at(-1)?.join()) record.names.push(names);
    };
    document.addEventListener("DOMContentLoaded", recordNames);
    new MutationObserver(() => {
      if (document.querySelector('[data-slot="model-card-link"]')) cardsSeen = true;
      if (cardsSeen && document.querySelector('[data-slot="model-card-skeleton"]'))
        record.skeletonAfterCards += 1;
      if (document.readyState !== "loading") recordNames();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await openLive(page, "/store");
  // The cards' comments have come.
  await expect(page.locator('[data-slot="model-card"]')).toHaveCount(6);
  await expect(page.locator('[data-slot="model-card-comment-area"][data-state="loading"]')).toHaveCount(0);
  const record = await page.evaluate(() => {
    const { skeletonAfterCards, names } = window as unknown as {
      skeletonAfterCards: number;
      names: string[][];
    };
    return { skeletonAfterCards, names };
  });
  expect(record.skeletonAfterCards).toBe(0);
  // The same six names from the HTML's first paint to the live page (the observer saw them from the HTML).
  const names = pageIds(1).map((id) => id.split("/").at(-1) ?? id);
  expect(record.names.filter((list) => list.length > 0)).toEqual([names]);
});

test("with the list in the page but not the server's cards, the app's first render shows the cards", async ({
  page,
  request,
}) => {
  await untilStoreCardsInHtml(request, "/store");
  await withoutServerCards(page);
  // The skeleton cards of the HTML (while `#root` is inert), and what the commit that makes the page live
  // (`#root` no longer inert) shows.
  await page.addInitScript(() => {
    const record = window as unknown as {
      htmlSkeletons: number;
      atLive?: { cards: number; skeletons: number };
    };
    record.htmlSkeletons = 0;
    const count = (root: HTMLElement, slot: string) => root.querySelectorAll(`[data-slot="${slot}"]`).length;
    new MutationObserver(() => {
      const root = document.getElementById("root");
      if (record.atLive || !root) return;
      if (root.hasAttribute("inert")) {
        record.htmlSkeletons = Math.max(record.htmlSkeletons, count(root, "model-card-skeleton"));
        return;
      }
      record.atLive = { cards: count(root, "model-card"), skeletons: count(root, "model-card-skeleton") };
    }).observe(document, { childList: true, attributes: true, attributeFilter: ["inert"], subtree: true });
  });
  const listRequests: string[] = [];
  page.on("request", (r) => {
    // The page's own list, not the next page's (prefetched, it follows a cursor).
    if (/\/api\/hub\/api\/models\?/.test(r.url()) && !/[?&]cursor=/.test(r.url())) listRequests.push(r.url());
  });
  await openLive(page, "/store");
  const record = await page.evaluate(() => {
    const { htmlSkeletons, atLive } = window as unknown as {
      htmlSkeletons: number;
      atLive?: { cards: number; skeletons: number };
    };
    return { htmlSkeletons, atLive };
  });
  expect(record.htmlSkeletons, "the HTML's skeleton shell").toBeGreaterThan(0);
  expect(record.atLive).toEqual({ cards: 6, skeletons: 0 });
  expect(listRequests, "the list is read from the page").toEqual([]);
});
