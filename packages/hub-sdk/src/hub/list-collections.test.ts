/**
 * Contract tests: `listCollectionsPage` / `listCollections` / `collectionInfo` against the hub emulator over
 * real HTTP. Expected sets come from the emulator's collection catalogue data, never from its query code.
 * Only the malformed-body and 5xx cases use a tiny local `node:http` server.
 */
import { defaultCollectionCatalogue, defaultDatasetCatalogue, startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HubApiError, InputError, InvalidResponseError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import type { CollectionEntry, Page } from "../types/public";
import { collectionInfo } from "./collection-info";
import { type ListCollectionsPageParams, listCollections, listCollectionsPage } from "./list-collections";

let hub: { url: string; close(): Promise<void> };
const catalogue = defaultCollectionCatalogue().collections;

beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});

afterAll(async () => {
  await hub?.close();
});

async function allPages(params: ListCollectionsPageParams): Promise<Page<CollectionEntry>[]> {
  const pages: Page<CollectionEntry>[] = [];
  let cursor: string | undefined;
  do {
    const page = await listCollectionsPage({ ...params, cursor });
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 1000) throw new Error("pagination does not end");
  } while (cursor !== undefined);
  return pages;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

const slugs = (entries: CollectionEntry[]) => entries.map((c) => c.slug);
const sorted = (values: string[]) => [...values].sort();

describe("listCollectionsPage against the hub emulator", () => {
  it("pages to the end of the list by cursor", async () => {
    const pages = await allPages({ baseUrl: hub.url, pageSize: 9 });
    expect(pages.length).toBe(Math.ceil(catalogue.length / 9));
    expect(sorted(pages.flatMap((p) => slugs(p.items)))).toEqual(sorted(catalogue.map((c) => c.slug)));
    for (const page of pages.slice(0, -1)) expect(page.nextCursor).toBeTypeOf("string");
    expect(pages.at(-1)?.nextCursor).toBeUndefined();
  });

  it("maps a row to a camelCase entry with Dates, its owner, and the spec's Collection fields", async () => {
    const source = catalogue.find((c) => c.items.length < 4 && c.description) as (typeof catalogue)[number];
    const { items } = await listCollectionsPage({ baseUrl: hub.url, owner: source.namespace, pageSize: 100 });
    const entry = items.find((c) => c.slug === source.slug) as CollectionEntry;
    expect(entry).toMatchObject({
      id: source.id,
      title: source.title,
      description: source.description,
      author: source.namespace,
      owner: { name: source.namespace, fullname: source.owner.fullname, type: source.owner.type },
      theme: source.theme,
      private: false,
      gating: false,
      upvotes: source.upvotes,
      likes: source.upvotes,
      position: source.position,
      itemsCount: source.items.length,
    });
    expect(entry.lastModified).toEqual(new Date(source.lastUpdated));
    expect(entry.items.map((i) => [i.type, i.id, i.position])).toEqual(
      source.items.map((i, position) => [i.type, i.id, position]),
    );
    expect(entry.shareUrl).toBeUndefined();
  });

  it("carries at most 4 items per row, and no itemsCount when the row may be cut short", async () => {
    const long = catalogue.find((c) => c.items.length > 4) as (typeof catalogue)[number];
    const { items } = await listCollectionsPage({ baseUrl: hub.url, owner: long.namespace, pageSize: 100 });
    const entry = items.find((c) => c.slug === long.slug) as CollectionEntry;
    expect(entry.items).toHaveLength(4);
    expect(entry.itemsCount).toBeUndefined();
  });

  it("resolves the owner's site-relative avatar against baseUrl, to an image the hub serves", async () => {
    const { items } = await listCollectionsPage({ baseUrl: hub.url, pageSize: 1 });
    const avatar = items[0]?.owner.avatarUrl ?? "";
    expect(avatar.startsWith(`${hub.url}/`)).toBe(true);
    expect((await fetch(avatar)).status).toBe(200);
  });

  it("filters by owner(s), item and q, and sorts by upvotes", async () => {
    const owners = await listCollectionsPage({ baseUrl: hub.url, owner: ["Qwen", "google"], pageSize: 100 });
    expect(sorted(slugs(owners.items))).toEqual(
      sorted(catalogue.filter((c) => ["Qwen", "google"].includes(c.namespace)).map((c) => c.slug)),
    );

    const datasetId = "HuggingFaceFW/fineweb-edu";
    expect(defaultDatasetCatalogue().get(datasetId)).toBeDefined();
    const holding = await listCollectionsPage({
      baseUrl: hub.url,
      item: `datasets/${datasetId}`,
      pageSize: 100,
    });
    const expected = catalogue.filter((c) => c.items.some((i) => i.id === datasetId)).map((c) => c.slug);
    expect(expected.length).toBeGreaterThan(1);
    expect(sorted(slugs(holding.items))).toEqual(sorted(expected));

    const byWords = await listCollectionsPage({ baseUrl: hub.url, q: "  translation ", pageSize: 100 });
    expect(sorted(slugs(byWords.items))).toEqual(
      sorted(
        catalogue
          .filter((c) => `${c.title} ${c.description ?? ""}`.toLowerCase().includes("translation"))
          .map((c) => c.slug),
      ),
    );

    const byUpvotes = await allPages({ baseUrl: hub.url, sort: "upvotes", pageSize: 20 });
    const upvotes = byUpvotes.flatMap((p) => p.items.map((c) => c.upvotes));
    expect(upvotes).toEqual(catalogue.map((c) => c.upvotes).sort((a, b) => b - a));
  });

  it("throws HubApiError 'Failed to fetch collections: {status} {statusText}' for a non-2xx answer", async () => {
    const error = await failure(
      listCollectionsPage({ baseUrl: hub.url, sort: "downloads" as unknown as "upvotes" }),
    );
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toMatchObject({ message: "Failed to fetch collections: 400 Bad Request", status: 400 });
    expect((error as HubApiError).serverMessage).toMatch(/Invalid sort/);
  });

  it("rejects a bad pageSize before any request", async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    await expect(listCollectionsPage({ baseUrl: hub.url, pageSize: 0, fetch: fetchSpy })).rejects.toThrow(
      InputError,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("stops when its signal aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(listCollectionsPage({ baseUrl: hub.url, signal: controller.signal }));
    expect((error as Error).name).toBe("AbortError");
  });
});

describe("listCollections against the hub emulator", () => {
  it("yields collections across pages until the limit, in small pages", async () => {
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const seen: CollectionEntry[] = [];
    for await (const c of listCollections({ baseUrl: hub.url, limit: 11, pageSize: 4, fetch: fetchSpy })) {
      seen.push(c);
    }
    expect(seen).toHaveLength(11);
    expect(new Set(slugs(seen)).size).toBe(11);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it("walks every collection with the default page size, sending a token when given one", async () => {
    const seen: CollectionEntry[] = [];
    for await (const c of listCollections({ baseUrl: hub.url, accessToken: "hf_abc123" })) seen.push(c);
    expect(sorted(slugs(seen))).toEqual(sorted(catalogue.map((c) => c.slug)));
  });
});

describe("collectionInfo against the hub emulator", () => {
  it("returns the collection with every item, its count and shareUrl", async () => {
    const long = catalogue.reduce((a, b) => (b.items.length > a.items.length ? b : a));
    const entry = await collectionInfo({ baseUrl: hub.url, slug: long.slug });
    expect(entry).toMatchObject({
      slug: long.slug,
      id: long.id,
      title: long.title,
      itemsCount: long.items.length,
    });
    expect(entry.items.map((i) => i.id)).toEqual(long.items.map((i) => i.id));
    expect(entry.shareUrl).toMatch(/^https:\/\/hf\.co\/collections\//);
    const model = entry.items.find((i) => i.type === "model");
    expect(model?.downloads).toBeTypeOf("number");
    expect(model?.lastModified).toBeInstanceOf(Date);
  });

  it("throws HubApiError 404 'Collection with ID {id} not found' for an unknown collection", async () => {
    const slug = `${catalogue[0]?.namespace}/nothing-here-${"0".repeat(24)}`;
    const error = await failure(collectionInfo({ baseUrl: hub.url, slug }));
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toMatchObject({ message: `Collection with ID ${slug} not found`, status: 404 });
  });

  it("rejects a malformed slug before any request", async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    for (const slug of ["", "no-owner", "a/../b", "a/b/c"]) {
      await expect(collectionInfo({ baseUrl: hub.url, slug, fetch: fetchSpy }), slug).rejects.toThrow(
        InputError,
      );
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("malformed answers", () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      res.setHeader("Content-Type", "application/json");
      if (req.url?.startsWith("/api/collections/broken/")) {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: "boom" }));
      } else if (req.url?.startsWith("/api/collections/")) {
        res.end("[]");
      } else {
        res.end(JSON.stringify({ collections: [] }));
      }
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("a list that is not an array is 'Invalid collections data format received from API'", async () => {
    const error = await failure(listCollectionsPage({ baseUrl: server.url }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toBe("Invalid collections data format received from API");
  });

  it("a detail body that is not a collection is the same error", async () => {
    const error = await failure(collectionInfo({ baseUrl: server.url, slug: "a/b-0" }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toBe("Invalid collections data format received from API");
  });

  it("a detail 5xx is 'Failed to fetch collections: {status} {statusText}'", async () => {
    const error = await failure(collectionInfo({ baseUrl: server.url, slug: "broken/x-1" }));
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toMatchObject({
      message: "Failed to fetch collections: 500 Internal Server Error",
      status: 500,
    });
  });
});
