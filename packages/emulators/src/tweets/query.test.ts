import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningTweets, startTweetsEmulator } from "../index";
import { parseQuery, QuerySyntaxError } from "./query";
import { idSet, parseLegacyDate, searchAll, searchPage, TEST_NOW, type WireTweet } from "./test-client";

let emulator: RunningTweets;
let everything: WireTweet[];
beforeAll(async () => {
  emulator = await startTweetsEmulator({ now: TEST_NOW });
  // Every post carries a category hashtag, so this OR-list is the whole corpus.
  everything = await searchAll(
    emulator.url,
    "#AIModels OR #Datasets OR #AIApps OR #AIResearch OR #AINews OR #AIEvents OR #Tutorial OR #AIJobs OR filter:replies OR filter:quote",
  );
});
afterAll(() => emulator.close());

const search = (query: string) => searchAll(emulator.url, query);
const ids = (tweets: WireTweet[]) => idSet(tweets);
const where = (predicate: (t: WireTweet) => boolean) => ids(everything.filter(predicate));
const DAY = 24 * 3600 * 1000;

describe("tweets emulator: query operators", () => {
  it("matches a bare term case-insensitively as a word, not inside another word", async () => {
    const result = await search("DATASET");
    expect(result.length).toBeGreaterThan(50);
    expect(ids(result)).toEqual(where((t) => /(^|[^\p{L}\p{N}_])dataset($|[^\p{L}\p{N}_])/iu.test(t.text)));
    // "app" must not match "apps" or "happy": only the word.
    expect((await search("app")).every((t) => /\bapp\b/i.test(t.text))).toBe(true);
  });

  it("matches a quoted phrase as a whole", async () => {
    const result = await search('"model card"');
    expect(result.length).toBeGreaterThan(10);
    expect(ids(result)).toEqual(where((t) => t.text.toLowerCase().includes("model card")));
    expect((await search('"card model"')).length).toBe(0);
  });

  it("ANDs space-separated groups", async () => {
    const both = await search("#LLM #NLP");
    expect(both.length).toBeGreaterThan(10);
    const llm = new Set(ids(await search("#LLM")));
    expect(ids(both)).toEqual(ids(await search("#NLP")).filter((id) => llm.has(id)));
  });

  it("ORs alternatives, binding tighter than the implicit AND", async () => {
    const [a, b] = ["from:tensor_tidbits", "from:weights_weekly"];
    const union = await search(`${a} OR ${b}`);
    expect(ids(union)).toEqual([...new Set([...ids(await search(a)), ...ids(await search(b))])].sort());
    const narrowed = await search(`${a} OR ${b} #AINews`);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((t) => t.entities.hashtags.some((h) => h.text === "AINews"))).toBe(true);
    expect(ids(narrowed)).toEqual(ids(await search(`(${a} OR ${b}) #AINews`)));
  });

  it("groups with parentheses and negates with a leading minus", async () => {
    const result = await search("(#LLM OR #ComputerVision) -#AIModels");
    expect(result.length).toBeGreaterThan(0);
    const tags = (t: WireTweet) => t.entities.hashtags.map((h) => h.text);
    expect(ids(result)).toEqual(
      where(
        (t) =>
          (tags(t).includes("LLM") || tags(t).includes("ComputerVision")) && !tags(t).includes("AIModels"),
      ),
    );
  });

  it("from: matches the author's handle, case-insensitively, with or without @", async () => {
    const result = await search("from:Tensor_Tidbits");
    expect(result.length).toBeGreaterThan(5);
    expect(result.every((t) => t.author.userName === "tensor_tidbits")).toBe(true);
    expect(ids(result)).toEqual(where((t) => t.author.userName === "tensor_tidbits"));
    expect(ids(await search("from:@tensor_tidbits"))).toEqual(ids(result));
  });

  it("#tag matches the hashtag entities, case-insensitively, and only whole tags", async () => {
    const result = await search("#computervision");
    expect(result.length).toBeGreaterThan(20);
    expect(ids(result)).toEqual(where((t) => t.entities.hashtags.some((h) => h.text === "ComputerVision")));
    expect((await search("#Computer")).length).toBe(0);
  });

  it("url: matches the expanded URLs containing the value", async () => {
    const result = await search("url:huggingface.co/datasets/");
    expect(result.length).toBeGreaterThan(50);
    expect(ids(result)).toEqual(
      where((t) => t.entities.urls.some((u) => u.expanded_url.includes("huggingface.co/datasets/"))),
    );
    const quoted = await search('url:"https://huggingface.co/meta-llama/"');
    expect(quoted.length).toBeGreaterThan(0);
    expect(
      quoted.every((t) =>
        t.entities.urls.some((u) => u.expanded_url.startsWith("https://huggingface.co/meta-llama/")),
      ),
    ).toBe(true);
  });

  it("finds a repo by its URL, its id or its short name, as the insights pages ask", async () => {
    const id = "mistralai/Mistral-7B-v0.1";
    const result = await search(`"https://huggingface.co/${id}" OR "${id}" OR "Mistral-7B-v0.1"`);
    expect(result.length).toBeGreaterThan(3);
    expect(result.every((t) => t.text.includes("Mistral-7B-v0.1"))).toBe(true);
  });

  it("since: (inclusive) and until: (exclusive) take a day or a UTC time, and split the corpus between them", async () => {
    const cut = new Date(TEST_NOW - 30 * DAY);
    const day = cut.toISOString().slice(0, 10);
    const after = await search(`#LLM since:${day}`);
    const before = await search(`#LLM until:${day}`);
    const midnight = Date.parse(`${day}T00:00:00Z`);
    expect(after.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(0);
    expect(after.every((t) => parseLegacyDate(t.createdAt) >= midnight)).toBe(true);
    expect(before.every((t) => parseLegacyDate(t.createdAt) < midnight)).toBe(true);
    expect([...ids(after), ...ids(before)].sort()).toEqual(ids(await search("#LLM")));

    const stamp = `${day}_06:30:00_UTC`;
    const at = Date.parse(`${day}T06:30:00Z`);
    const window = await search(
      `#LLM since:${stamp} until:${new Date(at + 20 * DAY).toISOString().slice(0, 10)}`,
    );
    expect(window.length).toBeGreaterThan(0);
    expect(window.every((t) => parseLegacyDate(t.createdAt) >= at)).toBe(true);
  });

  it("posts are denser towards now", () => {
    const ages = everything.map((t) => (TEST_NOW - parseLegacyDate(t.createdAt)) / DAY);
    const lastMonth = ages.filter((age) => age < 30).length;
    const sixMonthsAgo = ages.filter((age) => age >= 150 && age < 180).length;
    expect(lastMonth).toBeGreaterThan(2 * sixMonthsAgo);
    expect(Math.max(...ages)).toBeLessThan(184);
  });

  it("answers 400 {detail} to a query it cannot read", async () => {
    for (const query of ['"unclosed', "(a OR b", "a)", "since:2025-13-45", "a OR"]) {
      const { status, body } = await searchPage(emulator.url, { query, queryType: "Latest" });
      expect(status, query).toBe(400);
      expect(body).toEqual({ detail: expect.any(String) });
    }
  });
});

describe("parseQuery", () => {
  it("reads OR lists, phrases, operators, groups and negation", () => {
    expect(parseQuery('"AI" OR "Twitter" from:elonmusk since:2021-12-31_23:59:59_UTC')).toEqual({
      type: "and",
      children: [
        {
          type: "or",
          children: [
            { type: "term", value: "ai" },
            { type: "term", value: "twitter" },
          ],
        },
        { type: "from", user: "elonmusk" },
        { type: "since", ms: Date.UTC(2021, 11, 31, 23, 59, 59) },
      ],
    });
    expect(parseQuery("-(#a OR url:x.co) https://huggingface.co/x")).toEqual({
      type: "and",
      children: [
        {
          type: "not",
          child: {
            type: "or",
            children: [
              { type: "hashtag", tag: "a" },
              { type: "url", value: "x.co" },
            ],
          },
        },
        { type: "term", value: "https://huggingface.co/x" },
      ],
    });
  });

  it("throws QuerySyntaxError on unbalanced input", () => {
    expect(() => parseQuery("(a")).toThrow(QuerySyntaxError);
    expect(() => parseQuery('"a')).toThrow(QuerySyntaxError);
    expect(() => parseQuery("until:yesterday")).toThrow(QuerySyntaxError);
  });
});
