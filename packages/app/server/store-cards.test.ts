/**
 * /store's first cards in its HTML (store-cards.ts, src/prerender.tsx's `renderStore`), with the hub emulator
 * upstream over real HTTP: for every shape of the store's query string the page's `#root` holds the cards of the
 * page the client's first render shows (its store query answered from the same page, with no request), in
 * place of the skeleton shell and with the shell's critical CSS; a model's text is escaped; a failing hub or a
 * server without the render gives the page it gave before.
 */
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type RunningServer, startHubEmulator } from "@hiber/emulators";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EARLY_ANSWERS_ID } from "../src/lib/early-answers-id.ts";
import { renderStore } from "../src/prerender.tsx";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { earlyAnswersPage } from "./early-answers.ts";
import { ROUTE_SHELLS_PATH } from "./route-shells.ts";
import { spaIndex } from "./static.ts";
import { loadStoreRender } from "./store-cards.ts";
import { listen, runStoreQuery } from "./test-utils.ts";

const INDEX =
  '<!doctype html><html><head><title>Hiber</title><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"></div></body></html>';
const SKELETON = '<p data-slot="model-card-skeleton">Loading models</p>';
const CRITICAL_CSS = ".critical{color:red}";

let clientDir: string;
let hub: RunningServer;
let hubApp: ReturnType<typeof createServer>;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-store-cards-"));
  await writeFile(path.join(clientDir, "index.html"), INDEX);
  await mkdir(path.join(clientDir, ".vite"));
  await writeFile(
    path.join(clientDir, ROUTE_SHELLS_PATH),
    JSON.stringify({ "/store": { html: SKELETON, css: CRITICAL_CSS } }),
  );
  hub = await startHubEmulator();
  hubApp = createServer(loadConfig({}, { clientDir }), { hub: hub.url, datasetsServer: hub.url });
});
afterAll(async () => {
  await hub?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page server: the app's pages, with the store's early answer through `appFetch` and the cards' render. */
function pages(appFetch: (request: Request) => Response | Promise<Response>, render = renderStore) {
  return new Hono().get(
    "*",
    spaIndex(clientDir, { requestPage: earlyAnswersPage(appFetch, 2000, Promise.resolve(render)) }),
  );
}

const get = async (app: Hono, url: string) => (await app.request(`http://localhost${url}`)).text();

/** The markup of `#root` (the page's root is the last element of the body). */
const rootOf = (html: string) =>
  /<div id="root"( inert)?>([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[2] ?? "";

/** The model ids of the cards in `html`, in order (the cards' links). */
const cardIds = (html: string) =>
  [...html.matchAll(/data-slot="model-card-link"[^>]*href="\/model\/([^"]+)"/g)].map((m) => m[1]);

/** The model ids of the store's page query for `search`, run as the browser's first render runs it on `html`. */
async function clientFirstPage(html: string, search: string) {
  const { result, requests } = await runStoreQuery("http://localhost", html, search);
  return { ids: result.items.map((model) => model.id), requests: requests.length };
}

describe("/store's HTML with its first cards", () => {
  it.each([
    "",
    "?page=2",
    "?q=bert&sort=downloads",
    "?category=text-generation&q=%20llama%20&page=2",
    "?sort=likes&page=4",
    "?page=400",
  ])("for %j holds, in place of the skeleton, the cards the client's first render shows", async (search) => {
    const app = pages((request) => hubApp.fetch(request));
    const html = await get(app, `/store${search}`);
    const root = rootOf(html);
    expect(root).not.toContain(SKELETON);
    const ids = cardIds(root);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(6);
    // Inert until the app replaces it, painted by the store shell's critical CSS.
    expect(html).toContain('<div id="root" inert>');
    expect(html).toContain(`<style data-critical-css>${CRITICAL_CSS}</style>`);
    // The first row's covers are fetched at once, with high priority.
    expect(root.match(/<img [^>]*loading="eager" fetchPriority="high"/g)?.length).toBe(
      Math.min(3, ids.length),
    );
    // The comments are not loaded yet: their area is reserved.
    expect(root).not.toContain('data-slot="model-card-comment"');

    const client = await clientFirstPage(html, search);
    expect(client.requests).toBe(0);
    expect(client.ids).toEqual(ids);
  });

  it("renders a page once per page URL and answer: the same answer gets the same page, a new one new cards", async () => {
    let likes = 1;
    const model = () => ({
      id: "org/model",
      author: "org",
      pipeline_tag: "text-generation",
      tags: ["en"],
      downloads: 1,
      likes,
      private: false,
      createdAt: "2025-01-01T00:00:00.000Z",
      lastModified: "2025-01-02T00:00:00.000Z",
    });
    const render = vi.fn(renderStore);
    const app = pages(async () => Response.json([model()]), render);
    const first = await get(app, "/store");
    expect(cardIds(rootOf(first))).toEqual(["org/model"]);
    expect(await get(app, "/store")).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);

    likes = 2;
    const changed = await get(app, "/store");
    expect(render).toHaveBeenCalledTimes(2);
    expect(changed).not.toBe(first);
    expect(changed).toContain('"likes":2');
    await get(app, "/store?sort=likes");
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("escapes what the hub says: a model's id, author and tags are text, never markup", async () => {
    const evil = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";
    const upstream = new Hono().get("/api/models", (c) =>
      c.json([
        {
          id: `evil/${evil}`,
          author: evil,
          pipeline_tag: "text-generation",
          tags: [evil, "en"],
          downloads: 1,
          likes: 2,
          private: false,
          createdAt: "2025-01-01T00:00:00.000Z",
          lastModified: "2025-01-02T00:00:00.000Z",
        },
      ]),
    );
    const server = await listen(upstream);
    try {
      const evilApp = createServer(loadConfig({}, { clientDir }), {
        hub: server.url,
        datasetsServer: server.url,
      });
      const root = rootOf(
        await get(
          pages((request) => evilApp.fetch(request)),
          "/store",
        ),
      );
      expect(cardIds(root)).toHaveLength(1);
      expect(root).not.toMatch(/<script|<img src=x/);
      expect(root).toContain("&lt;/script&gt;&lt;script&gt;alert(1)");
    } finally {
      await server.close();
    }
  });

  it("is the page it was without the cards when the hub fails, and keeps the skeleton without the render", async () => {
    const plain = new Hono().get("*", spaIndex(clientDir));
    const failing = new Hono().all("*", (c) => c.json({ error: "down" }, 500));
    const down = await listen(failing);
    try {
      const downApp = createServer(loadConfig({}, { clientDir }), {
        hub: down.url,
        datasetsServer: down.url,
      });
      expect(
        await get(
          pages((request) => downApp.fetch(request)),
          "/store?q=x",
        ),
      ).toBe(await get(plain, "/store?q=x"));
      expect(
        await get(
          pages((request) => downApp.fetch(request)),
          "/store",
        ),
      ).toBe(await get(plain, "/store"));
    } finally {
      await down.close();
    }

    // A server run from source has no built render: the early answer, the skeleton shell kept.
    expect(await loadStoreRender(clientDir)).toBeUndefined();
    const withoutRender = new Hono().get(
      "*",
      spaIndex(clientDir, { requestPage: earlyAnswersPage((request) => hubApp.fetch(request), 2000) }),
    );
    const html = await get(withoutRender, "/store");
    expect(html).toContain(`<div id="root" inert>${SKELETON}</div>`);
    expect(html).toContain(`id="${EARLY_ANSWERS_ID}"`);
  });
});
