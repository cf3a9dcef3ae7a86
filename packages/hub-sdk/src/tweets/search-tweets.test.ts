/**
 * Contract tests: `searchTweetsPage` / `searchTweets` against the tweets emulator over real HTTP. The emulator
 * is written from reference/apis.md §4, not from this SDK, so agreement here is a real check. Every error
 * text of spec part 2 §8 "Lists and feed" is triggered here (the emulator's key check and its scripted
 * faults); the app server's 502 for an unreachable service is in packages/app/server/routes/tweets-proxy.test.ts.
 * Only the paging guards (a repeated cursor, an empty page) use a tiny local `node:http` server.
 */
import { type RunningTweets, startTweetsEmulator, TWEETS_EMULATOR_API_KEY } from "@hiber/emulators";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  describeTweetsError,
  HttpError,
  InputError,
  InvalidResponseError,
  isAbortError,
  TWEETS_UNREACHABLE_CAUSES,
  TweetsApiError,
} from "../errors";
import { startLocalServer } from "../test/local-server";
import { entityTweetsQuery } from "./entity-query";
import { FEED_CATEGORIES, FEED_QUERY_TERMS, feedQuery } from "./feed-query";
import { type SearchTweetsPageParams, searchTweets, searchTweetsPage } from "./search-tweets";
import type { TweetsPage } from "./types";

let emulator: RunningTweets;

beforeAll(async () => {
  emulator = await startTweetsEmulator({ port: 0, now: Date.parse("2026-11-25T12:00:00Z") });
});

afterAll(async () => {
  await emulator?.close();
});

afterEach(() => {
  emulator.faults.clear();
  vi.unstubAllGlobals();
});

const params = (extra: Partial<SearchTweetsPageParams> = {}): SearchTweetsPageParams => ({
  query: feedQuery(),
  baseUrl: emulator.url,
  apiKey: TWEETS_EMULATOR_API_KEY,
  ...extra,
});

/** The error a search rejects with. */
async function failure(extra: Partial<SearchTweetsPageParams> = {}): Promise<unknown> {
  return searchTweetsPage(params(extra)).then(
    () => expect.unreachable("the search should fail"),
    (error: unknown) => error,
  );
}

describe("searchTweetsPage against the tweets emulator", () => {
  it("normalises a page to the spec's Tweet", async () => {
    const page = await searchTweetsPage(params());
    expect(page.tweets.length).toBeGreaterThan(0);
    expect(page.tweets.length).toBeLessThanOrEqual(20);
    expect(page.hasNextPage).toBe(true);
    expect(page.nextCursor).toEqual(expect.any(String));
    for (const tweet of page.tweets) {
      expect(tweet).toEqual({
        id: expect.stringMatching(/^\d+$/),
        text: expect.any(String),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/),
        url: `https://x.com/${tweet.author.username}/status/${tweet.id}`,
        author: {
          name: expect.any(String),
          username: expect.any(String),
          profile_image_url: expect.any(String),
        },
        public_metrics: {
          like_count: expect.any(Number),
          retweet_count: expect.any(Number),
          reply_count: expect.any(Number),
          quote_count: expect.any(Number),
        },
        hashtags: expect.any(Array),
      });
      for (const tag of tweet.hashtags) expect(tweet.text).toContain(`#${tag}`);
    }
    // Latest: newest first.
    const times = page.tweets.map((tweet) => Date.parse(tweet.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("sends the cursor back and gets the next page, and Top orders by engagement", async () => {
    const first = await searchTweetsPage(params());
    const second = await searchTweetsPage(params({ cursor: first.nextCursor }));
    const firstIds = new Set(first.tweets.map((tweet) => tweet.id));
    expect(second.tweets.length).toBeGreaterThan(0);
    expect(second.tweets.some((tweet) => firstIds.has(tweet.id))).toBe(false);
    const top = await searchTweetsPage(params({ queryType: "Top" }));
    expect(top.tweets.map((tweet) => tweet.id)).not.toEqual(first.tweets.map((tweet) => tweet.id));
  });

  it("narrows the feed to each category: every category returns posts, each with a term of it", async () => {
    const all = await searchTweets(params({ category: "All" })).next();
    expect(all.done).toBe(false);
    for (const category of FEED_CATEGORIES.filter((c) => c !== "All")) {
      const page = await searchTweetsPage(params({ category }));
      expect(page.tweets.length, category).toBeGreaterThan(0);
      const terms = FEED_QUERY_TERMS[category].map((term) => term.toLowerCase().replace(/^#/, ""));
      for (const tweet of page.tweets) {
        const text = tweet.text.toLowerCase();
        expect(
          terms.some((term) => text.includes(term)),
          `${category}: ${tweet.text}`,
        ).toBe(true);
      }
    }
  });

  it("pages to the end through the generator: no post twice, the last page without a cursor", async () => {
    const pages: TweetsPage[] = [];
    for await (const page of searchTweets(params({ category: "Jobs" }))) pages.push(page);
    expect(pages.length).toBeGreaterThan(2);
    const ids = pages.flatMap((page) => page.tweets.map((tweet) => tweet.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of pages.slice(0, -1)) {
      expect(page.tweets).toHaveLength(20);
      expect(page.hasNextPage).toBe(true);
    }
    expect(pages.at(-1)).toMatchObject({ hasNextPage: false, nextCursor: null });
    // The last page asked for was the last the emulator had: nothing was asked past it.
    const asked = emulator.faults.calls.filter((call) => call.query?.includes("#AIJobs"));
    expect(asked).toHaveLength(pages.length);
  });

  it.each([
    { kind: "model", id: "google-bert/bert-base-uncased", task: "fill-mask" },
    { kind: "dataset", id: "stanfordnlp/imdb" },
    { kind: "collection", id: "meta-llama/llama-31-66aaa3551e7290e03a290ced", name: "Llama 3.1" },
  ] as const)("finds the posts about a $kind with its entity query", async (entity) => {
    const page = await searchTweetsPage(params({ query: entityTweetsQuery(entity) }));
    expect(page.tweets.length).toBeGreaterThan(0);
    const path = { model: "", dataset: "datasets/", collection: "collections/" }[entity.kind] + entity.id;
    // The hub URL itself is in some posts (the first terms of the query).
    const byUrl = await searchTweetsPage(params({ query: `url:huggingface.co/${path}` }));
    expect(byUrl.tweets.length).toBeGreaterThan(0);
  });

  it("refuses a blank query or an unknown queryType before any request", async () => {
    const before = emulator.faults.calls.length;
    await expect(searchTweetsPage(params({ query: "  " }))).rejects.toBeInstanceOf(InputError);
    await expect(searchTweetsPage(params({ queryType: "latest" as "Latest" }))).rejects.toBeInstanceOf(
      InputError,
    );
    expect(emulator.faults.calls.length).toBe(before);
  });
});

describe("the spec's error texts (§8 'Lists and feed')", () => {
  it("401: a wrong key, and a scripted 401", async () => {
    for (const error of [await failure({ apiKey: "not-the-key" }), await failureAfter({ fail: 401 })]) {
      expect(error).toBeInstanceOf(TweetsApiError);
      expect(error).toMatchObject({
        status: 401,
        reason: "unauthorized",
        message: "Unauthorized: Please check your API key",
      });
    }
  });

  it("403: no key at all (the browser never sends one: the app's proxy adds it)", async () => {
    const error = await failure({ apiKey: undefined });
    expect(error).toBeInstanceOf(TweetsApiError);
    expect(error).toMatchObject({ status: 403, reason: "forbidden", message: "Forbidden: Access denied" });
    expect(await failureAfter({ fail: 403 })).toMatchObject({ message: "Forbidden: Access denied" });
  });

  it("429: rate limited", async () => {
    const error = await failureAfter({ fail: 429 });
    expect(error).toBeInstanceOf(TweetsApiError);
    expect(error).toMatchObject({
      status: 429,
      reason: "rate-limited",
      message: "Rate limit exceeded. Please try again later.",
    });
  });

  it("any other status: 'HTTP error! status: {status}, details: {the service's text}'", async () => {
    const error = await failureAfter({ fail: 500 });
    expect(error).toBeInstanceOf(TweetsApiError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 500,
      reason: "http",
      message: "HTTP error! status: 500, details: Internal Server Error",
    });
    expect(await failureAfter({ fail: 503 })).toMatchObject({
      message: "HTTP error! status: 503, details: Service Unavailable",
    });
  });

  it("a dropped connection: 'Unable to connect to the Twitter API', with the possible causes", async () => {
    const error = await failureAfter({ drop: true });
    expect(error).toBeInstanceOf(TweetsApiError);
    expect(error).toMatchObject({
      status: 0,
      reason: "unreachable",
      message: "Unable to connect to the Twitter API",
      possibleCauses: TWEETS_UNREACHABLE_CAUSES,
    });
    expect((error as TweetsApiError).possibleCauses.join(" ")).toMatch(/network.*server is down/i);
  });

  it("offline: 'No internet connection. Please check your network and try again.', without asking", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const before = emulator.faults.calls.length;
    const error = await failure();
    expect(error).toBeInstanceOf(TweetsApiError);
    expect(error).toMatchObject({
      status: 0,
      reason: "offline",
      message: "No internet connection. Please check your network and try again.",
    });
    expect(emulator.faults.calls.length).toBe(before);
  });

  it("a body without a tweets array: 'Invalid response format. Expected tweets array.'", async () => {
    const error = await failureAfter({ invalidBody: true });
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ message: "Invalid response format. Expected tweets array." });
    expect(describeTweetsError(error)).toBe("Invalid response format. Expected tweets array.");
  });

  it("anything else: 'Failed to fetch tweets'", async () => {
    expect(describeTweetsError(new TypeError("x is not a function"))).toBe("Failed to fetch tweets");
    expect(describeTweetsError(new InputError("Invalid query: expected a non-empty search"))).toBe(
      "Failed to fetch tweets",
    );
    expect(describeTweetsError(await failureAfter({ fail: 429 }))).toBe(
      "Rate limit exceeded. Please try again later.",
    );
  });

  it("an abort stays an AbortError, before or during the request", async () => {
    const before = new AbortController();
    before.abort();
    const early = await failure({ signal: before.signal });
    expect(isAbortError(early)).toBe(true);
    expect(early).not.toBeInstanceOf(TweetsApiError);

    emulator.faults.set([{ delayMs: 30_000 }]);
    const during = new AbortController();
    const pending = searchTweetsPage(params({ signal: during.signal }));
    // The emulator took the step: the request is on the wire, held.
    await vi.waitFor(() => expect(emulator.faults.snapshot()).toHaveLength(0));
    during.abort();
    const late = await pending.then(
      () => expect.unreachable("the search should abort"),
      (error: unknown) => error,
    );
    expect(isAbortError(late)).toBe(true);
    expect(late).not.toBeInstanceOf(TweetsApiError);
  });
});

describe("the generator's guards", () => {
  it("stops at a repeated cursor and at an empty page", async () => {
    let served = 0;
    const tweet = {
      id: "1",
      text: "x",
      createdAt: "Sat Mar 15 05:31:28 +0000 2025",
      author: { userName: "a" },
    };
    const server = await startLocalServer((req, res) => {
      served += 1;
      const empty = new URL(req.url ?? "/", "http://x").searchParams.get("query") === "empty";
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ tweets: empty ? [] : [tweet], has_next_page: true, next_cursor: "same" }));
    });
    try {
      const repeated: TweetsPage[] = [];
      for await (const page of searchTweets({ query: "x", baseUrl: server.url })) repeated.push(page);
      // The first page, then the page of cursor "same", which names "same" again: stop.
      expect(repeated).toHaveLength(2);
      expect(served).toBe(2);
      const empty: TweetsPage[] = [];
      for await (const page of searchTweets({ query: "empty", baseUrl: server.url })) empty.push(page);
      expect(empty).toHaveLength(0);
      expect(served).toBe(3);
    } finally {
      await server.close();
    }
  });
});

/** The error of a search after scripting the emulator's next answer. */
async function failureAfter(step: Parameters<RunningTweets["faults"]["set"]>[0][number]): Promise<unknown> {
  emulator.faults.set([step]);
  return failure();
}
