import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/* Reading the data files of the npm packages this emulator depends on (installed, never fetched). */

const require = createRequire(import.meta.url);

/** Root folder of an installed package, from its resolved entry point `<root>/<entryDir>/<file>`. */
export function packageRoot(name: string): string {
  return dirname(dirname(require.resolve(name)));
}

/** A file of an installed package's `data/` folder. */
export function packageData(name: string, file: string): string {
  return join(packageRoot(name), "data", file);
}

export function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** `value` as an array of records. @throws Error naming `file` when it is not one. */
export function records(value: unknown, file: string): Record<string, unknown>[] {
  if (
    !Array.isArray(value) ||
    !value.every((r) => typeof r === "object" && r !== null && !Array.isArray(r))
  ) {
    throw new Error(`${file} is not an array of records`);
  }
  return value as Record<string, unknown>[];
}
