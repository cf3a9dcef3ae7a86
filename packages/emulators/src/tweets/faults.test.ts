import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningTweets, startTweetsEmulator } from "../index";
import { searchPage, TEST_NOW } from "./test-client";

let emulator: RunningTweets;
beforeAll(async () => {
  emulator = await startTweetsEmulator({ now: TEST_NOW });
});
afterEach(async () => {
  await fetch(`${emulator.url}/_emulator/faults`, { method: "DELETE" });
});
afterAll(() => emulator.close());

const query = { query: "#LLM", queryType: "Latest" };
const next = () => searchPage(emulator.url, query);

async function script(body: unknown, method = "PUT"): Promise<Response> {
  return fetch(`${emulator.url}/_emulator/faults`, { method, body: JSON.stringify(body) });
}

describe("tweets emulator: scripted faults", () => {
  it.each([
    [401, { error: "Unauthorized", message: "API key is invalid" }],
    [402, { error: "Unauthorized", message: "Credits is not enough.Please recharge" }],
    [
      403,
      { error: "Forbidden", message: "API key required. Please include x-api-key in your request header..." },
    ],
    [500, { error: "Internal Server Error", message: "Internal server error" }],
  ])(
    "answers %i with the service's body to the next request only, even with a good key",
    async (status, body) => {
      expect((await script({ fail: status })).status).toBe(200);
      const failed = await next();
      expect(failed.status).toBe(status);
      expect(failed.body).toEqual(body);
      expect((await next()).status).toBe(200);
    },
  );

  it("answers 429 with Retry-After to the next N requests, then recovers", async () => {
    await script({ fail: 429, times: 2 });
    for (let i = 0; i < 2; i++) {
      const { status, headers, body } = await next();
      expect(status).toBe(429);
      expect(headers.get("retry-after")).toBe("1");
      expect(body).toMatchObject({ error: expect.any(String) });
    }
    expect((await next()).status).toBe(200);
  });

  it("holds an answer for delayMs", async () => {
    await script({ delayMs: 300 });
    const started = performance.now();
    const { status } = await next();
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("drops the connection without an answer", async () => {
    await script({ drop: true });
    await expect(fetch(`${emulator.url}/twitter/tweet/advanced_search?query=LLM`)).rejects.toThrow(TypeError);
    expect((await next()).status).toBe(200);
  });

  it("answers a body whose tweets is not an array", async () => {
    await script({ invalidBody: true });
    const { status, body } = await next();
    expect(status).toBe(200);
    expect(Array.isArray((body as { tweets: unknown }).tweets)).toBe(false);
    expect(body).toHaveProperty("tweets");
  });

  it("runs steps in order, appends with POST, lasts 'always' until DELETE resets", async () => {
    await script([{ fail: 500 }, { fail: 403, times: 2 }]);
    await script({ fail: 502, times: "always" }, "POST");
    expect(await (await fetch(`${emulator.url}/_emulator/faults`)).json()).toEqual([
      { fail: 500, left: 1 },
      { fail: 403, times: 2, left: 2 },
      { fail: 502, times: "always", left: "always" },
    ]);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await next()).status);
    expect(statuses).toEqual([500, 403, 403, 502, 502, 502]);
    expect((await fetch(`${emulator.url}/_emulator/faults`, { method: "DELETE" })).status).toBe(204);
    expect((await next()).status).toBe(200);
  });

  it("logs the calls with their answers", async () => {
    await script({ fail: 429 });
    await next();
    await next();
    const calls = await (await fetch(`${emulator.url}/_emulator/calls`)).json();
    expect(calls).toEqual([
      { query: "#LLM", queryType: "Latest", cursor: null, status: 429 },
      { query: "#LLM", queryType: "Latest", cursor: null, status: 200 },
    ]);
  });

  it("can be scripted in process", async () => {
    emulator.faults.set([{ fail: 401 }]);
    expect((await next()).status).toBe(401);
    expect((await next()).status).toBe(200);
  });

  it("answers 400 to a script it cannot read, leaving the script as it was", async () => {
    for (const body of [
      { fail: 418 },
      { delayMs: -1 },
      { times: 0, fail: 500 },
      { drop: true, fail: 500 },
      { oops: 1 },
    ]) {
      const response = await script(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    const bad = await fetch(`${emulator.url}/_emulator/faults`, { method: "PUT", body: "{" });
    expect(bad.status).toBe(400);
    expect((await next()).status).toBe(200);
  });
});
