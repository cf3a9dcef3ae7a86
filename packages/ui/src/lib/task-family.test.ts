import { describe, expect, it } from "vitest";
import { taskFamily } from "./task-family";

describe("taskFamily", () => {
  it.each([
    ["text-generation", "language"],
    ["summarization", "language"],
    ["translation", "language"],
    ["fill-mask", "language"],
    ["text-classification", "text"],
    ["token-classification", "text"],
    ["question-answering", "text"],
    ["sentence-similarity", "text"],
    ["zero-shot-classification", "text"],
    ["image-classification", "vision"],
    ["object-detection", "vision"],
    ["image-segmentation", "vision"],
    ["depth-estimation", "vision"],
    ["automatic-speech-recognition", "audio"],
    ["text-to-speech", "audio"],
    ["audio-classification", "audio"],
    ["image-to-text", "multimodal"],
    ["text-to-image", "multimodal"],
    ["visual-question-answering", "multimodal"],
    ["tabular-classification", "tabular"],
    ["time-series-forecasting", "tabular"],
    ["reinforcement-learning", "general"],
  ] as const)("puts %s in %s", (tag, family) => {
    expect(taskFamily(tag)).toBe(family);
  });

  it("treats a missing tag as general", () => {
    expect(taskFamily(undefined)).toBe("general");
    expect(taskFamily("")).toBe("general");
  });
});
