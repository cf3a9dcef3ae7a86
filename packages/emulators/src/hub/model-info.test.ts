import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHubApp, type RunningServer, startHubEmulator } from "../index";
import { getJson } from "../test/http";
import { rawModels } from "../test/oracle";
import { bytesPerParameter } from "./siblings";

type Body = Record<string, unknown>;
interface Sibling {
  rfilename: string;
  size?: number;
  blobId?: string;
  lfs?: { size: number; sha256: string; pointerSize: number };
}

let hub: RunningServer;
beforeAll(async () => {
  hub = await startHubEmulator();
});
afterAll(async () => {
  await hub.close();
});

const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const info = (path: string, init?: RequestInit) => getJson<Body>(`${hub.url}/api/models/${path}`, init);
const raw = (id: string) => {
  const model = rawModels.find((m) => m.id === id);
  if (!model) throw new Error(`${id} is not in the catalogue`);
  return model;
};

describe("GET /api/models/{repo_id}", () => {
  it("returns the full body of a model", async () => {
    const { status, body, headers } = await info(CHAT_MODEL);
    const expected = raw(CHAT_MODEL);

    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(body).toMatchObject({
      id: CHAT_MODEL,
      modelId: CHAT_MODEL,
      author: expected.author,
      private: false,
      disabled: false,
      gated: expected.gated,
      pipeline_tag: expected.pipeline_tag,
      library_name: expected.library_name,
      tags: expected.tags,
      downloads: expected.downloads,
      likes: expected.likes,
      createdAt: expected.createdAt,
      lastModified: expected.lastModified,
      spaces: expect.any(Array),
      transformersInfo: { auto_model: "AutoModelForCausalLM", pipeline_tag: "text-generation" },
    });
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(headers.get("x-repo-commit")).toBe(body.sha);
    expect(body).toHaveProperty("model-index");
    if (expected.config) expect(body.config).toEqual(expected.config);
    if (expected.safetensors) expect(body.safetensors).toEqual(expected.safetensors);
    expect(body.usedStorage).toEqual(expect.any(Number));

    const files = (body.siblings as Sibling[]).map((s) => s.rfilename);
    expect(files).toEqual(expect.arrayContaining([".gitattributes", "README.md", "config.json"]));
    expect(files.some((f) => f.endsWith(".safetensors"))).toBe(true);
    expect((body.siblings as Sibling[]).every((s) => s.size === undefined)).toBe(true);
  });

  it("uses the same synthetic _id and sha as the list, and the same across app instances", async () => {
    const { body } = await info(CHAT_MODEL);
    const row = (await getJson<Body[]>(`${hub.url}/api/models?search=${CHAT_MODEL}&full=true`)).body.find(
      (r) => r.id === CHAT_MODEL,
    );
    expect(row?._id).toBe(body._id);
    expect(row?.sha).toBe(body.sha);

    const other = await createHubApp().request(`/api/models/${CHAT_MODEL}`);
    expect(((await other.json()) as Body).sha).toBe(body.sha);
  });

  it("adds size, blobId and lfs to siblings with blobs=true, weights sized from the parameter count", async () => {
    const { body } = await info(`${CHAT_MODEL}?blobs=true`);
    const siblings = body.siblings as Sibling[];
    for (const file of siblings) {
      expect(file.size).toBeGreaterThan(0);
      expect(file.blobId).toMatch(/^[0-9a-f]{40}$/);
    }
    const weights = siblings.filter((f) => f.rfilename.endsWith(".safetensors"));
    for (const file of weights)
      expect(file.lfs).toEqual({ size: file.size, sha256: expect.any(String), pointerSize: 134 });

    const parameters = raw(CHAT_MODEL).safetensors?.parameters ?? {};
    const expectedBytes = Object.entries(parameters).reduce(
      (sum, [d, n]) => sum + n * bytesPerParameter(d),
      0,
    );
    const weightBytes = weights.reduce((sum, f) => sum + (f.size ?? 0), 0);
    expect(Math.abs(weightBytes - expectedBytes)).toBeLessThan(weights.length);
  });

  it.each(["HEAD", "main"])("resolves revision %s to the current sha", async (revision) => {
    const head = await info(CHAT_MODEL);
    const pinned = await info(`${CHAT_MODEL}/revision/${revision}`);
    expect(pinned.status).toBe(200);
    expect(pinned.body.sha).toBe(head.body.sha);
  });

  it("echoes a pinned 40-hex revision as sha", async () => {
    const commit = "f27b190eeac4c2302d24068eabf5e9d6044389ae";
    const { status, body, headers } = await info(`${CHAT_MODEL}/revision/${commit}`);
    expect(status).toBe(200);
    expect(body.sha).toBe(commit);
    expect(headers.get("x-repo-commit")).toBe(commit);
  });

  it("answers 404 RevisionNotFound for an unknown revision", async () => {
    const { status, body, headers } = await info(`${CHAT_MODEL}/revision/no-such-branch`);
    expect(status).toBe(404);
    expect(headers.get("x-error-code")).toBe("RevisionNotFound");
    expect(headers.get("x-error-message")).toContain("no-such-branch");
    expect(body).toEqual({ error: expect.stringContaining("no-such-branch") });
  });

  it.each(["nobody/no-such-model", "no-such-model", "nobody/no-such-model/revision/main"])(
    "answers 401 RepoNotFound for a missing repo (%s)",
    async (path) => {
      const { status, body, headers } = await info(path);
      expect(status).toBe(401);
      expect(headers.get("x-error-code")).toBe("RepoNotFound");
      expect(headers.get("x-error-message")).toBe("Repository not found");
      expect(body).toEqual({ error: "Repository not found" });
    },
  );

  it("redirects a legacy single-segment id to its canonical repo (307)", async () => {
    const canonical = "google-bert/bert-base-uncased";
    raw(canonical);
    const redirect = await fetch(`${hub.url}/api/models/bert-base-uncased/revision/main`, {
      redirect: "manual",
    });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get("location")).toBe(`/api/models/${canonical}/revision/main`);

    const followed = await info("bert-base-uncased");
    expect(followed.status).toBe(200);
    expect(followed.body.id).toBe(canonical);
    expect(followed.body.mask_token).toBe("[MASK]");
  });

  it("projects with expand, including the single-model-only keys", async () => {
    const { status, body } = await info(
      `${CHAT_MODEL}?expand=usedStorage&expand[]=childrenModelCount&expand=safetensors&expand=gguf`,
    );
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      "_id",
      "childrenModelCount",
      "id",
      "safetensors",
      "usedStorage",
    ]);
  });

  it("counts the catalogue models naming a model as base_model: in childrenModelCount", async () => {
    const ids = new Set(rawModels.map((m) => m.id));
    const childrenOf = (id: string) =>
      rawModels.filter((m) => m.tags.some((t) => t.startsWith("base_model:") && t.split(":").pop() === id));
    const base = rawModels.find((m) => childrenOf(m.id).length > 0)?.id;
    expect(base && ids.has(base)).toBe(true);

    const { body } = await info(`${base}?expand=childrenModelCount`);
    expect(body.childrenModelCount).toBe(childrenOf(base ?? "").length);
    const leaf = rawModels.find((m) => childrenOf(m.id).length === 0)?.id;
    expect((await info(`${leaf}?expand=childrenModelCount`)).body.childrenModelCount).toBe(0);
  });

  it("rejects an unknown expand key with 400", async () => {
    const { status, body } = await info(`${CHAT_MODEL}?expand=stars`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringContaining("stars") });
  });
});
