import type { ApiDatasetInfo } from "../types/api/api-dataset";
import type { DatasetEntry, DatasetInfo } from "../types/public";
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

const TASK_CATEGORY_PREFIX = "task_categories:";

/** Whether a parsed JSON value looks like a dataset row (an object with a string `id`). */
export function isApiDatasetInfo(value: unknown): value is ApiDatasetInfo {
  return hasStringId(value);
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
