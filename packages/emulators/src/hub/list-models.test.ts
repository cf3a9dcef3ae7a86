import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startHubEmulator } from "../index";
import { getJson, nextLink, walkPages } from "../test/http";
import { idsWhere, mostCommon, type RawModel, rawModels } from "../test/oracle";

type Row = Record<string, unknown> & { _id: string; id: string };

let hub: RunningServer;
beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});
afterAll(async () => {
  await hub.close();
});

const list = (query: string, init?: RequestInit) => getJson<Row[]>(`${hub.url}/api/models?${query}`, init);
const allRows = async (query: string) =>
  (await walkPages<Row>(`${hub.url}/api/models?${query}`)).flatMap((p) => p.body);
const sortedIds = (rows: Row[]) => rows.map((r) => r.id).sort();

describe("GET /api/models paging", () => {
  it("walks every model through Link headers, with X-Total-Count on each page and no Link on the last", async () => {
    const pages = await walkPages<Row>(`${hub.url}/api/models?limit=25`);
    const ids = pages.flatMap((p) => p.body.map((r) => r.id));

    expect(pages.length).toBe(Math.ceil(rawModels.length / 25));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(idsWhere(() => true));
    for (const page of pages) {
      expect(page.body.length).toBeLessThanOrEqual(25);
      expect(page.headers.get("x-total-count")).toBe(String(rawModels.length));
    }
    for (const page of pages.slice(0, -1)) {
      const next = nextLink(page.headers);
      expect(next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/models\?/);
      expect(new URL(next ?? "").searchParams.get("limit")).toBe("25");
    }
    expect(pages.at(-1)?.headers.get("link")).toBeNull();
  });

  it("keeps every original query parameter in the next link", async () => {
    const query = "limit=3&sort=likes&direction=-1&expand=likes&expand%5B%5D=tags&search=e";
    const first = await list(query);
    const next = new URL(nextLink(first.headers) ?? "");

    expect(next.searchParams.get("sort")).toBe("likes");
    expect(next.searchParams.get("direction")).toBe("-1");
    expect(next.searchParams.getAll("expand")).toEqual(["likes"]);
    expect(next.searchParams.getAll("expand[]")).toEqual(["tags"]);
    expect(next.searchParams.get("search")).toBe("e");
    expect(next.searchParams.get("cursor")).toBeTruthy();

    const second = await getJson<Row[]>(next.toString());
    expect(second.body.map((r) => r.id)).not.toContain(first.body[0]?.id);
    expect(Object.keys(second.body[0] ?? {}).sort()).toEqual(["_id", "id", "likes", "tags"]);
  });

  it("builds the next link from X-Forwarded-Host and X-Forwarded-Proto", async () => {
    const page = await list("limit=1", {
      headers: { "X-Forwarded-Host": "hub.example.test", "X-Forwarded-Proto": "https" },
    });
    expect(nextLink(page.headers)).toMatch(/^https:\/\/hub\.example\.test\/api\/models\?limit=1&cursor=/);
  });

  it("serves up to 1000 rows by default and clamps larger limits", async () => {
    const page = await list("");
    expect(page.body.length).toBe(Math.min(rawModels.length, 1000));
    expect(page.headers.get("link")).toBeNull();
    const clamped = await list("limit=5000");
    expect(clamped.status).toBe(200);
    expect(clamped.body.length).toBe(Math.min(rawModels.length, 1000));
  });

  it.each(["abc", "eyJmb28iOjF9", "%%%"])("rejects an invalid cursor %s with 400", async (cursor) => {
    const page = await getJson<{ error: string }>(`${hub.url}/api/models?cursor=${cursor}`);
    expect(page.status).toBe(400);
    expect(page.body.error).toEqual(expect.any(String));
  });

  it.each(["0", "-3", "ten", "2.5"])("rejects limit=%s with 400", async (limit) => {
    expect((await list(`limit=${limit}`)).status).toBe(400);
  });
});

describe("GET /api/models rows", () => {
  it("returns the hub's default row", async () => {
    const { body, headers } = await list("limit=5");
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    for (const row of body) {
      expect(Object.keys(row)).toEqual([
        "_id",
        "id",
        "likes",
        "trendingScore",
        "private",
        "downloads",
        "tags",
        "pipeline_tag",
        "library_name",
        "createdAt",
        "modelId",
      ]);
      expect(row._id).toMatch(/^[0-9a-f]{24}$/);
      expect(row.modelId).toBe(row.id);
      expect(row.private).toBe(false);
    }
  });

  it("adds sha, author, lastModified, gated, disabled and siblings with full=true", async () => {
    const { body } = await list("limit=3&full=true");
    for (const row of body) {
      expect(row).toMatchObject({ author: expect.any(String), disabled: false, private: false });
      expect(row.sha).toMatch(/^[0-9a-f]{40}$/);
      expect(row.lastModified).toEqual(expect.any(String));
      expect(row).toHaveProperty("gated");
      expect(row.siblings).toEqual(expect.arrayContaining([{ rfilename: "README.md" }]));
      expect(row).not.toHaveProperty("config");
    }
  });

  it("adds config with config=true and cardData with cardData=true", async () => {
    const rows = await allRows("config=true&cardData=true");
    for (const row of rows) {
      const raw = rawModels.find((m) => m.id === row.id);
      if (raw?.config) expect(row.config).toEqual(raw.config);
      else expect(row).not.toHaveProperty("config");
      if (raw?.cardData) expect(row.cardData).toEqual(raw.cardData);
      else expect(row).not.toHaveProperty("cardData");
    }
  });
});

describe("GET /api/models filters", () => {
  it("search: case-insensitive substring of the id, repeated = all must match", async () => {
    const one = mostCommon((m) => m.id.toLowerCase().split(/[/-]/)).toUpperCase();
    expect(sortedIds(await allRows(`search=${one}`))).toEqual(
      idsWhere((m) => m.id.toLowerCase().includes(one.toLowerCase())),
    );
    expect(sortedIds(await allRows(`search=${one}&search=b`))).toEqual(
      idsWhere((m) => m.id.toLowerCase().includes(one.toLowerCase()) && m.id.toLowerCase().includes("b")),
    );
  });

  it("author: exact owner", async () => {
    const author = mostCommon((m) => [m.author]);
    const rows = await allRows(`author=${author}`);
    expect(sortedIds(rows)).toEqual(idsWhere((m) => m.author === author));
    expect(rows.length).toBeGreaterThan(1);
    const prefix = author.slice(0, -1);
    expect(sortedIds(await allRows(`author=${prefix}`))).toEqual(idsWhere((m) => m.author === prefix));
  });

  it("filter: tags with AND semantics", async () => {
    const first = mostCommon((m) => m.tags);
    const second = mostCommon((m) => (m.tags.includes(first) ? m.tags.filter((t) => t !== first) : []));
    const rows = await allRows(`filter=${encodeURIComponent(first)}&filter=${encodeURIComponent(second)}`);
    expect(sortedIds(rows)).toEqual(idsWhere((m) => m.tags.includes(first) && m.tags.includes(second)));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("filter: also matches the task, the library and license:<id>", async () => {
    const license = mostCommon((m) => (m.license ? [m.license] : []));
    expect(sortedIds(await allRows(`filter=license:${license}`))).toEqual(
      idsWhere((m) => m.license === license || m.tags.includes(`license:${license}`)),
    );
    expect(sortedIds(await allRows("filter=object-detection"))).toEqual(
      idsWhere((m) => m.pipeline_tag === "object-detection" || m.tags.includes("object-detection")),
    );
    const library = mostCommon((m) =>
      m.library_name && m.library_name !== "transformers" ? [m.library_name] : [],
    );
    expect(sortedIds(await allRows(`filter=${library}`))).toEqual(
      idsWhere((m) => m.library_name === library || m.tags.includes(library)),
    );
  });

  it.each([
    "text-classification",
    "token-classification",
    "question-answering",
    "summarization",
    "text-generation",
    "translation",
    "image-classification",
    "object-detection",
  ])("pipeline_tag=%s", async (task) => {
    const rows = await allRows(`pipeline_tag=${task}&limit=4`);
    expect(sortedIds(rows)).toEqual(idsWhere((m) => m.pipeline_tag === task));
    expect(rows.every((r) => r.pipeline_tag === task)).toBe(true);
  });

  it("gated=true and gated=false split the catalogue", async () => {
    expect(sortedIds(await allRows("gated=true"))).toEqual(idsWhere((m) => m.gated !== false));
    expect(sortedIds(await allRows("gated=false"))).toEqual(idsWhere((m) => m.gated === false));
  });

  it("num_parameters bounds the safetensors parameter count", async () => {
    const rows = await allRows("num_parameters=min:1B,max:10B");
    const inRange = (m: RawModel) =>
      !!m.safetensors && m.safetensors.total >= 1e9 && m.safetensors.total <= 1e10;
    expect(sortedIds(rows)).toEqual(idsWhere(inRange));
  });

  it("answers an empty page, total 0 and no Link when nothing matches", async () => {
    const page = await list("search=no-such-model-anywhere");
    expect(page.body).toEqual([]);
    expect(page.headers.get("x-total-count")).toBe("0");
    expect(page.headers.get("link")).toBeNull();
  });
});

describe("GET /api/models sort", () => {
  const value = (row: Row, key: string): number | string => {
    const raw = row[key];
    return key === "createdAt" || key === "lastModified" ? Date.parse(String(raw)) : (raw as number | string);
  };

  it.each(["createdAt", "downloads", "likes", "lastModified", "trendingScore"])(
    "sort=%s is descending",
    async (key) => {
      const rows = await allRows(`sort=${key}&expand=${key}&limit=40`);
      expect(rows.length).toBe(rawModels.length);
      for (let i = 1; i < rows.length; i++) {
        expect(value(rows[i - 1] as Row, key) >= value(rows[i] as Row, key)).toBe(true);
      }
    },
  );

  it("sort=id is descending by id", async () => {
    const ids = (await allRows("sort=id")).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it("defaults to trendingScore, treats likes30d as likes and ignores direction", async () => {
    const ids = async (query: string) => (await allRows(query)).map((r) => r.id);
    expect(await ids("")).toEqual(await ids("sort=trendingScore"));
    expect(await ids("sort=likes30d")).toEqual(await ids("sort=likes"));
    expect(await ids("sort=downloads&direction=1")).toEqual(await ids("sort=downloads&direction=-1"));
  });

  it("rejects an unknown sort with 400", async () => {
    const page = await getJson<{ error: string }>(`${hub.url}/api/models?sort=stars`);
    expect(page.status).toBe(400);
    expect(page.body.error).toContain("stars");
  });
});

describe("GET /api/models expand", () => {
  it("returns only _id, id and the expanded keys, from expand and expand[]", async () => {
    const { body } = await list("limit=10&expand=downloads&expand%5B%5D=gated&expand=author");
    for (const row of body) {
      expect(Object.keys(row).sort()).toEqual(["_id", "author", "downloads", "gated", "id"]);
      expect(row.author).toBe(rawModels.find((m) => m.id === row.id)?.author);
    }
  });

  it("omits an expanded key that does not apply to a model", async () => {
    const rows = await allRows("expand=safetensors");
    for (const row of rows) {
      const raw = rawModels.find((m) => m.id === row.id);
      if (raw?.safetensors) expect(row.safetensors).toEqual(raw.safetensors);
      else expect(Object.keys(row).sort()).toEqual(["_id", "id"]);
    }
  });

  it("takes precedence over full/config/cardData", async () => {
    const { body } = await list("limit=2&full=true&config=true&expand=likes");
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(["_id", "id", "likes"]);
  });

  it("rejects an unknown key with 400 and a JSON error", async () => {
    const response = await fetch(`${hub.url}/api/models?expand=likes&expand=stars`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual({ error: expect.stringContaining("stars") });
  });

  it.each(["baseModels", "childrenModelCount", "usedStorage"])(
    "rejects %s on the list with 400 (allowed on single-model info only)",
    async (key) => {
      const page = await getJson<{ error: string }>(`${hub.url}/api/models?expand[]=${key}`);
      expect(page.status).toBe(400);
      expect(page.body.error).toContain(key);
    },
  );
});
