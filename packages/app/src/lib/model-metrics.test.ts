import type { ModelInfo, RouterModelEntry } from "@hiber/hub-sdk";
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

  it("skips metrics that are not a score (a perplexity is not a percentage)", () => {
    const perplexity = { metricType: "perplexity", metricName: "Perplexity", metricValue: 21.1 };
    expect(comparedModel({ ...base, evalResults: [perplexity] }).accuracy).toBeUndefined();
    expect(
      comparedModel({ ...base, evalResults: [perplexity, { metricType: "accuracy", metricValue: 0.5 }] })
        .accuracy,
    ).toEqual({ value: 0.5, metric: "accuracy" });
  });

  const router = (providers: RouterModelEntry["providers"]): RouterModelEntry => ({
    id: "a/b",
    object: "model",
    created: 0,
    owned_by: "a",
    providers,
  });

  it("takes the speeds from the router's fastest live provider, n/a without probe data", () => {
    const model = router([
      { provider: "slow", status: "live", first_token_latency_ms: 1490, throughput: 24.69124008437934 },
      { provider: "down", status: "error", first_token_latency_ms: 10, throughput: 500 },
      { provider: "fast", status: "live", first_token_latency_ms: 588.4, throughput: 45.42948747753918 },
      { provider: "unprobed", status: "live" },
    ]);
    expect(comparedModel(base, { model })).toMatchObject({
      inferenceSpeed: "588 ms to first token",
      speedScore: 45.4,
    });
    expect(comparedModel(base, { model }).speedStandIn).toBeUndefined();
    const none = comparedModel(base, { model: router([{ provider: "unprobed", status: "live" }]) });
    expect(none.inferenceSpeed).toBeUndefined();
    expect(none.speedScore).toBeUndefined();
    expect(comparedModel(base).speedScore).toBeUndefined();
  });

  it("marks the speeds of the embedded router as a stand-in's", () => {
    const model = router([
      { provider: "hiber-emulator", status: "live", first_token_latency_ms: 0.4, throughput: 52_310.51 },
    ]);
    expect(comparedModel(base, { model, standIn: true })).toMatchObject({
      inferenceSpeed: "< 1 ms to first token",
      speedScore: 52_310.5,
      speedStandIn: true,
    });
    // No speeds, nothing to label.
    expect(comparedModel(base, { standIn: true }).speedStandIn).toBeUndefined();
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
