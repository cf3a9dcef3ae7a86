import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type RunningTweets,
  startTweetsEmulator,
  TWEETS_EMULATOR_API_KEY,
  TWEETS_SCOPE_HEADER,
} from "../index";
import { type SearchPage, searchPage, TEST_NOW } from "./test-client";

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
      { query: "#LLM", queryType: "Latest", cursor: null, status: 429, scope: null },
      { query: "#LLM", queryType: "Latest", cursor: null, status: 200, scope: null },
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

/** One search page of a scope (its header sent), from `cursor`. */
async function scoped(scope: string, cursor = "") {
  const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
  const response = await fetch(`${emulator.url}/twitter/tweet/advanced_search?${params}`, {
    headers: { "X-API-Key": TWEETS_EMULATOR_API_KEY, [TWEETS_SCOPE_HEADER]: scope },
  });
  return { status: response.status, body: (await response.json()) as SearchPage };
}

describe("tweets emulator: scopes", () => {
  it("gives a scoped step only to that scope's requests, the others pass it by", async () => {
    await script([{ fail: 500, scope: "test-a", times: 2 }]);
    expect((await next()).status).toBe(200);
    expect((await scoped("test-b")).status).toBe(200);
    expect((await scoped("test-a")).status).toBe(500);
    expect((await scoped("test-a")).status).toBe(500);
    expect((await scoped("test-a")).status).toBe(200);
  });

  it("an unscoped step still applies to every request, scoped or not", async () => {
    await script({ fail: 429, times: 2 });
    expect((await scoped("test-a")).status).toBe(429);
    expect((await next()).status).toBe(429);
    expect((await next()).status).toBe(200);
  });

  it("clears and lists one scope's steps and calls, leaving the others", async () => {
    await script([
      { fail: 500, scope: "test-a", times: "always" },
      { fail: 403, scope: "test-b", times: "always" },
    ]);
    expect((await scoped("test-a")).status).toBe(500);
    expect((await scoped("test-b")).status).toBe(403);
    const calls = async (scope: string) =>
      (await (await fetch(`${emulator.url}/_emulator/calls?scope=${scope}`)).json()) as { status: number }[];
    expect((await calls("test-a")).map((call) => call.status)).toEqual([500]);
    await fetch(`${emulator.url}/_emulator/faults?scope=test-a`, { method: "DELETE" });
    expect(await calls("test-a")).toEqual([]);
    expect((await calls("test-b")).map((call) => call.status)).toEqual([403]);
    expect((await scoped("test-a")).status).toBe(200);
    expect((await scoped("test-b")).status).toBe(403);
  });

  it("cuts a scope's results at maxResults: its last page ends there with no next cursor", async () => {
    const put = (body: unknown) =>
      fetch(`${emulator.url}/_emulator/scopes/short`, { method: "PUT", body: JSON.stringify(body) });
    expect((await put({ maxResults: 25 })).status).toBe(200);
    const first = await scoped("short");
    expect(first.body.tweets).toHaveLength(20);
    expect(first.body.has_next_page).toBe(true);
    const last = await scoped("short", first.body.next_cursor);
    expect(last.body.tweets).toHaveLength(5);
    expect(last.body).toMatchObject({ has_next_page: false, next_cursor: "" });
    // The same search outside the scope goes on.
    const other = await scoped("other", first.body.next_cursor);
    expect(other.body.tweets).toHaveLength(20);
    expect((await put({ maxResults: -1 })).status).toBe(400);
    expect((await put({ pageSize: 5 })).status).toBe(400);
  });
});
