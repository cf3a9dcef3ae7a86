import { describe, expect, it } from "vitest";
import { PRESET_CATEGORIES, PRESET_PROMPTS, presetsInCategory } from "./presets";

describe("PRESET_PROMPTS", () => {
  it("has 12 presets, 3 per category (spec §9)", () => {
    expect(PRESET_PROMPTS).toHaveLength(12);
    for (const category of PRESET_CATEGORIES) {
      expect(PRESET_PROMPTS.filter((preset) => preset.category === category)).toHaveLength(3);
    }
  });

  it("has unique ids and titles, and every field filled", () => {
    expect(new Set(PRESET_PROMPTS.map((preset) => preset.id)).size).toBe(12);
    expect(new Set(PRESET_PROMPTS.map((preset) => preset.title)).size).toBe(12);
    for (const preset of PRESET_PROMPTS) {
      expect(preset.title.trim()).not.toBe("");
      expect(preset.description.trim()).not.toBe("");
      // A real prompt, not a placeholder: at least a full sentence of instructions.
      expect(preset.prompt.length).toBeGreaterThan(120);
    }
  });
});

describe("presetsInCategory", () => {
  it("returns all presets for All, in order", () => {
    expect(presetsInCategory(PRESET_PROMPTS, undefined)).toEqual(PRESET_PROMPTS);
  });

  it("returns only the category's presets", () => {
    const poetry = presetsInCategory(PRESET_PROMPTS, "poetry");
    expect(poetry.map((preset) => preset.id)).toEqual([
      "poetry-haiku-rain",
      "poetry-sonnet-lighthouse",
      "poetry-limerick-semicolon",
    ]);
  });
});
