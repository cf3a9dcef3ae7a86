import { describe, expect, it } from "vitest";
import {
  CELL_TEXT_LIMIT,
  classLabelName,
  featureTypeLabel,
  formatCell,
  isNumericFeature,
} from "./format-cell";

describe("formatCell", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["an empty string", ""],
  ])("shows a dash for %s", (_, value) => {
    expect(formatCell(value)).toBe("-");
  });

  it("keeps short strings, numbers and booleans as written", () => {
    expect(formatCell("Iris-setosa")).toBe("Iris-setosa");
    expect(formatCell(" ")).toBe(" ");
    expect(formatCell(5.1)).toBe("5.1");
    expect(formatCell(0)).toBe("0");
    expect(formatCell(-6)).toBe("-6");
    expect(formatCell(false)).toBe("false");
  });

  it("keeps a string of exactly 100 characters whole", () => {
    const text = "a".repeat(CELL_TEXT_LIMIT);
    expect(formatCell(text)).toBe(text);
  });

  it("cuts a longer string at 100 characters, followed by '...'", () => {
    const review =
      "the gorgeously elaborate continuation of \" the lord of the rings \" trilogy is so huge that a column of words cannot adequately describe co-writer/director peter jackson's expanded vision of j . r . r . tolkien's middle-earth .";
    const shown = formatCell(review);
    expect(shown).toBe(`${review.slice(0, 100)}...`);
    expect(shown).toHaveLength(103);
  });

  it("counts code points, never splitting an emoji", () => {
    const text = `${"🙂".repeat(101)}`;
    expect(formatCell(text)).toBe(`${"🙂".repeat(100)}...`);
    expect(formatCell("🙂".repeat(100))).toBe("🙂".repeat(100));
  });

  it("shows arrays and objects as JSON", () => {
    expect(formatCell([-118.6671667, 34.4945, 26.49])).toBe("[-118.6671667,34.4945,26.49]");
    expect(formatCell({ src: "https://example.org/a.jpg", height: 32, width: 32 })).toBe(
      '{"src":"https://example.org/a.jpg","height":32,"width":32}',
    );
    expect(formatCell([])).toBe("[]");
  });

  it("cuts long JSON at 100 characters too", () => {
    const list = Array.from({ length: 40 }, (_, i) => i * 1000);
    const json = JSON.stringify(list);
    expect(json.length).toBeGreaterThan(100);
    expect(formatCell(list)).toBe(`${json.slice(0, 100)}...`);
  });

  it("falls back to String() for values JSON cannot encode", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatCell(circular)).toBe("[object Object]");
    expect(formatCell(10n)).toBe("10");
  });
});

describe("featureTypeLabel", () => {
  it.each([
    [{ _type: "Value", dtype: "float64" }, "float64"],
    [{ _type: "ClassLabel", names: ["neg", "pos"] }, "ClassLabel"],
    [{ _type: "List", feature: { _type: "Value", dtype: "float64" } }, "List<float64>"],
    [
      { _type: "Sequence", feature: { _type: "List", feature: { _type: "Value", dtype: "int32" } } },
      "List<List<int32>>",
    ],
    [{ _type: "Image" }, "Image"],
    [{ text: { _type: "Value", dtype: "string" } }, "Dict"],
  ])("labels %j as %s", (type, label) => {
    expect(featureTypeLabel(type)).toBe(label);
  });

  it("gives nothing for a missing type", () => {
    expect(featureTypeLabel(undefined)).toBeUndefined();
  });
});

describe("classLabelName", () => {
  const species = { _type: "ClassLabel", names: ["Iris-setosa", "Iris-versicolor", "Iris-virginica"] };

  it("names a ClassLabel index", () => {
    expect(classLabelName(species, 0)).toBe("Iris-setosa");
    expect(classLabelName(species, 2)).toBe("Iris-virginica");
  });

  it("gives nothing for other columns and values out of range", () => {
    expect(classLabelName(species, 3)).toBeUndefined();
    expect(classLabelName(species, -1)).toBeUndefined();
    expect(classLabelName(species, "0")).toBeUndefined();
    expect(classLabelName({ _type: "Value", dtype: "int64" }, 0)).toBeUndefined();
    expect(classLabelName(undefined, 0)).toBeUndefined();
  });
});

describe("isNumericFeature", () => {
  it("is true for int, uint, float and decimal values only", () => {
    for (const dtype of ["int64", "uint8", "float32", "float64", "double", "decimal128(10, 2)"]) {
      expect(isNumericFeature({ _type: "Value", dtype })).toBe(true);
    }
    for (const type of [
      { _type: "Value", dtype: "string" },
      { _type: "Value", dtype: "bool" },
      { _type: "Value", dtype: "timestamp[s]" },
      { _type: "ClassLabel", names: ["a"] },
      { _type: "List", feature: { _type: "Value", dtype: "int64" } },
    ]) {
      expect(isNumericFeature(type)).toBe(false);
    }
    expect(isNumericFeature(undefined)).toBe(false);
  });
});
