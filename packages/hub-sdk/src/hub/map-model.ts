import type { ApiModelInfo } from "../types/api/api-model";
import type { ModelEntry, ModelInfo, SafetensorsInfo } from "../types/public";
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
  if ("model-index" in api) info.modelIndex = api["model-index"];
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
