/**
 * A Vite plugin (build only) that marks the page's own scripts `fetchpriority="low"`: the entry
 * (`<script type="module">`) and the `<link rel="modulepreload">`s Vite writes for it. The server's route
 * preloads carry the same mark (server/route-preloads.ts).
 *
 * Every page paints from its HTML before any script has run: a prerendered shell, or /store's cards, with their
 * critical CSS inline (server/route-shells.ts, server/store-cards.ts). The scripts are module scripts: they
 * never block that paint, and "Low" says so — they are still asked for at once, from the HTML (no later
 * discovery), after what the first screen shows (its covers and font) when the connection is contended.
 *
 * What it changes, measured (bench/README.md, "Every goal on a quiet machine"): in Chromium throttled as
 * Lighthouse's mobile profile (150 ms, 1.6 Mbps, 4× CPU; HTTP/1.1 from the local server) FCP, LCP and the
 * moment the app is live were the same with and without it, within the runs' spread. Lighthouse's own
 * simulation, which counts every High-priority script that arrived before the observed first paint as
 * render-blocking, estimated FCP 2.6 s before (the scripts of a local server arrive before its paint) and
 * 0.7–0.9 s after: mobile / 94–95 → 97–98, /store 90–92 → 94–99.
 */
import type { Plugin } from "vite";

/** The attribute, after the tag's name and first attribute, as it is written in the page. */
export const LOW_PRIORITY = 'fetchpriority="low"';

/** `html` with every module script and modulepreload link marked low priority (those already marked kept). */
export function withLowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    `<$1 ${LOW_PRIORITY}`,
  );
}

export function scriptsAfterPaintPlugin(): Plugin {
  return {
    name: "hiber-scripts-after-paint",
    apply: "build",
    // After Vite has written the entry's preloads into the page.
    transformIndexHtml: { order: "post", handler: withLowPriorityScripts },
  };
}
