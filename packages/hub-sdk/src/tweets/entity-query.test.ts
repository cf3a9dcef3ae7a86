import { describe, expect, it } from "vitest";
import { entityTweetsQuery, entityTweetsTerms } from "./entity-query";

describe("entityTweetsQuery (spec part 2 §7 call 6)", () => {
  it("ORs a model's URL, short URL, prefix-tagged id, author, name and task", () => {
    expect(
      entityTweetsQuery({ kind: "model", id: "meta-llama/Llama-3.1-8B-Instruct", task: "text-generation" }),
    ).toBe(
      'url:huggingface.co/meta-llama/Llama-3.1-8B-Instruct OR url:hf.co/meta-llama/Llama-3.1-8B-Instruct OR "meta-llama/Llama-3.1-8B-Instruct" OR "meta-llama" OR "Llama-3.1-8B-Instruct" OR "text-generation"',
    );
  });

  it("uses dataset URLs for a dataset", () => {
    expect(entityTweetsTerms({ kind: "dataset", id: "rajpurkar/squad" })).toEqual([
      "url:huggingface.co/datasets/rajpurkar/squad",
      "url:hf.co/datasets/rajpurkar/squad",
      '"datasets/rajpurkar/squad"',
      "rajpurkar",
      "squad",
    ]);
  });

  it("uses collection URLs for a collection, and the names given", () => {
    expect(
      entityTweetsTerms({
        kind: "collection",
        id: "HuggingFaceTB/smollm2-6723884218bcda64b34d7db9",
        author: "HuggingFaceTB",
        name: "SmolLM2",
      }),
    ).toEqual([
      "url:huggingface.co/collections/HuggingFaceTB/smollm2-6723884218bcda64b34d7db9",
      "url:hf.co/collections/HuggingFaceTB/smollm2-6723884218bcda64b34d7db9",
      '"collections/HuggingFaceTB/smollm2-6723884218bcda64b34d7db9"',
      "HuggingFaceTB",
      "SmolLM2",
    ]);
  });

  it("leaves out blanks and repeats (a bare legacy id has no author; its name is its id)", () => {
    expect(entityTweetsTerms({ kind: "model", id: "gpt2", task: " " })).toEqual([
      "url:huggingface.co/gpt2",
      "url:hf.co/gpt2",
      '"gpt2"',
    ]);
  });
});
