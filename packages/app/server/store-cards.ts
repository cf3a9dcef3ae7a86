/**
 * /store's first cards in the HTML: when the page carries the answer of the store's first list request
 * (early-answers.ts), the server also renders the store with that answer — the app's own render, built by
 * `vite build --config vite.ssr.config.ts` as `dist/ssr/prerender.js` beside the client — and puts it in the
 * page's `#root` in place of the skeleton shell, with the /store shell's critical CSS (which the build made to
 * cover the cards, scripts/prerender.mjs). The cards, their names and covers paint from the HTML alone; the
 * app replaces them with the same cards once its code has run (main.tsx). Without that build (`pnpm dev`, from
 * source) or without the /store shell, or when the render fails, the page is the one it would have been.
 */
import { access } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { renderStore } from "../src/prerender.tsx";
import { withShell } from "./route-shells.ts";
import type { RoutePage } from "./static.ts";

/** The render of /store with its first cards (src/prerender.tsx's `renderStore`). */
export type RenderStore = typeof renderStore;

/** The built render, relative to the client folder: `dist/ssr/prerender.js` beside `dist/client`. */
export const SSR_ENTRY = path.join("..", "ssr", "prerender.js");

/**
 * The build's render of the store, or undefined when there is none (the server runs from source, or the build
 * skipped it). Imported at run time by its path: the server's own bundle (scripts/build-server.mjs) does not
 * hold the app's render, which Vite builds with the client's config (asset URLs and hashes of the client).
 */
export async function loadStoreRender(clientDir: string): Promise<RenderStore | undefined> {
  const file = path.resolve(clientDir, SSR_ENTRY);
  try {
    await access(file);
  } catch {
    return undefined;
  }
  try {
    const module: { renderStore?: unknown } = await import(pathToFileURL(file).href);
    if (typeof module.renderStore === "function") return module.renderStore as RenderStore;
  } catch (error) {
    console.warn(`/store renders without its cards: ${file} did not load (${String(error)}).`);
  }
  return undefined;
}

/**
 * The page `page` with the store's first cards (rendered from `answer`) in its `#root` and the store shell's
 * critical CSS, or undefined when it cannot have them (no render, no store shell, the render gave nothing).
 */
export async function withStoreCards(
  render: RenderStore | undefined,
  pageUrl: string,
  page: RoutePage,
  answer: Parameters<RenderStore>[1],
): Promise<string | undefined> {
  if (!render || !page.shell) return undefined;
  let cards: string | undefined;
  try {
    cards = await render(pageUrl, answer);
  } catch {
    return undefined;
  }
  return cards === undefined ? undefined : withShell(page.bare, { html: cards, css: page.shell.css });
}
