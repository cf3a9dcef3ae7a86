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
