import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startHubEmulator } from "../index";
import { rawModels } from "../test/oracle";

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
