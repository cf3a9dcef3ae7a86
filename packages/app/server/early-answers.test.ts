/**
 * The store's first list answer carried by its HTML (early-answers.ts) over real HTTP, with the hub emulator
 * upstream: for every shape of the store's query string the page holds the answer of exactly the request the
 * client's store query makes first, and that query, run as in the browser, is answered from the page without a
 * request; the answer cannot end its element; a failing, slow or absent hub leaves the usual page.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type RunningServer, startHubEmulator } from "@hiber/emulators";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { earlyAnswersElement, withBodyEnd } from "./early-answers.ts";
import { earlyText, listen, runStoreQuery as runStoreQueryAt } from "./test-utils.ts";

const INDEX =
  '<!doctype html><html><head><title>Hiber</title></head><body><div id="root"></div></body></html>';
/** The page the store gets: index.html with its title. */
const STORE_PAGE = INDEX.replace("<title>Hiber</title>", "<title>Model store · Hiber</title>");

let clientDir: string;
let hub: RunningServer;
let app: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-early-answers-"));
  await writeFile(path.join(clientDir, "index.html"), INDEX);
  hub = await startHubEmulator();
  app = await listen(
    createServer(loadConfig({ EMULATOR_CONTROL: "on" }, { clientDir }), {
      hub: hub.url,
      datasetsServer: hub.url,
    }),
  );
});
afterAll(async () => {
  await app?.close();
  await hub?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The store's page query for `search`, run as the browser runs it, on a page whose HTML is `html`. */
const runStoreQuery = (html: string, search: string) => runStoreQueryAt(app.url, html, search);

const SHAPES = [
  "",
  "?page=2",
  "?page=4&sort=likes",
  "?q=bert&sort=downloads",
  "?category=text-generation&q=%20llama%20&page=2",
  "?sort=unknown&page=abc",
  "?q=%3C%2Fscript%3E%3C!--",
  "?page=400",
  "?library=transformers&license=apache-2.0&language=en&params=lt1b&sort=trending",
  "?params=1b-6b&category=text-generation&library=nonsense",
];

describe("/store's HTML", () => {
  it.each(SHAPES)(
    "for %j holds the answer of the store's first list request, used with no request",
    async (search) => {
      // A query not asked for yet may go without: the hub's answer is then in the cache for the next page.
      let html = "";
      await expect
        .poll(async () => {
          const response = await fetch(`${app.url}/store${search}`);
          expect(response.status).toBe(200);
          html = await response.text();
          return earlyText(html) !== undefined;
        })
        .toBe(true);
      // The element is the last thing of the body, and the page is otherwise the bare one.
      expect(html.replace(/<script type="application\/json"[\s\S]*?<\/script>\s*/, "")).toBe(STORE_PAGE);

      const early = await runStoreQuery(html, search);
      expect(early.requests).toEqual([]);
      // The same query with the page's answers gone asks the hub: the same models, page and paging.
      const fetched = await runStoreQuery(INDEX, search);
      expect(fetched.requests).toHaveLength(1);
      expect(early.result).toEqual(fetched.result);
    },
  );

  it("holds an answer that says </script> or <!-- only escaped, and it reads back the same", () => {
    const body = JSON.stringify([{ id: "a/</script><script>alert(1)</script>", note: "<!-- \u2028 &amp;" }]);
    const element = earlyAnswersElement({
      url: "/api/hub/api/models?limit=6",
      status: 200,
      headers: {},
      text: body,
    });
    const inner = element.slice(element.indexOf(">") + 1, element.lastIndexOf("</script>"));
    expect(inner).not.toMatch(/</);
    expect(JSON.parse(inner)).toEqual([
      { url: "/api/hub/api/models?limit=6", status: 200, headers: {}, body: JSON.parse(body) },
    ]);
    expect(withBodyEnd(INDEX, element)).toContain(`${element}\n  </body>`);
  });

  it("is the usual page on other routes, and when the hub is too slow to wait for", async () => {
    const feed = await (await fetch(`${app.url}/feed`)).text();
    expect(earlyText(feed)).toBeUndefined();

    const delay = (ms: number) =>
      fetch(`${app.url}/api/hub/_emulator/delay`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ms }),
      });
    expect((await delay(1000)).ok).toBe(true);
    try {
      // A query string not asked for yet: not in the proxy's cache.
      const slow = await (await fetch(`${app.url}/store?q=slow`)).text();
      expect(slow).toBe(STORE_PAGE);
    } finally {
      await delay(0);
    }
  });
});

describe("/store's HTML with a failing hub", () => {
  it.each([
    ["answers 500", 500],
    ["is unreachable", 0],
  ])("is the usual page when the hub %s, and the client's request gets the error", async (_name, status) => {
    const failing = new Hono().all("*", (c) => c.json({ error: "down" }, 500));
    const upstream = status === 0 ? undefined : await listen(failing);
    const server = await listen(
      createServer(loadConfig({}, { clientDir }), {
        hub: upstream?.url ?? "http://127.0.0.1:9",
        datasetsServer: upstream?.url ?? "http://127.0.0.1:9",
      }),
    );
    try {
      const response = await fetch(`${server.url}/store?q=bert`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(STORE_PAGE);
    } finally {
      await server.close();
      await upstream?.close();
    }
  });
});
