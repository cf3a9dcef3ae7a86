import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startHubEmulator } from "../../index";
import { getJson, nextLink, walkPages } from "../../test/http";
import { rawModels } from "../../test/oracle";
import rawDatasets from "../catalogue/datasets.json" with { type: "json" };
import { type RawCollection, rawCollectionFile, rawCollections, slugsWhere } from "./test-oracle";

type Item = Record<string, unknown> & { _id: string; type: string; id: string; position: number };
type Row = Record<string, unknown> & { slug: string; items: Item[]; owner: Record<string, unknown> };

let hub: RunningServer;
beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});
afterAll(async () => {
  await hub.close();
});

const list = (query: string) => getJson<Row[]>(`${hub.url}/api/collections?${query}`);
const allRows = async (query: string) =>
  (await walkPages<Row>(`${hub.url}/api/collections?${query}`)).flatMap((p) => p.body);
const slugs = (rows: Row[]) => rows.map((r) => r.slug);
const raw = (slug: string) => rawCollections.find((c) => c.slug === slug) as RawCollection;

describe("GET /api/collections paging", () => {
  it("walks every collection through absolute Link headers, with X-Total-Count, and no Link on the last page", async () => {
    const pages = await walkPages<Row>(`${hub.url}/api/collections?limit=7&sort=upvotes`);
    const listed = pages.flatMap((p) => slugs(p.body));

    expect(pages.length).toBe(Math.ceil(rawCollections.length / 7));
    expect([...listed].sort()).toEqual(slugsWhere(() => true).sort());
    for (const page of pages) expect(page.headers.get("x-total-count")).toBe(String(rawCollections.length));
    for (const page of pages.slice(0, -1)) {
      const next = new URL(nextLink(page.headers) ?? "");
      expect(next.href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/collections\?/);
      expect(next.searchParams.get("limit")).toBe("7");
      expect(next.searchParams.get("sort")).toBe("upvotes");
    }
    expect(pages.at(-1)?.headers.get("link")).toBeNull();
  });

  it("serves at most 100 per page, and answers 400 for a bad limit, sort or cursor", async () => {
    const clamped = await list("limit=1000");
    expect(clamped.status).toBe(200);
    expect(clamped.body.length).toBe(Math.min(100, rawCollections.length));
    for (const query of ["limit=0", "limit=abc", "sort=downloads", "cursor=not-a-cursor"]) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect((response.body as unknown as { error: string }).error, query).toMatch(/Invalid/);
    }
  });
});

describe("GET /api/collections sort", () => {
  it("sorts by upvotes, descending", async () => {
    const rows = await allRows("sort=upvotes");
    expect(rows.map((r) => r.upvotes)).toEqual(rawCollections.map((c) => c.upvotes).sort((a, b) => b - a));
  });

  it("sorts by lastModified (the collection's lastUpdated), newest first", async () => {
    const rows = await allRows("sort=lastModified");
    const times = rows.map((r) => Date.parse(String(r.lastUpdated)));
    expect(times).toEqual(rawCollections.map((c) => Date.parse(c.lastUpdated)).sort((a, b) => b - a));
  });

  it("sorts by trending when no sort is given, which is not the upvotes order", async () => {
    const trending = slugs(await allRows(""));
    expect(trending).toEqual(slugs(await allRows("sort=trending")));
    expect([...trending].sort()).toEqual(slugsWhere(() => true).sort());
    expect(trending).not.toEqual(slugs(await allRows("sort=upvotes")));
  });
});

describe("GET /api/collections filters", () => {
  it("filters by owner, case-insensitively, with repeated owners meaning any of them", async () => {
    const one = await allRows("owner=meta-llama");
    expect(slugs(one).sort()).toEqual(slugsWhere((c) => c.slug.startsWith("meta-llama/")).sort());
    expect(one.length).toBeGreaterThan(1);
    expect(slugs(await allRows("owner=META-LLAMA")).sort()).toEqual(slugs(one).sort());
    const two = await allRows("owner=meta-llama&owner=Qwen");
    expect(slugs(two).sort()).toEqual(
      slugsWhere((c) => c.slug.startsWith("meta-llama/") || c.slug.startsWith("Qwen/")).sort(),
    );
  });

  it.each([
    ["models/mistralai/Mistral-7B-v0.1", "model", "mistralai/Mistral-7B-v0.1"],
    ["datasets/detection-datasets/coco", "dataset", "detection-datasets/coco"],
  ])("filters by item %s, finding every collection that holds it", async (item, type, id) => {
    const expected = slugsWhere((c) => c.items.some((i) => i.type === type && i.id === id));
    expect(expected.length).toBeGreaterThan(1);
    expect(slugs(await allRows(`item=${encodeURIComponent(item)}`)).sort()).toEqual(expected.sort());
  });

  it("filters by q, a case-insensitive substring of the title or the description", async () => {
    const expected = slugsWhere((c) =>
      `${c.title} ${c.description ?? ""}`.toLowerCase().includes("summariz"),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(slugs(await allRows("q=SUMMARIZ")).sort()).toEqual(expected.sort());
    expect(await allRows("q=no-such-words-anywhere")).toEqual([]);
  });
});

describe("a collection row", () => {
  it("has the hub's fields, its owner, position, and only its first 4 items", async () => {
    const long = rawCollections.find((c) => c.items.length > 4) as RawCollection;
    const owner = long.slug.split("/")[0] ?? "";
    const row = (await allRows(`owner=${owner}`)).find((r) => r.slug === long.slug) as Row;
    expect(row).toMatchObject({
      title: long.title,
      description: long.description,
      gating: false,
      lastUpdated: long.lastUpdated,
      theme: long.theme,
      private: false,
      upvotes: long.upvotes,
      isUpvotedByUser: false,
      position: long.position,
      owner: {
        name: owner,
        fullname: rawCollectionFile.owners[owner]?.fullname,
        type: rawCollectionFile.owners[owner]?.type,
      },
    });
    expect(row).not.toHaveProperty("shareUrl");
    expect(row.items.map((i) => [i.type, i.id, i.position])).toEqual(
      long.items.slice(0, 4).map((i, position) => [i.type, i.id, position]),
    );
  });

  it("describes model and dataset items with the catalogue's figures", async () => {
    const detail = await getJson<Row>(
      `${hub.url}/api/collections/${raw(slugsWhere((c) => c.title === "DETR")[0] ?? "").slug}`,
    );
    const model = detail.body.items.find((i) => i.type === "model") as Item;
    const source = rawModels.find((m) => m.id === model.id);
    expect(model).toMatchObject({
      repoType: "model",
      author: source?.author,
      downloads: source?.downloads,
      likes: source?.likes,
      lastModified: source?.lastModified,
      gated: source?.gated,
      private: false,
      pipeline_tag: source?.pipeline_tag,
      isLikedByUser: false,
    });
    expect(model._id).toMatch(/^[0-9a-f]{24}$/);
    const dataset = detail.body.items.find((i) => i.type === "dataset") as Item;
    const data = rawDatasets.datasets.find((d) => d.id === dataset.id);
    expect(dataset).toMatchObject({
      repoType: "dataset",
      author: data?.author,
      downloads: data?.downloads,
      likes: data?.likes,
      lastModified: data?.lastModified,
    });
  });

  it("links the owner's avatar to an image the emulator serves", async () => {
    const [row] = (await list("limit=1")).body;
    const response = await fetch(new URL(String(row?.owner.avatarUrl), hub.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("GET /api/collections/{namespace}/{slug}-{id}", () => {
  it("serves the collection with every item in order and its shareUrl", async () => {
    const long = rawCollections.reduce((a, b) => (b.items.length > a.items.length ? b : a));
    const response = await getJson<Row>(`${hub.url}/api/collections/${long.slug}`);
    expect(response.status).toBe(200);
    expect(response.body.slug).toBe(long.slug);
    expect(response.body.position).toBe(long.position);
    expect(response.body.items.map((i) => [i.type, i.id, i.position])).toEqual(
      long.items.map((i, position) => [i.type, i.id, position]),
    );
    expect(response.body.shareUrl).toBe(`https://hf.co/collections/${long.slug.slice(0, -25)}`);
  });

  it.each([
    ["an unknown id", (slug: string) => `${slug.slice(0, -24)}${"0".repeat(24)}`],
    ["another owner", (slug: string) => `someone-else/${slug.split("/")[1]}`],
    ["no id", (slug: string) => slug.slice(0, -25)],
  ])("answers 404 in the hub's format for %s", async (_name, mangle) => {
    const response = await getJson<{ error: string }>(
      `${hub.url}/api/collections/${mangle(rawCollections[0]?.slug ?? "")}`,
    );
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "Collection not found" });
    expect(response.headers.get("x-error-message")).toBe("Collection not found");
  });
});
