/*
 * Shape checks and snake_case → camelCase mapping of datasets-server bodies. Internal.
 * A check is strict about what callers rely on (lists are lists, indices are numbers) and lenient
 * about the rest (unknown keys are ignored, optional counts may be missing).
 */
import type {
  ApiConfigInfo,
  ApiFeatureItem,
  ApiFirstRowsResponse,
  ApiInfoResponse,
  ApiIsValidResponse,
  ApiRowItem,
  ApiRowsResponse,
  ApiSizeCounts,
  ApiSizeResponse,
  ApiSplitsResponse,
} from "../types/api/api-datasets-server";
import type {
  ConfigInfo,
  DatasetFeature,
  DatasetRow,
  DatasetServerInfo,
  DatasetSize,
  DatasetSplits,
  DatasetValidity,
  FailedConfig,
  FeatureType,
  FirstRows,
  PendingConfig,
  RowsPage,
  SizeCounts,
  SplitEntry,
  SplitInfo,
} from "./types";

type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isIndex(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function finite(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Copies `value` to `target[key]` only when defined. */
function assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}

/* ---------- is-valid ---------- */

export function isApiIsValid(body: unknown): body is ApiIsValidResponse {
  return (
    isRecord(body) &&
    (["preview", "viewer", "search", "filter", "statistics"] as const).every(
      (key) => typeof body[key] === "boolean",
    )
  );
}

export function toValidity(body: ApiIsValidResponse): DatasetValidity {
  return {
    preview: body.preview,
    viewer: body.viewer,
    search: body.search,
    filter: body.filter,
    statistics: body.statistics,
  };
}

/* ---------- pending / failed ---------- */

function toPending(value: unknown): PendingConfig[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter((item) => isString(item.dataset) && isString(item.config))
    .map((item) => ({ dataset: item.dataset as string, config: item.config as string }));
}

function toFailed(value: unknown): FailedConfig[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter((item) => isString(item.dataset) && isString(item.config))
    .map((item) => {
      const error = isRecord(item.error) ? text(item.error.error) : text(item.error);
      return {
        dataset: item.dataset as string,
        config: item.config as string,
        error: error ?? "Unknown error",
      };
    });
}

/* ---------- splits ---------- */

function isSplitItem(value: unknown): value is SplitEntry {
  return isRecord(value) && isString(value.dataset) && isString(value.config) && isString(value.split);
}

export function isApiSplits(body: unknown): body is ApiSplitsResponse {
  return isRecord(body) && Array.isArray(body.splits) && body.splits.every(isSplitItem);
}

export function toSplits(body: ApiSplitsResponse): DatasetSplits {
  return {
    splits: body.splits.map(({ dataset, config, split }) => ({ dataset, config, split })),
    pending: toPending(body.pending),
    failed: toFailed(body.failed),
  };
}

/* ---------- info ---------- */

export function isApiInfo(body: unknown): body is ApiInfoResponse {
  return isRecord(body) && isRecord(body.dataset_info);
}

function toConfigInfo(api: ApiConfigInfo, fallbackName: string): ConfigInfo {
  const features: Record<string, FeatureType> = {};
  for (const [name, type] of Object.entries(isRecord(api.features) ? api.features : {})) {
    if (isRecord(type)) features[name] = type as FeatureType;
  }
  const splits: Record<string, SplitInfo> = {};
  for (const [name, split] of Object.entries(isRecord(api.splits) ? api.splits : {})) {
    if (!isRecord(split)) continue;
    const info: SplitInfo = { name: text(split.name) ?? name };
    assign(info, "numBytes", finite(split.num_bytes));
    assign(info, "numExamples", finite(split.num_examples));
    splits[name] = info;
  }
  const info: ConfigInfo = { configName: text(api.config_name) ?? fallbackName, features, splits };
  assign(info, "datasetName", text(api.dataset_name));
  assign(info, "description", text(api.description));
  assign(info, "citation", text(api.citation));
  assign(info, "homepage", text(api.homepage));
  assign(info, "license", text(api.license));
  assign(info, "builderName", text(api.builder_name));
  assign(info, "downloadSize", finite(api.download_size));
  assign(info, "datasetSize", finite(api.dataset_size));
  assign(info, "version", isRecord(api.version) ? text(api.version.version_str) : undefined);
  return info;
}

/**
 * Normalises both shapes of `/info`: one config's info (asked with `config`, or recognisable by its
 * string `config_name`) or an object keyed by config name.
 */
export function toServerInfo(body: ApiInfoResponse, askedConfig: string | undefined): DatasetServerInfo {
  const info = body.dataset_info as Json;
  const single = askedConfig !== undefined || isString(info.config_name);
  const configs: Record<string, ConfigInfo> = {};
  if (single) {
    const config = toConfigInfo(info as ApiConfigInfo, askedConfig ?? String(info.config_name));
    configs[config.configName] = config;
  } else {
    for (const [name, value] of Object.entries(info)) {
      if (isRecord(value)) configs[name] = toConfigInfo(value as ApiConfigInfo, name);
    }
  }
  return {
    configs,
    partial: body.partial === true,
    pending: toPending(body.pending),
    failed: toFailed(body.failed),
  };
}

/* ---------- rows ---------- */

function isFeatureItem(value: unknown): value is ApiFeatureItem {
  return isRecord(value) && isIndex(value.feature_idx) && isString(value.name) && isRecord(value.type);
}

function isRowItem(value: unknown): value is ApiRowItem {
  return isRecord(value) && isIndex(value.row_idx) && isRecord(value.row);
}

function toFeatures(items: ApiFeatureItem[]): DatasetFeature[] {
  return items
    .map((item) => ({ featureIdx: item.feature_idx, name: item.name, type: item.type as FeatureType }))
    .sort((a, b) => a.featureIdx - b.featureIdx);
}

function toRows(items: ApiRowItem[]): DatasetRow[] {
  return items.map((item) => ({
    rowIdx: item.row_idx,
    row: item.row,
    truncatedCells: Array.isArray(item.truncated_cells) ? item.truncated_cells.filter(isString) : [],
  }));
}

export function isApiFirstRows(body: unknown): body is ApiFirstRowsResponse {
  return (
    isRecord(body) &&
    Array.isArray(body.features) &&
    body.features.every(isFeatureItem) &&
    Array.isArray(body.rows) &&
    body.rows.every(isRowItem)
  );
}

export function toFirstRows(
  body: ApiFirstRowsResponse,
  asked: { dataset: string; config: string; split: string },
): FirstRows {
  return {
    dataset: text(body.dataset) ?? asked.dataset,
    config: text(body.config) ?? asked.config,
    split: text(body.split) ?? asked.split,
    features: toFeatures(body.features),
    rows: toRows(body.rows),
    truncated: body.truncated === true,
  };
}

export function isApiRows(body: unknown): body is ApiRowsResponse {
  return (
    isRecord(body) &&
    Array.isArray(body.features) &&
    body.features.every(isFeatureItem) &&
    Array.isArray(body.rows) &&
    body.rows.every(isRowItem) &&
    isIndex(body.num_rows_total)
  );
}

export function toRowsPage(body: ApiRowsResponse): RowsPage {
  return {
    features: toFeatures(body.features),
    rows: toRows(body.rows),
    numRowsTotal: body.num_rows_total,
    numRowsPerPage: finite(body.num_rows_per_page) ?? body.rows.length,
    partial: body.partial === true,
  };
}

/* ---------- size ---------- */

export function isApiSize(body: unknown): body is ApiSizeResponse {
  return isRecord(body) && isRecord(body.size);
}

function toCounts(api: ApiSizeCounts): SizeCounts {
  const counts: SizeCounts = {};
  assign(counts, "numBytesOriginalFiles", finite(api.num_bytes_original_files));
  assign(counts, "numBytesParquetFiles", finite(api.num_bytes_parquet_files));
  assign(counts, "numBytesMemory", finite(api.num_bytes_memory));
  assign(counts, "numRows", finite(api.num_rows));
  assign(counts, "numColumns", finite(api.num_columns));
  if (api.estimated_num_rows === null) counts.estimatedNumRows = null;
  else assign(counts, "estimatedNumRows", finite(api.estimated_num_rows));
  return counts;
}

/** Normalises both shapes of `/size`: dataset-level (`dataset` + `configs`) or config-level (`config`). */
export function toDatasetSize(body: ApiSizeResponse): DatasetSize {
  const { size } = body;
  const configEntries = Array.isArray(size.configs)
    ? size.configs
    : isRecord(size.config)
      ? [size.config]
      : [];
  const result: DatasetSize = {
    configs: configEntries
      .filter((c) => isRecord(c) && isString(c.dataset) && isString(c.config))
      .map((c) => ({ dataset: c.dataset, config: c.config, ...toCounts(c) })),
    splits: (Array.isArray(size.splits) ? size.splits : [])
      .filter((s) => isRecord(s) && isString(s.dataset) && isString(s.config) && isString(s.split))
      .map((s) => ({ dataset: s.dataset, config: s.config, split: s.split, ...toCounts(s) })),
    partial: body.partial === true,
    pending: toPending(body.pending),
    failed: toFailed(body.failed),
  };
  if (isRecord(size.dataset) && isString(size.dataset.dataset)) {
    result.dataset = { dataset: size.dataset.dataset, ...toCounts(size.dataset) };
  }
  return result;
}
