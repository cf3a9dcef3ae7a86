import { describe, expect, it } from "vitest";
import { defaultDatasetCatalogue } from "../../hub-datasets/catalogue";
import { rawModels } from "../../test/oracle";
import { defaultHubCatalogue } from "../catalogue";
import rawDatasets from "../catalogue/datasets.json" with { type: "json" };
import { buildCollectionCatalogue, defaultCollectionCatalogue } from "./catalogue";
import { rawCollectionFile, rawCollections } from "./test-oracle";

const modelIds = new Set(rawModels.map((m) => m.id));
const datasetIds = new Set(rawDatasets.datasets.map((d) => d.id));
const repos = { models: defaultHubCatalogue, datasets: defaultDatasetCatalogue() };

describe("the shipped collections", () => {
  it("are a few dozen, with unique slugs in the hub's <owner>/<kebab-title>-<24 hex> form", () => {
    expect(rawCollections.length).toBeGreaterThanOrEqual(30);
    expect(rawCollections.length).toBeLessThanOrEqual(50);
    for (const c of rawCollections) expect(c.slug).toMatch(/^[\w.-]+\/[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{24}$/);
    expect(new Set(rawCollections.map((c) => c.slug)).size).toBe(rawCollections.length);
    expect(new Set(rawCollections.map((c) => c.slug.slice(-24))).size).toBe(rawCollections.length);
  });

  it("list only models and datasets that exist in the emulator's catalogue", () => {
    const missing = rawCollections.flatMap((c) =>
      c.items.filter((item) =>
        item.type === "model"
          ? !modelIds.has(item.id)
          : item.type === "dataset"
            ? !datasetIds.has(item.id)
            : true,
      ),
    );
    expect(missing).toEqual([]);
    const types = new Set(rawCollections.flatMap((c) => c.items.map((item) => item.type)));
    expect([...types].sort()).toEqual(["dataset", "model"]);
  });

  it("are owned by authors of the model catalogue, each described in the owners table", () => {
    const authors = new Set(rawModels.map((m) => m.author));
    for (const c of rawCollections) {
      const owner = c.slug.split("/")[0] ?? "";
      expect(authors.has(owner), owner).toBe(true);
      expect(rawCollectionFile.owners[owner], owner).toBeDefined();
    }
  });

  it("are public, ungated, and last updated by the snapshot date", () => {
    const snapshot = Date.parse(`${rawCollectionFile.snapshotDate}T00:00:00.000Z`);
    for (const c of rawCollections) {
      expect(c.private).toBe(false);
      expect(c.gating).toBe(false);
      expect(Date.parse(c.lastUpdated)).toBeLessThanOrEqual(snapshot);
      expect(c.title.trim()).not.toBe("");
    }
  });

  it("some have more than the 4 items a list row shows", () => {
    expect(rawCollections.some((c) => c.items.length > 4)).toBe(true);
  });

  it("load without validation errors", () => {
    expect(defaultCollectionCatalogue().collections).toHaveLength(rawCollections.length);
  });
});

describe("buildCollectionCatalogue", () => {
  const good = {
    slug: "google/gemma-picks-66aaa3551e7290e03a290ced",
    title: "Gemma picks",
    theme: "pink",
    upvotes: 1,
    lastUpdated: "2025-01-01T00:00:00.000Z",
    position: 0,
    private: false,
    gating: false,
    items: [{ type: "model", id: "google/gemma-2-9b-it" }],
  };
  const file = (collections: unknown[]) => ({
    snapshotDate: "2025-06-01",
    owners: { google: { fullname: "Google", type: "org" } },
    collections,
  });

  it("indexes by slug and derives the namespace, id, owner and creation time", () => {
    const catalogue = buildCollectionCatalogue(file([good]), repos);
    const collection = catalogue.get(good.slug);
    expect(collection).toMatchObject({
      namespace: "google",
      id: "66aaa3551e7290e03a290ced",
      owner: { name: "google", fullname: "Google", type: "org" },
      createdAt: new Date(0x66aaa355 * 1000).toISOString(),
    });
  });

  it.each([
    ["an unknown model", { items: [{ type: "model", id: "acme/nothing" }] }, /not in the catalogue/],
    [
      "an unknown dataset",
      { items: [{ type: "dataset", id: "google/gemma-2-9b-it" }] },
      /not in the catalogue/,
    ],
    ["a bad slug", { slug: "google/Gemma Picks-123" }, /slug/],
    ["an unknown owner", { slug: "acme/gemma-picks-66aaa3551e7290e03a290ced" }, /unknown owner/],
    ["a date after the snapshot", { lastUpdated: "2025-07-01T00:00:00.000Z" }, /snapshot/],
    ["an id later than lastUpdated", { lastUpdated: "2024-07-01T00:00:00.000Z" }, /later than lastUpdated/],
    ["a theme the hub lacks", { theme: "teal" }, /theme/],
    ["a private collection", { private: true }, /private/],
    ["no items", { items: [] }, /items/],
  ])("rejects %s", (_name, change, message) => {
    expect(() => buildCollectionCatalogue(file([{ ...good, ...change }]), repos)).toThrow(message);
  });

  it("rejects a duplicate slug and two collections at one position", () => {
    expect(() => buildCollectionCatalogue(file([good, good]), repos)).toThrow(/duplicate/);
    const other = { ...good, slug: "google/other-66aaa3551e7290e03a290cee" };
    expect(() => buildCollectionCatalogue(file([good, other]), repos)).toThrow(/position/);
  });

  it("rejects an owner who is not an author of the model catalogue", () => {
    const withStranger = { ...file([]), owners: { acme: { fullname: "Acme", type: "org" } } };
    expect(() => buildCollectionCatalogue(withStranger, repos)).toThrow(/not an author/);
  });
});
