/**
 * The hub and datasets-server proxies forward only their allow-lists: the paths the product reads pass with
 * HF_TOKEN added server-side; any other path answers 404 JSON and never reaches the upstream (so the token
 * is never spent on it). The upstream is a small local server that records what reaches it.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { isAllowedPath } from "../security/allow-list.ts";
import { listen } from "../test-utils.ts";
import { DATASETS_SERVER_ALLOWED_PATHS } from "./datasets-proxy.ts";
import { HUB_ALLOWED_PATHS } from "./hub-proxy.ts";

const HF_TOKEN = "hf_HubSecretToken0123456789abcdef";

describe("allow-lists", () => {
  it("let the hub reads of the product through", () => {
    for (const allowed of [
      "/api/models",
      "/api/models/google-bert/bert-base-uncased",
      "/api/models/gpt2",
      "/api/models/meta-llama/Llama-3.1-8B-Instruct/revision/HEAD",
      "/api/models/org/name/revision/refs%2Fpr%2F1",
      "/api/datasets",
      "/api/datasets/stanfordnlp/imdb",
      "/api/datasets/stanfordnlp/imdb/revision/main",
      "/api/models/org/name/discussions",
      "/api/models/org/name/discussions/12",
      "/api/datasets/org/name/discussions",
      "/api/collections",
      "/api/collections/huggingfacejs/tools-6512d6d09d6b4d9b1dc82d0e",
      "/api/users/julien-c/avatar",
      "/api/organizations/huggingface/avatar",
      "/google-bert/bert-base-uncased/raw/main/README.md",
      "/org/name/raw/0123456789abcdef0123456789abcdef01234567/README.md",
      "/datasets/stanfordnlp/imdb/raw/main/README.md",
      "/google-bert/bert-base-uncased/resolve/main/card-banner.png",
      "/datasets/org/name/resolve/main/assets/figure.1.jpg",
      "/avatars/934b830e9fdaa879487852f79eef7165.svg",
    ]) {
      expect(isAllowedPath(HUB_ALLOWED_PATHS, allowed), allowed).toBe(true);
    }
  });

  it("refuse every other hub path", () => {
    for (const refused of [
      "/",
      "/api/whoami-v2",
      "/api/whoami",
      "/org/private-repo/resolve/main/weights.bin",
      "/datasets/org/private/resolve/main/data.csv",
      "/org/name/resolve/main/config.json",
      "/org/name/raw/main/sub/README.md",
      "/org/name/resolve/main/README.md",
      "/gpt2/raw/main/README.md",
      "/spaces/org/name/raw/main/README.md",
      "/org/name/raw/main/config.json",
      "/org/name/resolve/main/logo.svg",
      "/org/name/resolve/main/page.html",
      "/org/name/resolve/main/../../api/whoami-v2.png",
      "/org/name/resolve/main/.hidden/x.png",
      "/api/models/org/name/tree/main",
      "/api/models/org/name/paths-info/main",
      "/api/models/org/name/discussions/12/comment",
      "/api/models/org/name/settings",
      "/api/models/org/name/revision/main/extra",
      "/api/models/../whoami-v2",
      "/api/models/org/../../whoami-v2",
      "/api/models/a/b/c",
      "/api/datasets/org/name/parquet",
      "/api/spaces",
      "/api/users/julien-c/overview",
      "/api/organizations/huggingface/members",
      "/api/collections/a/b/items",
      "/api/settings/tokens",
      "/oauth/userinfo",
      "/api/models%2F..%2Fwhoami-v2",
    ]) {
      expect(isAllowedPath(HUB_ALLOWED_PATHS, refused), refused).toBe(false);
    }
  });

  it("let the datasets server's read endpoints through, and nothing else", () => {
    for (const allowed of [
      "/is-valid",
      "/splits",
      "/first-rows",
      "/rows",
      "/info",
      "/size",
      "/search",
      "/filter",
    ])
      expect(isAllowedPath(DATASETS_SERVER_ALLOWED_PATHS, allowed), allowed).toBe(true);
    for (const refused of [
      "/",
      "/healthcheck",
      "/parquet",
      "/statistics",
      "/rows/x",
      "/admin/force-refresh",
      "//rows",
    ])
      expect(isAllowedPath(DATASETS_SERVER_ALLOWED_PATHS, refused), refused).toBe(false);
  });
});

describe("the proxies over HTTP, with HF_TOKEN configured", () => {
  const seen: { path: string; authorization?: string }[] = [];
  let upstream: Awaited<ReturnType<typeof listen>>;
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const recorder = new Hono();
    recorder.all("*", (c) => {
      const url = new URL(c.req.url);
      seen.push({ path: url.pathname + url.search, authorization: c.req.header("authorization") });
      return c.json({ path: url.pathname });
    });
    upstream = await listen(recorder);
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-allow-"));
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
    const config = loadConfig(
      { HF_TOKEN, HUB_URL: upstream.url, DATASETS_SERVER_URL: upstream.url },
      { clientDir },
    );
    server = await listen(createServer(config, { hub: upstream.url, datasetsServer: upstream.url }));
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it("refuses /api/whoami-v2 and a repo's /resolve/ with 404 JSON; the upstream never sees the token", async () => {
    const before = seen.length;
    for (const url of [
      "/api/hub/api/whoami-v2",
      "/api/hub/some-org/private-repo/resolve/main/x",
      "/api/hub/api/models/some-org/private-repo/tree/main",
      "/api/hub/api/models/..%2F..%2Fapi/whoami-v2",
      "/api/datasets-server/admin/force-refresh",
      "/api/datasets-server/statistics?dataset=x",
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ error: "Not found", code: "not_found" });
    }
    expect(seen.slice(before)).toEqual([]);
  });

  it("forwards the allowed reads with the token added server-side", async () => {
    const before = seen.length;
    const models = await fetch(`${server.url}/api/hub/api/models/google-bert/bert-base-uncased?expand=likes`);
    expect(models.status).toBe(200);
    const rows = await fetch(`${server.url}/api/datasets-server/rows?dataset=a/b&config=c&split=train`);
    expect(rows.status).toBe(200);
    expect(seen.slice(before)).toEqual([
      { path: "/api/models/google-bert/bert-base-uncased?expand=likes", authorization: `Bearer ${HF_TOKEN}` },
      { path: "/rows?dataset=a/b&config=c&split=train", authorization: `Bearer ${HF_TOKEN}` },
    ]);
  });

  it("answers 405 JSON for writes", async () => {
    const res = await fetch(`${server.url}/api/hub/api/models`, { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: "Method not allowed", code: "method_not_allowed" });
  });
});
