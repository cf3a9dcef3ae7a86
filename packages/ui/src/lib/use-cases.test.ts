import { describe, expect, it } from "vitest";
import { MODEL_CATEGORIES } from "./model-categories";
import { primaryUseCasesFor } from "./use-cases";

describe("primaryUseCasesFor", () => {
  it("covers every category chip of the store (spec §9)", () => {
    for (const tag of MODEL_CATEGORIES) {
      expect(primaryUseCasesFor(tag)?.length, tag).toBeGreaterThan(0);
    }
  });

  it("has nothing for an unknown or missing task", () => {
    expect(primaryUseCasesFor("reinforcement-learning")).toBeUndefined();
    expect(primaryUseCasesFor(undefined)).toBeUndefined();
  });

  it("returns a copy the caller may change", () => {
    primaryUseCasesFor("translation")?.push("changed");
    expect(primaryUseCasesFor("translation")).not.toContain("changed");
  });
});
