import { describe, expect, it } from "vitest";
import { DATASET_FACETS, facetListParams, facetValuesFromUrl, MODEL_FACETS } from "./facets";

describe("facetValuesFromUrl", () => {
  it("keeps the known choices of each facet and drops unknown values and keys", () => {
    const params = new URLSearchParams("library=diffusers&license=nonsense&params=1b-6b&q=llama");
    expect(facetValuesFromUrl(MODEL_FACETS, params)).toEqual({ library: "diffusers", params: "1b-6b" });
  });
});

describe("facetListParams", () => {
  it("turns model choices into the hub's filter tags and num_parameters bounds", () => {
    expect(
      facetListParams(MODEL_FACETS, {
        library: "transformers",
        license: "mit",
        language: "fr",
        params: "6b-12b",
      }),
    ).toEqual({ filter: ["transformers", "license:mit", "fr"], numParameters: { min: "6B", max: "12B" } });
  });

  it("asks nothing without a choice", () => {
    expect(facetListParams(MODEL_FACETS, {})).toEqual({ filter: [] });
  });

  it("turns dataset choices into modality, size_categories and format tags", () => {
    expect(
      facetListParams(DATASET_FACETS, { modality: "image", rows: "10k-100k", format: "parquet" }),
    ).toEqual({
      filter: ["modality:image", "size_categories:10K<n<100K", "format:parquet"],
    });
  });

  it("gives every choice of a facet its own URL value", () => {
    for (const facet of [...MODEL_FACETS, ...DATASET_FACETS]) {
      const values = facet.options.map((option) => option.value);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
