import { describe, expect, it } from "vitest";
import { runBothRefusal } from "./run-both.ts";

const served = new Set(["meta-llama/Llama-3.1-8B-Instruct", "google/gemma-2-9b-it"]);

describe("runBothRefusal", () => {
  it("lets two chat models the router serves run", () => {
    expect(
      runBothRefusal([{ id: "meta-llama/Llama-3.1-8B-Instruct" }, { id: "google/gemma-2-9b-it" }], served),
    ).toBeUndefined();
  });

  it("names each model that cannot chat, with its task", () => {
    expect(
      runBothRefusal(
        [
          { id: "openai/whisper-large-v3", pipelineTag: "automatic-speech-recognition" },
          { id: "sentence-transformers/all-MiniLM-L6-v2", pipelineTag: "sentence-similarity" },
        ],
        served,
      ),
    ).toBe(
      "whisper-large-v3 is a model for Automatic Speech Recognition; all-MiniLM-L6-v2 is a model for Sentence Similarity: the inference router answers prompts only with chat models, so it cannot run here. Pick a chat model.",
    );
  });

  it("refuses a text-generation model the router does not serve for chat, once when picked twice", () => {
    const base = { id: "openai-community/gpt2", pipelineTag: "text-generation" };
    expect(runBothRefusal([base, base], served)).toMatch(/^gpt2 is not served for chat: /);
  });

  it("refuses nothing when the router's list is unknown", () => {
    expect(runBothRefusal([{ id: "openai/whisper-large-v3" }], undefined)).toBeUndefined();
  });
});
