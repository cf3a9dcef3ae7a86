// Bundles the server (and the workspace packages it imports, which are TypeScript sources) into dist/server.
// @hiber/emulators stays external: it has its own build (dist/index.js, picked with `--conditions=hiber-dist`)
// and its dependencies (data packages, native modules) resolve from its own folder.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  external: ["@hiber/emulators"],
  // Some CommonJS dependencies call require(); give them one in the ESM bundle.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
