import { describe, expect, it } from "vitest";
import {
  DATASET_CATEGORY_GROUPS,
  DATASET_PAGE_SIZES,
  DATASET_SORT_OPTIONS,
  datasetCategoryLabel,
  isDatasetFilterActive,
  titleCase,
} from "./dataset-categories";

describe("DATASET_CATEGORY_GROUPS", () => {
  it("has 28 distinct hub task categories in the spec's six groups", () => {
    expect(DATASET_CATEGORY_GROUPS.map((g) => g.label)).toEqual([
      "NLP",
      "Computer Vision",
      "Audio",
      "Multimodal",
      "Tabular",
      "Other",
    ]);
    const ids = DATASET_CATEGORY_GROUPS.flatMap((g) => g.categories.map((c) => c.id));
    expect(ids).toHaveLength(28);
    expect(new Set(ids).size).toBe(28);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe("datasetCategoryLabel", () => {
  it("uses the filter's label for a known category", () => {
    expect(datasetCategoryLabel("text-classification")).toBe("Text Classification");
    expect(datasetCategoryLabel("graph-ml")).toBe("Graph ML");
  });

  it("title-cases a category without a known label", () => {
    expect(datasetCategoryLabel("multiple-choice")).toBe("Multiple Choice");
    expect(datasetCategoryLabel("text2text-generation")).toBe("Text2Text Generation");
    expect(titleCase("zero-shot_retrieval")).toBe("Zero Shot Retrieval");
  });
});

describe("sort and page-size options", () => {
  it("follow the spec's order and defaults", () => {
    expect(DATASET_SORT_OPTIONS.map((o) => `${o.label}=${o.value}`)).toEqual([
      "Most Downloads=downloads",
      "Most Liked=likes",
      "Newest=lastModified",
      "Trending=trendingScore",
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
