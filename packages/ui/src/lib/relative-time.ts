/** Relative times ("5 minutes ago", spec §9) and the calendar day of a time. Pure, no DOM. */

/** Units of {@link formatRelativeTime}, largest first, in seconds. */
const RELATIVE_UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: "year", seconds: 365 * 24 * 3600 },
  { unit: "month", seconds: 30 * 24 * 3600 },
  { unit: "week", seconds: 7 * 24 * 3600 },
  { unit: "day", seconds: 24 * 3600 },
  { unit: "hour", seconds: 3600 },
  { unit: "minute", seconds: 60 },
];

/**
 * How long ago `date` was, in its largest whole unit: "just now" under a minute, then "5 minutes ago",
 * "3 hours ago", "2 days ago", "1 week ago", "4 months ago", "2 years ago" (rounded down). A time after
 * `now` (a clock ahead of ours) reads "just now". An invalid date gives `""`.
 * @param date The time (a `Date` or an ISO string).
 * @param now The present; the clock's by default (stories pin it).
 * @param locale BCP 47 locale; the user's when omitted.
 */
export function formatRelativeTime(date: Date | string, now: Date = new Date(), locale?: string): string {
  const time = (date instanceof Date ? date : new Date(date)).getTime();
  if (Number.isNaN(time)) return "";
  const elapsed = Math.floor((now.getTime() - time) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  for (const { unit, seconds } of RELATIVE_UNITS) {
    if (elapsed >= seconds) return format.format(-Math.floor(elapsed / seconds), unit);
  }
  return "just now";
}

/** The UTC calendar day of a time, `YYYY-MM-DD` (the buckets of the posts-per-day chart). */
export function utcDay(date: Date | string): string {
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
}

/** A full local date and time ("Nov 25, 2026, 11:56 AM" in en-US), the tooltip of a relative time. */
export function formatDateTime(date: Date | string, locale?: string): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return "";
  return value.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}
