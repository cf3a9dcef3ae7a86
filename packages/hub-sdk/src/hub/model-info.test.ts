/**
 * Contract tests: `modelInfo` against the hub emulator over real HTTP.
 * Only the non-object body case uses a tiny local `node:http` server.
 */
import { startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpError, HubApiError, HubSdkError, InputError, InvalidResponseError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import { listModelsPage } from "./list-models";
import { modelInfo } from "./model-info";

let hub: { url: string; close(): Promise<void> };

beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});

afterAll(async () => {
  await hub?.close();
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

describe("modelInfo against the hub emulator", () => {
  it("returns the model in detail, consistent with its list row", async () => {
    const name = "google-bert/bert-base-uncased";
    const { items } = await listModelsPage({
      baseUrl: hub.url,
      search: name,
      expand: ["author", "pipeline_tag", "library_name", "tags", "downloads", "likes", "safetensors"],
    });
    const row = items.find((model) => model.id === name)!;
    const info = await modelInfo({ baseUrl: hub.url, name });

    expect(info).toMatchObject({
      id: row.id,
      author: row.author,
      pipelineTag: row.pipelineTag,
      libraryName: row.libraryName,
      license: row.license,
      parameters: row.parameters,
      downloads: row.downloads,
      likes: row.likes,
    });
    expect(info.tags).toEqual(row.tags);
    expect(info.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(info.safetensors?.total).toBe(info.parameters);
    expect(Object.values(info.safetensors!.parameters).reduce((a, b) => a + b, 0)).toBe(info.parameters);
    expect(info.files?.map((file) => file.path)).toContain("config.json");
    expect(info.config).toBeTypeOf("object");
    expect(info.cardData).toBeTypeOf("object");
    expect(info.lastModified).toBeInstanceOf(Date);
  });

  it("serves a pinned revision and the default branch", async () => {
    const head = await modelInfo({ baseUrl: hub.url, name: "openai-community/gpt2" });
    const main = await modelInfo({ baseUrl: hub.url, name: "openai-community/gpt2", revision: "main" });
    expect(main.sha).toBe(head.sha);
    const pinned = await modelInfo({ baseUrl: hub.url, name: "openai-community/gpt2", revision: head.sha! });
    expect(pinned.sha).toBe(head.sha);
    expect(pinned.pipelineTag).toBe("text-generation");
  });

  it("follows the hub's redirect from a legacy bare name to the canonical repo", async () => {
    const legacy = await modelInfo({ baseUrl: hub.url, name: "gpt2" });
    expect(legacy.id).toBe("openai-community/gpt2");
    expect(legacy.author).toBe("openai-community");
  });

  it("reports file sizes with blobs", async () => {
    const info = await modelInfo({ baseUrl: hub.url, name: "openai-community/gpt2", blobs: true });
    expect(info.files!.length).toBeGreaterThan(0);
    expect(info.files!.every((file) => typeof file.size === "number" && file.size >= 0)).toBe(true);
  });

  it("maps the card's model-index to evalResults, one per numeric metric, in card order", async () => {
    const info = await modelInfo({
      baseUrl: hub.url,
      name: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    });
    const sst2 = {
      taskType: "text-classification",
      datasetName: "glue",
      datasetType: "glue",
      datasetConfig: "sst2",
      datasetSplit: "validation",
    };
    expect(info.evalResults?.map((r) => r.metricType)).toEqual(["accuracy", "precision", "recall", "f1"]);
    expect(info.evalResults?.[0]).toEqual({
      ...sst2,
      metricType: "accuracy",
      metricName: "Accuracy",
      metricValue: 0.9105504587155964,
    });
    expect(info.evalResults?.every((r) => r.datasetConfig === "sst2" && r.metricValue > 0.8)).toBe(true);

    const bert = await modelInfo({ baseUrl: hub.url, name: "google-bert/bert-base-uncased" });
    expect(bert.evalResults).toBeUndefined();
  });

  it("reports the weights' bytes from safetensors dtypes, else from one format's weight files", async () => {
    const bert = await modelInfo({ baseUrl: hub.url, name: "google-bert/bert-base-uncased", blobs: true });
    expect(bert.safetensors?.parameters).toEqual({ F32: 110_106_428 });
    expect(bert.weightBytes).toBe(110_106_428 * 4);
    // The same weights also ship as .bin, .h5, .msgpack and .onnx; they are not added up.
    expect(bert.weightBytes).toBe(bert.files?.find((f) => f.path === "model.safetensors")?.size);

    const name = "cardiffnlp/twitter-roberta-base-sentiment-latest";
    const withSizes = await modelInfo({ baseUrl: hub.url, name, blobs: true });
    expect(withSizes.safetensors).toBeUndefined();
    expect(withSizes.weightBytes).toBe(withSizes.files?.find((f) => f.path === "pytorch_model.bin")?.size);
    expect(withSizes.weightBytes).toBeGreaterThan(100_000_000);
    expect(withSizes.weightBytes).toBeLessThan(withSizes.usedStorage!);
    const withoutSizes = await modelInfo({ baseUrl: hub.url, name });
    expect(withoutSizes.weightBytes).toBeUndefined();
  });

  it("projects the body with expand", async () => {
    const info = await modelInfo({
      baseUrl: hub.url,
      name: "meta-llama/Llama-3.1-8B-Instruct",
      expand: ["safetensors", "usedStorage"],
    });
    expect(info.id).toBe("meta-llama/Llama-3.1-8B-Instruct");
    expect(info.parameters).toBe(info.safetensors?.total);
    expect(info.parameters).toBeGreaterThan(1e9);
    expect(info.pipelineTag).toBeUndefined();
    expect(info.files).toBeUndefined();
  });

  it("throws HubApiError 401 RepoNotFound for a missing repo", async () => {
    const error = await failure(modelInfo({ baseUrl: hub.url, name: "nobody-here/no-such-model" }));
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(HubSdkError);
    const apiError = error as HubApiError;
    expect(apiError.message).toBe("Failed to fetch model nobody-here/no-such-model");
    expect(apiError.status).toBe(401);
    expect(apiError.errorCode).toBe("RepoNotFound");
    expect(apiError.serverMessage).toBeTruthy();
    expect(apiError.requestId).toBeTruthy();
  });

  it("never puts the token in the error", async () => {
    const token = "hf_doNotLeakThis123";
    const error = (await failure(
      modelInfo({ baseUrl: hub.url, name: "nobody-here/no-such-model", accessToken: token }),
    )) as HubApiError;
    expect(error).toBeInstanceOf(HubApiError);
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(token);
  });

  it("throws HubApiError RevisionNotFound for an unknown revision", async () => {
    const error = await failure(
      modelInfo({ baseUrl: hub.url, name: "openai-community/gpt2", revision: "no-such-branch" }),
    );
    expect(error).toBeInstanceOf(HubApiError);
    expect((error as HubApiError).errorCode).toBe("RevisionNotFound");
    expect((error as HubApiError).status).toBeGreaterThanOrEqual(400);
    expect((error as HubApiError).message).toBe("Failed to fetch model openai-community/gpt2");
  });

  it.each([
    ["an empty name", { name: "" }],
    ["a path traversal", { name: "../etc/passwd" }],
    ["too many segments", { name: "a/b/c" }],
    ["an empty revision", { name: "openai-community/gpt2", revision: "" }],
    ["a malformed token", { name: "openai-community/gpt2", accessToken: "Bearer abc" }],
  ])("throws InputError for %s before any request", async (_, params) => {
    const fetchSpy = vi.fn<typeof fetch>();
    await expect(modelInfo({ baseUrl: hub.url, fetch: fetchSpy, ...params })).rejects.toBeInstanceOf(
      InputError,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("rejects with the platform's AbortError when the signal is aborted", async () => {
    const error = await failure(
      modelInfo({ baseUrl: hub.url, name: "openai-community/gpt2", signal: AbortSignal.abort() }),
    );
    expect((error as Error).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(HubSdkError);
  });
});

describe("modelInfo with hand-written card metadata (local node:http server)", () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.end(
        JSON.stringify({
          id: "someone/quantised",
          safetensors: { parameters: { Q4_K: 1000 }, total: 1000 },
          siblings: [
            { rfilename: "model-Q4_K_M.gguf", size: 4_000 },
            { rfilename: "model-Q8_0.gguf", size: 8_000 },
            { rfilename: "README.md", size: 10 },
          ],
          cardData: {
            "model-index": [
              { name: "quantised", results: "not a list" },
              {
                results: [
                  { dataset: { name: "mmlu" }, metrics: [{ type: "acc", value: "71.2" }, { value: 0.5 }] },
                  { metrics: [{ type: "acc", value: 71.2, verified: false }] },
                ],
              },
            ],
          },
        }),
      );
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("reads model-index from the card data, skipping what is not a typed number", async () => {
    const info = await modelInfo({ baseUrl: server.url, name: "someone/quantised" });
    expect(info.evalResults).toEqual([{ metricType: "acc", metricValue: 71.2, verified: false }]);
  });

  it("falls back to the files for an unknown dtype, and counts one GGUF quantisation", async () => {
    const info = await modelInfo({ baseUrl: server.url, name: "someone/quantised" });
    expect(info.weightBytes).toBe(8_000);
  });
});

describe("modelInfo with a body that is not a model (local node:http server)", () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.end("[]");
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("throws InvalidResponseError 'Invalid response format'", async () => {
    const error = await failure(modelInfo({ baseUrl: server.url, name: "openai-community/gpt2" }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).message).toBe("Invalid response format");
  });
});
