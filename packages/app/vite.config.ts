import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { firstVisitSharedChunk } from "./scripts/first-visit-chunk.ts";
import { inlineThemePlugin } from "./scripts/inline-theme.ts";
import { routePreloadsPlugin } from "./scripts/route-preloads.ts";
import { scriptsAfterPaintPlugin } from "./scripts/scripts-after-paint.ts";

const firstVisitShared = firstVisitSharedChunk();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The theme script inline in <head> (src/theme-init.ts), allowed by its hash in the CSP.
    inlineThemePlugin(),
    // Which chunks each route needs (.vite/route-preloads.json): the server preloads them from the HTML.
    routePreloadsPlugin(),
    // The entry and its preloads fetched after the first screen's images and font (the page paints from its HTML).
    scriptsAfterPaintPlugin(),
    firstVisitShared.plugin,
    // A brotli (.br) and a gzip (.gz) copy beside each file of the build that compresses (only those
    // that come out smaller); the server answers with them by Accept-Encoding (server/static.ts).
    compression({
      include: /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|ttf|otf|ico)$/,
      algorithms: ["brotliCompress", "gzip"],
      logLevel: "silent",
    }),
  ],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one chunk with it (React, the JSX runtime, cn and
          // tailwind-merge, lucide's base, Button, …): by default rolldown puts each module the entry shares
          // with a route chunk into a small chunk of its own, which every route then loads as a separate
          // file (brotli compresses each alone; each adds its import/export glue). About 3 KB brotli less on
          // every route's first download (bench/README.md, "What the shared runtime is made of").
          // Then what the playground (/) and the store (/store) share beyond it: one chunk instead of about
          // 18 small ones on each (scripts/first-visit-chunk.ts).
          groups: [
            { name: "index", tags: ["$initial"] },
            { name: "first-visit", test: firstVisitShared.test },
          ],
        },
      },
    },
    // The model covers (SVGs) are files the browser fetches, not data URLs inside the store's script.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
  },
  server: {
    // `pnpm dev` runs the API server on 3000; Vite proxies /api to it (websockets too: /api/solana).
    proxy: { "/api": { target: "http://127.0.0.1:3000", ws: true } },
  },
});
