import { describe, expect, it } from "vitest";
import {
  llama31_8bInstruct,
  mixtral8x7bInstruct,
  openchat35,
  phi35MiniInstruct,
  playgroundModels,
  qwen25_7bInstruct,
  zephyr7bBeta,
} from "../fixtures/playground";
import {
  DEFAULT_PLAYGROUND_MODEL_FILTERS,
  filterPlaygroundModels,
  PLAYGROUND_SORT_OPTIONS,
  type PlaygroundModel,
  type PlaygroundModelFilters,
  playgroundModelCategories,
  playgroundModelCategory,
  playgroundModelTags,
  sortOrderOptions,
  withSortBy,
} from "./playground-models";

const names = (models: PlaygroundModel[]) => models.map((model) => model.id.split("/")[1]);
const filters = (overrides: Partial<PlaygroundModelFilters>): PlaygroundModelFilters => ({
  ...DEFAULT_PLAYGROUND_MODEL_FILTERS,
  ...overrides,
});

describe("playgroundModelCategories", () => {
  it("derives llm, instruction and multilingual from the task, tags and languages", () => {
    // 8 language tags (en, de, fr, it, pt, hi, es, th) and the "conversational" tag.
    expect(playgroundModelCategories(llama31_8bInstruct)).toEqual(["llm", "instruction", "multilingual"]);
    expect(playgroundModelCategory(llama31_8bInstruct)).toBe("multilingual");
  });

  it("counts a model with one language tag as not multilingual", () => {
    expect(playgroundModelCategories(qwen25_7bInstruct)).toEqual(["llm", "instruction"]);
    expect(playgroundModelCategory(qwen25_7bInstruct)).toBe("instruction");
  });

  it("reads code from the tag and from name words, not from substrings", () => {
    expect(playgroundModelCategories(phi35MiniInstruct)).toContain("code");
    expect(playgroundModelCategory(phi35MiniInstruct)).toBe("code");
    expect(playgroundModelCategories({ id: "bigcode/starcoder2-15b" })).toEqual(["code"]);
    expect(playgroundModelCategories({ id: "acme/t5-decoder-base" })).toEqual([]);
  });

  it("reads text, qa and creative from tasks and tags", () => {
    expect(
      playgroundModelCategories({ id: "google/flan-t5-base", pipelineTag: "text2text-generation" }),
    ).toEqual(["llm"]);
    expect(
      playgroundModelCategories({ id: "facebook/bart-large-cnn", pipelineTag: "summarization" }),
    ).toEqual(["text"]);
    expect(
      playgroundModelCategories({ id: "deepset/roberta-base-squad2", pipelineTag: "question-answering" }),
    ).toEqual(["text", "qa"]);
    expect(
      playgroundModelCategories({
        id: "acme/tiny-writer",
        pipelineTag: "text-generation",
        tags: ["roleplay"],
      }),
    ).toEqual(["llm", "creative"]);
  });

  it("does not take a licence tag for creative writing", () => {
    const model = { id: "acme/diffusion", tags: ["license:creativeml-openrail-m"] };
    expect(playgroundModelCategories(model)).toEqual([]);
  });

  it("knows nothing about a model the hub does not know", () => {
    expect(playgroundModelCategories(openchat35)).toEqual([]);
    expect(playgroundModelCategory(openchat35)).toBeUndefined();
  });
});

describe("playgroundModelTags", () => {
  it("leaves out the task, library, formats, licence, references and housekeeping tags", () => {
    expect(playgroundModelTags(llama31_8bInstruct)).toEqual([
      "llama",
      "facebook",
      "meta",
      "llama-3",
      "en",
      "de",
      "fr",
      "it",
      "pt",
      "hi",
      "es",
      "th",
    ]);
    expect(playgroundModelTags(openchat35)).toEqual([]);
  });
});

describe("filterPlaygroundModels", () => {
  it("sorts by downloads, most first, by default", () => {
    const result = filterPlaygroundModels(playgroundModels, DEFAULT_PLAYGROUND_MODEL_FILTERS);
    expect(result).toHaveLength(11);
    expect(names(result).slice(0, 3)).toEqual([
      "Llama-3.1-8B-Instruct",
      "Qwen2.5-7B-Instruct",
      "Mistral-7B-Instruct-v0.2",
    ]);
    // Unknown downloads sort last.
    expect(result.at(-1)).toBe(openchat35);
  });

  it("keeps unknown values last in ascending order too", () => {
    const result = filterPlaygroundModels(playgroundModels, filters({ order: "asc" }));
    expect(names(result).slice(0, 2)).toEqual(["gemma-2-27b-it", "gemma-2-9b-it"]);
    expect(result.at(-1)).toBe(openchat35);
  });

  it("filters by category chip", () => {
    expect(names(filterPlaygroundModels(playgroundModels, filters({ category: "multilingual" })))).toEqual([
      "Llama-3.1-8B-Instruct",
      "Llama-3.1-70B-Instruct",
      "Mixtral-8x7B-Instruct-v0.1",
      "Phi-3.5-mini-instruct",
    ]);
    expect(filterPlaygroundModels(playgroundModels, filters({ category: "creative" }))).toEqual([]);
  });

  it("Open Source Only keeps downloads above 10,000, and drops unknown downloads", () => {
    const models: PlaygroundModel[] = [
      { id: "a/ten-thousand", downloads: 10_000 },
      { id: "a/ten-thousand-one", downloads: 10_001 },
      { id: "a/unknown" },
    ];
    expect(names(filterPlaygroundModels(models, filters({ openSourceOnly: true })))).toEqual([
      "ten-thousand-one",
    ]);
    expect(filterPlaygroundModels(playgroundModels, filters({ openSourceOnly: true }))).toHaveLength(10);
  });

  it("Min Downloads keeps models with at least that many", () => {
    const result = filterPlaygroundModels(playgroundModels, filters({ minDownloads: 1_000_000 }));
    expect(names(result)).toEqual([
      "Llama-3.1-8B-Instruct",
      "Qwen2.5-7B-Instruct",
      "Mistral-7B-Instruct-v0.2",
    ]);
    expect(filterPlaygroundModels(playgroundModels, filters({ minDownloads: 100_000 }))).toHaveLength(10);
  });

  it("sorts by likes", () => {
    const result = filterPlaygroundModels(playgroundModels, filters({ sortBy: "likes" }));
    expect(result[0]).toBe(mixtral8x7bInstruct);
    expect(result[1]).toBe(llama31_8bInstruct);
  });

  it("sorts by name A-Z case-insensitively, and Z-A when descending", () => {
    const az = filterPlaygroundModels(playgroundModels, withSortBy(DEFAULT_PLAYGROUND_MODEL_FILTERS, "name"));
    expect(names(az).slice(0, 3)).toEqual(["gemma-2-27b-it", "gemma-2-9b-it", "Llama-3.1-70B-Instruct"]);
    expect(names(az).at(-1)).toBe("zephyr-7b-beta");
    const za = filterPlaygroundModels(playgroundModels, filters({ sortBy: "name", order: "desc" }));
    expect(za[0]).toBe(zephyr7bBeta);
  });

  it("sorts by the last update, newest first", () => {
    const result = filterPlaygroundModels(playgroundModels, filters({ sortBy: "recent" }));
    expect(result[0]).toBe(phi35MiniInstruct);
    expect(result.at(-1)).toBe(openchat35);
    const oldest = filterPlaygroundModels(playgroundModels, filters({ sortBy: "recent", order: "asc" }));
    // Mixtral was last updated 2024-08-19, before the Gemma 2 models (2024-08-27).
    expect(oldest[0]).toBe(mixtral8x7bInstruct);
    expect(names(oldest).slice(1, 3)).toEqual(["gemma-2-27b-it", "gemma-2-9b-it"]);
  });

  it("does not change its input", () => {
    const input = [...playgroundModels];
    filterPlaygroundModels(input, filters({ sortBy: "likes", order: "asc" }));
    expect(input).toEqual(playgroundModels);
  });
});

describe("sortOrderOptions", () => {
  it("words each order as the grid shows it, so a label never contradicts the order", () => {
    const labels = (sortBy: Parameters<typeof sortOrderOptions>[0]) =>
      sortOrderOptions(sortBy).map(({ value, label }) => `${value}=${label}`);
    expect(labels("name")).toEqual(["asc=A to Z", "desc=Z to A"]);
    expect(labels("downloads")).toEqual(["desc=Most first", "asc=Fewest first"]);
    expect(labels("recent")).toEqual(["desc=Newest first", "asc=Oldest first"]);
    const za = filterPlaygroundModels(playgroundModels, filters({ sortBy: "name", order: "desc" }));
    expect(za[0]).toBe(zephyr7bBeta);
  });

  it("has sort labels that name the key only (no direction in them)", () => {
    expect(PLAYGROUND_SORT_OPTIONS.map((option) => option.label)).toEqual([
      "Downloads",
      "Likes",
      "Name",
      "Last updated",
    ]);
  });
});

describe("withSortBy", () => {
  it("picks the natural order for the sort", () => {
    expect(withSortBy(DEFAULT_PLAYGROUND_MODEL_FILTERS, "name").order).toBe("asc");
    expect(withSortBy(filters({ order: "asc" }), "likes").order).toBe("desc");
  });
});
