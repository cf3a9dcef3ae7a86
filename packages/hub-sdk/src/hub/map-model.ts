import type { ApiModelInfo } from "../types/api/api-model";
import type { EvalResult, ModelEntry, ModelInfo, RepoFile, SafetensorsInfo } from "../types/public";
import {
  assign,
  date,
  files,
  finiteNumber,
  gated,
  hasStringId,
  licenseOf,
  nonEmptyString,
  ownerOf,
  record,
  stringArray,
} from "./map-common";

/** Whether a parsed JSON value looks like a model row (an object with a string `id`). */
export function isApiModelInfo(value: unknown): value is ApiModelInfo {
  return hasStringId(value);
}

/** Maps a wire row of `GET /api/models` to the public {@link ModelEntry}. */
export function toModelEntry(api: ApiModelInfo): ModelEntry {
  const tags = stringArray(api.tags) ?? [];
  const entry: ModelEntry = {
    id: api.id,
    tags,
    downloads: finiteNumber(api.downloads) ?? 0,
    likes: finiteNumber(api.likes) ?? 0,
    private: api.private === true,
  };
  assign(entry, "author", nonEmptyString(api.author) ?? ownerOf(api.id));
  assign(entry, "pipelineTag", nonEmptyString(api.pipeline_tag));
  assign(entry, "libraryName", nonEmptyString(api.library_name));
  assign(entry, "trendingScore", finiteNumber(api.trendingScore));
  assign(entry, "gated", gated(api.gated));
  assign(entry, "createdAt", date(api.createdAt));
  assign(entry, "lastModified", date(api.lastModified));
  assign(entry, "parameters", finiteNumber(api.safetensors?.total));
  assign(entry, "license", licenseOf(tags, api.cardData));
  return entry;
}

/** Maps the wire body of `GET /api/models/{id}` to the public {@link ModelInfo}. */
export function toModelInfo(api: ApiModelInfo): ModelInfo {
  const info: ModelInfo = toModelEntry(api);
  assign(info, "sha", nonEmptyString(api.sha));
  assign(info, "safetensors", safetensors(api.safetensors));
  assign(info, "usedStorage", finiteNumber(api.usedStorage));
  assign(info, "files", files(api.siblings));
  assign(info, "config", record(api.config));
  assign(info, "cardData", record(api.cardData));
  assign(info, "weightBytes", weightBytes(info.safetensors, info.files));
  assign(info, "evalResults", evalResults(api["model-index"] ?? info.cardData?.["model-index"]));
  assign(info, "spaces", stringArray(api.spaces));
  if (typeof api.disabled === "boolean") info.disabled = api.disabled;
  return info;
}

function safetensors(value: ApiModelInfo["safetensors"]): SafetensorsInfo | undefined {
  const total = finiteNumber(value?.total);
  if (value === undefined || total === undefined) return undefined;
  const parameters: Record<string, number> = {};
  for (const [dtype, count] of Object.entries(record(value.parameters) ?? {})) {
    if (typeof count === "number" && Number.isFinite(count)) parameters[dtype] = count;
  }
  return { parameters, total };
}

/** Bytes per parameter of each safetensors dtype. */
const DTYPE_BYTES: Record<string, number> = {
  F64: 8,
  I64: 8,
  U64: 8,
  F32: 4,
  I32: 4,
  U32: 4,
  F16: 2,
  BF16: 2,
  I16: 2,
  U16: 2,
  F8_E4M3: 1,
  F8_E5M2: 1,
  I8: 1,
  U8: 1,
  BOOL: 1,
};

/** Weight file formats, preferred first: older repos ship the same weights in several of them. */
const WEIGHT_FORMATS = [".safetensors", ".bin", ".pt", ".pth", ".ckpt", ".h5", ".msgpack", ".onnx", ".gguf"];

/**
 * The weights' size: safetensors parameter counts times their dtype widths (an unknown dtype makes it
 * unknown), else the summed sizes of the weight files of the first format present (GGUF: the largest file,
 * as each file is one quantisation), when every one of them has a size.
 */
function weightBytes(safetensors?: SafetensorsInfo, repoFiles?: RepoFile[]): number | undefined {
  const counts = Object.entries(safetensors?.parameters ?? {});
  if (counts.length > 0) {
    const widths = counts.map(([dtype, count]) => (DTYPE_BYTES[dtype.toUpperCase()] ?? Number.NaN) * count);
    const bytes = widths.reduce((sum, n) => sum + n, 0);
    if (Number.isFinite(bytes)) return bytes;
  }
  for (const format of WEIGHT_FORMATS) {
    const sizes = (repoFiles ?? []).filter((f) => f.path.toLowerCase().endsWith(format)).map((f) => f.size);
    if (sizes.length === 0) continue;
    if (!sizes.every((size) => size !== undefined)) return undefined;
    return format === ".gguf" ? Math.max(...sizes) : sizes.reduce((sum, size) => sum + size, 0);
  }
  return undefined;
}

/** Every metric with a type and a numeric value of every result of a `model-index`, in card order. */
function evalResults(modelIndex: unknown): EvalResult[] | undefined {
  const results: EvalResult[] = [];
  for (const model of list(modelIndex)) {
    for (const result of list(record(model)?.results)) {
      const task = record(record(result)?.task);
      const dataset = record(record(result)?.dataset);
      for (const metric of list(record(result)?.metrics).map(record)) {
        const metricType = nonEmptyString(metric?.type);
        const metricValue = finiteNumber(metric?.value);
        if (metricType === undefined || metricValue === undefined) continue;
        const entry: EvalResult = { metricType, metricValue };
        assign(entry, "metricName", nonEmptyString(metric?.name));
        assign(entry, "taskType", nonEmptyString(task?.type));
        assign(entry, "datasetName", nonEmptyString(dataset?.name));
        assign(entry, "datasetType", nonEmptyString(dataset?.type));
        assign(entry, "datasetConfig", nonEmptyString(dataset?.config));
        assign(entry, "datasetSplit", nonEmptyString(dataset?.split));
        if (typeof metric?.verified === "boolean") entry.verified = metric.verified;
        results.push(entry);
      }
    }
  }
  return results.length > 0 ? results : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
