import { badRequest } from "../hub/errors";
import { decodeCursor, parsePageSize } from "../hub/query";
import type { HubDataset } from "./catalogue";

/** Page size when `limit` is absent (the hub's own default is not documented; the models list uses the same). */
export const DEFAULT_PAGE_SIZE = 1000;
/** Largest page served; a larger `limit` is clamped to it. */
export const MAX_PAGE_SIZE = 1000;

/** Sort keys of `GET /api/datasets`; every order is descending (reference/apis.md §1.4). */
export const DATASET_SORT_KEYS = [
  "trendingScore",
  "createdAt",
  "downloads",
  "likes",
  "likes30d",
  "lastModified",
  "id",
  "datasetsServerInfo.numRows",
  "mainSize",
] as const;
export type DatasetSortKey = (typeof DATASET_SORT_KEYS)[number];

/** Parsed filters of a list request. */
export interface DatasetFilters {
  /** Case-insensitive substrings of the id; all must match. */
  search: string[];
  /** Exact owner (compared case-insensitively, as hub names are). */
  author?: string;
  /** Tags (`task_categories:text-classification`, `language:en`, ...), all required. */
  filter: string[];
  gated?: boolean;
}

/** A parsed `GET /api/datasets` request. */
export interface DatasetListQuery {
  filters: DatasetFilters;
  sort: DatasetSortKey;
  limit: number;
  offset: number;
}

/**
 * Parses the query of `GET /api/datasets`. `direction` is accepted and ignored (the hub always sorts
 * descending); parameters the emulator does not know are ignored, as the hub does.
 * @throws HubHttpError 400 for a bad `limit`, `sort`, `gated` or `cursor`.
 */
export function parseDatasetListQuery(params: URLSearchParams): DatasetListQuery {
  const filters: DatasetFilters = {
    search: params.getAll("search").filter((s) => s !== ""),
    filter: params.getAll("filter").filter((s) => s !== ""),
  };
  const author = params.get("author");
  if (author) filters.author = author;

  const gated = params.get("gated");
  if (gated !== null) {
    if (!["true", "false"].includes(gated.toLowerCase())) throw badRequest(`Invalid gated: ${gated}`);
    filters.gated = gated.toLowerCase() === "true";
  }

  const sortParam = params.get("sort") ?? "trendingScore";
  if (!(DATASET_SORT_KEYS as readonly string[]).includes(sortParam)) {
    throw badRequest(`Invalid sort: ${sortParam}. Allowed values: ${DATASET_SORT_KEYS.join(", ")}`);
  }

  const limit = parsePageSize(params, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);

  const cursor = params.get("cursor");
  return {
    filters,
    sort: sortParam as DatasetSortKey,
    limit,
    offset: cursor === null ? 0 : decodeCursor(cursor),
  };
}

/** Keeps the datasets that match every filter. */
export function filterDatasets(datasets: readonly HubDataset[], filters: DatasetFilters): HubDataset[] {
  const search = filters.search.map((s) => s.toLowerCase());
  const author = filters.author?.toLowerCase();
  return datasets.filter((dataset) => {
    const id = dataset.id.toLowerCase();
    if (!search.every((s) => id.includes(s))) return false;
    if (author !== undefined && dataset.author.toLowerCase() !== author) return false;
    if (filters.gated !== undefined && (dataset.gated !== false) !== filters.gated) return false;
    return filters.filter.every((tag) => dataset.tags.includes(tag));
  });
}

function sortValue(dataset: HubDataset, key: DatasetSortKey): number | string {
  switch (key) {
    case "createdAt":
      return Date.parse(dataset.createdAt);
    case "lastModified":
      return Date.parse(dataset.lastModified);
    case "downloads":
      return dataset.downloads;
    case "likes":
    case "likes30d":
      return dataset.likes;
    case "trendingScore":
      return dataset.trendingScore;
    case "datasetsServerInfo.numRows":
      return dataset.viewer ? (dataset.numRows ?? -1) : -1;
    case "mainSize":
      return dataset.mainSize;
    case "id":
      return dataset.id;
  }
}

/** Orders datasets by `key`, descending; ties are broken by ascending `_id` (as the hub's keyset is). */
export function sortDatasets(datasets: readonly HubDataset[], key: DatasetSortKey): HubDataset[] {
  return [...datasets].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va !== vb) return va < vb ? 1 : -1;
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  });
}

/** One page of an ordered result. */
export interface DatasetPage {
  items: HubDataset[];
  total: number;
  /** Offset of the next page, when there is one. */
  nextOffset?: number;
}

/** Filters, sorts and slices the catalogue for one list request. */
export function queryDatasets(datasets: readonly HubDataset[], query: DatasetListQuery): DatasetPage {
  const matching = sortDatasets(filterDatasets(datasets, query.filters), query.sort);
  const end = query.offset + query.limit;
  return {
    items: matching.slice(query.offset, end),
    total: matching.length,
    ...(end < matching.length ? { nextOffset: end } : {}),
  };
}
