/**
 * Contract tests: `searchHub` against the hub emulator over real HTTP. The collections expected come from
 * the emulator's catalogue data, never from its query code.
 */
import { defaultCollectionCatalogue, defaultDatasetCatalogue, startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HubApiError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import { searchHub } from "./search-hub";

let hub: { url: string; close(): Promise<void> };

beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});

afterAll(async () => {
  await hub?.close();
});

describe("searchHub against the hub emulator", () => {
  it("finds models, datasets and collections at once, the first `limit` of each", async () => {
    const { models, datasets, collections } = await searchHub({
      baseUrl: hub.url,
      query: " SQuAD ",
      limit: 3,
    });

    expect(models).toHaveLength(3);
    for (const model of models) expect(model.id.toLowerCase()).toContain("squad");
    const downloads = models.map((m) => m.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));

    expect(datasets.map((d) => d.id)).toEqual(["rajpurkar/squad", "rajpurkar/squad_v2"]);
    expect(defaultDatasetCatalogue().get("rajpurkar/squad")).toBeDefined();

    const expected = defaultCollectionCatalogue()
      .collections.filter((c) => `${c.title} ${c.description ?? ""}`.toLowerCase().includes("squad"))
      .map((c) => c.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(collections.map((c) => c.slug).sort()).toEqual(expected.slice(0, 3).sort());
  });

  it("finds nothing for a blank query, without a request", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    expect(await searchHub({ baseUrl: hub.url, query: "  ", fetch })).toEqual({
      models: [],
      datasets: [],
      collections: [],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("passes the signal to every request: an aborted search rejects with the AbortError", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      searchHub({ baseUrl: hub.url, query: "bert", signal: controller.signal }),
    ).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});

describe("searchHub when one list fails", () => {
  let server: LocalServer;
  afterAll(async () => {
    await server?.close();
  });

  it("rejects with that list's HubApiError", async () => {
    server = await startLocalServer((req, res) => {
      if (req.url?.startsWith("/api/collections")) {
        res.writeHead(503, "Service Unavailable").end("{}");
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("[]");
    });
    const error = await searchHub({ baseUrl: server.url, query: "bert" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubApiError);
    expect((error as HubApiError).message).toBe("Failed to fetch collections: 503 Service Unavailable");
  });
});
