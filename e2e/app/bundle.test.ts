/**
 * The initial page stays light (issue #5 point 4): a visitor with no remembered wallet downloads neither
 * web3.js nor a wallet adapter until pressing the wallet button. The markers are strings only those
 * libraries contain (error texts and event names that survive minification); the second half checks that
 * they do appear in what the wallet button loads, so the check can fail.
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const MARKERS: Record<string, string[]> = {
  "@solana/web3.js": ["failed to get balance of account", "TransactionExpiredBlockheightExceededError"],
  "@solana/wallet-adapter": ["readyStateChange", "solana:signTransaction"],
};

interface LoadedScript {
  url: string;
  body: string;
  bytes: number;
  /** Its size gzip-compressed (zlib's default level). */
  gzip: number;
}

/** Records the body of every JavaScript response from now on. */
function collectScripts(page: Page): { scripts: LoadedScript[]; settled: () => Promise<void> } {
  const scripts: LoadedScript[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response: Response) => {
    const type = response.headers()["content-type"] ?? "";
    const isScript = response.request().resourceType() === "script" || /javascript/.test(type);
    if (!isScript || !response.ok()) return;
    pending.push(
      response.body().then((buffer) => {
        scripts.push({
          url: new URL(response.url()).pathname,
          body: buffer.toString("utf8"),
          bytes: buffer.length,
          gzip: gzipSync(buffer).length,
        });
      }),
    );
  });
  return { scripts, settled: async () => void (await Promise.all(pending)) };
}

/** Strings only three.js's WebGL renderer and @react-three/fiber contain (issue 15: the 3D view's code). */
const THREE_MARKERS = [
  "WebGL 1 is not supported since r163",
  "R3F: Hooks can only be used within the Canvas",
];
const hasThree = (body: string) => THREE_MARKERS.some((marker) => body.includes(marker));

const markersIn = (scripts: LoadedScript[]) =>
  Object.entries(MARKERS).flatMap(([library, markers]) =>
    markers
      .filter((marker) => scripts.some((s) => s.body.includes(marker)))
      .map((marker) => `${library}: ${marker}`),
  );

test("/store loads no web3.js and no wallet adapter until the wallet button is pressed", async ({ page }) => {
  const initial = collectScripts(page);
  await page.goto("/store");
  expect(await page.evaluate(() => localStorage.getItem("walletName"))).toBeNull();
  await expect(page.locator('[data-slot="model-card"]').first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Select Wallet" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await initial.settled();

  const initialScripts = [...initial.scripts];
  const total = initialScripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `initial JS of /store: ${total} bytes in ${initialScripts.length} files\n${initialScripts
      .map((s) => `  ${s.url}  ${s.bytes} bytes`)
      .join("\n")}`,
  );
  expect(initialScripts.length).toBeGreaterThan(0);
  expect(markersIn(initialScripts)).toEqual([]);

  // Pressing the wallet button loads the wallet part: the markers are there.
  const before = initial.scripts.length;
  await page.getByRole("button", { name: "Select Wallet" }).click();
  await expect(page.getByRole("dialog", { name: /wallet on Solana/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await initial.settled();
  const loaded = initial.scripts.slice(before);
  console.log(
    `loaded by the wallet button: ${loaded.reduce((sum, s) => sum + s.bytes, 0)} bytes in ${loaded.length} files\n${loaded
      .map((s) => `  ${s.url}  ${s.bytes} bytes`)
      .join("\n")}`,
  );
  expect(markersIn(loaded)).toEqual(
    Object.entries(MARKERS).flatMap(([l, ms]) => ms.map((m) => `${l}: ${m}`)),
  );
});

/**
 * Each route's initial JavaScript, gzip-compressed (zlib's default level, as a server compressing its
 * assets would send them), stays within its budget (issue #16 point 4): what the route loads until it
 * shows its content and the network is idle, with no dialog open and no wallet remembered. The budgets
 * are what the routes load today plus about 3 KB, so a change that adds to a route's first download fails
 * here and has to raise the budget on purpose. The issue's goals are for brotli as served (`npm run bench:bundle`):
 * / and /store ≤ 150 KB, /wallet ≤ 250 KB (149.2, 144.6, 139.2 and 132.6 KB br for /, /store, the datasets and
 * /wallet when these budgets were set, with the modules / and /store share in one chunk: vite.config.ts). The
 * budgets are now the measured sizes plus about 1.5 KB. Raised on purpose on 2026-12-07 by 1 KB for /store, the
 * datasets and /wallet: every page's shell now carries the global search's button and ⌘K / Ctrl+K hook (its dialog
 * loads on first use) and each route's title, which took them to 168,193, 162,174 and 155,421 bytes (/: 173,297,
 * within its budget). Their brotli sizes against the issue's goals were not re-measured then: `npm run bench:bundle`.
 * Issue 25's facets keep them (168,323 and 160,759 bytes with them, not raised): the URL's facet values and their hub
 * request are in the first download; the chips, the sheet of selects and the facets' vocabulary load on demand, as
 * do the compare bar, the comparison's mapping and the dataset preview's container (their first use).
 */
const budgets: { path: string; bytes: number; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: "/",
    // Measured 172.7 KB with the trimmed tailwind-merge configuration (its chunk 2.5 KB smaller; 198.7 KB before
    // the theme menu's and the wallet button's dropdown code was deferred to their first use); about 1 KB more
    // with issue 15's 3D view wrapper, bookmarks and profile screen (three.js itself is not in it, see below);
    // 179.2 KB with wallet-signed actions and the payer's batch (issues 15, 12, 18: the shared index chunk
    // 118.3 → 119.8 KB, the playground's payment chunks); 176.8 KB with the entry's static imports (React, cn,
    // lucide's base, Button, …) in the entry chunk instead of small chunks of their own (179.0 before); 172.5 KB
    // with the modules it shares with /store in one chunk (scripts/first-visit-chunk.ts; 21 files, 38 before).
    bytes: 174_000,
    loaded: (page) => expect(page.locator('[data-slot="playground-models-count"]')).toHaveText(/^Showing/),
  },
  {
    path: "/store",
    // Measured 169.1 KB with the trimmed tailwind-merge configuration (170.6 KB after the featured section,
    // feed and insights routes were merged, 164.0 KB before them; 191.5 KB before the dropdowns were deferred);
    // 173.7 KB with the index chunk's signed actions and bookmarks, Run both loading only with its dialog;
    // 171.2 KB with the entry's static imports in the entry chunk (173.5 before); 166.8 KB with the modules it
    // shares with / in one chunk (27 files, 44 before).
    bytes: 169_000,
    loaded: (page) => expect(page.locator('[data-slot="model-card"]')).toHaveCount(6),
  },
  {
    path: "/huggingface-datasets",
    // Measured 156.8 KB with the trimmed tailwind-merge configuration (158.7 KB after the feed, featured and
    // insights routes were merged, 153.9 KB before them; 181.4 KB before the dropdowns were deferred);
    // 160.7 KB with the index chunk's signed actions, bookmarks and the graph's visit history; 158.2 KB with
    // the entry's static imports in the entry chunk; 160.9 KB with the chunk of what / and /store share (it
    // loads all of it where it needs most: raised on purpose, 2.6 KB brotli more for 12 files fewer).
    bytes: 163_000,
    loaded: (page) => expect(page.locator('[data-slot="dataset-card"]').first()).toBeVisible(),
  },
  {
    path: "/wallet",
    // Measured 150.0 KB with the trimmed tailwind-merge configuration (150.5 KB before the latest merges and
    // it; 178.1 KB before the dropdowns were deferred); 153.3 KB with the index chunk's signed actions; 151.1 KB
    // with the entry's static imports in the entry chunk; 153.6 KB with the chunk of what / and /store share
    // (raised on purpose, as the datasets'; far under the issue's 250 KB).
    bytes: 156_000,
    loaded: (page) => expect(page.getByText("Please connect your wallet to continue.")).toBeVisible(),
  },
];

/** Strings of react-force-graph-2d (force-graph's property names, kept by minification): /graph's chunk only. */
const GRAPH_MARKERS = ["d3ReheatSimulation", "linkDirectionalParticleSpeed"];
const withGraphLibrary = (scripts: LoadedScript[]) =>
  scripts.filter((s) => GRAPH_MARKERS.some((marker) => s.body.includes(marker))).map((s) => s.url);

for (const { path, bytes, loaded } of budgets) {
  test(`${path} loads at most ${bytes / 1000} KB of gzipped JavaScript at first`, async ({ page }) => {
    const initial = collectScripts(page);
    await page.goto(path);
    await loaded(page);
    await page.waitForLoadState("networkidle");
    await initial.settled();
    // Only the insights and model pages show the 3D view: no other route loads three.js at all.
    expect(initial.scripts.filter((s) => hasThree(s.body)).map((s) => s.url)).toEqual([]);
    const sizes = initial.scripts.map(({ url, gzip }) => ({ url, gzip }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`initial JS of ${path}, gzipped: ${total} bytes in ${sizes.length} files`);
    expect(
      total,
      `initial JS of ${path}, gzipped:\n${sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `  ${s.url}  ${s.gzip} bytes`)
        .join("\n")}`,
    ).toBeLessThanOrEqual(bytes);
    expect(withGraphLibrary(initial.scripts), `graph library in the initial JS of ${path}`).toEqual([]);
  });
}

test("/graph loads the graph library (so the check above can fail)", async ({ page }) => {
  const initial = collectScripts(page);
  await page.goto("/graph");
  await expect(page.locator("canvas")).toBeVisible();
  await initial.settled();
  expect(withGraphLibrary(initial.scripts)).toHaveLength(1);
});

/**
 * three.js and @react-three/fiber are in no route's initial JavaScript (issue 15): on the two routes that show
 * the 3D view (an insights page and the model detail page), the page shows its content while every script
 * containing them is held back, and draws the view once they are let through (so the markers are real and
 * the check can fail).
 */
for (const [route, path, content] of [
  ["an insights page", "/model/google-bert/bert-base-uncased", '[data-slot="post-card"]'],
  [
    "the model detail page",
    `/models/${encodeURIComponent("model/google-bert/bert-base-uncased")}`,
    '[data-slot="model-detail-information"]',
  ],
] as const) {
  test(`${route} shows its content before three.js loads, then draws the 3D view`, async ({ page }) => {
    let held = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (hasThree(body)) {
        held += 1;
        await released;
      }
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, body, headers });
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "bert-base-uncased" })).toBeVisible();
    await expect(page.locator(content).first()).toBeVisible();
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect(page.locator('[data-slot="model-visualization"]')).toHaveAttribute("data-state", "loading");
    release();
    await expect(page.locator('[data-slot="model-visualization"] canvas')).toBeVisible();
  });
}
