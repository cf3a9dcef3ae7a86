/**
 * Writes `src/fixtures/datasets.generated.ts`, the datasets screen's story data, from the emulators: the
 * hub emulator's catalogue (`packages/emulators/src/hub/catalogue/datasets.json`) read through
 * `listDatasets`, and the datasets-server emulator's rows read through `previewDataset` and `listRows`,
 * exactly as the app reads the real services. Nothing is typed by hand, so the fixtures cannot drift from
 * the emulators (`datasets.generated.test.ts` regenerates in memory and compares).
 *
 * Run from packages/ui: `pnpm run generate:fixtures`.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createDatasetsServerApp, createHubApp } from "@hiber/emulators";
import {
  type DatasetEntry,
  type DatasetFeature,
  type DatasetPreview,
  listDatasets,
  listRows,
  previewDataset,
} from "@hiber/hub-sdk";

/** Where the generated module is written. */
export const DATASET_FIXTURES_PATH = fileURLToPath(
  new URL("../src/fixtures/datasets.generated.ts", import.meta.url),
);

/** How many of the most downloaded datasets the stories list (two pages at the default page size). */
const LISTED = 24;

/** Export names of the datasets the stories use: the {@link LISTED} most downloaded, then a few more. */
const ENTRY_NAMES: Record<string, string> = {
  "Salesforce/wikitext": "wikitext",
  "allenai/c4": "c4",
  "openai/gsm8k": "gsm8k",
  "nyu-mll/glue": "glue",
  "HuggingFaceFW/fineweb-edu": "finewebEdu",
  "HuggingFaceFW/fineweb": "fineweb",
  "openslr/librispeech_asr": "librispeechAsr",
  "cais/mmlu": "mmlu",
  "stanfordnlp/imdb": "imdb",
  "wikimedia/wikipedia": "wikipedia",
  "rajpurkar/squad": "squad",
  "abisee/cnn_dailymail": "cnnDailymail",
  "ylecun/mnist": "mnist",
  "cornell-movie-review-data/rotten_tomatoes": "rottenTomatoes",
  "ILSVRC/imagenet-1k": "imagenet1k",
  "uoft-cs/cifar10": "cifar10",
  "dair-ai/emotion": "emotion",
  "tatsu-lab/alpaca": "alpaca",
  "rajpurkar/squad_v2": "squadV2",
  "fancyzhx/ag_news": "agNews",
  "roneneldan/TinyStories": "tinyStories",
  "MMMU/MMMU": "mmmu",
  "stanfordnlp/sst2": "sst2",
  "mozilla-foundation/common_voice_11_0": "commonVoice11",
  // Beyond the first two pages: datasets with rows in the datasets-server emulator, a long name, an image task.
  "scikit-learn/iris": "iris",
  "jsulz/state-of-the-union-addresses": "stateOfTheUnion",
  "MoritzLaurer/multilingual-NLI-26lang-2mil7": "multilingualNli",
  "SIH/palmer-penguins": "palmerPenguins",
  "lmms-lab/DocVQA": "docVqa",
};

/** One preview the stories show: which split, and how the rows are cut to keep the file small. */
interface PreviewSpec {
  name: string;
  dataset: string;
  config?: string;
  doc: string;
  tableDoc: string;
  /** Keep this many rows (all of `/first-rows` when absent). */
  rows?: number;
  /** Cut string cells to this many characters. */
  cellChars?: number;
}

const PREVIEWS: PreviewSpec[] = [
  {
    name: "penguins",
    dataset: "SIH/palmer-penguins",
    doc: "Tabular rows with a few missing values: `SIH/palmer-penguins` (344 rows).",
    tableDoc: "The first 100 rows of the Palmer penguins; a few measurements are missing (null).",
  },
  {
    name: "iris",
    dataset: "scikit-learn/iris",
    doc: "A ClassLabel column (`Species`: 0, 1, 2 for setosa, versicolor, virginica): `scikit-learn/iris`.",
    tableDoc: "The first 100 rows of Fisher's iris data (Species is a ClassLabel index).",
  },
  {
    name: "earthquakes",
    dataset: "vega-datasets/earthquakes",
    rows: 30,
    doc: "A nested List column (`coordinates`): `vega-datasets/earthquakes` (1,707 rows).",
    tableDoc: "The first 30 USGS earthquakes of one week; `coordinates` is a List of floats.",
  },
  {
    name: "stateOfTheUnion",
    dataset: "jsulz/state-of-the-union-addresses",
    rows: 5,
    cellChars: 600,
    doc: "Long text cells (truncated at 100 characters in the table): the State of the Union addresses.",
    tableDoc:
      "The first five addresses, each text cut to its first 600 characters to keep the fixture small (still far over the 100-character cell limit).",
  },
  {
    name: "flights",
    dataset: "vega-datasets/flights",
    config: "200k",
    doc: "The large split: `vega-datasets/flights`, config `200k` (200,000 rows).",
    tableDoc: "The first 100 rows of `vega-datasets/flights`, config `200k`.",
  },
];

/** The `/rows` page the long-split story jumps to. */
const ROWS_PAGE = { name: "flightsRowsAt50000", preview: "flights", offset: 50_000 };

/** The generated module's helper that turns a table back into rows. */
const RECORDS_HELPER = `/** Cells by column name from a table of values in column order. */
function records(features: DatasetFeature[], table: unknown[][]): Record<string, unknown>[] {
  return table.map((values) => Object.fromEntries(features.map((feature, i) => [feature.name, values[i]])));
}`;

/** A `fetch` answered in memory by a Hono app, without a socket. */
function inMemoryFetch(app: { request(url: string, init?: RequestInit): Response | Promise<Response> }) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request) return app.request(input.url, { ...input, ...init });
    return app.request(String(input), init);
  }) as typeof fetch;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A TypeScript expression for a JSON-like value (dates as `new Date(...)`), on one line. */
function literal(value: unknown): string {
  if (value instanceof Date) return `new Date(${JSON.stringify(value.toISOString())})`;
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${literal(field)}`);
    return `{ ${fields.join(", ")} }`;
  }
  if (value === undefined) throw new Error("undefined has no literal");
  return JSON.stringify(value);
}

/** A declaration with its doc comment. */
function documented(text: string, declaration: string): string {
  return `/** ${text} */\n${declaration}`;
}

/**
 * The stories' dataset entry: the list row with `full: true`, less the two fields the list adds that
 * the stories leave unset (`disabled: false`, and `viewer: false` for datasets without rows, which would
 * hide the preview button the screen's stories press).
 */
function storyEntry(entry: DatasetEntry): DatasetEntry {
  const { disabled: _disabled, viewer: _viewer, ...rest } = entry;
  return rest;
}

/** Cell values in column order, cut as the spec says. */
function table(features: DatasetFeature[], rows: Record<string, unknown>[], spec: { cellChars?: number }) {
  return rows.map((row) =>
    features.map(({ name }) => {
      const cell = row[name];
      return typeof cell === "string" && spec.cellChars !== undefined ? cell.slice(0, spec.cellChars) : cell;
    }),
  );
}

function columnsAreFeatures(preview: DatasetPreview): boolean {
  return preview.columns.join("\n") === preview.features.map((f) => f.name).join("\n");
}

/** Formats TypeScript as the repo's Biome config does. */
function format(source: string): string {
  const require = createRequire(import.meta.url);
  const biome = require.resolve("@biomejs/biome/bin/biome");
  return execFileSync(process.execPath, [biome, "format", `--stdin-file-path=${DATASET_FIXTURES_PATH}`], {
    input: source,
    encoding: "utf8",
  });
}

/** The generated module's text, formatted: what `datasets.generated.ts` must contain. */
export async function datasetFixturesSource(): Promise<string> {
  const hub = { baseUrl: "http://hub.emulator", fetch: inMemoryFetch(createHubApp()) };
  const viewer = {
    baseUrl: "http://datasets-server.emulator",
    fetch: inMemoryFetch(createDatasetsServerApp()),
  };

  const byId = new Map<string, DatasetEntry>();
  const listed: string[] = [];
  for await (const entry of listDatasets({ ...hub, full: true, sort: "downloads" })) {
    byId.set(entry.id, storyEntry(entry));
    if (listed.length < LISTED) listed.push(entry.id);
  }

  const out: string[] = [
    "// Generated by packages/ui/scripts/generate-fixtures.ts from the emulators' catalogue and rows. Do not edit.",
    "// Change the emulators (packages/emulators/src/hub/catalogue/datasets.json, datasets-server/sources.ts) or",
    "// the script, then run `pnpm --filter @hiber/ui run generate:fixtures`.",
    'import type { DatasetEntry, DatasetFeature, DatasetPreview } from "@hiber/hub-sdk";',
    "",
  ];

  for (const [id, name] of Object.entries(ENTRY_NAMES)) {
    const entry = byId.get(id);
    if (!entry) throw new Error(`${id} is not in the hub emulator's catalogue`);
    out.push(`export const ${name}: DatasetEntry = ${literal(entry)};`, "");
  }
  const names = listed.map((id) => {
    const name = ENTRY_NAMES[id];
    if (!name) throw new Error(`${id} is among the ${LISTED} most downloaded: give it a name in ENTRY_NAMES`);
    return name;
  });
  out.push(
    documented(
      `The ${LISTED} most downloaded datasets of the snapshot, by downloads (the "Most Downloads" order).`,
      `export const datasets: DatasetEntry[] = [${names.join(", ")}];`,
    ),
    "",
    RECORDS_HELPER,
    "",
  );

  const featuresOf = new Map<string, DatasetFeature[]>();
  for (const spec of PREVIEWS) {
    const preview = await previewDataset({
      ...viewer,
      dataset: spec.dataset,
      ...(spec.config ? { config: spec.config, split: "train" } : {}),
    });
    if (!columnsAreFeatures(preview)) throw new Error(`${spec.dataset}: columns differ from the features`);
    featuresOf.set(spec.name, preview.features);
    const features = `${spec.name}Features`;
    const rows = table(preview.features, preview.rows.slice(0, spec.rows), spec);
    const fields = [
      `datasetName: ${literal(preview.datasetName)}`,
      `columns: ${features}.map((f) => f.name)`,
      `features: ${features}`,
      `rows: records(${features}, ${spec.name}Table)`,
      `totalRows: ${literal(preview.totalRows)}`,
      `config: ${literal(preview.config)}`,
      `split: ${literal(preview.split)}`,
      `source: ${literal(preview.source)}`,
    ];
    out.push(
      documented(spec.tableDoc, `const ${spec.name}Table: unknown[][] = ${literal(rows)};`),
      "",
      `export const ${features}: DatasetFeature[] = ${literal(preview.features)};`,
      "",
      documented(spec.doc, `export const ${spec.name}Preview: DatasetPreview = { ${fields.join(", ")} };`),
      "",
    );
  }

  const { name, preview, offset } = ROWS_PAGE;
  const spec = PREVIEWS.find((candidate) => candidate.name === preview);
  if (!spec?.config) throw new Error(`${name}: no preview ${preview} with a config`);
  const page = await listRows({
    ...viewer,
    dataset: spec.dataset,
    config: spec.config,
    split: "train",
    offset,
  });
  if (literal(page.features) !== literal(featuresOf.get(preview))) {
    throw new Error(`${name}: the /rows page has other columns than ${preview}Preview`);
  }
  const rows = table(
    page.features,
    page.rows.map((row) => row.row),
    {},
  );
  const last = offset + rows.length - 1;
  out.push(
    documented(
      `Rows ${offset}–${last} (0-based) of \`${spec.dataset}\`, config \`${spec.config}\`, as \`/rows?offset=${offset}\` serves them.`,
      `const ${name}Table: unknown[][] = ${literal(rows)};`,
    ),
    "",
    documented(
      `The \`/rows\` page at offset ${offset} of {@link ${preview}Preview}'s split.`,
      `export const ${name} = { offset: ${offset}, total: ${page.numRowsTotal}, rows: records(${preview}Features, ${name}Table) };`,
    ),
  );
  return format(`${out.join("\n")}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(DATASET_FIXTURES_PATH, await datasetFixturesSource());
  console.log(`wrote ${DATASET_FIXTURES_PATH}`);
}
