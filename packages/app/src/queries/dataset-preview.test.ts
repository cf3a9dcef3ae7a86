import { DatasetsServerError, InvalidResponseError } from "@hiber/hub-sdk";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { datasetPreviewQueryOptions } from "./dataset-preview.ts";

const DATASET = "scikit-learn/iris";

/** Answers every datasets-server call of the preview the same way, as the app's proxy would. */
function stubFetch(answer: () => Promise<Response>) {
  vi.stubGlobal("window", { location: { origin: "http://app.test" } });
  vi.stubGlobal("fetch", vi.fn(answer));
}

function loadPreview() {
  return new QueryClient().fetchQuery(datasetPreviewQueryOptions(DATASET));
}

describe("the dataset preview query", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the datasets server's own reason once, keeping the SDK's error class", async () => {
    stubFetch(async () => Response.json({ error: "The dataset is too big" }, { status: 500 }));
    const error = await loadPreview().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DatasetsServerError);
    expect((error as DatasetsServerError).status).toBe(500);
    expect((error as Error).message).toBe(
      `Failed to load dataset preview for ${DATASET}: The dataset is too big`,
    );
  });

  it("keeps the SDK's message when the service answers with a body of the wrong shape", async () => {
    stubFetch(async () => Response.json({ unexpected: true }));
    const error = await loadPreview().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toBe(
      `Failed to load dataset preview for ${DATASET}: Invalid response format`,
    );
  });

  it("gives a network failure the same message, with the failure as its cause", async () => {
    const failure = new TypeError("Failed to fetch");
    stubFetch(() => Promise.reject(failure));
    const error = await loadPreview().catch((reason: unknown) => reason);
    expect((error as Error).message).toBe(`Failed to load dataset preview for ${DATASET}: Failed to fetch`);
    expect((error as Error).cause).toBe(failure);
  });

  it("lets a cancelled request's AbortError through untouched", async () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    stubFetch(() => Promise.reject(abort));
    await expect(loadPreview()).rejects.toBe(abort);
  });
});
