import { statSync } from "node:fs";
import { syntheticCommitSha } from "../hub/ids";
import type { HubDatasetCatalogue } from "../hub-datasets/catalogue";
import { FIXTURE_DATASETS, ROWS_SOURCES, type RowsSource, type SplitSource } from "./sources";
import type { SplitTable } from "./table";

/** One split the datasets server can serve. */
export interface ViewerSplit {
  dataset: string;
  config: string;
  split: string;
  /** The split's rows, loaded on first use and kept. */
  table(): SplitTable;
  /** Bytes of the original files the rows come from. */
  originalBytes(): number;
}

/** One config of a served dataset. */
export interface ViewerConfig {
  name: string;
  splits: ViewerSplit[];
}

/** A dataset id the datasets server knows. */
export interface ViewerDataset {
  id: string;
  /** Commit the responses describe (`X-Revision`); the hub's `sha` for catalogue datasets. */
  revision: string;
  /** False for hub datasets without rows here: `/is-valid` says all false, the rest is 404. */
  viewer: boolean;
  builderName: RowsSource["builderName"];
  configs: ViewerConfig[];
  /** True for emulator-only datasets (not on the hub catalogue). */
  fixture: boolean;
}

/** The datasets known to a datasets-server emulator. */
export interface ViewerRegistry {
  datasets: readonly ViewerDataset[];
  get(id: string): ViewerDataset | undefined;
}

function once<T>(load: () => T): () => T {
  let value: { v: T } | undefined;
  return () => {
    value ??= { v: load() };
    return value.v;
  };
}

function viewerConfigs(dataset: string, source: RowsSource): ViewerConfig[] {
  return source.configs.map((config) => ({
    name: config.name,
    splits: config.splits.map((split: SplitSource) => ({
      dataset,
      config: config.name,
      split: split.name,
      table: once(() => split.load()),
      originalBytes: once(
        () => split.originalBytes?.() ?? split.files().reduce((sum, file) => sum + statSync(file).size, 0),
      ),
    })),
  }));
}

function sourceFor(key: string, dataset: string): RowsSource {
  const source = ROWS_SOURCES.get(key);
  if (!source) {
    throw new Error(
      `${dataset}: unknown rowsSource "${key}" (known: ${[...ROWS_SOURCES.keys()].join(", ")})`,
    );
  }
  return source;
}

/**
 * The datasets a datasets-server emulator serves: every dataset of the hub catalogue (those with a
 * `rowsSource` with rows, the others as viewer-disabled) and, unless `fixtures` is false, the
 * emulator-only {@link FIXTURE_DATASETS}.
 * @throws Error when a catalogue dataset names an unknown `rowsSource`.
 */
export function buildViewerRegistry(
  catalogue: HubDatasetCatalogue,
  options: { fixtures?: boolean } = {},
): ViewerRegistry {
  const datasets: ViewerDataset[] = catalogue.datasets.map((dataset) => {
    const source = dataset.rowsSource === undefined ? undefined : sourceFor(dataset.rowsSource, dataset.id);
    return {
      id: dataset.id,
      revision: dataset.sha,
      viewer: source !== undefined,
      builderName: source?.builderName ?? "parquet",
      configs: source ? viewerConfigs(dataset.id, source) : [],
      fixture: false,
    };
  });
  if (options.fixtures !== false) {
    for (const fixture of FIXTURE_DATASETS) {
      const source = sourceFor(fixture.source, fixture.id);
      datasets.push({
        id: fixture.id,
        revision: syntheticCommitSha(fixture.id, "emulator-fixture"),
        viewer: true,
        builderName: source.builderName,
        configs: viewerConfigs(fixture.id, source),
        fixture: true,
      });
    }
  }
  const byId = new Map(datasets.map((d) => [d.id, d]));
  return { datasets, get: (id) => byId.get(id) };
}
