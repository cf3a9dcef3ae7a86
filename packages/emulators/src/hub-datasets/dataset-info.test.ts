import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../http/serve";
import { createHubApp } from "../hub/app";
import { getJson } from "../test/http";
import { registerHubDatasetRoutes } from "./routes";
import { rawDatasets } from "./test-oracle";

type Info = Record<string, unknown> & { _id: string; id: string; sha: string };

let hub: RunningServer;
beforeAll(async () => {
  hub = await startServer(registerHubDatasetRoutes(createHubApp()), { port: 0 });
});
afterAll(async () => {
  await hub.close();
});

const info = (path: string, init?: RequestInit) => getJson<Info>(`${hub.url}/api/datasets/${path}`, init);
const raw = (id: string) => {
  const dataset = rawDatasets.find((d) => d.id === id);
  if (!dataset) throw new Error(`${id} is not in the catalogue`);
  return dataset;
};

describe("GET /api/datasets/{repo_id}", () => {
  it("serves the catalogue's metadata with the hub's headers", async () => {
    const res = await info("nyu-mll/glue");
    const glue = raw("nyu-mll/glue");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: "nyu-mll/glue",
      author: "nyu-mll",
      private: false,
      gated: false,
      disabled: false,
      downloads: glue.downloads,
      likes: glue.likes,
      tags: glue.tags,
      lastModified: glue.lastModified,
      createdAt: glue.createdAt,
      usedStorage: glue.usedStorage,
    });
    expect(res.body.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(res.headers.get("x-repo-commit")).toBe(res.body.sha);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-request-id")).toMatch(/^Root=1-/);
    expect(res.headers.get("access-control-expose-headers")).toContain("X-Error-Code");
  });

  it("keeps the same _id as the list, and card data that repeats the tags and split sizes", async () => {
    const [row] = (await getJson<Info[]>(`${hub.url}/api/datasets?search=rotten_tomatoes&expand=sha`)).body;
    const res = await info("cornell-movie-review-data/rotten_tomatoes");
    expect(res.body._id).toBe(row?._id);
    expect(res.body.sha).toBe(row?.sha);
    const card = res.body.cardData as Record<string, unknown>;
    expect(card.task_categories).toEqual(["text-classification"]);
    expect(card.dataset_info).toEqual({
      config_name: "default",
      splits: Object.entries(raw("cornell-movie-review-data/rotten_tomatoes").configs?.default ?? {}).map(
        ([name, num_examples]) => ({ name, num_examples }),
      ),
    });
  });

  it("answers the revision route: main and HEAD give the head, a commit is echoed, refs/convert/parquet only with a viewer", async () => {
    const head = (await info("scikit-learn/iris")).body.sha;
    expect((await info("scikit-learn/iris/revision/main")).body.sha).toBe(head);
    expect((await info("scikit-learn/iris/revision/HEAD?expand=sha")).body.sha).toBe(head);
    const pinned = "0123456789abcdef0123456789abcdef01234567";
    const res = await info(`scikit-learn/iris/revision/${pinned}`);
    expect(res.body.sha).toBe(pinned);
    expect(res.headers.get("x-repo-commit")).toBe(pinned);

    const parquet = await info("scikit-learn/iris/revision/refs%2Fconvert%2Fparquet");
    expect(parquet.status).toBe(200);
    expect(parquet.body.sha).not.toBe(head);
    const noViewer = await info("ylecun/mnist/revision/refs%2Fconvert%2Fparquet");
    expect(noViewer.status).toBe(404);
    expect(noViewer.headers.get("x-error-code")).toBe("RevisionNotFound");
  });

  it("answers 404 RevisionNotFound for an unknown branch", async () => {
    const res = await info("stanfordnlp/imdb/revision/no-such-branch");
    expect(res.status).toBe(404);
    expect(res.headers.get("x-error-code")).toBe("RevisionNotFound");
    expect(res.body).toEqual({ error: expect.stringContaining("no-such-branch") });
  });

  it("answers 401 RepoNotFound for a dataset that does not exist (also on the revision route)", async () => {
    for (const path of ["someone/no-such-dataset", "someone/no-such-dataset/revision/main"]) {
      const res = await info(path);
      expect(res.status).toBe(401);
      expect(res.headers.get("x-error-code")).toBe("RepoNotFound");
      expect(res.headers.get("x-error-message")).toBeTruthy();
      expect(res.body).toHaveProperty("error");
    }
  });

  it("redirects a legacy id (307) to the dataset that took it over, keeping the revision and the query", async () => {
    const res = await fetch(`${hub.url}/api/datasets/imdb/revision/main?expand=likes`, {
      redirect: "manual",
    });
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("/api/datasets/stanfordnlp/imdb/revision/main?expand=likes");
    expect(await res.text()).toBe(
      "Temporary Redirect. Redirecting to /api/datasets/stanfordnlp/imdb/revision/main",
    );
    const followed = await getJson<Info>(`${hub.url}/api/datasets/squad`);
    expect(followed.body.id).toBe("rajpurkar/squad");
  });

  it("projects with expand, and lists file sizes, blob ids and LFS pointers with blobs=true", async () => {
    const projected = await info("ylecun/mnist?expand=downloads&expand=siblings");
    expect(Object.keys(projected.body)).toEqual(["_id", "id", "downloads", "siblings"]);
    const res = await info("ylecun/mnist?blobs=true");
    const files = res.body.siblings as {
      rfilename: string;
      size: number;
      blobId: string;
      lfs?: { size: number };
    }[];
    const data = files.filter((f) => f.rfilename.endsWith(".parquet"));
    expect(data.length).toBeGreaterThan(0);
    for (const file of data) {
      expect(file.blobId).toMatch(/^[0-9a-f]{40}$/);
      expect(file.lfs?.size).toBe(file.size);
    }
    expect(files.find((f) => f.rfilename === "README.md")?.lfs).toBeUndefined();
  });

  it("answers 400 for an unknown expand key and 401 for a malformed token", async () => {
    expect((await info("ylecun/mnist?expand=config")).status).toBe(400);
    const res = await info("ylecun/mnist", { headers: { Authorization: "Bearer not-a-token" } });
    expect(res.status).toBe(401);
  });
});
