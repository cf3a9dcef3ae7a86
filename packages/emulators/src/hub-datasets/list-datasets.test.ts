import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../http/serve";
import { createHubApp } from "../hub/app";
import { getJson, nextLink, walkPages } from "../test/http";
import { registerHubDatasetRoutes } from "./routes";
import {
  CATEGORY_GROUPS,
  datasetIdsWhere,
  type RawDataset,
  rawDatasetFile,
  rawDatasets,
} from "./test-oracle";

type Row = Record<string, unknown> & { _id: string; id: string };

let hub: RunningServer;
beforeAll(async () => {
  hub = await startServer(registerHubDatasetRoutes(createHubApp()), { port: 0 });
});
afterAll(async () => {
  await hub.close();
});

const list = (query: string, init?: RequestInit) => getJson<Row[]>(`${hub.url}/api/datasets?${query}`, init);
const allRows = async (query: string) =>
  (await walkPages<Row>(`${hub.url}/api/datasets?${query}`)).flatMap((p) => p.body);
const sortedIds = (rows: Row[]) => rows.map((r) => r.id).sort();

describe("the dataset catalogue", () => {
  it("holds at least 60 datasets, every task category of the datasets screen, and no date after the snapshot", () => {
    expect(rawDatasets.length).toBeGreaterThanOrEqual(60);
    for (const [group, categories] of Object.entries(CATEGORY_GROUPS)) {
      for (const category of categories) {
        const ids = datasetIdsWhere((d) => d.tags.includes(`task_categories:${category}`));
        expect(ids.length, `${group} / ${category}`).toBeGreaterThan(0);
      }
    }
    const end = Date.parse(`${rawDatasetFile.snapshotDate}T23:59:59Z`);
    for (const dataset of rawDatasets) expect(Date.parse(dataset.lastModified)).toBeLessThanOrEqual(end);
  });
});

describe("GET /api/datasets paging", () => {
  it("walks every dataset through absolute Link headers, with X-Total-Count and no Link on the last page", async () => {
    const pages = await walkPages<Row>(`${hub.url}/api/datasets?limit=7`);
    const ids = pages.flatMap((p) => p.body.map((r) => r.id));

    expect(pages.length).toBe(Math.ceil(rawDatasets.length / 7));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(datasetIdsWhere(() => true));
    for (const page of pages) {
      expect(page.body.length).toBeLessThanOrEqual(7);
      expect(page.headers.get("x-total-count")).toBe(String(rawDatasets.length));
    }
    for (const page of pages.slice(0, -1)) {
      expect(nextLink(page.headers)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/datasets\?.*cursor=/);
    }
    expect(pages.at(-1)?.headers.get("link")).toBeNull();
  });

  it("keeps filters, sort and expand in the next link, and the next page continues the order", async () => {
    const query = "limit=3&sort=likes&direction=-1&filter=modality%3Atext&expand=likes&expand%5B%5D=tags";
    const pages = await walkPages<Row>(`${hub.url}/api/datasets?${query}`);
    const next = new URL(nextLink(pages[0]?.headers ?? new Headers()) ?? "");

    expect(next.searchParams.get("sort")).toBe("likes");
    expect(next.searchParams.getAll("filter")).toEqual(["modality:text"]);
    expect(next.searchParams.getAll("expand")).toEqual(["likes"]);
    expect(next.searchParams.getAll("expand[]")).toEqual(["tags"]);
    const likes = pages.flatMap((p) => p.body.map((r) => r.likes as number));
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(likes.length).toBe(datasetIdsWhere((d) => d.tags.includes("modality:text")).length);
  });

  it("answers 400 for a cursor it did not issue and for a bad limit", async () => {
    expect((await list("cursor=not-a-cursor")).status).toBe(400);
    expect((await list("limit=0")).status).toBe(400);
    expect((await list("limit=abc")).status).toBe(400);
  });
});

describe("GET /api/datasets filters", () => {
  it("filters by task category", async () => {
    const rows = await allRows("filter=task_categories%3Atext-classification");
    expect(sortedIds(rows)).toEqual(
      datasetIdsWhere((d) => d.tags.includes("task_categories:text-classification")),
    );
    expect(rows.length).toBeGreaterThan(3);
  });

  it("ANDs repeated filters", async () => {
    const tags = ["task_categories:question-answering", "language:en", "format:parquet"];
    const rows = await allRows(tags.map((t) => `filter=${encodeURIComponent(t)}`).join("&"));
    const expected = datasetIdsWhere((d) => tags.every((t) => d.tags.includes(t)));
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(rows)).toEqual(expected);
  });

  it("filters by author (case-insensitively) and by search substring of the id", async () => {
    expect(sortedIds(await allRows("author=Scikit-Learn"))).toEqual(
      datasetIdsWhere((d) => d.author === "scikit-learn"),
    );
    expect(sortedIds(await allRows("search=MNIST"))).toEqual(
      datasetIdsWhere((d) => d.id.toLowerCase().includes("mnist")),
    );
  });

  it("filters by gated", async () => {
    expect(sortedIds(await allRows("gated=true"))).toEqual(datasetIdsWhere((d) => d.gated !== false));
    expect((await list("gated=maybe")).status).toBe(400);
  });

  it("returns an empty list, without Link, when nothing matches", async () => {
    const page = await list("filter=task_categories%3Anot-a-task");
    expect(page.status).toBe(200);
    expect(page.body).toEqual([]);
    expect(page.headers.get("x-total-count")).toBe("0");
    expect(page.headers.get("link")).toBeNull();
  });
});

describe("GET /api/datasets sorting (always descending)", () => {
  const numeric: [string, (d: RawDataset) => number][] = [
    ["downloads", (d) => d.downloads],
    ["likes", (d) => d.likes],
    ["lastModified", (d) => Date.parse(d.lastModified)],
    ["createdAt", (d) => Date.parse(d.createdAt)],
  ];
  it.each(numeric)("sort=%s", async (sort, value) => {
    const rows = await allRows(`sort=${sort}&limit=20&full=true`);
    const byId = new Map(rawDatasets.map((d) => [d.id, d]));
    const values = rows.map((r) => value(byId.get(r.id) as RawDataset));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(rows.length).toBe(rawDatasets.length);
  });

  it("sort=trendingScore orders by the served trendingScore, and direction is ignored", async () => {
    const rows = await allRows("sort=trendingScore&direction=1");
    const scores = rows.map((r) => r.trendingScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("answers 400 for an unknown sort key", async () => {
    const page = await getJson<{ error: string }>(`${hub.url}/api/datasets?sort=popularity`);
    expect(page.status).toBe(400);
    expect(page.body.error).toMatch(/sort/);
  });
});

describe("GET /api/datasets rows", () => {
  it("default rows carry the listed fields but no files or card data", async () => {
    const [row] = (await list("limit=1&sort=downloads")).body;
    expect(row).toBeDefined();
    for (const key of [
      "_id",
      "id",
      "author",
      "likes",
      "downloads",
      "tags",
      "createdAt",
      "private",
      "gated",
    ]) {
      expect(row).toHaveProperty(key);
    }
    expect(row).not.toHaveProperty("siblings");
    expect(row).not.toHaveProperty("cardData");
    expect(row?._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("full=true adds sha, lastModified, cardData and file names", async () => {
    const rows = (await list("limit=5&full=true&sort=downloads")).body;
    for (const row of rows) {
      expect(row.sha).toMatch(/^[0-9a-f]{40}$/);
      expect(typeof row.lastModified).toBe("string");
      expect(row.cardData).toBeTypeOf("object");
      const files = row.siblings as { rfilename: string }[];
      expect(files.map((f) => f.rfilename)).toContain("README.md");
      expect(Object.keys(files[0] ?? {})).toEqual(["rfilename"]);
    }
  });

  it("reports viewer: false in cardData exactly for the datasets without rows", async () => {
    const rows = await allRows("full=true");
    const withoutViewer = rows
      .filter((r) => (r.cardData as Record<string, unknown>).viewer === false)
      .map((r) => r.id);
    expect(withoutViewer.sort()).toEqual(datasetIdsWhere((d) => d.rowsSource === undefined));
  });
});

describe("GET /api/datasets expand", () => {
  it("projects onto _id, id and the requested keys, from both expand and expand[]", async () => {
    const rows = (await list("limit=4&expand=downloads&expand%5B%5D=likes&expand=lastModified")).body;
    for (const row of rows) {
      expect(Object.keys(row).slice(0, 2)).toEqual(["_id", "id"]);
      expect(Object.keys(row).sort()).toEqual(["_id", "downloads", "id", "lastModified", "likes"]);
    }
  });

  it("serves the keys the JS client always asks for", async () => {
    const query = ["private", "downloads", "gated", "likes", "lastModified"]
      .map((k) => `expand=${k}`)
      .join("&");
    const rows = (await list(`limit=3&${query}`)).body;
    for (const row of rows) {
      expect(row.private).toBe(false);
      expect([false, "auto", "manual"]).toContain(row.gated);
    }
  });

  it("omits keys that do not apply", async () => {
    const rows = await allRows("expand=paperswithcode_id");
    const withId = rows.filter((r) => "paperswithcode_id" in r);
    expect(withId.length).toBeGreaterThan(0);
    expect(withId.length).toBeLessThan(rows.length);
  });

  it("answers 400 for an unknown expand key", async () => {
    for (const query of ["expand=pipeline_tag", "expand%5B%5D=nope"]) {
      const page = await getJson<{ error: string }>(`${hub.url}/api/datasets?${query}`);
      expect(page.status).toBe(400);
      expect(page.body.error).toMatch(/expand/);
    }
  });
});
