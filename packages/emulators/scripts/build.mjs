// Builds dist/index.js for the app's production server (loaded with `node --conditions=hiber-dist`).
// The package's own dependencies stay external, so their data files resolve from this package at run time.
import { build } from "esbuild";

/**
 * Node's ESM resolver needs file extensions on deep imports of packages without an "exports" map: the
 * sources import `litesvm/dist/internal` (fine for TypeScript and Vite), the bundle must say `internal.js`.
 */
const deepImportExtensions = {
  name: "deep-import-extensions",
  setup(build) {
    build.onResolve({ filter: /^litesvm\/dist\/internal$/ }, (args) => ({
      path: `${args.path}.js`,
      external: true,
    }));
  },
};

await build({
  entryPoints: ["src/index.ts"],
  outfile: "dist/index.js",
  bundle: true,
  packages: "external",
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [deepImportExtensions],
});
