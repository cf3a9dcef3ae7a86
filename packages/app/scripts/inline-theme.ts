/**
 * A Vite plugin that puts the theme script (src/theme-init.ts) inline in `index.html`, in place of the
 * `<script data-theme-init></script>` placeholder there: the theme is right before the first paint without
 * a request for it. The server's Content-Security-Policy allows the script by its hash.
 */
import type { Plugin } from "vite";
import { THEME_INIT_SCRIPT } from "../src/theme-init.ts";

const PLACEHOLDER = "<script data-theme-init></script>";

export function inlineThemePlugin(): Plugin {
  return {
    name: "hiber-inline-theme",
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
      return html.replace(PLACEHOLDER, `<script>${THEME_INIT_SCRIPT}</script>`);
    },
  };
}
