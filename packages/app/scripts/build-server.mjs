// Bundles the server (and the workspace packages it imports, which are TypeScript sources) into dist/server.
// @hiber/emulators stays external: it has its own build (dist/index.js, picked with `--conditions=hiber-dist`)
// and its dependencies (data packages, native modules) resolve from its own folder. PGlite stays external too:
// it loads its WASM and data files from its own folder at run time; so do pg (an optional native binding)
// and ioredis, resolved from this package's node_modules. The database migrations are copied beside the
// bundle (dist/server/migrations), where db/client.ts looks for them. The app's render (/store's cards) is not
// in this bundle: Vite builds it with the client's config (dist/ssr, vite.ssr.config.ts), so its asset URLs are
// the client's, and server/store-cards.ts imports it by its path at start (a computed specifier, left as it is).
import { cp, rm } from "node:fs/promises";
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
  external: ["@hiber/emulators", "@electric-sql/pglite", "pg", "ioredis"],
  // Some CommonJS dependencies call require(); give them one in the ESM bundle.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

await rm("dist/server/migrations", { recursive: true, force: true });
await cp("server/db/migrations", "dist/server/migrations", { recursive: true });
