/**
 * Contract tests: `listModelsPage` / `listModels` against the hub emulator over real HTTP.
 * The emulator is written from reference/apis.md, not from this SDK, so agreement here is a real check.
 * Only the malformed-body cases and the Link-rewriting proxy use a tiny local `node:http` server.
 */
import { startHubEmulator } from "@hiber/emulators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpError, HubApiError, HubSdkError, InputError, InvalidResponseError } from "../errors";
import { type LocalServer, startLocalServer } from "../test/local-server";
import type { ModelEntry, Page } from "../types/public";
import { type ListModelsPageParams, listModels, listModelsPage } from "./list-models";

let hub: { url: string; close(): Promise<void> };

beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});

afterAll(async () => {
  await hub?.close();
});

/** Follows `nextCursor` to the end, returning every page. */
async function allPages(params: ListModelsPageParams): Promise<Page<ModelEntry>[]> {
  const pages: Page<ModelEntry>[] = [];
  let cursor: string | undefined;
  do {
    const page = await listModelsPage({ ...params, cursor });
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 1000) throw new Error("pagination does not end");
  } while (cursor !== undefined);
  return pages;
}

/** A fetch spy that never reaches the network. */
function neverFetch() {
  return vi.fn<typeof fetch>(async () => new Response("[]"));
}

describe("listModelsPage against the hub emulator", () => {
  it("pages to the end of the list with a small page size", async () => {
    const pageSize = 7;
    const pages = await allPages({ baseUrl: hub.url, pageSize });
    const first = pages[0]!;
    const last = pages.at(-1)!;
    const ids = pages.flatMap((page) => page.items.map((model) => model.id));

    expect(first.total).toBeTypeOf("number");
    expect(pages.length).toBeGreaterThan(2);
    expect(ids).toHaveLength(first.total!);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of pages.slice(0, -1)) {
      expect(page.items).toHaveLength(pageSize);
      expect(page.nextCursor).toBeTypeOf("string");
      expect(page.total).toBe(first.total);
    }
    expect(last.nextCursor).toBeUndefined();
    expect(last.items.length).toBeGreaterThan(0);
    expect(last.items.length).toBeLessThanOrEqual(pageSize);
  });

  it("maps wire rows to camelCase entries with Dates", async () => {
    const page = await listModelsPage({
      baseUrl: hub.url,
      search: "bert-base-uncased",
      expand: [
        "author",
        "pipeline_tag",
        "tags",
        "downloads",
        "private",
        "createdAt",
        "lastModified",
        "safetensors",
      ],
    });
    const bert = page.items.find((model) => model.id === "google-bert/bert-base-uncased");
    expect(bert).toBeDefined();
    expect(bert).toMatchObject({ author: "google-bert", pipelineTag: "fill-mask", private: false });
    expect(bert!.tags).toContain("fill-mask");
    expect(bert!.license).toBe(bert!.tags.find((t) => t.startsWith("license:"))?.slice("license:".length));
    expect(bert!.parameters).toBeGreaterThan(0);
    expect(bert!.createdAt).toBeInstanceOf(Date);
    expect(bert!.lastModified).toBeInstanceOf(Date);
    expect(bert!.downloads).toBeGreaterThan(0);
  });

  it("filters by pipeline tag", async () => {
    const all = await listModelsPage({ baseUrl: hub.url, pageSize: 1 });
    const pages = await allPages({ baseUrl: hub.url, pipelineTag: "text-classification", pageSize: 5 });
    const items = pages.flatMap((page) => page.items);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((model) => model.pipelineTag === "text-classification")).toBe(true);
    expect(pages[0]!.total).toBe(items.length);
    expect(pages[0]!.total).toBeLessThan(all.total!);
  });

  it("filters by search term on the repo id", async () => {
    const { items } = await listModelsPage({ baseUrl: hub.url, search: "  llama ", pageSize: 50 });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((model) => model.id.toLowerCase().includes("llama"))).toBe(true);
  });

  it("filters by author", async () => {
    const { items } = await listModelsPage({ baseUrl: hub.url, author: "meta-llama", pageSize: 50 });
    expect(items.length).toBeGreaterThan(0);
    for (const model of items) {
      expect(model.author).toBe("meta-llama");
      expect(model.id.startsWith("meta-llama/")).toBe(true);
    }
  });

  it("filters by tags, all of them", async () => {
    const { items } = await listModelsPage({
      baseUrl: hub.url,
      filter: ["license:apache-2.0", "en"],
      pageSize: 100,
    });
    expect(items.length).toBeGreaterThan(0);
    for (const model of items) {
      expect(model.tags).toEqual(expect.arrayContaining(["license:apache-2.0", "en"]));
      expect(model.license).toBe("apache-2.0");
    }
  });

  it("filters by parameter count (num_parameters), bounds inclusive, with the matches' total", async () => {
    const all = await listModelsPage({ baseUrl: hub.url, pageSize: 1 });
    const page = await listModelsPage({
      baseUrl: hub.url,
      numParameters: { min: "1B", max: 6e9 },
      expand: ["safetensors"],
      pageSize: 100,
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.total).toBe(page.items.length);
    expect(page.total).toBeLessThan(all.total!);
    for (const model of page.items) {
      expect(model.parameters).toBeGreaterThanOrEqual(1e9);
      expect(model.parameters).toBeLessThanOrEqual(6e9);
    }
  });

  it("sends num_parameters as the hub writes it, and refuses a malformed bound before any request", async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response("[]"));
    await listModelsPage({ baseUrl: hub.url, numParameters: { max: "1B" }, fetch: fetchSpy });
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]));
    expect(url.searchParams.get("num_parameters")).toBe("max:1B");
    const never = neverFetch();
    await expect(
      listModelsPage({ baseUrl: hub.url, numParameters: { min: "lots" }, fetch: never }),
    ).rejects.toBeInstanceOf(InputError);
    expect(never).not.toHaveBeenCalled();
  });

  it.each(["downloads", "likes"] as const)("sorts by %s, descending", async (sort) => {
    const pages = await allPages({ baseUrl: hub.url, sort, pageSize: 10 });
    const values = pages.flatMap((page) => page.items.map((model) => model[sort]));
    expect(values.length).toBeGreaterThan(10);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("sorts by createdAt, descending", async () => {
    const { items } = await listModelsPage({ baseUrl: hub.url, sort: "createdAt", full: true, pageSize: 30 });
    const times = items.map((model) => model.createdAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  // The store's other orders: trending and recently updated (with `full`, which carries both).
  it.each(["trendingScore", "lastModified"] as const)("sorts by %s, descending", async (sort) => {
    const { items } = await listModelsPage({ baseUrl: hub.url, sort, full: true, pageSize: 30 });
    const values = items.map((model) =>
      sort === "trendingScore" ? model.trendingScore! : model.lastModified!.getTime(),
    );
    expect(values).toHaveLength(30);
    expect(values.every(Number.isFinite)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("projects rows with expand", async () => {
    const { items } = await listModelsPage({ baseUrl: hub.url, expand: ["downloads"], pageSize: 3 });
    expect(items).toHaveLength(3);
    for (const model of items) {
      expect(model.downloads).toBeGreaterThan(0);
      expect(model.pipelineTag).toBeUndefined();
      expect(model.tags).toEqual([]);
    }
  });

  it("throws HubApiError 400 'Failed to fetch models' for an unknown expand key", async () => {
    const error = await listModelsPage({ baseUrl: hub.url, expand: ["notAField"] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubApiError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(HubSdkError);
    const apiError = error as HubApiError;
    expect(apiError.message).toBe("Failed to fetch models");
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toMatch(/notAField/);
    expect(apiError.url).toContain("/api/models?");
    expect(apiError.requestId).toBeTruthy();
  });

  it("accepts a base URL with a trailing slash and a well-formed token", async () => {
    const page = await listModelsPage({
      baseUrl: `${hub.url}/`,
      accessToken: "hf_contractTest123",
      pageSize: 2,
    });
    expect(page.items).toHaveLength(2);
  });

  it("throws InputError for a malformed token before any request", async () => {
    const fetchSpy = neverFetch();
    await expect(
      listModelsPage({ baseUrl: hub.url, accessToken: "not-a-hub-token", fetch: fetchSpy }),
    ).rejects.toBeInstanceOf(InputError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ["pageSize 0", { pageSize: 0 }],
    ["a fractional pageSize", { pageSize: 2.5 }],
    ["expand with full", { expand: ["downloads"], full: true }],
    ["a cursor that is not a URL", { cursor: "eyJjdXJzb3IiOjF9" }],
  ] satisfies [string, ListModelsPageParams][])(
    "throws InputError for %s before any request",
    async (_, params) => {
      const fetchSpy = neverFetch();
      await expect(listModelsPage({ baseUrl: hub.url, fetch: fetchSpy, ...params })).rejects.toBeInstanceOf(
        InputError,
      );
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it("rejects with the platform's AbortError, not a HubSdkError, when the signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await listModelsPage({ baseUrl: hub.url, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(HubSdkError);
  });
});

describe("listModels against the hub emulator", () => {
  it("yields exactly `limit` models, in the order of the pages", async () => {
    const firstPage = await listModelsPage({ baseUrl: hub.url, sort: "downloads", pageSize: 12 });
    const yielded: string[] = [];
    for await (const model of listModels({ baseUrl: hub.url, sort: "downloads", limit: 12, pageSize: 5 })) {
      yielded.push(model.id);
    }
    expect(yielded).toEqual(firstPage.items.map((model) => model.id));
  });

  it("walks every page when no limit is given", async () => {
    const { total } = await listModelsPage({
      baseUrl: hub.url,
      pipelineTag: "question-answering",
      pageSize: 1,
    });
    const ids: string[] = [];
    for await (const model of listModels({
      baseUrl: hub.url,
      pipelineTag: "question-answering",
      pageSize: 4,
    })) {
      ids.push(model.id);
    }
    expect(ids).toHaveLength(total!);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("stops fetching once the limit is reached", async () => {
    const calls: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    const ids: string[] = [];
    for await (const model of listModels({ baseUrl: hub.url, limit: 3, fetch: countingFetch })) {
      ids.push(model.id);
    }
    expect(ids).toHaveLength(3);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!).searchParams.get("limit")).toBe("3");
  });

  it("yields nothing and makes no request for limit 0", async () => {
    const fetchSpy = neverFetch();
    const ids: string[] = [];
    for await (const model of listModels({ baseUrl: hub.url, limit: 0, fetch: fetchSpy })) ids.push(model.id);
    expect(ids).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("propagates an abort between pages as AbortError", async () => {
    const controller = new AbortController();
    const iterator = listModels({ baseUrl: hub.url, pageSize: 2, signal: controller.signal });
    await iterator.next();
    await iterator.next();
    controller.abort();
    const error = await iterator.next().catch((e: unknown) => e);
    expect((error as Error).name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(HubSdkError);
  });
});

describe("listModelsPage behind a proxy that rewrites Link to relative paths", () => {
  let proxy: LocalServer;

  beforeAll(async () => {
    // Stands in for the app's /api/hub proxy: forwards to the emulator and rewrites Link URLs to its own path.
    proxy = await startLocalServer(async (req, res) => {
      const path = (req.url ?? "/").replace(/^\/api\/hub/, "");
      const upstream = await fetch(`${hub.url}${path}`, { headers: { Accept: "application/json" } });
      const link = upstream.headers.get("Link");
      const total = upstream.headers.get("X-Total-Count");
      res.statusCode = upstream.status;
      res.setHeader("Content-Type", "application/json");
      if (link) res.setHeader("Link", link.replaceAll(hub.url, "/api/hub"));
      if (total) res.setHeader("X-Total-Count", total);
      res.end(await upstream.text());
    });
  });

  afterAll(async () => {
    await proxy?.close();
  });

  it("returns relative cursors and follows them to the same list as direct access", async () => {
    const direct = await allPages({ baseUrl: hub.url, pipelineTag: "token-classification", pageSize: 4 });
    const proxied = await allPages({
      baseUrl: `${proxy.url}/api/hub/`,
      pipelineTag: "token-classification",
      pageSize: 4,
    });
    expect(proxied.length).toBeGreaterThan(1);
    for (const page of proxied.slice(0, -1))
      expect(page.nextCursor!.startsWith("/api/hub/api/models?")).toBe(true);
    expect(proxied.flatMap((p) => p.items.map((m) => m.id))).toEqual(
      direct.flatMap((p) => p.items.map((m) => m.id)),
    );
  });
});

describe("listModelsPage with a malformed 2xx body (local node:http server)", () => {
  let server: LocalServer;
  const bodies: Record<string, string> = {
    "/object/api/models": "{}",
    "/not-json/api/models": "<html>Oops</html>",
    "/bad-rows/api/models": '[{"likes": 3}]',
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
      const error = await listModelsPage({ baseUrl: `${server.url}/${kind}` }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toBeInstanceOf(HubSdkError);
      expect((error as InvalidResponseError).message).toBe("Invalid response format");
      expect((error as InvalidResponseError).status).toBe(200);
    },
  );
});
