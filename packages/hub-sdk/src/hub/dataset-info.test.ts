/**
 * Contract tests: `datasetInfo` against the hub emulator over real HTTP.
 */
import { defaultDatasetCatalogue, startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HubApiError, InputError } from "../errors";
import { datasetInfo } from "./dataset-info";
import { listDatasetsPage } from "./list-datasets";

let hub: { url: string; close(): Promise<void> };

beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});

afterAll(async () => {
  await hub?.close();
});

describe("datasetInfo against the hub emulator", () => {
  it("returns the dataset in detail, consistent with its list row", async () => {
    const name = "cornell-movie-review-data/rotten_tomatoes";
    const { items } = await listDatasetsPage({ baseUrl: hub.url, search: name, full: true });
    const row = items.find((d) => d.id === name)!;
    const info = await datasetInfo({ baseUrl: hub.url, name });

    expect(info).toMatchObject({
      id: row.id,
      author: row.author,
      downloads: row.downloads,
      likes: row.likes,
      taskCategories: ["text-classification"],
      license: row.license,
      prettyName: row.prettyName,
    });
    expect(info.tags).toEqual(row.tags);
    expect(info.lastModified).toEqual(row.lastModified);
    expect(info.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(info.cardData).toBeTypeOf("object");
    expect(info.files?.map((f) => f.path)).toContain("README.md");
    expect(info.usedStorage).toBe(defaultDatasetCatalogue().get(name)!.usedStorage);
  });

  it("echoes a pinned revision and fills file sizes with blobs", async () => {
    const sha = "0123456789abcdef0123456789abcdef01234567";
    const info = await datasetInfo({
      baseUrl: hub.url,
      name: "scikit-learn/iris",
      revision: sha,
      blobs: true,
    });
    expect(info.sha).toBe(sha);
    expect(info.files!.length).toBeGreaterThan(0);
    expect(info.files!.every((f) => typeof f.size === "number")).toBe(true);
  });

  it("follows the hub's redirect from a legacy id", async () => {
    const info = await datasetInfo({ baseUrl: hub.url, name: "imdb" });
    expect(info.id).toBe("stanfordnlp/imdb");
  });

  it("throws HubApiError 401 RepoNotFound for a missing dataset", async () => {
    const error = await datasetInfo({ baseUrl: hub.url, name: "nobody/no-such-dataset" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toMatchObject({
      message: "Failed to fetch dataset nobody/no-such-dataset",
      status: 401,
      errorCode: "RepoNotFound",
    });
  });

  it("throws HubApiError 404 RevisionNotFound for an unknown branch", async () => {
    const error = await datasetInfo({ baseUrl: hub.url, name: "scikit-learn/iris", revision: "nope" }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 404, errorCode: "RevisionNotFound" });
  });

  it.each([
    ["an empty name", { name: "" }],
    ["a path traversal", { name: "a/../b" }],
    ["three segments", { name: "a/b/c" }],
    ["an empty revision", { name: "scikit-learn/iris", revision: "" }],
  ])("throws InputError for %s before any request", async (_, params) => {
    const fetchSpy = vi.fn<typeof fetch>();
    await expect(datasetInfo({ baseUrl: hub.url, fetch: fetchSpy, ...params })).rejects.toBeInstanceOf(
      InputError,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
