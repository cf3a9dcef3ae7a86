import { describe, expect, it } from "vitest";
import {
  DATASET_FACET_KEYS,
  facetListParams,
  facetRange,
  facetValuesFromUrl,
  MODEL_FACET_KEYS,
} from "./facet-url";
import { DATASET_FACETS, facetValueLabel, MODEL_FACETS } from "./facet-vocabulary";

describe("facetValuesFromUrl", () => {
  it("keeps each facet's tag or range and drops malformed values and other keys", () => {
    const params = new URLSearchParams(
      "library=some-lib_2&license=a%20b&params=1b-6b&language=fr&q=llama&modality=image",
    );
    expect(facetValuesFromUrl(MODEL_FACET_KEYS, params)).toEqual({
      library: "some-lib_2",
      params: "1b-6b",
      language: "fr",
    });
  });

  it("takes only a range for the parameter count and the rows", () => {
    const params = new URLSearchParams("params=huge&rows=10k-100k");
    expect(facetValuesFromUrl(MODEL_FACET_KEYS, params)).toEqual({});
    expect(facetValuesFromUrl(DATASET_FACET_KEYS, params)).toEqual({ rows: "10k-100k" });
  });
});

describe("facetListParams", () => {
  it("turns model choices into the hub's filter tags and num_parameters bounds", () => {
    expect(
      facetListParams({ library: "transformers", license: "mit", params: "6b-12b", language: "fr" }),
    ).toEqual({ filter: ["transformers", "license:mit", "fr"], numParameters: { min: "6B", max: "12B" } });
    expect(facetListParams({ params: "lt1b" })).toEqual({ filter: [], numParameters: { max: "1B" } });
    expect(facetListParams({ params: "gt128b" })).toEqual({ filter: [], numParameters: { min: "128B" } });
  });

  it("asks nothing without a choice", () => {
    expect(facetListParams({})).toEqual({ filter: [] });
  });

  it("turns dataset choices into modality, size_categories and format tags", () => {
    expect(facetListParams({ modality: "image", rows: "10k-100k", format: "parquet" })).toEqual({
      filter: ["modality:image", "size_categories:10K<n<100K", "format:parquet"],
    });
    expect(facetListParams({ rows: "lt1k" }).filter).toEqual(["size_categories:n<1K"]);
    expect(facetListParams({ rows: "gt1t" }).filter).toEqual(["size_categories:n>1T"]);
  });
});

describe("facetValueLabel", () => {
  it("words ranges and languages, and shows other tags as they are", () => {
    expect(facetValueLabel("params", "lt1b")).toBe("Under 1B");
    expect(facetValueLabel("rows", "10k-100k")).toBe("10K to 100K");
    expect(facetValueLabel("params", "gt128b")).toBe("Over 128B");
    expect(facetValueLabel("language", "en")).toBe("English");
    expect(facetValueLabel("language", "multilingual")).toBe("multilingual");
    expect(facetValueLabel("license", "apache-2.0")).toBe("apache-2.0");
  });
});

describe("the vocabulary", () => {
  it("has the URL's facets, in order, each option a distinct value the URL reads back", () => {
    for (const [keys, facets] of [
      [MODEL_FACET_KEYS, MODEL_FACETS],
      [DATASET_FACET_KEYS, DATASET_FACETS],
    ] as const) {
      expect(facets.map((facet) => facet.key)).toEqual(keys);
      for (const { key, options } of facets) {
        expect(new Set(options).size).toBe(options.length);
        for (const value of options) {
          expect(facetValuesFromUrl(keys, new URLSearchParams({ [key]: value }))).toEqual({ [key]: value });
          if (key === "params" || key === "rows") expect(facetRange(value)).toBeDefined();
        }
      }
    }
  });
});
