import { describe, expect, it } from "vitest";
import { DATASET_PAGE_SIZES, DATASET_SORT_OPTIONS, isDatasetFilterActive } from "./dataset-categories";

describe("sort and page-size options", () => {
  it("follow the spec's order and defaults, then issue 25's creation date", () => {
    expect(DATASET_SORT_OPTIONS.map((o) => `${o.label}=${o.value}`)).toEqual([
      "Most Downloads=downloads",
      "Most Liked=likes",
      "Newest=lastModified",
      "Trending=trendingScore",
      "Recently created=createdAt",
    ]);
    expect(DATASET_PAGE_SIZES).toEqual([6, 12, 24]);
  });
});

describe("isDatasetFilterActive", () => {
  it("is true when a category is set or the sort is not downloads", () => {
    expect(isDatasetFilterActive({ sort: "downloads" })).toBe(false);
    expect(isDatasetFilterActive({ category: "", sort: "downloads" })).toBe(false);
    expect(isDatasetFilterActive({ category: "translation", sort: "downloads" })).toBe(true);
    expect(isDatasetFilterActive({ sort: "likes" })).toBe(true);
  });
});
