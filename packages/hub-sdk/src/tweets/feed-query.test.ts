import { describe, expect, it } from "vitest";
import {
  FEED_CATEGORIES,
  FEED_QUERY,
  FEED_QUERY_TERMS,
  feedQuery,
  isFeedCategory,
  narrowQuery,
  orQuery,
} from "./feed-query";

describe("the feed's query", () => {
  it("has the spec's 9 categories, in the chips' order", () => {
    expect(FEED_CATEGORIES).toEqual([
      "All",
      "Models",
      "Datasets",
      "Applications",
      "Research",
      "News",
      "Events",
      "Tutorials",
      "Jobs",
    ]);
    expect(isFeedCategory("Research")).toBe(true);
    expect(isFeedCategory("research")).toBe(false);
  });

  it("is a long OR-list of AI terms, phrases quoted", () => {
    expect(FEED_QUERY.split(" OR ").length).toBe(FEED_QUERY_TERMS.feed.length);
    expect(FEED_QUERY).toContain('"machine learning" OR "deep learning" OR LLM');
    expect(FEED_QUERY).toContain("#AI");
  });

  it("is left as it is for All, and narrowed by every other category", () => {
    expect(feedQuery()).toBe(FEED_QUERY);
    expect(feedQuery("All")).toBe(FEED_QUERY);
    for (const category of FEED_CATEGORIES.filter((c) => c !== "All")) {
      expect(FEED_QUERY_TERMS[category].length, category).toBeGreaterThan(0);
      expect(feedQuery(category)).toBe(`(${FEED_QUERY}) (${orQuery(FEED_QUERY_TERMS[category])})`);
    }
    expect(narrowQuery("from:ada", "Jobs")).toBe(
      `(from:ada) (hiring OR job OR jobs OR "we're hiring" OR career OR internship OR #AIJobs)`,
    );
  });

  it("quotes phrases and drops quotes inside them", () => {
    expect(orQuery(["LLM", "#AI", "built with", 'say "hi"', "fine-tuned", "url:hf.co/x"])).toBe(
      'LLM OR #AI OR "built with" OR "say hi" OR "fine-tuned" OR url:hf.co/x',
    );
  });
});
