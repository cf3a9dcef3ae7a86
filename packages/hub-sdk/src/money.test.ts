import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatSol,
  formatUnits,
  formatUsd,
  formatUsdc,
  LAMPORTS_PER_SOL,
  parseUnits,
  SOL_DECIMALS,
  USDC_DECIMALS,
} from "./money";

describe("parseUnits", () => {
  it.each([
    ["0.10", USDC_DECIMALS, 100_000n],
    ["1", USDC_DECIMALS, 1_000_000n],
    ["0.000001", USDC_DECIMALS, 1n],
    [" 12.5 ", USDC_DECIMALS, 12_500_000n],
    [".5", USDC_DECIMALS, 500_000n],
    ["5.", USDC_DECIMALS, 5_000_000n],
    ["-2.25", USDC_DECIMALS, -2_250_000n],
    ["+3", USDC_DECIMALS, 3_000_000n],
    ["1e-3", USDC_DECIMALS, 1_000n],
    ["2.5E2", USDC_DECIMALS, 250_000_000n],
    ["1.5", SOL_DECIMALS, 1_500_000_000n],
    ["0.000000001", SOL_DECIMALS, 1n],
    ["123456789012345678901234567890.123456", USDC_DECIMALS, 123456789012345678901234567890123456n],
    ["7", 0, 7n],
    ["0.0000000", USDC_DECIMALS, 0n],
  ])("reads %j with %i decimals as %s", (value, decimals, units) => {
    expect(parseUnits(value, decimals)).toBe(units);
  });

  it.each([
    [0.1, 100_000n],
    [1, 1_000_000n],
    [0.3, 300_000n],
    [1e-6, 1n],
    [-0.05, -50_000n],
    [123.456789, 123_456_789n],
  ])("reads the number %d exactly, as its shortest decimal text (%s)", (value, units) => {
    expect(parseUnits(value, USDC_DECIMALS)).toBe(units);
  });

  it.each(["", " ", "abc", "1.2.3", "1,5", "$1", "0x10", "1e", "--1", "."])("refuses %j", (value) => {
    expect(() => parseUnits(value, USDC_DECIMALS)).toThrow(RangeError);
    expect(() => parseUnits(value, USDC_DECIMALS)).toThrow(/is not a decimal number/);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("refuses the number %d", (value) => {
    expect(() => parseUnits(value, USDC_DECIMALS)).toThrow(/is not a finite amount/);
  });

  it("refuses more fraction digits than the token has, unless asked to round", () => {
    expect(() => parseUnits("0.0000001", USDC_DECIMALS)).toThrow('"0.0000001" has more than 6 decimals');
    expect(parseUnits("0.0000004", USDC_DECIMALS, { rounding: "round" })).toBe(0n);
    expect(parseUnits("0.0000005", USDC_DECIMALS, { rounding: "round" })).toBe(1n);
    expect(parseUnits("-0.1234565", USDC_DECIMALS, { rounding: "round" })).toBe(-123_457n);
    expect(parseUnits("1e-9", USDC_DECIMALS, { rounding: "round" })).toBe(0n);
    expect(parseUnits("0.10000000", USDC_DECIMALS)).toBe(100_000n);
  });

  it.each([-1, 1.5, 256])("refuses %d decimals", (decimals) => {
    expect(() => parseUnits("1", decimals)).toThrow(/decimals must be an integer/);
  });
});

describe("formatUnits", () => {
  it.each([
    [100_000n, USDC_DECIMALS, "0.1"],
    [1_000_000n, USDC_DECIMALS, "1"],
    [1n, USDC_DECIMALS, "0.000001"],
    [-1n, USDC_DECIMALS, "-0.000001"],
    [0n, USDC_DECIMALS, "0"],
    [1_500_000_000n, SOL_DECIMALS, "1.5"],
    [42n, 0, "42"],
    [123456789012345678901234567890123456n, USDC_DECIMALS, "123456789012345678901234567890.123456"],
  ])("writes %s with %i decimals as %j", (units, decimals, text) => {
    expect(formatUnits(units, decimals)).toBe(text);
  });

  it.each(["0.10", "-2.000125", "0", "1e-9", "987654321.123456789"])(
    "is the inverse of parseUnits (%j)",
    (value) => {
      expect(parseUnits(formatUnits(parseUnits(value, SOL_DECIMALS), SOL_DECIMALS), SOL_DECIMALS)).toBe(
        parseUnits(value, SOL_DECIMALS),
      );
    },
  );
});

describe("formatUsdc and formatUsd", () => {
  // The strings hub-sdk's error messages and the playground's cards print.
  it.each([
    [100_000n, "0.10", "$0.10"],
    [1_000_000n, "1.00", "$1.00"],
    [125n, "0.000125", "$0.000125"],
    [1n, "0.000001", "$0.000001"],
    [0n, "0.00", "$0.00"],
    [1_230_000n, "1.23", "$1.23"],
    [1_234_500n, "1.2345", "$1.2345"],
    [-100_000n, "-0.10", "-$0.10"],
    [1_234_567_890_000n, "1234567.89", "$1234567.89"],
  ])("writes %s micro-USDC as %j and %j", (units, usdc, usd) => {
    expect(formatUsdc(units)).toBe(usdc);
    expect(formatUsd(units)).toBe(usd);
  });

  it("groups digits the way a locale does when given one", () => {
    expect(formatUsdc(1_234_567_890_000n, { locale: "en-US" })).toBe("1,234,567.89");
    expect(formatUsdc(1_234_567_890_000n, { locale: "de-DE" })).toBe("1.234.567,89");
    expect(formatUsd(-1_500_000n, { locale: "en-US" })).toBe("-$1.50");
  });
});

describe("formatSol", () => {
  it.each([
    [1_500_000_000n, "1.5000"],
    [LAMPORTS_PER_SOL, "1.0000"],
    [12_345n, "0.0000"],
    [50_000n, "0.0001"],
    [49_999n, "0.0000"],
    [-50_000n, "-0.0001"],
    [2_999_950_000n, "3.0000"],
  ])("writes %s lamports with 4 decimals as %j, rounding half away from zero", (lamports, text) => {
    expect(formatSol(lamports)).toBe(text);
  });

  it.each([
    [0n, "en-US"],
    [1_500_000_000n, "en-US"],
    [1_234_567_000_000_000n, "en-US"],
    [1_234_567_000_000_000n, "de-DE"],
    [987_654_321n, "fr-FR"],
    [-5_000_000_000n, "sv-SE"],
  ])("prints, for %s lamports in %s, what toLocaleString prints for the SOL amount", (lamports, locale) => {
    const sol = Number(lamports) / Number(LAMPORTS_PER_SOL);
    expect(formatSol(lamports, { locale })).toBe(
      sol.toLocaleString(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
    );
  });

  it("shows up to 9 decimals and a + sign on request, as a transaction's balance change", () => {
    const options = { locale: "en-US", maximumFractionDigits: 9, signDisplay: "exceptZero" } as const;
    expect(formatSol(1_000_005_000n, options)).toBe("+1.000005");
    expect(formatSol(-5_000n, options)).toBe("-0.000005");
    expect(formatSol(0n, options)).toBe("0.0000");
    expect(formatSol(25_000_000n, { ...options, locale: undefined })).toBe("+0.0250");
  });
});

describe("formatAmount", () => {
  it("keeps every digit by default, so no amount is ever rounded without asking", () => {
    expect(formatAmount(123_456_789n, SOL_DECIMALS)).toBe("0.123456789");
    expect(formatAmount(123_456_789n, SOL_DECIMALS, { maximumFractionDigits: 3 })).toBe("0.123");
    expect(formatAmount(100_000n, 1, { minimumFractionDigits: 2 })).toBe("10000.0");
  });

  it("prints the runtime's default locale when localized", () => {
    expect(formatAmount(1_234_500_000n, USDC_DECIMALS, { localized: true, minimumFractionDigits: 2 })).toBe(
      (1234.5).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 6 }),
    );
  });
});
