import type { ModelInfo } from "@hiber/hub-sdk";
import { describe, expect, it } from "vitest";
import { githubRepositoryOf, modelEntity } from "./insights-entities.ts";

const model = (cardData?: Record<string, unknown>) =>
  ({
    id: "google-bert/bert-base-uncased",
    author: "google-bert",
    tags: [],
    likes: 1,
    downloads: 2,
    private: false,
    cardData,
  }) as unknown as ModelInfo;

describe("the model insights' GitHub Repository", () => {
  it("links a repository the card names, never a search", () => {
    expect(modelEntity(model()).githubUrl).toBeUndefined();
    expect(modelEntity(model({ license: "apache-2.0" })).githubUrl).toBeUndefined();
    expect(modelEntity(model({ repository: "https://github.com/google-research/bert/" })).githubUrl).toBe(
      "https://github.com/google-research/bert",
    );
  });

  it("takes only a repository's address", () => {
    expect(githubRepositoryOf({ repo: "https://github.com/search?q=bert" })).toBeUndefined();
    expect(githubRepositoryOf({ repo: "https://github.com/google-research" })).toBeUndefined();
    expect(githubRepositoryOf({ code: "https://example.com/a/b" })).toBeUndefined();
    expect(githubRepositoryOf({ github: "https://github.com/openai/whisper" })).toBe(
      "https://github.com/openai/whisper",
    );
  });
});
