import { describe, expect, it } from "vitest";
import { DATASET_CATEGORY_GROUPS, STORE_CATEGORIES, taskInfo } from "./index";

describe("taskInfo: family", () => {
  it.each([
    ["text-generation", "language"],
    ["summarization", "language"],
    ["translation", "language"],
    ["fill-mask", "language"],
    ["text-classification", "text"],
    ["token-classification", "text"],
    ["question-answering", "text"],
    ["sentence-similarity", "text"],
    ["zero-shot-classification", "text"],
    ["image-classification", "vision"],
    ["object-detection", "vision"],
    ["image-segmentation", "vision"],
    ["depth-estimation", "vision"],
    ["automatic-speech-recognition", "audio"],
    ["text-to-speech", "audio"],
    ["audio-classification", "audio"],
    ["image-to-text", "multimodal"],
    ["text-to-image", "multimodal"],
    ["visual-question-answering", "multimodal"],
    ["tabular-classification", "tabular"],
    ["time-series-forecasting", "tabular"],
    ["reinforcement-learning", "general"],
  ] as const)("puts %s in %s", (tag, family) => {
    expect(taskInfo(tag).family).toBe(family);
  });
});

describe("taskInfo: cover set", () => {
  it.each([
    ["text-generation", "language"],
    ["text-classification", "language"],
    ["token-classification", "language"],
    ["question-answering", "language"],
    ["summarization", "language"],
    ["translation", "language"],
    ["fill-mask", "language"],
    ["conversational", "language"],
    ["sentence-similarity", "language"],
    ["feature-extraction", "language"],
    ["zero-shot-classification", "language"],
    ["image-classification", "vision"],
    ["object-detection", "vision"],
    ["depth-estimation", "vision"],
    ["image-segmentation", "vision"],
    ["video-classification", "vision"],
    ["text-to-image", "vision"],
    ["zero-shot-image-classification", "vision"],
    ["audio-classification", "audio"],
    ["automatic-speech-recognition", "audio"],
    ["text-to-speech", "audio"],
    ["tabular-classification", "data"],
    ["tabular-regression", "data"],
    ["time-series-forecasting", "data"],
    ["reinforcement-learning", "neural"],
    ["robotics", "neural"],
    ["any-to-any", "neural"],
  ] as const)("%s → %s", (tag, cover) => {
    expect(taskInfo(tag).cover).toBe(cover);
  });

  it("ignores case", () => {
    expect(taskInfo("Image-Classification").cover).toBe("vision");
  });
});

describe("taskInfo: sample image (spec part 1 §3 substring rules, in order)", () => {
  it.each([
    ["image-classification", "vision"],
    ["object-detection", "vision"],
    ["image-to-text", "vision"],
    ["text-to-image", "vision"],
    ["text-generation", "generation"],
    ["summarization", "generation"],
    ["text-classification", "language"],
    ["token-classification", "language"],
    ["question-answering", "language"],
    ["text-to-speech", "language"],
    ["audio-classification", "audio"],
    ["automatic-speech-recognition", "audio"],
    ["translation", "default"],
    ["fill-mask", "default"],
    [undefined, "default"],
  ] as const)("%s → %s", (tag, kind) => {
    expect(taskInfo(tag).sampleImage).toBe(kind);
  });

  it("follows the same rule for a tag the table does not know", () => {
    expect(taskInfo("image-to-sound").sampleImage).toBe("vision");
  });
});

describe("taskInfo: spec type, accent and 3D shape", () => {
  it.each([
    ["text-classification", "Language", "indigo", "grid"],
    ["token-classification", "Language", "indigo", "grid"],
    ["question-answering", "Language", "indigo", "grid"],
    ["summarization", "Language", "indigo", "grid"],
    ["text-generation", "Language", "indigo", "grid"],
    ["translation", "Language", "indigo", "grid"],
    ["fill-mask", "Language", "indigo", "grid"],
    ["image-classification", "Vision", "sky", "convolution"],
    ["object-detection", "Vision", "sky", "convolution"],
    ["image-segmentation", "Vision", "sky", "convolution"],
    ["image-to-image", "Vision", "sky", "convolution"],
    ["text-to-image", "Vision", "pink", "cloud"],
    ["audio-classification", "Audio", "purple", "recurrent"],
    ["automatic-speech-recognition", "Audio", "purple", "recurrent"],
    ["text-to-speech", "Audio", "purple", "cloud"],
    ["tabular-classification", "Other", "blue", "layered"],
    ["tabular-regression", "Other", "blue", "layered"],
    ["conversational", "Other", "blue", "cloud"],
    ["feature-extraction", "Other", "blue", "cloud"],
    ["sentence-similarity", "Other", "blue", "cloud"],
    ["text-to-video", "Other", "blue", "cloud"],
  ] as const)("%s is %s, %s, %s", (tag, type, accent, shape) => {
    expect(taskInfo(tag)).toMatchObject({ type, accent, shape });
  });

  it("counts Other as Language in the category filter (spec part 2 §9)", () => {
    expect(taskInfo("sentence-similarity").filterType).toBe("Language");
    expect(taskInfo("object-detection").filterType).toBe("Vision");
    expect(taskInfo("text-to-speech").filterType).toBe("Audio");
  });
});

describe("taskInfo: use cases", () => {
  it("covers every category chip of the store", () => {
    for (const tag of STORE_CATEGORIES) expect(taskInfo(tag).useCases.length, tag).toBeGreaterThan(0);
  });

  it("has nothing for a task without listed uses, or none", () => {
    expect(taskInfo("reinforcement-learning").useCases).toEqual([]);
    expect(taskInfo(undefined).useCases).toEqual([]);
  });
});

describe("taskInfo: playground categories", () => {
  it.each([
    ["text-generation", ["llm"]],
    ["text2text-generation", ["llm"]],
    ["question-answering", ["text", "qa"]],
    ["table-question-answering", ["text", "qa"]],
    ["summarization", ["text"]],
    ["feature-extraction", ["text"]],
    ["conversational", []],
    ["image-classification", []],
  ] as const)("%s → %j", (tag, categories) => {
    expect(taskInfo(tag).playground).toEqual(categories);
  });
});

describe("taskInfo: labels", () => {
  it("uses the known label, else the title-cased tag", () => {
    expect(taskInfo("text-classification").label).toBe("Text Classification");
    expect(taskInfo("graph-ml").label).toBe("Graph ML");
    expect(taskInfo("text2text-generation").label).toBe("Text2Text Generation");
    expect(taskInfo("multiple-choice").label).toBe("Multiple Choice");
    expect(taskInfo("zero-shot_retrieval").label).toBe("Zero Shot Retrieval");
  });
});

describe("taskInfo: an unknown or missing tag", () => {
  it("gets the spec's 'anything else' row", () => {
    for (const tag of ["protein-folding", "", undefined]) {
      expect(taskInfo(tag)).toMatchObject({
        known: false,
        type: "Other",
        filterType: "Language",
        accent: "blue",
        shape: "cloud",
        family: "general",
        cover: "neural",
        playground: [],
        useCases: [],
        storeChip: false,
      });
      expect(taskInfo(tag).datasetGroup).toBeUndefined();
    }
    expect(taskInfo("protein-folding").label).toBe("Protein Folding");
  });
});

describe("STORE_CATEGORIES and DATASET_CATEGORY_GROUPS", () => {
  it("list the store's eight chips in order", () => {
    expect(STORE_CATEGORIES).toEqual([
      "text-classification",
      "token-classification",
      "question-answering",
      "summarization",
      "text-generation",
      "translation",
      "image-classification",
      "object-detection",
    ]);
    expect(STORE_CATEGORIES.every((tag) => taskInfo(tag).storeChip)).toBe(true);
  });

  it("have 28 distinct hub task categories in the spec's six groups, each with its group", () => {
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
    for (const group of DATASET_CATEGORY_GROUPS) {
      for (const { id } of group.categories) expect(taskInfo(id).datasetGroup).toBe(group.label);
    }
    expect(DATASET_CATEGORY_GROUPS[1]?.categories.map((c) => c.label)).toContain("Text-to-Image");
  });
});
