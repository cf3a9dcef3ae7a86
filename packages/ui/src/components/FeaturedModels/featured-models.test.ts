import { describe, expect, it } from "vitest";
import { featuredSlideCount, featuredTotals, inFeaturedCategory, wrapSlide } from "./featured-models";

describe("featured models", () => {
  it("puts a model in its task's category, and an untyped task in Language (spec part 2 §9)", () => {
    expect(inFeaturedCategory({ pipelineTag: "object-detection" }, "vision")).toBe(true);
    expect(inFeaturedCategory({ pipelineTag: "object-detection" }, "language")).toBe(false);
    expect(inFeaturedCategory({ pipelineTag: "text-to-speech" }, "audio")).toBe(true);
    expect(inFeaturedCategory({ pipelineTag: "feature-extraction" }, "language")).toBe(true);
    expect(inFeaturedCategory({ pipelineTag: undefined }, "language")).toBe(true);
    expect(inFeaturedCategory({ pipelineTag: "text-to-speech" }, "all")).toBe(true);
  });

  it("counts slides of six and wraps both ways", () => {
    expect([0, 1, 6, 7, 48].map(featuredSlideCount)).toEqual([1, 1, 1, 2, 8]);
    expect(wrapSlide(0, -1, 8)).toBe(7);
    expect(wrapSlide(7, 1, 8)).toBe(0);
    expect(wrapSlide(3, 1, 8)).toBe(4);
  });

  it("sums downloads and likes", () => {
    expect(
      featuredTotals([
        { downloads: 1_200, likes: 3 },
        { downloads: 999_000, likes: 7 },
      ]),
    ).toEqual({ models: 2, downloads: 1_000_200, likes: 10 });
  });
});
