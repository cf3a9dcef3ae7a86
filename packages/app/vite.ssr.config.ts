// The server's build of the app's render (`vite build --config vite.ssr.config.ts`, dist/ssr/prerender.js from
// src/prerender.tsx): the client's config (vite.config.ts), so every asset URL it renders (the covers) is the
// client build's, hash and all; without what only the client build needs — its page, its chunk groups and
// preload map, the public files, the compressed copies — and into its own folder beside dist/client.
import { defineConfig, type PluginOption } from "vite";
import client from "./vite.config.ts";

const CLIENT_ONLY = new Set([
  "vite-plugin-compression",
  "hiber:route-preloads",
  "hiber:first-visit-shared",
  "hiber-inline-theme",
]);

const named = (plugin: PluginOption) =>
  typeof plugin === "object" && plugin !== null && "name" in plugin ? plugin.name : undefined;

export default defineConfig({
  ...client,
  plugins: (client.plugins ?? []).flat().filter((plugin) => !CLIENT_ONLY.has(named(plugin) ?? "")),
  build: {
    ssr: "src/prerender.tsx",
    outDir: "dist/ssr",
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    assetsInlineLimit: client.build?.assetsInlineLimit,
  },
});
