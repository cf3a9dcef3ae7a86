import { describe, expect, it } from "vitest";
import { formatBytes, formatCompact, formatDate, formatNumber, formatParameters } from "./format";

describe("formatCompact", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [999.4, "999"],
    [999.6, "1K"],
    [1000, "1K"],
    [1234, "1.2K"],
    [1250, "1.3K"],
    [12_000, "12K"],
    [999_949, "999.9K"],
    [999_950, "1M"],
    [3_400_000, "3.4M"],
    [61_234_567, "61.2M"],
    [2_500_000_000, "2.5B"],
    [1_234_000_000_000, "1234B"],
  ])("formats %d as %s", (input, expected) => {
    expect(formatCompact(input)).toBe(expected);
  });

  it("keeps the sign of negative numbers", () => {
    expect(formatCompact(-1234)).toBe("-1.2K");
    expect(formatCompact(-5)).toBe("-5");
  });

  it("returns a dash for values that are not finite", () => {
    expect(formatCompact(Number.NaN)).toBe("—");
    expect(formatCompact(Number.POSITIVE_INFINITY)).toBe("—");
  });
});

describe("formatDate", () => {
  const noonUtc = new Date("2024-03-14T12:00:00Z");

  it("formats a date in the given locale", () => {
    expect(
      formatDate(noonUtc, "en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" }),
    ).toBe("Mar 14, 2024");
    expect(
      formatDate(noonUtc, "de-DE", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" }),
    ).toBe("14.03.2024");
  });

  it("uses a short month, day and year by default", () => {
    // Noon UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatDate(noonUtc, "en-US")).toBe("Mar 14, 2024");
  });

  it("accepts ISO strings and timestamps", () => {
    expect(formatDate("2024-03-14T12:00:00Z", "en-US")).toBe("Mar 14, 2024");
    expect(formatDate(noonUtc.getTime(), "en-US")).toBe("Mar 14, 2024");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDate("not a date", "en-US")).toBe("");
  });
});

describe("formatNumber", () => {
  it("groups digits for the locale", () => {
    expect(formatNumber(1_234_567, "en-US")).toBe("1,234,567");
    expect(formatNumber(1_234_567, "de-DE")).toBe("1.234.567");
  });
});

describe("formatParameters", () => {
  it.each([
    [0, "0"],
    [950, "950"],
    [1_500, "1.5K"],
    [66_955_010, "67M"],
    [4_386_000, "4.4M"],
    [110_106_428, "110M"],
    [999_600_000, "1.0B"],
    [1_543_490_560, "1.5B"],
    [8_030_261_248, "8.0B"],
    [70_553_706_496, "70.6B"],
    [1_200_000_000_000, "1.2T"],
  ])("formats %d as %s", (input, expected) => {
    expect(formatParameters(input)).toBe(expected);
  });

  it("returns a dash for negative or non-finite input", () => {
    expect(formatParameters(-1)).toBe("—");
    expect(formatParameters(Number.NaN)).toBe("—");
  });
});

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [4_400_000, "4.4 MB"],
    [267_832_560, "268 MB"],
    [440_449_768, "440 MB"],
    [999_999_999, "1.0 GB"],
    [15_000_000_000, "15.0 GB"],
    [16_060_522_496, "16.1 GB"],
    [2_500_000_000_000, "2.5 TB"],
  ])("formats %d bytes as %s", (input, expected) => {
    expect(formatBytes(input)).toBe(expected);
  });

  it("returns a dash for negative or non-finite input", () => {
    expect(formatBytes(-5)).toBe("—");
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe("—");
  });
});
