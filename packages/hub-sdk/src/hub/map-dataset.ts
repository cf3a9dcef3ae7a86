import type { ApiDatasetInfo } from "../types/api/api-dataset";
import type { DatasetEntry, DatasetInfo, Gated, RepoFile } from "../types/public";

const TASK_CATEGORY_PREFIX = "task_categories:";
const LICENSE_PREFIX = "license:";

/** Whether a parsed JSON value looks like a dataset row (an object with a string `id`). */
export function isApiDatasetInfo(value: unknown): value is ApiDatasetInfo {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { id?: unknown }).id === "string"
  );
}

/** The task categories named by `task_categories:` tags, in tag order, without duplicates. */
export function taskCategoriesOf(tags: readonly string[]): string[] {
  const categories: string[] = [];
  for (const tag of tags) {
    if (!tag.startsWith(TASK_CATEGORY_PREFIX)) continue;
    const category = tag.slice(TASK_CATEGORY_PREFIX.length);
    if (category !== "" && !categories.includes(category)) categories.push(category);
  }
  return categories;
}

/** Maps a wire row of `GET /api/datasets` to the public {@link DatasetEntry}. */
export function toDatasetEntry(api: ApiDatasetInfo): DatasetEntry {
  const tags = stringArray(api.tags) ?? [];
  const cardData = record(api.cardData);
  const entry: DatasetEntry = {
    id: api.id,
    tags,
    taskCategories: taskCategoriesOf(tags),
    downloads: finiteNumber(api.downloads) ?? 0,
    likes: finiteNumber(api.likes) ?? 0,
    private: api.private === true,
  };
  assign(entry, "author", nonEmptyString(api.author) ?? ownerOf(api.id));
  assign(entry, "trendingScore", finiteNumber(api.trendingScore));
  assign(entry, "gated", gated(api.gated));
  if (typeof api.disabled === "boolean") entry.disabled = api.disabled;
  assign(entry, "createdAt", date(api.createdAt));
  assign(entry, "lastModified", date(api.lastModified));
  assign(entry, "description", nonEmptyString(api.description));
  assign(entry, "license", licenseOf(tags, cardData));
  assign(entry, "prettyName", nonEmptyString(cardData?.pretty_name));
  if (typeof cardData?.viewer === "boolean") entry.viewer = cardData.viewer;
  return entry;
}

/** Maps the wire body of `GET /api/datasets/{id}` to the public {@link DatasetInfo}. */
export function toDatasetInfo(api: ApiDatasetInfo): DatasetInfo {
  const info: DatasetInfo = toDatasetEntry(api);
  assign(info, "sha", nonEmptyString(api.sha));
  assign(info, "cardData", record(api.cardData));
  assign(info, "citation", nonEmptyString(api.citation));
  assign(info, "paperswithcodeId", nonEmptyString(api.paperswithcode_id));
  assign(info, "files", files(api.siblings));
  assign(info, "usedStorage", finiteNumber(api.usedStorage));
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

function licenseOf(tags: string[], cardData: Record<string, unknown> | undefined): string | undefined {
  const tag = tags.find((t) => t.startsWith(LICENSE_PREFIX));
  if (tag !== undefined && tag.length > LICENSE_PREFIX.length) return tag.slice(LICENSE_PREFIX.length);
  const license = cardData?.license;
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
