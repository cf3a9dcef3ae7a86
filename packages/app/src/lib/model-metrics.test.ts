import type { ModelInfo } from "@hiber/hub-sdk";
import { describe, expect, it } from "vitest";
import { comparedModel, primaryUseCases } from "./model-metrics.ts";

const base: ModelInfo = { id: "a/b", tags: [], downloads: 0, likes: 0, private: false };

describe("comparedModel", () => {
  it("shows the weights' size, else the repo's storage, else nothing", () => {
    expect(comparedModel({ ...base, weightBytes: 440_425_712, usedStorage: 12e9 }).modelSize).toBe("440 MB");
    expect(comparedModel({ ...base, usedStorage: 12_904_182_200 }).modelSize).toBe("12.9 GB");
    expect(comparedModel(base).modelSize).toBeUndefined();
  });

  it("shows the first published evaluation result with its dataset", () => {
    const model = comparedModel({
      ...base,
      evalResults: [
        {
          metricType: "accuracy",
          metricName: "Accuracy",
          metricValue: 0.9106,
          datasetName: "glue",
          datasetConfig: "sst2",
        },
        { metricType: "f1", metricValue: 0.91 },
      ],
    });
    expect(model.accuracy).toEqual({ value: 0.9106, metric: "Accuracy", dataset: "glue sst2" });
    expect(
      comparedModel({ ...base, evalResults: [{ metricType: "acc_norm", metricValue: 62 }] }).accuracy,
    ).toEqual({
      value: 62,
      metric: "acc_norm",
    });
    expect(comparedModel(base).accuracy).toBeUndefined();
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
