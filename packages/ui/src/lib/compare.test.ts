import { describe, expect, it } from "vitest";
import { COMPARE_MAX, toggleCompareSelection } from "./compare";

describe("toggleCompareSelection", () => {
  it("adds a model that is not selected", () => {
    expect(toggleCompareSelection([], "a")).toEqual(["a"]);
    expect(toggleCompareSelection(["a"], "b")).toEqual(["a", "b"]);
  });

  it("removes a model that is selected", () => {
    expect(toggleCompareSelection(["a", "b"], "a")).toEqual(["b"]);
    expect(toggleCompareSelection(["a"], "a")).toEqual([]);
  });

  it("drops the oldest selection when a third model is picked", () => {
    expect(toggleCompareSelection(["a", "b"], "c")).toEqual(["b", "c"]);
    expect(toggleCompareSelection(["b", "c"], "a")).toEqual(["c", "a"]);
  });

  it("never holds more than the maximum", () => {
    let selected: string[] = [];
    for (const id of ["a", "b", "c", "d", "e"]) {
      selected = toggleCompareSelection(selected, id);
      expect(selected.length).toBeLessThanOrEqual(COMPARE_MAX);
    }
    expect(selected).toEqual(["d", "e"]);
  });

  it("does not change its input", () => {
    const selected = ["a", "b"];
    toggleCompareSelection(selected, "c");
    toggleCompareSelection(selected, "a");
    expect(selected).toEqual(["a", "b"]);
  });
});
