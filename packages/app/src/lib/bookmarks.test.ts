import { describe, expect, it } from "vitest";
import { parseBookmarks } from "./bookmarks.ts";

describe("parseBookmarks", () => {
  it("reads the stored ids by kind", () => {
    expect(parseBookmarks('{"model":["a/b"],"dataset":["c/d"]}')).toEqual({
      model: ["a/b"],
      dataset: ["c/d"],
    });
  });

  it("reads nothing from a missing or malformed value, and drops what is not an id", () => {
    expect(parseBookmarks(null)).toEqual({ model: [], dataset: [] });
    expect(parseBookmarks("{not json")).toEqual({ model: [], dataset: [] });
    expect(parseBookmarks('{"model":[1,"x"],"dataset":"y"}')).toEqual({ model: ["x"], dataset: [] });
  });
});
