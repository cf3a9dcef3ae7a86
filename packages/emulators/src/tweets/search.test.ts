import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningTweets, startTweetsEmulator, TWEETS_EMULATOR_API_KEY } from "../index";
import {
  idSet,
  parseLegacyDate,
  type SearchPage,
  searchAll,
  searchPage,
  TEST_NOW,
  walkSearch,
} from "./test-client";

let emulator: RunningTweets;
beforeAll(async () => {
  emulator = await startTweetsEmulator({ now: TEST_NOW });
});
afterAll(() => emulator.close());

describe("tweets emulator: the API key", () => {
  it("answers 403 with the service's body when X-API-Key is missing", async () => {
    const { status, body } = await searchPage(emulator.url, { query: "LLM" }, null);
    expect(status).toBe(403);
    expect(body).toEqual({
      error: "Forbidden",
      message: "API key required. Please include x-api-key in your request header...",
    });
  });

  it("answers 401 with the service's body when the key is wrong", async () => {
    const { status, body } = await searchPage(emulator.url, { query: "LLM" }, "not-the-key");
    expect(status).toBe(401);
    expect(body).toEqual({ error: "Unauthorized", message: "API key is invalid" });
  });

  it("matches the header name case-insensitively and accepts a configured key", async () => {
    const other = await startTweetsEmulator({ now: TEST_NOW, apiKey: "k-123" });
    try {
      const url = `${other.url}/twitter/tweet/advanced_search?query=LLM&queryType=Latest`;
      expect((await fetch(url, { headers: { "x-api-key": "k-123" } })).status).toBe(200);
      expect((await fetch(url, { headers: { "X-API-KEY": "k-123" } })).status).toBe(200);
      expect((await fetch(url, { headers: { "X-API-Key": TWEETS_EMULATOR_API_KEY } })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe("tweets emulator: parameters", () => {
  it("answers 400 {detail} without a query", async () => {
    const cases: Record<string, string>[] = [{}, { query: "" }, { query: "  ", queryType: "Latest" }];
    for (const params of cases) {
      const { status, body } = await searchPage(emulator.url, params);
      expect(status).toBe(400);
      expect(body).toEqual({ detail: "query is required" });
    }
  });

  it("takes queryType Latest or Top (capitalised) and answers 400 otherwise", async () => {
    expect((await searchPage(emulator.url, { query: "LLM", queryType: "Top" })).status).toBe(200);
    expect((await searchPage(emulator.url, { query: "LLM" })).status).toBe(200); // default Latest
    for (const queryType of ["latest", "top", "Recent", ""]) {
      const { status, body } = await searchPage(emulator.url, { query: "LLM", queryType });
      expect(status, queryType).toBe(400);
      expect(body).toEqual({ detail: "queryType must be Latest or Top" });
    }
  });

  it("answers 400 to a cursor it did not issue for that query", async () => {
    const first = (await searchPage(emulator.url, { query: "#LLM", queryType: "Latest" })).body as SearchPage;
    expect(first.next_cursor).not.toBe("");
    for (const params of [
      { query: "#NLP", queryType: "Latest", cursor: first.next_cursor },
      { query: "#LLM", queryType: "Top", cursor: first.next_cursor },
      { query: "#LLM", queryType: "Latest", cursor: "garbage" },
    ]) {
      const { status, body } = await searchPage(emulator.url, params);
      expect(status).toBe(400);
      expect(body).toEqual({ detail: "Invalid cursor" });
    }
  });
});

describe("tweets emulator: pages", () => {
  it("pages by 20 to the last page, whose next_cursor is empty, with no post twice", async () => {
    const pages = await walkSearch(emulator.url, "#Datasets", "Latest");
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages.slice(0, -1)) {
      expect(page.tweets).toHaveLength(20);
      expect(page.has_next_page).toBe(true);
      expect(page.next_cursor).toMatch(/\S/);
    }
    const last = pages[pages.length - 1] as SearchPage;
    expect(last.has_next_page).toBe(false);
    expect(last.next_cursor).toBe("");
    expect(last.tweets.length).toBeGreaterThan(0);
    expect(last.tweets.length).toBeLessThanOrEqual(20);
    const ids = pages.flatMap((page) => page.tweets.map((t) => t.id));
    expect(new Set(ids).size).toBe(ids.length);
    // The same walk again: the same count and the same ids in the same order (cursors are stable).
    const again = (await walkSearch(emulator.url, "#Datasets", "Latest")).flatMap((p) =>
      p.tweets.map((t) => t.id),
    );
    expect(again).toEqual(ids);
  });

  it("answers an empty last page for a query nothing matches", async () => {
    const { status, body } = await searchPage(emulator.url, {
      query: '"no post says this"',
      queryType: "Latest",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ tweets: [], has_next_page: false, next_cursor: "" });
  });

  it("orders Latest newest first and Top by engagement, over the same posts", async () => {
    const latest = await searchAll(emulator.url, "#LLM", "Latest");
    const top = await searchAll(emulator.url, "#LLM", "Top");
    expect(idSet(top)).toEqual(idSet(latest));
    const times = latest.map((t) => parseLegacyDate(t.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const engagement = (t: (typeof top)[number]) =>
      t.likeCount + 2 * t.retweetCount + t.replyCount + 2 * t.quoteCount + t.bookmarkCount;
    const scores = top.map(engagement);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(top.map((t) => t.id)).not.toEqual(latest.map((t) => t.id));
  });

  it("shares one corpus (one now, the same posts) between emulators started without a now", async () => {
    const [primary, backup] = [await startTweetsEmulator(), await startTweetsEmulator()];
    try {
      const summary = async (url: string) => (await fetch(`${url}/_emulator/corpus`)).json();
      const first = await summary(primary.url);
      expect(await summary(backup.url)).toEqual(first);
      const ids = async (url: string) =>
        ((await searchPage(url, { query: "LLM" })).body as SearchPage).tweets.map((t) => t.id);
      expect(await ids(backup.url)).toEqual(await ids(primary.url));
    } finally {
      await Promise.all([primary.close(), backup.close()]);
    }
  });

  it("gives the same ids for the same query twice, and for a second emulator with the same now", async () => {
    const first = await searchAll(emulator.url, "from:tensor_tidbits", "Latest");
    expect(first.length).toBeGreaterThan(0);
    expect(await searchAll(emulator.url, "from:tensor_tidbits", "Latest")).toEqual(first);
    const twin = await startTweetsEmulator({ now: TEST_NOW });
    try {
      const again = await searchAll(twin.url, "from:tensor_tidbits", "Latest");
      expect(again.map((t) => [t.id, t.text, t.createdAt, t.likeCount])).toEqual(
        first.map((t) => [t.id, t.text, t.createdAt, t.likeCount]),
      );
    } finally {
      await twin.close();
    }
  });
});

describe("tweets emulator: the tweet object", () => {
  it("has the reference's fields: string ids, legacy dates, x.com urls, entities that match the text", async () => {
    const tweets = await searchAll(emulator.url, "#AIModels OR #Datasets", "Top");
    expect(tweets.length).toBeGreaterThan(500);
    for (const tweet of tweets.slice(0, 300)) {
      expect(tweet.id).toMatch(/^\d{15,20}$/);
      expect(tweet.url).toBe(`https://x.com/${tweet.author.userName}/status/${tweet.id}`);
      expect(tweet.createdAt).toMatch(
        /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \w{3} \d{2} \d{2}:\d{2}:\d{2} \+0000 \d{4}$/,
      );
      const created = parseLegacyDate(tweet.createdAt);
      expect(created).toBeLessThan(TEST_NOW);
      expect(created).toBeGreaterThan(TEST_NOW - 200 * 24 * 3600 * 1000);
      for (const count of [tweet.likeCount, tweet.retweetCount, tweet.replyCount, tweet.viewCount]) {
        expect(Number.isInteger(count) && count >= 0).toBe(true);
      }
      for (const tag of tweet.entities.hashtags) {
        expect(tweet.text.slice(...tag.indices)).toBe(`#${tag.text}`);
      }
      for (const link of tweet.entities.urls) {
        expect(tweet.text.slice(...link.indices)).toBe(link.url);
        expect(link.expanded_url).toMatch(/^https:\/\/huggingface\.co\//);
      }
      expect(tweet.entities.hashtags.length).toBe((tweet.text.match(/#\w+/g) ?? []).length);
      expect(tweet.author.id).toMatch(/^\d+$/);
      expect(tweet.author.description).toMatch(
        /^Sample (newsletter )?account made up for the Hiber tweets emulator/,
      );
    }
  });

  it("links real hub ids and serves each author's avatar itself", async () => {
    const [tweet] = await searchAll(emulator.url, "url:huggingface.co/google-bert/bert-base-uncased", "Top");
    expect(tweet).toBeDefined();
    expect(tweet?.author.profilePicture).toBe(
      `${emulator.url}/_emulator/avatars/${tweet?.author.userName}.svg`,
    );
    const avatar = await fetch(tweet?.author.profilePicture as string);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get("content-type")).toBe("image/svg+xml");
    expect(await avatar.text()).toContain("<svg");
    expect((await fetch(`${emulator.url}/_emulator/avatars/nobody-here.svg`)).status).toBe(404);
  });

  it("names the pictures on the origin a proxy says it serves them at (X-Forwarded-Host, -Proto, -Prefix)", async () => {
    const response = await fetch(`${emulator.url}/twitter/tweet/advanced_search?query=from:eval_notes`, {
      headers: {
        "X-API-Key": TWEETS_EMULATOR_API_KEY,
        "X-Forwarded-Host": "hiber.example.test",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Prefix": "/api/tweets",
      },
    });
    const { tweets } = (await response.json()) as SearchPage;
    expect(tweets[0]?.author.profilePicture).toBe(
      "https://hiber.example.test/api/tweets/_emulator/avatars/eval_notes.svg",
    );
  });

  it("says on every answer that it is a stand-in", async () => {
    for (const url of [
      `${emulator.url}/twitter/tweet/advanced_search?query=LLM`,
      `${emulator.url}/_emulator/avatars/eval_notes.svg`,
      `${emulator.url}/nowhere`,
    ]) {
      const response = await fetch(url, { headers: { "X-API-Key": TWEETS_EMULATOR_API_KEY } });
      expect(response.headers.get("x-hiber-stand-in"), url).toBe("tweets-emulator");
    }
    const refused = await fetch(`${emulator.url}/twitter/tweet/advanced_search?query=LLM`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-hiber-stand-in")).toBe("tweets-emulator");
  });

  it("inlines the pictures as data: URLs when started with images: inline", async () => {
    const inline = await startTweetsEmulator({ now: TEST_NOW, images: "inline" });
    try {
      const { body } = await searchPage(inline.url, { query: "from:tensor_tidbits", queryType: "Latest" });
      const author = (body as SearchPage).tweets[0]?.author;
      expect(author?.profilePicture).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(author?.profilePicture.split(",")[1] as string, "base64").toString();
      expect(svg).toBe(await (await fetch(`${emulator.url}/_emulator/avatars/tensor_tidbits.svg`)).text());
    } finally {
      await inline.close();
    }
  });

  it("has replies (isReply, inReplyToId of a post in the corpus, a leading mention) and nested quotes", async () => {
    const tweets = await searchAll(emulator.url, "filter:replies OR filter:quote", "Latest");
    const replies = tweets.filter((t) => t.isReply);
    const quotes = tweets.filter((t) => t.quoted_tweet !== null);
    expect(replies.length).toBeGreaterThan(100);
    expect(quotes.length).toBeGreaterThan(30);
    for (const reply of replies.slice(0, 40)) {
      expect(reply.text.startsWith(`@${reply.inReplyToUsername} `)).toBe(true);
      expect(reply.entities.user_mentions[0]?.screen_name).toBe(reply.inReplyToUsername);
      const parent = await searchAll(emulator.url, `from:${reply.inReplyToUsername}`, "Latest");
      expect(
        parent.some((t) => t.id === reply.inReplyToId && t.conversationId === reply.conversationId),
      ).toBe(true);
    }
    for (const quote of quotes.slice(0, 20)) {
      expect(quote.quoted_tweet?.id).toMatch(/^\d+$/);
      expect(quote.quoted_tweet?.quoted_tweet).toBeNull();
    }
  });
});
