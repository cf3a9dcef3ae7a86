import { describe, expect, it } from "vitest";
import { buildCatalogue, hubSnapshotDate } from "../index";
import { PLAYGROUND_MODELS } from "../router/models";
import { rawCatalogue, rawModels } from "../test/oracle";

const TASKS = [
  "text-classification",
  "token-classification",
  "question-answering",
  "summarization",
  "text-generation",
  "translation",
  "image-classification",
  "object-detection",
];

describe("the shipped catalogue", () => {
  it("is a dated snapshot of at least 120 models with unique ids", () => {
    expect(hubSnapshotDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(hubSnapshotDate).toBe(rawCatalogue.snapshotDate);
    expect(rawModels.length).toBeGreaterThanOrEqual(120);
    expect(new Set(rawModels.map((m) => m.id)).size).toBe(rawModels.length);
  });

  it.each(TASKS)("has at least 10 %s models", (task) => {
    expect(rawModels.filter((m) => m.pipeline_tag === task).length).toBeGreaterThanOrEqual(10);
  });

  it.each(PLAYGROUND_MODELS)("has the chat model %s as conversational text-generation", (id) => {
    const model = rawModels.find((m) => m.id === id);
    expect(model?.pipeline_tag).toBe("text-generation");
    expect(model?.tags).toContain("conversational");
    expect(model?.author).toBe(id.split("/")[0]);
  });

  it("loads without validation errors", () => {
    expect(() => buildCatalogue(rawCatalogue)).not.toThrow();
  });
});

describe("buildCatalogue", () => {
  const entry = {
    id: "acme/tiny",
    author: "acme",
    pipeline_tag: "text-classification",
    library_name: "transformers",
    tags: ["transformers", "text-classification"],
    license: null,
    gated: false,
    downloads: 10,
    likes: 2,
    createdAt: "2024-01-01T00:00:00.000Z",
    lastModified: "2024-02-01T00:00:00.000Z",
  };

  it("derives the served fields and treats null as absent", () => {
    const catalogue = buildCatalogue({ snapshotDate: "2025-01-01", models: [entry] });
    const model = catalogue.get("acme/tiny");
    expect(model?.license).toBeUndefined();
    expect(model?.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(model?._id.slice(0, 8)).toBe((Date.parse(entry.createdAt) / 1000).toString(16));
    expect(catalogue.authors.has("acme")).toBe(true);
  });

  it.each([
    ["a duplicate id", { snapshotDate: "2025-01-01", models: [entry, entry] }, /duplicate/],
    ["a bad date", { snapshotDate: "June 2025", models: [] }, /snapshotDate/],
    ["a negative count", { snapshotDate: "2025-01-01", models: [{ ...entry, likes: -1 }] }, /likes/],
    [
      "an author not owning the id",
      { snapshotDate: "2025-01-01", models: [{ ...entry, author: "x" }] },
      /author/,
    ],
    ["a bad gated value", { snapshotDate: "2025-01-01", models: [{ ...entry, gated: true }] }, /gated/],
  ])("rejects %s", (_name, file, message) => {
    expect(() => buildCatalogue(file)).toThrow(message);
  });
});

describe("the catalogue's eval results (model-index)", () => {
  it.each([
    ["deepset/tinyroberta-squad2", "exact_match", 78.8627],
    ["deepset/roberta-large-squad2", "exact_match", 85.168],
    ["deepset/deberta-v3-large-squad2", "exact_match", 88.0876],
    ["BAAI/bge-large-en-v1.5", "accuracy", 75.8507462686567],
    ["intfloat/multilingual-e5-large", "accuracy", 79.05970149253731],
  ])("has %s's first published result as its card has it", (id, type, value) => {
    const model = rawModels.find((m) => m.id === id) as Record<string, unknown> | undefined;
    const index = model?.["model-index"] as
      | { results: { metrics: { type: string; value: number }[] }[] }[]
      | null;
    expect(index?.[0]?.results[0]?.metrics[0]).toMatchObject({ type, value });
  });
});
