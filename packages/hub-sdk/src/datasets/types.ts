/**
 * Public types of the datasets-server (dataset viewer) client: camelCase versions of the service's
 * snake_case bodies (reference/apis.md §2). Feature type objects are kept as sent.
 */

/**
 * A feature type object as the service sends it, e.g. `{ _type: "Value", dtype: "string" }`,
 * `{ _type: "ClassLabel", names: ["neg", "pos"] }`, `{ _type: "List", feature: {…} }`, `{ _type: "Image" }`.
 * Kept raw: the `datasets` library has many types, and new ones appear.
 */
export interface FeatureType {
  /** `Value`, `ClassLabel`, `List`, `Sequence`, `Image`, `Audio`, `Translation`, … (absent for a plain dict). */
  _type?: string;
  [key: string]: unknown;
}

/** A column of a split, as `/first-rows` and `/rows` list them. */
export interface DatasetFeature {
  /** Position of the column, from 0. */
  featureIdx: number;
  name: string;
  /** The raw type object. ClassLabel cells are indices into `type.names`. */
  type: FeatureType;
}

/** One row of a split. */
export interface DatasetRow {
  /** Absolute index of the row in the split, from 0. */
  rowIdx: number;
  /** Cell values by column name (JSON values; image cells are `{src, height, width}`). */
  row: Record<string, unknown>;
  /** Columns whose cell `/first-rows` cut to a (JSON) string because the response was too big. */
  truncatedCells: string[];
}

/** What `/is-valid` says the service can do with a dataset (all false: the viewer is unavailable). */
export interface DatasetValidity {
  preview: boolean;
  viewer: boolean;
  search: boolean;
  filter: boolean;
  statistics: boolean;
}

/** A split of a config of a dataset. */
export interface SplitEntry {
  dataset: string;
  config: string;
  split: string;
}

/** A config whose response is still being computed. */
export interface PendingConfig {
  dataset: string;
  config: string;
}

/** A config whose response failed to compute. */
export interface FailedConfig {
  dataset: string;
  config: string;
  /** The service's error text. */
  error: string;
}

/** The splits of a dataset (`/splits`). */
export interface DatasetSplits {
  splits: SplitEntry[];
  /** Configs not computed yet (empty when a config was asked). */
  pending: PendingConfig[];
  /** Configs that failed (empty when a config was asked). */
  failed: FailedConfig[];
}

/** A split in a config's info. */
export interface SplitInfo {
  name: string;
  numBytes?: number;
  /** Rows of the split. */
  numExamples?: number;
}

/** A config's `datasets.DatasetInfo` (`/info`). */
export interface ConfigInfo {
  configName: string;
  datasetName?: string;
  description?: string;
  citation?: string;
  homepage?: string;
  license?: string;
  builderName?: string;
  /** Columns by name, as a dict of raw type objects (rows responses list them instead). */
  features: Record<string, FeatureType>;
  /** Splits by name. */
  splits: Record<string, SplitInfo>;
  downloadSize?: number;
  datasetSize?: number;
  version?: string;
}

/** The info of a dataset's configs (`/info`), whichever shape the service sent. */
export interface DatasetServerInfo {
  /** Configs by name: one when a config was asked, every computed one otherwise. */
  configs: Record<string, ConfigInfo>;
  /** True when the info was computed from part of the data. */
  partial: boolean;
  pending: PendingConfig[];
  failed: FailedConfig[];
}

/** The first rows of a split (`/first-rows`). */
export interface FirstRows {
  dataset: string;
  config: string;
  split: string;
  features: DatasetFeature[];
  /** Up to 100 rows, fewer when the response would exceed 1 MB. */
  rows: DatasetRow[];
  /** True when rows were dropped to fit. */
  truncated: boolean;
}

/** A page of rows of a split (`/rows`). */
export interface RowsPage {
  features: DatasetFeature[];
  rows: DatasetRow[];
  /** Rows in the whole split. */
  numRowsTotal: number;
  /** The service's page size (always 100, whatever length was asked). */
  numRowsPerPage: number;
  /** True when the rows come from part of the data only (typically the first 5 GB). */
  partial: boolean;
}

/** Byte and row counts of `/size`. */
export interface SizeCounts {
  numBytesOriginalFiles?: number;
  numBytesParquetFiles?: number;
  numBytesMemory?: number;
  numRows?: number;
  numColumns?: number;
  /** An estimate when the rows were not all counted; `null` when exact. */
  estimatedNumRows?: number | null;
}

/** Size of a config. */
export interface ConfigSize extends SizeCounts {
  dataset: string;
  config: string;
}

/** Size of a split. */
export interface SplitSize extends SizeCounts {
  dataset: string;
  config: string;
  split: string;
}

/** Sizes of a dataset (`/size`), whichever shape the service sent. */
export interface DatasetSize {
  /** Totals of the whole dataset; absent when a config was asked. */
  dataset?: SizeCounts & { dataset: string };
  /** Every config (or only the one asked). */
  configs: ConfigSize[];
  splits: SplitSize[];
  partial: boolean;
  pending: PendingConfig[];
  failed: FailedConfig[];
}

/** A short preview of a split, as the datasets screen's preview modal shows it. */
export interface DatasetPreview {
  /** The dataset id. */
  datasetName: string;
  /** Column names, in the service's order. */
  columns: string[];
  /** The columns with their raw types (e.g. to show ClassLabel names). */
  features: DatasetFeature[];
  /** The rows' cells by column name. */
  rows: Record<string, unknown>[];
  /** Rows in the split: `/info`'s `num_examples`, else `/rows`' `num_rows_total`, else the rows returned. */
  totalRows: number;
  config: string;
  split: string;
  /** Which call gave the rows: `/first-rows` (up to 100), or the `/rows` fallback (5). */
  source: "first-rows" | "rows";
}
