/**
 * The HTML names the route's chunk (issue #16 point 3): the server adds a `<link rel="modulepreload">` for
 * each script the route needs beyond the entry (the build's `.vite/route-preloads.json`), so the browser
 * fetches the store's chunk alongside the entry. The page then runs that very fetch: each preloaded script
 * is requested once (a preload the page could not use would be fetched a second time).
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The `href`s of the `<link rel="modulepreload">`s of the HTML answered for `path`. */
async function modulePreloads(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1] ?? "");
}

const STORE_CHUNK = /^\/assets\/StoreContainer-[\w-]+\.js$/;

test("the HTML of /store preloads the store's route chunk, and the page uses that fetch", async ({
  page,
  request,
}) => {
  const preloaded = await modulePreloads(request, "/store");
  expect(preloaded.filter((href) => STORE_CHUNK.test(href))).toHaveLength(1);

  const requested = new Map<string, number>();
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    requested.set(pathname, (requested.get(pathname) ?? 0) + 1);
  });
  await page.goto("/store");
  await expect(page.locator('[data-slot="model-card"]')).toHaveCount(6);
  await page.waitForLoadState("networkidle");
  for (const href of preloaded) expect(requested.get(href), href).toBe(1);
});

test("another route's HTML does not preload the store's chunk; an unknown path preloads no route chunk", async ({
  request,
}) => {
  const feed = await modulePreloads(request, "/feed");
  expect(feed.some((href) => /\/FeedContainer-[\w-]+\.js$/.test(href))).toBe(true);
  expect(feed.some((href) => STORE_CHUNK.test(href))).toBe(false);

  const unknown = await request.get("/no-such-page");
  expect(unknown.status()).toBe(404);
  const entryOnly = await modulePreloads(request, "/explore");
  const notFound = [...(await unknown.text()).matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)];
  // The 404 page is the bare page: the entry's own preloads, as on a route without a chunk.
  expect(notFound.map((match) => match[1])).toEqual(entryOnly);
});
