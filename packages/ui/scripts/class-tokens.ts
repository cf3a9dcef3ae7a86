/**
 * Every class-like word of the sources that style the app (@hiber/ui, @hiber/app, @hiber/wallet-kit): the
 * words of every string and template literal. What tailwind-merge has to know about to merge the classes
 * that meet in `cn()`; shared by scripts/trim-tailwind-merge.ts (which keeps the class groups these belong
 * to) and src/lib/cn.test.ts (which checks that the trimmed merge agrees with the full one on them).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCES = ["ui/src", "app/src", "wallet-kit/src"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

export function classTokens(): Set<string> {
  const tokens = new Set<string>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(PACKAGES, dir)))) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
      const text = match[1] ?? match[2] ?? match[3] ?? "";
      for (const token of text.split(/\s+/)) if (token) tokens.add(token);
    }
  }
  return tokens;
}
