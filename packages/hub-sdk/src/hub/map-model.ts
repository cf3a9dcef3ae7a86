import type { ApiModelInfo } from "../types/api/api-model";
import type { Gated, ModelEntry, ModelInfo, RepoFile, SafetensorsInfo } from "../types/public";

/** Whether a parsed JSON value looks like a model row (an object with a string `id`). */
export function isApiModelInfo(value: unknown): value is ApiModelInfo {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { id?: unknown }).id === "string"
  );
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

/** Sets `target[key]` only when `value` is defined, so absent data stays absent (not `key: undefined`). */
function assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}

function ownerOf(id: string): string | undefined {
  const slash = id.indexOf("/");
  return slash > 0 ? id.slice(0, slash) : undefined;
}

function licenseOf(tags: string[], cardData: unknown): string | undefined {
  const tag = tags.find((t) => t.startsWith("license:"));
  if (tag !== undefined && tag.length > "license:".length) return tag.slice("license:".length);
  const license = record(cardData)?.license;
  if (typeof license === "string" && license !== "") return license;
  if (Array.isArray(license) && typeof license[0] === "string") return license[0];
  return undefined;
}

function gated(value: unknown): Gated | undefined {
  return value === false || value === "auto" || value === "manual" ? value : undefined;
}

function date(value: unknown): Date | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

function finiteNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function stringArray(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
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

function files(siblings: unknown): RepoFile[] | undefined {
  if (!Array.isArray(siblings)) return undefined;
  const result: RepoFile[] = [];
  for (const sibling of siblings) {
    const path = nonEmptyString(record(sibling)?.rfilename);
    if (path === undefined) continue;
    const file: RepoFile = { path };
    const size = finiteNumber(record(sibling)?.size) ?? finiteNumber(record(record(sibling)?.lfs)?.size);
    if (size !== undefined) file.size = size;
    result.push(file);
  }
  return result;
}
