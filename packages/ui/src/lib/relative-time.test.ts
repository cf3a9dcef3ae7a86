import { describe, expect, it } from "vitest";
import { formatRelativeTime, utcDay } from "./relative-time";

const now = new Date("2026-11-25T12:00:00Z");

describe("formatRelativeTime", () => {
  it.each([
    ["2026-11-25T11:59:30Z", "just now"],
    ["2026-11-25T12:05:00Z", "just now"],
    ["2026-11-25T11:59:00Z", "1 minute ago"],
    ["2026-11-25T11:15:00Z", "45 minutes ago"],
    ["2026-11-25T09:00:00Z", "3 hours ago"],
    ["2026-11-24T11:00:00Z", "1 day ago"],
    ["2026-11-19T12:00:00Z", "6 days ago"],
    ["2026-11-11T12:00:00Z", "2 weeks ago"],
    ["2026-08-01T12:00:00Z", "3 months ago"],
    ["2024-06-01T12:00:00Z", "2 years ago"],
  ])("%s is %s", (iso, expected) => {
    expect(formatRelativeTime(iso, now, "en-US")).toBe(expected);
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatRelativeTime("not a date", now, "en-US")).toBe("");
  });
});

describe("utcDay", () => {
  it("is the UTC calendar day", () => {
    expect(utcDay("2026-11-24T23:30:00-02:00")).toBe("2026-11-25");
    expect(utcDay(new Date("2026-01-02T00:00:00Z"))).toBe("2026-01-02");
    expect(utcDay("nope")).toBe("");
  });
});
