import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDatasetCatalogue } from "../hub-datasets/catalogue";
import { type RunningServer, startHubEmulator } from "../index";
import { rawModels } from "../test/oracle";

let hub: RunningServer;
beforeAll(async () => {
  hub = await startHubEmulator();
});
afterAll(async () => {
  await hub.close();
});

const EXPOSED = [
  "X-Repo-Commit",
  "X-Request-Id",
  "X-Error-Code",
  "X-Error-Message",
  "X-Total-Count",
  "ETag",
  "Link",
];

describe("hub emulator: common behaviour", () => {
  it.each(["/api/models?limit=1", "/api/models/nobody/nothing", "/api/models?expand=stars", "/nowhere"])(
    "sends a unique X-Request-Id and CORS headers on %s",
    async (path) => {
      const [a, b] = await Promise.all([fetch(hub.url + path), fetch(hub.url + path)]);
      expect(a?.headers.get("x-request-id")).toMatch(/^Root=1-[0-9a-f]{8}-[0-9a-f]{24}$/);
      expect(a?.headers.get("x-request-id")).not.toBe(b?.headers.get("x-request-id"));
      expect(a?.headers.get("access-control-allow-origin")).toBe("*");
      expect(a?.headers.get("access-control-expose-headers")?.split(",")).toEqual(
        expect.arrayContaining(EXPOSED),
      );
    },
  );

  it("answers a CORS preflight", async () => {
    const response = await fetch(`${hub.url}/api/models`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });

  it("accepts no token and any well-formed hf_ token", async () => {
    expect((await fetch(`${hub.url}/api/models?limit=1`)).status).toBe(200);
    const withToken = await fetch(`${hub.url}/api/models?limit=1`, {
      headers: { Authorization: "Bearer hf_abcXYZ123" },
    });
    expect(withToken.status).toBe(200);
  });

  it.each(["Bearer sk-123", "Bearer hf_", "Basic dXNlcjpwYXNz", "hf_abc", "Bearer hf_abc def"])(
    "answers 401 Invalid credentials for Authorization: %s",
    async (authorization) => {
      const response = await fetch(`${hub.url}/api/models?limit=1`, {
        headers: { Authorization: authorization },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("x-error-message")).toBe("Invalid credentials in Authorization header");
      expect(await response.json()).toEqual({ error: "Invalid credentials in Authorization header" });
    },
  );

  it("answers 404 Not Found for unknown routes", async () => {
    const response = await fetch(`${hub.url}/api/spaces-of-nothing`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual({ error: "Not Found" });
  });
});

describe("hub emulator: avatars", () => {
  const author = rawModels[0]?.author ?? "";

  it.each(["users", "organizations"])(
    "serves a deterministic SVG for a known author under /api/%s",
    async (kind) => {
      const first = await fetch(`${hub.url}/api/${kind}/${author}/avatar`);
      const second = await fetch(`${hub.url}/api/${kind}/${author}/avatar`);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe("image/svg+xml");
      const svg = await first.text();
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`aria-label="${author}"`);
      expect(await second.text()).toBe(svg);
    },
  );

  it("gives different authors different avatars", async () => {
    const authors = [...new Set(rawModels.map((m) => m.author))].slice(0, 2);
    const svgs = await Promise.all(
      authors.map(async (a) => (await fetch(`${hub.url}/api/organizations/${a}/avatar`)).text()),
    );
    expect(svgs[0]).not.toBe(svgs[1]);
  });

  it("serves the avatar of an author of datasets only (the graph draws dataset authors too)", async () => {
    const modelAuthors = new Set(rawModels.map((m) => m.author));
    const datasetOnly = defaultDatasetCatalogue().datasets.filter((d) => !modelAuthors.has(d.author));
    expect(datasetOnly.length).toBeGreaterThan(0);
    for (const { author } of datasetOnly) {
      const response = await fetch(`${hub.url}/api/organizations/${author}/avatar`);
      expect(response.status, author).toBe(200);
      expect(await response.text()).toContain(`aria-label="${author}"`);
    }
  });

  it("answers 404 for an unknown author", async () => {
    expect((await fetch(`${hub.url}/api/users/no-such-author-anywhere/avatar`)).status).toBe(404);
  });
});
