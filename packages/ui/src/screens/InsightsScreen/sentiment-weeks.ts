import type { PostSentiment } from "../../components/PostCard/PostCard";

/** One week of the sentiment strip: how many loaded posts of each sentiment. */
export interface SentimentWeek {
  /** The week's Monday (UTC), `YYYY-MM-DD`. */
  week: string;
  positive: number;
  neutral: number;
  negative: number;
}

const DAY_MS = 24 * 3600_000;

/** The Monday (UTC) of a time's week, `YYYY-MM-DD`; `undefined` for an unreadable time. */
export function weekOf(time: string): string | undefined {
  const ms = Date.parse(time);
  if (Number.isNaN(ms)) return undefined;
  const day = new Date(ms);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - sinceMonday * DAY_MS;
  return new Date(monday).toISOString().slice(0, 10);
}

/**
 * Posts per week by sentiment, oldest week first, from the first to the last week of the posts; weeks in
 * between without a post count 0. No posts, no weeks.
 */
export function sentimentWeeks(
  posts: readonly { created_at: string; sentiment: PostSentiment }[],
): SentimentWeek[] {
  const weeks = new Map<string, SentimentWeek>();
  for (const post of posts) {
    const week = weekOf(post.created_at);
    if (!week) continue;
    const row = weeks.get(week) ?? { week, positive: 0, neutral: 0, negative: 0 };
    row[post.sentiment] += 1;
    weeks.set(week, row);
  }
  if (weeks.size === 0) return [];
  const keys = [...weeks.keys()].sort();
  const first = Date.parse(keys[0] as string);
  const last = Date.parse(keys[keys.length - 1] as string);
  const series: SentimentWeek[] = [];
  for (let time = first; time <= last; time += 7 * DAY_MS) {
    const week = new Date(time).toISOString().slice(0, 10);
    series.push(weeks.get(week) ?? { week, positive: 0, neutral: 0, negative: 0 });
  }
  return series;
}
