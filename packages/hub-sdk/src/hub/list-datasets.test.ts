/**
 * Contract tests: `listDatasetsPage` / `listDatasets` against the hub emulator over real HTTP.
 * Expected sets come from the emulator's catalogue data (`defaultDatasetCatalogue()`), never from its
 * query code. Only the malformed-body cases use a tiny local `node:http` server.
 */
import { defaultDatasetCatalogue, startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpError, HubApiError, HubSdkError, InputError, InvalidResponseError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import type { DatasetEntry, Page } from "../types/public";
import { type ListDatasetsPageParams, listDatasets, listDatasetsPage } from "./list-datasets";

let hub: { url: string; close(): Promise<void> };
const catalogue = defaultDatasetCatalogue().datasets;

beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});

afterAll(async () => {
  await hub?.close();
});

/** Follows `nextCursor` to the end, returning every page. */
async function allPages(params: ListDatasetsPageParams): Promise<Page<DatasetEntry>[]> {
  const pages: Page<DatasetEntry>[] = [];
  let cursor: string | undefined;
  do {
    const page = await listDatasetsPage({ ...params, cursor });
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 1000) throw new Error("pagination does not end");
  } while (cursor !== undefined);
  return pages;
}

function neverFetch() {
  return vi.fn<typeof fetch>(async () => new Response("[]"));
}

const ids = (pages: Page<DatasetEntry>[]) => pages.flatMap((page) => page.items.map((d) => d.id));

describe("listDatasetsPage against the hub emulator", () => {
  it("pages to the end of the list with a small page size", async () => {
    const pageSize = 12;
    const pages = await allPages({ baseUrl: hub.url, pageSize, full: true });
    const listed = ids(pages);

    expect(pages.length).toBe(Math.ceil(catalogue.length / pageSize));
    expect([...listed].sort()).toEqual(catalogue.map((d) => d.id).sort());
    for (const page of pages.slice(0, -1)) {
      expect(page.items).toHaveLength(pageSize);
      expect(page.nextCursor).toBeTypeOf("string");
      expect(page.total).toBe(catalogue.length);
    }
    expect(pages.at(-1)!.nextCursor).toBeUndefined();
  });

  it("maps wire rows to camelCase entries with Dates and task categories", async () => {
    const { items } = await listDatasetsPage({ baseUrl: hub.url, search: "scikit-learn/iris", full: true });
    const iris = items.find((d) => d.id === "scikit-learn/iris");
    const source = catalogue.find((d) => d.id === "scikit-learn/iris")!;
    expect(iris).toMatchObject({
      author: "scikit-learn",
      private: false,
      gated: false,
      downloads: source.downloads,
      likes: source.likes,
      taskCategories: ["tabular-classification"],
      license: "cc0-1.0",
      description: source.description,
    });
    expect(iris!.tags).toEqual(source.tags);
    expect(iris!.lastModified).toEqual(new Date(source.lastModified));
    expect(iris!.createdAt).toEqual(new Date(source.createdAt));
    expect(iris!.trendingScore).toBeTypeOf("number");
  });

  it("has no lastModified on the default row, and has it with full", async () => {
    const plain = await listDatasetsPage({ baseUrl: hub.url, pageSize: 3 });
    const full = await listDatasetsPage({ baseUrl: hub.url, pageSize: 3, full: true });
    expect(plain.items.every((d) => d.lastModified === undefined)).toBe(true);
    expect(full.items.every((d) => d.lastModified instanceof Date)).toBe(true);
  });

  it("gives no task categories when the tags have none (the card shows General)", async () => {
    const { items } = await listDatasetsPage({ baseUrl: hub.url, search: "state-of-the-union" });
    expect(items.map((d) => d.id)).toEqual(["jsulz/state-of-the-union-addresses"]);
    expect(items[0]!.taskCategories).toEqual([]);
  });

  it("filters by task category, as the datasets screen does", async () => {
    const filter = "task_categories:text-classification";
    const pages = await allPages({ baseUrl: hub.url, filter, pageSize: 4, full: true });
    const expected = catalogue.filter((d) => d.tags.includes(filter)).map((d) => d.id);
    expect(expected.length).toBeGreaterThan(4);
    expect([...ids(pages)].sort()).toEqual([...expected].sort());
    for (const dataset of pages.flatMap((p) => p.items)) {
      expect(dataset.taskCategories).toContain("text-classification");
    }
  });

  it("filters by several tags, all of them", async () => {
    const filter = ["task_categories:text-generation", "task_categories:fill-mask"];
    const { items } = await listDatasetsPage({ baseUrl: hub.url, filter, pageSize: 100 });
    const expected = catalogue.filter((d) => filter.every((tag) => d.tags.includes(tag))).map((d) => d.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((d) => d.id).sort()).toEqual(expected.sort());
  });

  it("filters by author and by search term", async () => {
    const byAuthor = await listDatasetsPage({ baseUrl: hub.url, author: "scikit-learn", pageSize: 100 });
    expect(byAuthor.items.map((d) => d.id).sort()).toEqual(
      catalogue
        .filter((d) => d.author === "scikit-learn")
        .map((d) => d.id)
        .sort(),
    );
    const bySearch = await listDatasetsPage({ baseUrl: hub.url, search: "  squad ", pageSize: 100 });
    expect(bySearch.items.map((d) => d.id).sort()).toEqual(["rajpurkar/squad", "rajpurkar/squad_v2"]);
  });

  it.each(["downloads", "likes", "trendingScore"] as const)("sorts by %s, descending", async (sort) => {
    const pages = await allPages({ baseUrl: hub.url, sort, pageSize: 24 });
    const values = pages.flatMap((page) => page.items.map((d) => d[sort] ?? Number.NaN));
    expect(values).toHaveLength(catalogue.length);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("sorts by lastModified (Newest), descending", async () => {
    const { items } = await listDatasetsPage({
      baseUrl: hub.url,
      sort: "lastModified",
      full: true,
      pageSize: 24,
    });
    const times = items.map((d) => d.lastModified!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = Math.max(...catalogue.map((d) => Date.parse(d.lastModified)));
    expect(times[0]).toBe(newest);
  });

  it("combines a category filter, a sort and paging as the datasets screen asks", async () => {
    const filter = "task_categories:image-classification";
    const pages = await allPages({ baseUrl: hub.url, filter, sort: "downloads", full: true, pageSize: 6 });
    const expected = catalogue
      .filter((d) => d.tags.includes(filter))
      .sort((a, b) => b.downloads - a.downloads)
      .map((d) => d.id);
    expect(ids(pages)).toEqual(expected);
  });

  it("projects rows with expand", async () => {
    const { items } = await listDatasetsPage({ baseUrl: hub.url, expand: ["downloads"], pageSize: 3 });
    expect(items).toHaveLength(3);
    for (const dataset of items) {
      expect(dataset.downloads).toBeGreaterThan(0);
      expect(dataset.tags).toEqual([]);
      expect(dataset.taskCategories).toEqual([]);
    }
  });

  it("throws HubApiError 400 'Failed to fetch datasets' for an unknown expand key", async () => {
    const error = await listDatasetsPage({ baseUrl: hub.url, expand: ["notAField"] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toBeInstanceOf(HttpError);
    const apiError = error as HubApiError;
    expect(apiError.message).toBe("Failed to fetch datasets");
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toMatch(/notAField/);
    expect(apiError.url).toContain("/api/datasets?");
  });

  it("throws HubApiError 401 for a token the hub rejects, without leaking it", async () => {
    // A token of the right form for the SDK, which a proxy then mangles into one the hub refuses.
    const error = await listDatasetsPage({
      baseUrl: hub.url,
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), Authorization: "Bearer nope" } }),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubApiError);
    expect((error as HubApiError).status).toBe(401);
    expect((error as HubApiError).serverMessage).toBe("Invalid credentials in Authorization header");
  });

  it("sends a well-formed token and a base URL with a trailing slash", async () => {
    const page = await listDatasetsPage({
      baseUrl: `${hub.url}/`,
      accessToken: "hf_contractTest123",
      pageSize: 2,
    });
    expect(page.items).toHaveLength(2);
  });

  it.each([
    ["pageSize 0", { pageSize: 0 }],
    ["expand with full", { expand: ["downloads"], full: true }],
    ["a cursor that is not a URL", { cursor: "eyJjdXJzb3IiOjF9" }],
    ["a malformed token", { accessToken: "not-a-token" }],
  ] satisfies [string, ListDatasetsPageParams][])(
    "throws InputError for %s before any request",
    async (_, params) => {
      const fetchSpy = neverFetch();
      await expect(listDatasetsPage({ baseUrl: hub.url, fetch: fetchSpy, ...params })).rejects.toBeInstanceOf(
        InputError,
      );
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it("rejects with the platform's AbortError when the signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await listDatasetsPage({ baseUrl: hub.url, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(HubSdkError);
  });
});

describe("listDatasets against the hub emulator", () => {
  it("yields exactly `limit` datasets, in the order of the pages", async () => {
    const firstPage = await listDatasetsPage({ baseUrl: hub.url, sort: "likes", pageSize: 10 });
    const yielded: string[] = [];
    for await (const dataset of listDatasets({ baseUrl: hub.url, sort: "likes", limit: 10, pageSize: 3 })) {
      yielded.push(dataset.id);
    }
    expect(yielded).toEqual(firstPage.items.map((d) => d.id));
  });

  it("walks every page when no limit is given", async () => {
    const filter = "task_categories:automatic-speech-recognition";
    const yielded: string[] = [];
    for await (const dataset of listDatasets({ baseUrl: hub.url, filter, pageSize: 2 }))
      yielded.push(dataset.id);
    expect(yielded.sort()).toEqual(
      catalogue
        .filter((d) => d.tags.includes(filter))
        .map((d) => d.id)
        .sort(),
    );
  });

  it("throws InputError for a negative limit", async () => {
    const iterator = listDatasets({ baseUrl: hub.url, limit: -1 });
    await expect(iterator.next()).rejects.toBeInstanceOf(InputError);
  });
});

describe("listDatasetsPage with a malformed 2xx body (local node:http server)", () => {
  let server: LocalServer;
  const bodies: Record<string, string> = {
    "/object/api/datasets": '{"datasets": []}',
    "/not-json/api/datasets": "<html>Oops</html>",
    "/bad-rows/api/datasets": '[{"likes": 3}]',
  };

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      res.setHeader("Content-Type", "application/json");
      res.end(bodies[path] ?? "[]");
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each(["object", "not-json", "bad-rows"])(
    "throws InvalidResponseError 'Invalid response format' for the %s body",
    async (kind) => {
      const error = await listDatasetsPage({ baseUrl: `${server.url}/${kind}` }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect((error as InvalidResponseError).message).toBe("Invalid response format");
      expect((error as InvalidResponseError).status).toBe(200);
    },
  );
});
