// Builds dist/index.js for the app's production server (loaded with `node --conditions=hiber-dist`).
// The package's own dependencies stay external, so their data files resolve from this package at run time.
import { build } from "esbuild";

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
});
