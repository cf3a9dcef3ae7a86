// The route shells (after `vite build` and the render's own build, vite.ssr.config.ts): for each route below,
// the HTML the app renders first (src/prerender.tsx, built as dist/ssr/prerender.js with the client's config, so
// its asset URLs are the client build's) and the part of the stylesheet that HTML uses (its critical CSS, picked
// by beasties; for /store also what the cards the server renders there use), written to
// dist/client/.vite/route-shells.json as `{ "<route pattern>": { "html": "<markup of #root>", "css": "…" } }`.
// The server puts a route's shell in the page it answers and its critical CSS inline in <head>, with the whole
// stylesheet loaded without blocking the paint (server/route-shells.ts): the navbar, the page's loading state
// and the footer paint from the HTML alone, before any script has run or any other file has arrived.
import { readFile, writeFile } from "node:fs/promises";
import Beasties from "beasties";

/**
 * The routes prerendered: those whose first screen depends on nothing but the path (not on a wallet, the
 * query string or stored state). The others keep the bare page.
 */
const ROUTES = [
  "/",
  "/store",
  "/feed",
  "/graph",
  "/swarms",
  "/explore",
  "/community",
  "/huggingface-models",
  "/huggingface-datasets",
  "/compare",
  "/arena",
];

const CLIENT = "dist/client";

const index = await readFile(`${CLIENT}/index.html`, "utf8");
const stylesheet = index.match(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"/)?.[1];
if (!stylesheet) throw new Error("prerender: index.html links no stylesheet");
// The fonts' @font-face rules go with every shell: beasties cannot tell they are used (the font families are
// set through CSS variables), and text laid out in a fallback font first would move when the font came.
const fontFaces = (
  (await readFile(`${CLIENT}/${stylesheet}`, "utf8")).match(/@font-face\s*\{[^}]*\}/g) ?? []
).join("");

const beasties = new Beasties({
  path: CLIENT,
  publicPath: "/",
  pruneSource: false,
  compress: true,
  inlineFonts: false,
  preloadFonts: false,
  keyframes: "critical",
  reduceInlineStyles: false,
  // Tailwind's arbitrary variants on children (`[&_svg]:size-4` is `.\[\&_svg\]\:size-4 svg`): beasties does
  // not match these escaped selectors to the page, so they are always kept (15 rules).
  allowRules: [/\\&/],
  logLevel: "warn",
});

/**
 * The rules of the stylesheet that `html` (a shell) uses, in the dark and the light theme: the page is
 * checked with `class="dark"` on <html>, so the rules of both themes match (the light ones apply without it).
 */
async function criticalCss(html) {
  const page = index
    .replace('<html lang="en">', '<html lang="en" class="dark">')
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  const processed = await beasties.process(page);
  const css = processed.match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (!css) throw new Error("prerender: beasties inlined no CSS");
  return fontFaces + css;
}

const { renderShell, renderStoreSamples } = await import("../dist/ssr/prerender.js");
const shells = {};
for (const route of ROUTES) {
  const html = await renderShell(route);
  if (!html) throw new Error(`prerender: ${route} did not render`);
  // The server renders /store's first cards into the page when it holds the list (server/store-cards.ts):
  // the shell's CSS covers them too, from a render of sample cards of every kind.
  const extra = route === "/store" ? await renderStoreSamples() : "";
  shells[route] = { html, css: await criticalCss(html + extra) };
}
await writeFile(`${CLIENT}/.vite/route-shells.json`, `${JSON.stringify(shells, null, 2)}\n`);
