/**
 * Wire shapes of the datasets server (dataset viewer), as sent (reference/apis.md §2). snake_case.
 * Internal: mapped to the camelCase types of `datasets/types.ts` and never exported from the package.
 */

/** A feature type object: `{"_type": "Value", "dtype": "int64"}`, `{"_type": "ClassLabel", "names": […]}`, … */
export interface ApiFeatureType {
  _type?: string;
  [key: string]: unknown;
}

/** `features[]` of `/first-rows` and `/rows`. */
export interface ApiFeatureItem {
  feature_idx: number;
  name: string;
  type: ApiFeatureType;
}

/** `rows[]` of `/first-rows` and `/rows`. */
export interface ApiRowItem {
  row_idx: number;
  row: Record<string, unknown>;
  truncated_cells?: string[];
}

/** `/is-valid`. */
export interface ApiIsValidResponse {
  preview: boolean;
  viewer: boolean;
  search: boolean;
  filter: boolean;
  statistics: boolean;
}

/** One entry of `/splits`. */
export interface ApiSplitItem {
  dataset: string;
  config: string;
  split: string;
}

/** `failed[]` of the dataset-level responses: a config whose computation failed. */
export interface ApiFailedConfig {
  dataset: string;
  config: string;
  error: { error: string; [key: string]: unknown };
}

/** `pending[]` of the dataset-level responses: a config still being computed. */
export interface ApiPendingConfig {
  dataset: string;
  config: string;
}

/** `/splits`. `pending` and `failed` may be absent when `config` is given. */
export interface ApiSplitsResponse {
  splits: ApiSplitItem[];
  pending?: ApiPendingConfig[];
  failed?: ApiFailedConfig[];
}

/** A `datasets.DatasetInfo` dump (`/info`, one config). */
export interface ApiConfigInfo {
  description?: string;
  citation?: string;
  homepage?: string;
  license?: string;
  /** A dict `{name: FeatureType}` here (a list in rows responses). */
  features?: Record<string, ApiFeatureType>;
  builder_name?: string;
  dataset_name?: string;
  config_name?: string;
  version?: { version_str?: string; major?: number; minor?: number; patch?: number };
  splits?: Record<
    string,
    { name?: string; num_bytes?: number; num_examples?: number; dataset_name?: string | null }
  >;
  download_size?: number;
  dataset_size?: number;
}

/**
 * `/info`: with `config`, `dataset_info` is one {@link ApiConfigInfo}; without, an object keyed by config
 * name, plus `pending` and `failed`.
 */
export interface ApiInfoResponse {
  dataset_info: ApiConfigInfo | Record<string, ApiConfigInfo>;
  partial?: boolean;
  pending?: ApiPendingConfig[];
  failed?: ApiFailedConfig[];
}

/** `/first-rows`. */
export interface ApiFirstRowsResponse {
  dataset: string;
  config: string;
  split: string;
  features: ApiFeatureItem[];
  rows: ApiRowItem[];
  truncated?: boolean;
}

/** `/rows`. `num_rows_per_page` is always 100, whatever `length` was asked. */
export interface ApiRowsResponse {
  features: ApiFeatureItem[];
  rows: ApiRowItem[];
  num_rows_total: number;
  num_rows_per_page: number;
  partial: boolean;
}

/** Byte and row counts shared by the `/size` entries. */
export interface ApiSizeCounts {
  dataset: string;
  num_bytes_original_files?: number;
  num_bytes_parquet_files?: number;
  num_bytes_memory?: number;
  num_rows?: number;
  num_columns?: number;
  estimated_num_rows?: number | null;
}

/** `/size`: `size.dataset` + `size.configs` without `config`, `size.config` with it. */
export interface ApiSizeResponse {
  size: {
    dataset?: ApiSizeCounts;
    configs?: (ApiSizeCounts & { config: string })[];
    config?: ApiSizeCounts & { config: string };
    splits?: (ApiSizeCounts & { config: string; split: string })[];
  };
  partial?: boolean;
  pending?: ApiPendingConfig[];
  failed?: ApiFailedConfig[];
}
