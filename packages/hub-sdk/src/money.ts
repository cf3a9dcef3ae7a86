/**
 * Money in base units (`@hiber/hub-sdk/money`): amounts are `bigint`s of a token's smallest unit
 * (micro-USDC, lamports), parsed from and formatted to decimal text without ever going through a
 * floating-point number. No dependencies, no I/O.
 *
 * ```ts
 * parseUnits("0.10", USDC_DECIMALS); // 100000n
 * formatUnits(100000n, USDC_DECIMALS); // "0.1"
 * formatUsdc(100000n); // "0.10"
 * formatUsd(100000n); // "$0.10"
 * formatSol(1_500_000_000n, { locale: "en-US" }); // "1.5000"
 * ```
 */

/** USDC has 6 decimals: 1 USDC = 1,000,000 base units. */
export const USDC_DECIMALS = 6;

/** SOL has 9 decimals: 1 SOL = 1,000,000,000 lamports. */
export const SOL_DECIMALS = 9;

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function checkDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer from 0 to 255, got ${decimals}`);
  }
}

/** Options of {@link parseUnits}. */
export interface ParseUnitsOptions {
  /**
   * What to do with digits beyond `decimals`: `"exact"` (the default) throws, `"round"` rounds half away
   * from zero (`parseUnits("0.0000005", 6, { rounding: "round" })` → `1n`).
   */
  rounding?: "exact" | "round";
}

/**
 * A decimal amount in base units: `parseUnits("1.5", 9)` → `1500000000n`. Accepts a decimal string
 * (`"0.10"`, `"-2"`, `".5"`, `"1e-3"`, surrounding spaces ignored) or a finite number (read as its
 * shortest decimal text, so `0.1` is exactly one tenth).
 *
 * @throws RangeError when the value is not a decimal number, or (unless `rounding: "round"`) has more
 * fraction digits than `decimals`.
 */
export function parseUnits(value: string | number, decimals: number, options?: ParseUnitsOptions): bigint {
  checkDecimals(decimals);
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new RangeError(`parseUnits: ${value} is not a finite amount`);
  }
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match ?? [];
  if (!match || (whole === "" && fraction === "")) {
    throw new RangeError(`parseUnits: ${JSON.stringify(String(value))} is not a decimal number`);
  }
  // Shift the decimal point by the exponent, then by `decimals`: all digits, and where the point falls.
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponent) + decimals;
  if (!Number.isSafeInteger(point) || point > 10_000) {
    throw new RangeError(`parseUnits: ${JSON.stringify(String(value))} is out of range`);
  }
  let units: bigint;
  if (point >= digits.length) {
    units = BigInt(digits.padEnd(point, "0") || "0");
  } else {
    const kept = point > 0 ? digits.slice(0, point) : "";
    const dropped = point > 0 ? digits.slice(point) : digits.padStart(digits.length - point, "0");
    units = BigInt(kept || "0");
    if (/[1-9]/.test(dropped)) {
      if (options?.rounding !== "round") {
        throw new RangeError(
          `parseUnits: ${JSON.stringify(String(value))} has more than ${decimals} decimal${decimals === 1 ? "" : "s"}`,
        );
      }
      if (dropped.charCodeAt(0) >= 53 /* "5" */) units += 1n;
    }
  }
  return sign === "-" ? -units : units;
}

/**
 * Base units as the shortest exact decimal text, the inverse of {@link parseUnits}:
 * `formatUnits(1500000000n, 9)` → `"1.5"`, `formatUnits(-1n, 6)` → `"-0.000001"`, `formatUnits(0n, 6)` → `"0"`.
 */
export function formatUnits(units: bigint, decimals: number): string {
  checkDecimals(decimals);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** How {@link formatAmount}, {@link formatUsdc}, {@link formatUsd} and {@link formatSol} write an amount. */
export interface FormatAmountOptions {
  /** Fraction digits always shown (padded with zeros). Capped at the token's decimals. */
  minimumFractionDigits?: number;
  /**
   * Fraction digits at most; beyond them the amount is rounded half away from zero. Zeros past
   * `minimumFractionDigits` are dropped. Default: all of the token's decimals (no rounding).
   */
  maximumFractionDigits?: number;
  /**
   * Write the number the way a locale does (digit grouping, decimal separator), through
   * `Intl.NumberFormat`. Without `locale` or `localized`, the text is plain and the same everywhere:
   * `-1234.50`.
   */
  locale?: string;
  /** Use the runtime's default locale (the user's, in a browser) when `locale` is not given. */
  localized?: boolean;
  /** `"exceptZero"` writes a `+` before positive amounts; zero never has a sign. Default `"auto"`. */
  signDisplay?: "auto" | "exceptZero";
  /** Text between the sign and the digits, e.g. `"$"` → `"-$0.10"`. */
  prefix?: string;
}

/**
 * Base units as display text, exact: `formatAmount(123456n, 6, { minimumFractionDigits: 2 })` →
 * `"0.123456"`; `formatAmount(100000n, 6, { minimumFractionDigits: 2 })` → `"0.10"`.
 * {@link formatUsdc}, {@link formatUsd} and {@link formatSol} are this with each token's defaults.
 */
export function formatAmount(units: bigint, decimals: number, options: FormatAmountOptions = {}): string {
  checkDecimals(decimals);
  const max = Math.max(0, Math.min(options.maximumFractionDigits ?? decimals, decimals));
  const min = Math.max(0, Math.min(options.minimumFractionDigits ?? 0, max));
  // Round to `max` fraction digits, half away from zero.
  const negative = units < 0n;
  let magnitude = negative ? -units : units;
  const step = 10n ** BigInt(decimals - max);
  if (step > 1n) {
    const remainder = magnitude % step;
    magnitude -= remainder;
    if (remainder * 2n >= step) magnitude += step;
  }
  const digits = magnitude.toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits
    .slice(digits.length - decimals, digits.length - decimals + max)
    .replace(/0+$/, "")
    .padEnd(min, "0");
  const sign = magnitude === 0n ? "" : negative ? "-" : options.signDisplay === "exceptZero" ? "+" : "";
  const prefix = options.prefix ?? "";
  if (options.locale === undefined && !options.localized) {
    return `${sign}${prefix}${whole}${fraction ? `.${fraction}` : ""}`;
  }
  // The rounded amount, exact, as Intl's string input: Intl only adds the locale's sign, grouping and
  // separators. The prefix goes after the sign.
  const exact = `${sign === "-" ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}` as `${number}`;
  const parts = new Intl.NumberFormat(options.locale, {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    signDisplay: options.signDisplay ?? "auto",
  }).formatToParts(exact);
  const signs = parts.findLastIndex((part) => part.type === "minusSign" || part.type === "plusSign") + 1;
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join("");
  return `${text(0, signs)}${prefix}${text(signs)}`;
}

/**
 * Micro-USDC as a USDC amount: at least 2 decimals, at most 6, no trailing zeros beyond the second
 * (`100000n` → `"0.10"`, `1000000n` → `"1.00"`, `125n` → `"0.000125"`).
 */
export function formatUsdc(units: bigint, options?: FormatAmountOptions): string {
  return formatAmount(units, USDC_DECIMALS, { minimumFractionDigits: 2, ...options });
}

/** Micro-USDC in dollars, as prices and caps are written: `100000n` → `"$0.10"`, `-1000000n` → `"-$1.00"`. */
export function formatUsd(units: bigint, options?: FormatAmountOptions): string {
  return formatUsdc(units, { prefix: "$", ...options });
}

/** Lamports as a SOL amount with 4 decimals: `1_500_000_000n` → `"1.5000"`, `12_345n` → `"0.0000"`. */
export function formatSol(lamports: bigint, options?: FormatAmountOptions): string {
  return formatAmount(lamports, SOL_DECIMALS, {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
    ...options,
  });
}
