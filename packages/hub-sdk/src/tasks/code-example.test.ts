import { describe, expect, it } from "vitest";
import { codeExample } from "./code-example";

describe("codeExample", () => {
  it("chats with a text-generation model through the transformers pipeline", () => {
    const code = codeExample({ modelId: "meta-llama/Llama-3.1-8B-Instruct", pipelineTag: "text-generation" });
    expect(code).toContain('pipeline("text-generation", model="meta-llama/Llama-3.1-8B-Instruct")');
    expect(code).toContain('"role": "user"');
  });

  it("runs a pipeline task with an input of that task", () => {
    const code = codeExample({ modelId: "google-bert/bert-base-uncased", pipelineTag: "Fill-Mask" });
    expect(code).toContain('pipeline("fill-mask", model="google-bert/bert-base-uncased")');
    expect(code).toContain("[MASK]");
  });

  it("uses diffusers for image generation and sentence-transformers for similarity", () => {
    expect(codeExample({ modelId: "a/b", pipelineTag: "text-to-image" })).toContain("DiffusionPipeline");
    expect(codeExample({ modelId: "a/b", pipelineTag: "sentence-similarity" })).toContain(
      "SentenceTransformer",
    );
  });

  it("downloads the repo for a task without an example, or none", () => {
    expect(codeExample({ modelId: "a/b", pipelineTag: "graph-ml" })).toContain(
      'snapshot_download(repo_id="a/b")',
    );
    expect(codeExample({ modelId: "a/b" })).toContain("snapshot_download");
  });
});
