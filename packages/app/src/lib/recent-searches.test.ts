import { describe, expect, it } from "vitest";
import { MAX_RECENT_SEARCHES, parseRecentSearches, withRecentSearch } from "./recent-searches.ts";

describe("withRecentSearch", () => {
  it("puts the trimmed term first, once regardless of case", () => {
    expect(withRecentSearch(["bert", "Squad", "llama"], "  squad ")).toEqual(["squad", "bert", "llama"]);
  });

  it("keeps the newest few, and ignores a blank term", () => {
    const full = Array.from({ length: MAX_RECENT_SEARCHES }, (_, i) => `t${i}`);
    const next = withRecentSearch(full, "new");
    expect(next).toHaveLength(MAX_RECENT_SEARCHES);
    expect(next[0]).toBe("new");
    expect(next).not.toContain(`t${MAX_RECENT_SEARCHES - 1}`);
    expect(withRecentSearch(["a"], "   ")).toEqual(["a"]);
  });
});

describe("parseRecentSearches", () => {
  it("reads a stored list and drops what is not a term", () => {
    expect(parseRecentSearches('["squad", 3, null, "bert"]')).toEqual(["squad", "bert"]);
  });

  it("reads anything malformed as none", () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches("{not json")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
  });
});
