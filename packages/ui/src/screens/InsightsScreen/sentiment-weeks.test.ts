import { describe, expect, it } from "vitest";
import { sentimentWeeks, weekOf } from "./sentiment-weeks";

describe("weekOf", () => {
  it("is the Monday (UTC) of the week", () => {
    expect(weekOf("2026-11-25T12:00:00Z")).toBe("2026-11-23"); // a Wednesday
    expect(weekOf("2026-11-23T00:00:00Z")).toBe("2026-11-23"); // the Monday itself
    expect(weekOf("2026-11-29T23:59:59Z")).toBe("2026-11-23"); // the Sunday after
    expect(weekOf("not a date")).toBeUndefined();
  });
});

describe("sentimentWeeks", () => {
  it("counts each sentiment per week, oldest first, with empty weeks in between", () => {
    expect(
      sentimentWeeks([
        { created_at: "2026-11-25T12:00:00Z", sentiment: "positive" },
        { created_at: "2026-11-24T12:00:00Z", sentiment: "negative" },
        { created_at: "2026-11-10T12:00:00Z", sentiment: "neutral" },
      ]),
    ).toEqual([
      { week: "2026-11-09", positive: 0, neutral: 1, negative: 0 },
      { week: "2026-11-16", positive: 0, neutral: 0, negative: 0 },
      { week: "2026-11-23", positive: 1, neutral: 0, negative: 1 },
    ]);
  });

  it("has no weeks without posts", () => {
    expect(sentimentWeeks([])).toEqual([]);
  });
});
