/**
 * Collections and model cards through the app's hub proxy (`/api/hub`), with the hub emulator upstream: the
 * allow-list lets `/api/collections`, `/api/collections/{namespace}/{slug}` and `/{repo}/raw/{rev}/README.md`
 * through, the `Link` cursors are rewritten to this origin, and hub-sdk's `listCollections`, `collectionInfo`
 * and `modelCard` work against the proxy as against the hub.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { defaultCollectionCatalogue, type RunningServer, startHubEmulator } from "@hiber/emulators";
import {
  collectionInfo,
  datasetCard,
  HubApiError,
  listCollections,
  listCollectionsPage,
  modelCard,
} from "@hiber/hub-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { listen } from "../test-utils.ts";

let hub: RunningServer;
let app: Awaited<ReturnType<typeof listen>>;
const catalogue = defaultCollectionCatalogue().collections;

beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-hub-collections-"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
  hub = await startHubEmulator();
  app = await listen(createServer(loadConfig({}, { clientDir }), { hub: hub.url, datasetsServer: hub.url }));
});
afterAll(async () => {
  await app?.close();
  await hub?.close();
});

describe("collections through the hub proxy", () => {
  it("lists every collection page by page, each next page through this origin", async () => {
    const baseUrl = `${app.url}/api/hub`;
    const first = await listCollectionsPage({ baseUrl, pageSize: 20 });
    const next = new URL(first.nextCursor ?? "", app.url);
    expect([next.origin, next.pathname]).toEqual([new URL(app.url).origin, "/api/hub/api/collections"]);

    const slugs: string[] = [];
    for await (const collection of listCollections({ baseUrl, pageSize: 20 })) slugs.push(collection.slug);
    expect(slugs.sort()).toEqual(catalogue.map((c) => c.slug).sort());
  });

  it("serves one collection with every item, and the spec's not-found error for an unknown one", async () => {
    const baseUrl = `${app.url}/api/hub`;
    const source = catalogue[0];
    const entry = await collectionInfo({ baseUrl, slug: source?.slug ?? "" });
    expect(entry.items.map((i) => i.id)).toEqual(source?.items.map((i) => i.id));

    const unknown = `${source?.namespace}/gone-${"0".repeat(24)}`;
    const error = await collectionInfo({ baseUrl, slug: unknown }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toMatchObject({ status: 404, message: `Collection with ID ${unknown} not found` });
  });

  it("refuses collection paths off the allow-list without asking the hub", async () => {
    const res = await fetch(`${app.url}/api/hub/api/collections/${catalogue[0]?.slug}/items`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found", code: "not_found" });
  });
});

describe("model cards through the hub proxy", () => {
  it("serves a model's README.md for modelCard, and no other file of the repo", async () => {
    const card = await modelCard({ baseUrl: `${app.url}/api/hub`, name: "google-bert/bert-base-uncased" });
    expect(card.summary).toMatch(/^google-bert\/bert-base-uncased is a fill mask model/);
    const other = await fetch(`${app.url}/api/hub/google-bert/bert-base-uncased/resolve/main/config.json`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: "Not found", code: "not_found" });
  });

  it("serves a dataset's card and a card's raster image, GET only", async () => {
    const card = await datasetCard({ baseUrl: `${app.url}/api/hub`, name: "stanfordnlp/imdb" });
    expect(card.frontMatter).toContain("pretty_name: IMDB");
    expect(card.markdown).toContain("| plain_text | train | 25,000 |");
    const image = await fetch(`${app.url}/api/hub/datasets/stanfordnlp/imdb/resolve/main/card-banner.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    await image.arrayBuffer();
    const post = await fetch(`${app.url}/api/hub/google-bert/bert-base-uncased/raw/main/README.md`, {
      method: "POST",
    });
    expect(post.status).toBe(405);
    await post.arrayBuffer();
  });
});
