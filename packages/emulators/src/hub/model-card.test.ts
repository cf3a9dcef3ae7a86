import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startHubEmulator } from "../index";
import { type RawModel, rawModels } from "../test/oracle";

let hub: RunningServer;
beforeAll(async () => {
  hub = await startHubEmulator({ port: 0 });
});
afterAll(async () => {
  await hub.close();
});

const readme = (id: string, rev = "main", verb = "resolve") =>
  fetch(`${hub.url}/${id}/${verb}/${rev}/README.md`);

describe("GET /{repo_id}/resolve/{rev}/README.md", () => {
  it("serves the card: front matter from cardData, the name, and a summary from the catalogue's fields", async () => {
    const model = rawModels.find((m) => m.id === "google-bert/bert-base-uncased");
    const response = await readme("google-bert/bert-base-uncased");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/markdown");
    const text = await response.text();
    const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? "";
    expect(front).toContain(`license: ${model?.cardData?.license}`);
    for (const dataset of (model?.cardData?.datasets ?? []) as string[])
      expect(front).toContain(`- ${dataset}`);
    expect(text).toContain("# bert-base-uncased");
    expect(text).toContain("google-bert/bert-base-uncased is a fill mask model published by google-bert.");
    expect(text).toContain("Its card lists the data bookcorpus and wikipedia.");
    expect(text).toContain("not the repository's own card");
    expect(text).toContain("> **Sample card.**");
    expect(text).toContain("![bert-base-uncased](card-banner.png)");
    expect(text).toContain("| Developed by | google-bert |");
    expect(text).toContain(
      '```python\nfrom transformers import pipeline\n\npipe = pipeline("fill-mask", model="google-bert/bert-base-uncased")\n```',
    );
  });

  it("tabulates the eval results of the catalogue's model-index", async () => {
    type Indexed = { "model-index"?: { results: { metrics: { name: string }[] }[] }[] };
    const model = (rawModels as (RawModel & Indexed)[]).find((m) => Array.isArray(m["model-index"]));
    const text = await (await readme(model?.id ?? "", "main", "raw")).text();
    expect(text).toContain("## Evaluation results\n\n| Dataset | Split | Metric | Value |");
    const metric = model?.["model-index"]?.[0]?.results[0]?.metrics[0];
    expect(text).toContain(`| ${metric?.name} |`);
  });

  it("answers 404 EntryNotFound for a model the catalogue has no card data for", async () => {
    const model = rawModels.find((m) => Object.keys(m.cardData ?? {}).length === 0);
    const response = await readme(model?.id ?? "");
    expect(response.status).toBe(404);
    expect(response.headers.get("x-error-code")).toBe("EntryNotFound");
    await response.arrayBuffer();
  });

  it("serves a dataset's card with its splits table, and each card's banner as a PNG", async () => {
    const text = await (await fetch(`${hub.url}/datasets/stanfordnlp/imdb/raw/main/README.md`)).text();
    expect(text).toMatch(/^---\n[\s\S]*pretty_name: IMDB[\s\S]*\n---\n/);
    expect(text).toContain("  splits:\n  - name: train\n    num_examples: 25000");
    expect(text).toContain("| plain_text | train | 25,000 |");
    expect(text).toContain('ds = load_dataset("stanfordnlp/imdb", "plain_text")');
    const banner = await fetch(`${hub.url}/datasets/stanfordnlp/imdb/resolve/main/card-banner.png`);
    expect(banner.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await banner.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
  });

  it("serves the hostile card on its own model id, found by id and listed nowhere", async () => {
    const info = await fetch(`${hub.url}/api/models/hiber-emulator/hostile-card`);
    expect(info.status).toBe(200);
    await info.arrayBuffer();
    const text = await (await readme("hiber-emulator/hostile-card")).text();
    for (const payload of [
      "<script>",
      "onerror=",
      "javascript:",
      "<iframe",
      "<svg onload",
      "data:text/html",
      'style="',
    ])
      expect(text).toContain(payload);
    const list = (await (await fetch(`${hub.url}/api/models?search=hostile`)).json()) as unknown[];
    expect(list).toEqual([]);
  });

  it("names the base model of a fine-tune, and answers /raw/ and a pinned commit alike", async () => {
    const model = rawModels.find((m) => typeof m.cardData?.base_model === "string");
    expect(model).toBeDefined();
    const sha = "a".repeat(40);
    const response = await readme(model?.id ?? "", sha, "raw");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-repo-commit")).toBe(sha);
    expect(await response.text()).toContain(`It is derived from ${model?.cardData?.base_model}.`);
  });

  it("answers 401 RepoNotFound for an unknown repo and 404 RevisionNotFound for an unknown revision", async () => {
    const missing = await readme("nobody/nothing");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("x-error-code")).toBe("RepoNotFound");
    const badRev = await readme("google-bert/bert-base-uncased", "no-such-branch");
    expect(badRev.status).toBe(404);
    expect(badRev.headers.get("x-error-code")).toBe("RevisionNotFound");
  });
});
