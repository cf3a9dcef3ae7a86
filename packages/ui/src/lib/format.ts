/** Number and date formatting shared by the screens. Pure functions, no DOM. */

/** Units of {@link formatCompact}, smallest first. */
const COMPACT_UNITS = [
  { suffix: "K", value: 1e3 },
  { suffix: "M", value: 1e6 },
  { suffix: "B", value: 1e9 },
] as const;

/** Rounds to one decimal. */
function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Formats a count the way the hub does on cards: `999`, `1.2K`, `3.4M`, `1B`.
 * One decimal at most, no trailing ".0"; a value that rounds up to the next unit moves to it
 * (`999_950` → `"1M"`, not `"1000K"`). Non-finite input gives `"—"`.
 */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return "—";
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  if (Math.round(abs) < 1000) return `${sign}${Math.round(abs)}`;
  let formatted = "";
  for (const unit of COMPACT_UNITS) {
    const scaled = roundOneDecimal(abs / unit.value);
    formatted = `${sign}${scaled}${unit.suffix}`;
    if (scaled < 1000) break;
  }
  return formatted;
}

/** Default options of {@link formatDate}: "Mar 14, 2024" in en-US. */
export const DEFAULT_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
};

/**
 * Formats a date as a local calendar date.
 * @param date The date (a `Date`, or anything `new Date()` accepts).
 * @param locale BCP 47 locale; the user's locale when omitted.
 * @param options Intl options; defaults to {@link DEFAULT_DATE_FORMAT}. Pass `timeZone` to pin the zone.
 * @returns The formatted date, or `""` for an invalid date.
 */
export function formatDate(
  date: Date | string | number,
  locale?: string,
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_FORMAT,
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return "";
  return value.toLocaleDateString(locale, options);
}

/** Formats an exact count with grouping ("1,234,567" in en-US) for accessible labels and tooltips. */
export function formatNumber(value: number, locale?: string): string {
  return value.toLocaleString(locale);
}

/** A unit of {@link formatScaled}: its suffix, its size, and the decimals it is shown with. */
interface ScaleUnit {
  suffix: string;
  value: number;
  /** Decimals: `"small"` shows one below 10 and none from 10 on; a number is fixed. */
  decimals: "small" | number;
}

/** Formats `value` in the largest unit it reaches, moving up a unit when rounding reaches 1000. */
function formatScaled(value: number, units: readonly ScaleUnit[], separator: string): string {
  if (!Number.isFinite(value) || value < 0) return "—";
  let index = units.findLastIndex((unit) => value >= unit.value);
  if (index === -1) index = 0;
  for (;;) {
    const unit = units[index]!;
    const scaled = value / unit.value;
    const decimals = unit.decimals === "small" ? (scaled < 9.95 ? 1 : 0) : unit.decimals;
    const text = scaled.toFixed(decimals);
    if (Number(text) >= 1000 && index < units.length - 1) {
      index++;
      continue;
    }
    return `${text}${separator}${unit.suffix}`;
  }
}

const PARAMETER_UNITS: readonly ScaleUnit[] = [
  { suffix: "", value: 1, decimals: 0 },
  { suffix: "K", value: 1e3, decimals: "small" },
  { suffix: "M", value: 1e6, decimals: "small" },
  { suffix: "B", value: 1e9, decimals: 1 },
  { suffix: "T", value: 1e12, decimals: 1 },
];

/**
 * Formats a parameter count the way model cards do: `110M`, `67M`, `4.4M`, `8.0B`, `1.2T`.
 * Thousands and millions get one decimal below 10; billions and trillions always one.
 * Negative or non-finite input gives `"—"`.
 */
export function formatParameters(count: number): string {
  return formatScaled(count, PARAMETER_UNITS, "");
}

const BYTE_UNITS: readonly ScaleUnit[] = [
  { suffix: "B", value: 1, decimals: 0 },
  { suffix: "KB", value: 1e3, decimals: "small" },
  { suffix: "MB", value: 1e6, decimals: "small" },
  { suffix: "GB", value: 1e9, decimals: 1 },
  { suffix: "TB", value: 1e12, decimals: 1 },
];

/**
 * Formats a size in bytes with decimal (SI) units, as the hub shows file sizes: `512 B`, `4.4 MB`,
 * `440 MB`, `16.1 GB`. Negative or non-finite input gives `"—"`.
 */
export function formatBytes(bytes: number): string {
  return formatScaled(bytes, BYTE_UNITS, " ");
}
