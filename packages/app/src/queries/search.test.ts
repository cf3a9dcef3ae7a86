import type { CollectionEntry, DatasetEntry, ModelEntry } from "@hiber/hub-sdk";
import { describe, expect, it } from "vitest";
import { matchesPattern, routeTable } from "../routes/table.ts";
import { toSearchResults } from "./search.ts";

/** The title of the route an in-app href opens. */
const routeTitle = (href: string) => routeTable.find((route) => matchesPattern(route.path, href))?.title;

describe("toSearchResults", () => {
  const results = toSearchResults({
    models: [
      { id: "deepset/roberta-base-squad2", pipelineTag: "question-answering", downloads: 10 } as ModelEntry,
      { id: "gpt2", downloads: 3 } as ModelEntry,
    ],
    datasets: [
      { id: "rajpurkar/squad", taskCategories: ["question-answering"], downloads: 7 } as DatasetEntry,
    ],
    collections: [
      {
        slug: "deepset/extractive-qa-models-64b435306430d8af7842ded2",
        title: "Extractive QA models",
        author: "deepset",
        upvotes: 41,
      } as CollectionEntry,
    ],
  });

  it("leads every hit to its insight page of the route table", () => {
    expect(results.models.map((hit) => [hit.href, routeTitle(hit.href)])).toEqual([
      ["/model/deepset/roberta-base-squad2", "Model insights"],
      ["/huggingface-models/gpt2", "Model insights"],
    ]);
    expect(results.datasets.map((hit) => [hit.href, routeTitle(hit.href)])).toEqual([
      ["/dataset/rajpurkar/squad/details", "Dataset insights"],
    ]);
    expect(results.collections.map((hit) => [hit.href, routeTitle(hit.href)])).toEqual([
      ["/collection/deepset%2Fextractive-qa-models-64b435306430d8af7842ded2", "Collection insights"],
    ]);
  });

  it("shows a model's task and downloads, a dataset's first task category, a collection's owner and upvotes", () => {
    expect(results.models[0]).toMatchObject({
      kind: "model",
      title: "deepset/roberta-base-squad2",
      task: "question-answering",
      downloads: 10,
    });
    expect(results.datasets[0]).toMatchObject({ kind: "dataset", task: "question-answering", downloads: 7 });
    expect(results.collections[0]).toMatchObject({
      kind: "collection",
      id: "deepset/extractive-qa-models-64b435306430d8af7842ded2",
      title: "Extractive QA models",
      owner: "deepset",
      upvotes: 41,
    });
  });
});
