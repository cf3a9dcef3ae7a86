import { describe, expect, it } from "vitest";
import { postsPerDay } from "./posts-per-day";

describe("postsPerDay", () => {
  it("counts posts per UTC day and fills the days between with zeros", () => {
    expect(
      postsPerDay([
        "2026-11-24T23:00:00Z",
        "2026-11-21T01:00:00Z",
        "2026-11-24T01:00:00Z",
        "2026-11-22T12:00:00Z",
      ]),
    ).toEqual([
      { day: "2026-11-21", count: 1 },
      { day: "2026-11-22", count: 1 },
      { day: "2026-11-23", count: 0 },
      { day: "2026-11-24", count: 2 },
    ]);
  });

  it("gives one day for posts of one day, and nothing without posts", () => {
    expect(postsPerDay(["2026-11-24T10:00:00Z", "2026-11-24T11:00:00Z"])).toEqual([
      { day: "2026-11-24", count: 2 },
    ]);
    expect(postsPerDay([])).toEqual([]);
    expect(postsPerDay(["not a time"])).toEqual([]);
  });
});
