import type { DatasetSort } from "@hiber/hub-sdk";

// The task categories and their labels are in the task table: `DATASET_CATEGORY_GROUPS` and
// `taskInfo(id).label` of `@hiber/hub-sdk/tasks`.

/** A sort option of the datasets screen. */
export interface DatasetSortOption {
  value: DatasetSort;
  label: string;
}

/** Sort options, in the order of the selector (spec §9; "Recently created", the hub's `createdAt`, beyond it). */
export const DATASET_SORT_OPTIONS: readonly DatasetSortOption[] = [
  { value: "downloads", label: "Most Downloads" },
  { value: "likes", label: "Most Liked" },
  { value: "lastModified", label: "Newest" },
  { value: "trendingScore", label: "Trending" },
  { value: "createdAt", label: "Recently created" },
];

/** The default sort: most downloads. */
export const DEFAULT_DATASET_SORT: DatasetSort = "downloads";

/** Page-size options (spec §9). */
export const DATASET_PAGE_SIZES = [6, 12, 24] as const;

/** The default page size. */
export const DEFAULT_DATASET_PAGE_SIZE = 12;

/** Whether the filters differ from the defaults, i.e. whether "Reset" applies (spec §4). */
export function isDatasetFilterActive(filters: { category?: string; sort: DatasetSort }): boolean {
  return (filters.category !== undefined && filters.category !== "") || filters.sort !== DEFAULT_DATASET_SORT;
}
