import type { ModelInfo } from "@hiber/hub-sdk";
import { describe, expect, it } from "vitest";
import { accuracyScore, modelSizeBytes, primaryUseCases } from "./model-metrics.ts";

const base: ModelInfo = { id: "a/b", tags: [], downloads: 0, likes: 0, private: false };

describe("modelSizeBytes", () => {
  it("multiplies safetensors parameter counts by their dtype widths", () => {
    expect(
      modelSizeBytes({ ...base, safetensors: { parameters: { F32: 110_106_428 }, total: 110_106_428 } }),
    ).toBe(440_425_712);
    expect(
      modelSizeBytes({ ...base, safetensors: { parameters: { BF16: 1000, F32: 10 }, total: 1010 } }),
    ).toBe(2040);
  });

  it("falls back to the weight files' sizes, then to the repo's storage", () => {
    const files = [
      { path: "model-00001-of-00002.safetensors", size: 5_000 },
      { path: "model-00002-of-00002.safetensors", size: 3_000 },
      { path: "README.md", size: 10 },
    ];
    expect(modelSizeBytes({ ...base, files, usedStorage: 99 })).toBe(8_000);
    expect(modelSizeBytes({ ...base, files: [{ path: "model.safetensors" }], usedStorage: 99 })).toBe(99);
    expect(modelSizeBytes(base)).toBeUndefined();
  });
});

describe("primaryUseCases", () => {
  it("comes from the task and the card's base model and datasets", () => {
    expect(
      primaryUseCases({
        ...base,
        pipelineTag: "text-classification",
        cardData: { base_model: "distilbert/distilbert-base-uncased", datasets: ["glue"] },
      }),
    ).toEqual([
      "Sentiment analysis",
      "Topic labelling",
      "Content moderation",
      "Fine-tuned from distilbert/distilbert-base-uncased",
      "Trained on glue",
    ]);
  });

  it("is undefined when the hub says nothing", () => {
    expect(primaryUseCases(base)).toBeUndefined();
  });
});

describe("accuracyScore", () => {
  it("reads the first numeric metric of the model-index", () => {
    const modelIndex = [
      {
        name: "distilbert-sst2",
        results: [
          {
            task: { type: "text-classification" },
            dataset: { name: "glue", config: "sst2" },
            metrics: [{ type: "accuracy", value: 0.9106, name: "Accuracy" }],
          },
        ],
      },
    ];
    expect(accuracyScore({ ...base, modelIndex })).toEqual({
      value: 0.9106,
      metric: "Accuracy",
      dataset: "glue sst2",
    });
  });

  it("is undefined without published results", () => {
    expect(accuracyScore({ ...base, modelIndex: null })).toBeUndefined();
    expect(
      accuracyScore({ ...base, modelIndex: [{ results: [{ metrics: [{ type: "f1" }] }] }] }),
    ).toBeUndefined();
  });
});
