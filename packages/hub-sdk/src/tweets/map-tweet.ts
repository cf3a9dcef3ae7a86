/** twitterapi.io's tweet object → the public {@link Tweet} (spec part 2 §3). */
import type { ApiTweet } from "../types/api/api-tweet";
import type { Tweet } from "./types";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `"Sat Mar 15 05:31:28 +0000 2025"`: weekday, month, day, time, UTC offset, year. */
const LEGACY_DATE =
  /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2}) (\d{4})$/;

/** ISO 8601 with a date and, optionally, a time and a zone (`2025-03-15`, `2025-03-15T05:31:28Z`, `…+01:00`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A tweet's `createdAt` as ISO 8601 in UTC: the legacy Twitter format (`"Sat Mar 15 05:31:28 +0000 2025"`,
 * parsed here rather than by `Date`, whose handling of it varies by engine) or ISO 8601.
 *
 * @returns `undefined` when the text is neither, or names no real instant.
 */
export function parseTweetDate(text: string): string | undefined {
  const value = text.trim();
  const legacy = LEGACY_DATE.exec(value);
  if (legacy) {
    const [, month, day, hours, minutes, seconds, sign, offsetHours, offsetMinutes, year] = legacy;
    const monthIndex = MONTHS.indexOf(month!);
    if (monthIndex < 0) return undefined;
    const utc = Date.UTC(
      Number(year),
      monthIndex,
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
    );
    const offset = (sign === "-" ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
    const date = new Date(utc - offset * 60_000);
    // Date.UTC rolls "Feb 31" over to March: refuse dates that are not on the calendar.
    if (new Date(utc).getUTCDate() !== Number(day)) return undefined;
    return date.toISOString();
  }
  if (!ISO_DATE.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * The hashtags of a text: the words after `#`, in order, without `#`, each once (the first spelling kept;
 * `#AI` and `#ai` are one tag, as on the network). A `#` inside a word or a URL (`C#`, `page#part`,
 * `x.com/#/a`) starts no tag.
 */
export function hashtagsOf(text: string): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(/(?<![\p{L}\p{N}_&/#])#([\p{L}\p{N}_]+)/gu)) {
    const tag = match[1]!;
    if (/^\d+$/.test(tag)) continue; // "#1" is a number, not a tag
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/**
 * Maps one wire tweet. Returns `undefined` for an entry the product cannot show: no id, no text, or no
 * readable date (the page's other tweets are still shown).
 */
export function toTweet(raw: unknown): Tweet | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const tweet = raw as ApiTweet;
  const id = typeof tweet.id === "number" ? String(tweet.id) : tweet.id;
  if (typeof id !== "string" || id === "" || typeof tweet.text !== "string") return undefined;
  const createdAt = typeof tweet.createdAt === "string" ? parseTweetDate(tweet.createdAt) : undefined;
  if (createdAt === undefined) return undefined;
  const author = typeof tweet.author === "object" && tweet.author !== null ? tweet.author : {};
  const username = text(author.userName);
  return {
    id,
    text: tweet.text,
    created_at: createdAt,
    url: text(tweet.url) || `https://x.com/${username || "i"}/status/${id}`,
    author: {
      name: text(author.name) || username,
      username,
      profile_image_url: text(author.profilePicture),
    },
    public_metrics: {
      like_count: count(tweet.likeCount),
      retweet_count: count(tweet.retweetCount),
      reply_count: count(tweet.replyCount),
      quote_count: count(tweet.quoteCount),
    },
    hashtags: hashtagsOf(tweet.text),
  };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A count as sent; the service always sends them (reference §4.2), a missing one reads 0. */
function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;
}
