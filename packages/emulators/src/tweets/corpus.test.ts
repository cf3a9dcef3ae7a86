import { afterAll, beforeAll, describe, expect, it } from "vitest";
import collectionsFile from "../hub/catalogue/collections.json" with { type: "json" };
import { type RunningTweets, startTweetsEmulator } from "../index";
import { searchAll, TEST_NOW, type WireTweet } from "./test-client";

let emulator: RunningTweets;
let corpus: WireTweet[];
beforeAll(async () => {
  emulator = await startTweetsEmulator({ now: TEST_NOW });
  corpus = await searchAll(
    emulator.url,
    "#AIModels OR #Datasets OR #AIApps OR #AIResearch OR #AINews OR #AIEvents OR #Tutorial OR #AIJobs OR filter:replies OR filter:quote",
  );
});
afterAll(() => emulator.close());

// The spec's sentiment rule (part 2 §4), read two ways: as substrings and as whole words.
const POSITIVE = ["great", "good", "amazing", "excellent", "impressive"];
const NEGATIVE = ["bad", "poor", "terrible", "issue", "problem"];
function sentiment(text: string, wholeWords: boolean): string {
  const has = (word: string) =>
    wholeWords ? new RegExp(`\\b${word}\\b`, "i").test(text) : text.toLowerCase().includes(word);
  if (POSITIVE.some(has)) return "positive";
  if (NEGATIVE.some(has)) return "negative";
  return "neutral";
}

describe("tweets emulator: the sample corpus", () => {
  it("has thousands of posts by a few hundred authors", async () => {
    expect(corpus.length).toBeGreaterThan(3_000);
    expect(corpus.length).toBeLessThan(6_000);
    expect(new Set(corpus.map((t) => t.author.userName)).size).toBeGreaterThan(250);
    const summary = await (await fetch(`${emulator.url}/_emulator/corpus`)).json();
    expect(summary).toMatchObject({ posts: corpus.length, now: new Date(TEST_NOW).toISOString() });
  });

  it("has positive, neutral and negative posts under the spec's keyword rule, read either way", () => {
    const counts = { positive: 0, neutral: 0, negative: 0 } as Record<string, number>;
    for (const tweet of corpus) {
      const tone = sentiment(tweet.text, false);
      expect(sentiment(tweet.text, true), tweet.text).toBe(tone);
      counts[tone] = (counts[tone] ?? 0) + 1;
    }
    for (const tone of ["positive", "neutral", "negative"]) {
      expect(counts[tone], tone).toBeGreaterThan(corpus.length * 0.15);
    }
  });

  it.each([
    ["Models", "AIModels", /\b(models?|weights|checkpoint|collections?)\b/i],
    ["Datasets", "Datasets", /\b(datasets?|data)\b/i],
    ["Applications", "AIApps", /\bapps?\b/i],
    ["Research", "AIResearch", /\b(paper|research)\b/i],
    ["News", "AINews", /\b(news|announced)\b/i],
    ["Events", "AIEvents", /\b(meetup|webinar|conference|hackathon)\b/i],
    ["Tutorials", "Tutorial", /\b(tutorials?|guide)\b/i],
    ["Jobs", "AIJobs", /\b(hiring|job|role)\b/i],
  ])("has %s posts: tagged #%s and using the category's words", (_category, hashtag, words) => {
    const posts = corpus.filter((t) => t.entities.hashtags.some((h) => h.text === hashtag));
    expect(posts.length).toBeGreaterThan(40);
    for (const post of posts) expect(post.text).toMatch(words);
  });

  it("talks about real catalogue ids by hub URL: models, datasets", () => {
    const urls = corpus.flatMap((t) => t.entities.urls.map((u) => u.expanded_url));
    expect(urls).toContain("https://huggingface.co/google-bert/bert-base-uncased");
    expect(urls).toContain("https://huggingface.co/datasets/stanfordnlp/imdb");
    expect(new Set(urls.filter((u) => u.includes("/datasets/"))).size).toBeGreaterThan(60);
    expect(new Set(urls.filter((u) => !u.includes("/datasets/"))).size).toBeGreaterThan(120);
  });

  it("talks about every collection of the hub catalogue, by its hub URL", () => {
    const urls = corpus.flatMap((t) => t.entities.urls.map((u) => u.expanded_url));
    expect(collectionsFile.collections.length).toBeGreaterThan(10);
    for (const { slug } of collectionsFile.collections) {
      const url = `https://huggingface.co/collections/${slug}`;
      expect(urls.filter((u) => u === url).length, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("has long-tailed engagement: most posts get a few likes, a few get thousands", () => {
    const likes = corpus.map((t) => t.likeCount).sort((a, b) => a - b);
    const median = likes[Math.floor(likes.length / 2)] as number;
    const max = likes[likes.length - 1] as number;
    expect(median).toBeLessThan(50);
    expect(max).toBeGreaterThan(1_000);
    expect(corpus.every((t) => t.viewCount >= t.likeCount)).toBe(true);
  });

  it("has some posts longer than 280 characters", () => {
    expect(corpus.filter((t) => t.text.length > 280).length).toBeGreaterThan(10);
  });
});
