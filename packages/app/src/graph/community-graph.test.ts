import type { DatasetEntry, ModelEntry } from "@hiber/hub-sdk";
import type { GraphData } from "@hiber/ui/graph";
import { describe, expect, it } from "vitest";
import { buildCommunityGraph, MAX_DATASET_SIZE, MAX_MODEL_SIZE } from "./community-graph.ts";
import { featuredNodes, forYouNodes, graphSizes, trendingTopics } from "./graph-lists.ts";

const model = (
  id: string,
  downloads: number,
  tags: string[],
  extra: Partial<ModelEntry> = {},
): ModelEntry => ({
  id,
  author: id.split("/")[0],
  tags,
  downloads,
  likes: 7,
  private: false,
  ...extra,
});
const dataset = (
  id: string,
  downloads: number,
  tags: string[],
  taskCategories: string[] = [],
): DatasetEntry => ({
  id,
  author: id.includes("/") ? id.split("/")[0] : undefined,
  tags,
  taskCategories,
  downloads,
  likes: 3,
  private: false,
  description: `About ${id}`,
});

const bert = model(
  "google-bert/bert-base-uncased",
  61_000_000,
  ["fill-mask", "en", "bert", "exbert", "dataset:wikipedia", "dataset:bookcorpus", "license:apache-2.0"],
  { pipelineTag: "fill-mask" },
);
const roberta = model(
  "FacebookAI/roberta-base",
  9_000_000,
  ["fill-mask", "en", "bert", "exbert", "transformers", "pytorch"],
  { pipelineTag: "fill-mask" },
);
const gpt2 = model(
  "openai-community/gpt2",
  20_000_000,
  ["text-generation", "en", "transformers", "pytorch", "safetensors"],
  { pipelineTag: "text-generation" },
);
const vit = model(
  "google/vit-base-patch16-224",
  3_000_000,
  ["image-classification", "vision", "dataset:imagenet-1k"],
  { pipelineTag: "image-classification" },
);
const wikipedia = dataset("wikipedia", 50_000, ["en", "nlp"], ["fill-mask"]);
const imagenet = dataset("ILSVRC/imagenet-1k", 40_000, ["vision"], ["image-classification"]);

const build = (extra: Partial<Parameters<typeof buildCommunityGraph>[0]> = {}) =>
  buildCommunityGraph({
    models: [gpt2, bert, roberta, vit],
    datasets: [wikipedia, imagenet],
    maxModels: 50,
    maxDatasets: 30,
    ...extra,
  });
const linksOf = (graph: GraphData, relation: string) =>
  graph.links.filter((link) => link.relation === relation).map((link) => `${link.source} -> ${link.target}`);

describe("buildCommunityGraph", () => {
  it("makes a node per model and dataset and one per real author, with the author's hub avatar", () => {
    const graph = build();
    expect(graph.nodes.filter((n) => n.type === "model").map((n) => n.label)).toEqual([
      "google-bert/bert-base-uncased",
      "openai-community/gpt2",
      "FacebookAI/roberta-base",
      "google/vit-base-patch16-224",
    ]);
    expect(
      graph.nodes
        .filter((n) => n.type === "user")
        .map((n) => n.label)
        .sort(),
    ).toEqual(["FacebookAI", "ILSVRC", "google", "google-bert", "openai-community"].sort());
    expect(graph.nodes.find((n) => n.id === "user:google-bert")?.avatarUrl).toBe(
      "/api/hub/api/organizations/google-bert/avatar",
    );
    // A legacy dataset without an owner has no contributor.
    expect(graph.nodes.find((n) => n.id === "dataset:wikipedia")?.author).toBeUndefined();
  });

  it("links a model to the loaded datasets its dataset: tags name, and authors to their repos", () => {
    const graph = build();
    // imagenet-1k is not the loaded ILSVRC/imagenet-1k, and bookcorpus is not loaded: no link.
    expect(linksOf(graph, "trained-on")).toEqual([
      "model:google-bert/bert-base-uncased -> dataset:wikipedia",
    ]);
    expect(linksOf(graph, "contributes")).toContain("user:google -> model:google/vit-base-patch16-224");
    expect(linksOf(graph, "contributes")).toContain("user:ILSVRC -> dataset:ILSVRC/imagenet-1k");
  });

  it("relates repos sharing more than 2 topical tags, not plumbing or key:value tags", () => {
    const graph = build();
    // bert and roberta share fill-mask, en, bert, exbert (4; transformers and pytorch do not count).
    expect(linksOf(graph, "related")).toEqual([
      "model:google-bert/bert-base-uncased -> model:FacebookAI/roberta-base",
    ]);
    const related = graph.links.find((link) => link.relation === "related");
    expect(related?.strength).toBe(1);
    for (const link of graph.links) {
      expect(link.strength).toBeGreaterThanOrEqual(0);
      expect(link.strength).toBeLessThanOrEqual(1);
    }
  });

  it("keeps the most downloaded up to the limits, of the category only when one is chosen", () => {
    const graph = build({ maxModels: 2, maxDatasets: 1 });
    expect(graph.nodes.filter((n) => n.type !== "user").map((n) => n.label)).toEqual([
      "google-bert/bert-base-uncased",
      "openai-community/gpt2",
      "wikipedia",
    ]);
    const vision = build({ category: "image-classification" });
    expect(vision.nodes.filter((n) => n.type !== "user").map((n) => n.label)).toEqual([
      "google/vit-base-patch16-224",
      "ILSVRC/imagenet-1k",
    ]);
  });

  it("caps node sizes at 20 for models and 18 for datasets", () => {
    const graph = buildCommunityGraph({
      models: [model("a/huge", 1e15, [])],
      datasets: [dataset("b/huge", 1e15, [])],
      maxModels: 1,
      maxDatasets: 1,
    });
    expect(graph.nodes.find((n) => n.type === "model")?.size).toBe(MAX_MODEL_SIZE);
    expect(graph.nodes.find((n) => n.type === "dataset")?.size).toBe(MAX_DATASET_SIZE);
  });
});

describe("graphSizes", () => {
  it("starts at 50 / 30, adds 25 / 15 a step, stops at 150 / 75 and asks the hub for twice as many", () => {
    expect(graphSizes(0)).toEqual({
      models: 50,
      datasets: 30,
      modelsFetched: 100,
      datasetsFetched: 60,
      maxReached: false,
    });
    expect(graphSizes(1)).toMatchObject({
      models: 75,
      datasets: 45,
      modelsFetched: 150,
      datasetsFetched: 90,
    });
    expect(graphSizes(3)).toMatchObject({ models: 125, datasets: 75, maxReached: false });
    expect(graphSizes(4)).toEqual({
      models: 150,
      datasets: 75,
      modelsFetched: 200,
      datasetsFetched: 100,
      maxReached: true,
    });
    expect(graphSizes(9)).toEqual(graphSizes(4));
  });
});

describe("the lists", () => {
  it("features the 6 most downloaded repos", () => {
    expect(featuredNodes(build(), 3).map((n) => n.label)).toEqual([
      "google-bert/bert-base-uncased",
      "openai-community/gpt2",
      "FacebookAI/roberta-base",
    ]);
  });

  it("recommends the repos closest to the history, else nlp or vision repos", () => {
    const graph = build();
    const personal = forYouNodes(graph, [
      { type: "model", id: "FacebookAI/roberta-base", tags: roberta.tags },
    ]);
    expect(personal.personalized).toBe(true);
    expect(personal.nodes[0]?.label).toBe("google-bert/bert-base-uncased");
    expect(personal.nodes.map((n) => n.label)).not.toContain("FacebookAI/roberta-base");

    const rule = forYouNodes(graph, []);
    expect(rule.personalized).toBe(false);
    expect(rule.nodes.map((n) => n.label)).toContain("google/vit-base-patch16-224");
    expect(rule.nodes.map((n) => n.label)).toContain("wikipedia");
  });

  it("ranks topics by model count and dates their trend from real update dates", () => {
    const day = (d: number) => new Date(Date.UTC(2025, 5, d));
    const at = (m: ModelEntry, lastModified?: Date) => ({ ...m, lastModified });
    const graph = buildCommunityGraph({
      models: [
        at(model("a/1", 5, ["hot", "cool", "flat"]), day(30)),
        at(model("a/2", 4, ["hot"]), day(29)),
        at(model("a/3", 3, ["cool", "flat"]), new Date(Date.UTC(2025, 4, 10))),
        at(model("a/4", 2, ["cool", "undated"]), new Date(Date.UTC(2025, 4, 12))),
        at(model("a/5", 1, ["undated", "flat"])),
      ],
      datasets: [],
      maxModels: 10,
      maxDatasets: 0,
    });
    const { topics, asOf } = trendingTopics(graph);
    expect(asOf).toEqual(day(30));
    expect(topics).toEqual([
      { topic: "cool", count: 3, trend: "cooling" },
      { topic: "flat", count: 3, trend: "stable" },
      { topic: "hot", count: 2, trend: "hot" },
      { topic: "undated", count: 2, trend: "cooling" },
    ]);
    const none = trendingTopics(
      buildCommunityGraph({ models: [model("a/1", 1, ["x"])], datasets: [], maxModels: 1, maxDatasets: 0 }),
    );
    expect(none.topics).toEqual([{ topic: "x", count: 1 }]);
  });
});
