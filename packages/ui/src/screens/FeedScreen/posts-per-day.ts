import { utcDay } from "../../lib/relative-time";

/** One day of the posts-per-day chart. */
export interface PostsPerDay {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  count: number;
}

const DAY_MS = 24 * 3600_000;

/**
 * Posts per UTC day from the first to the last day of `times`, oldest first; days in between without a
 * post count 0 (they are inside the loaded range). No times, no days.
 */
export function postsPerDay(times: readonly string[]): PostsPerDay[] {
  const counts = new Map<string, number>();
  for (const time of times) {
    const day = utcDay(time);
    if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  if (counts.size === 0) return [];
  const days = [...counts.keys()].sort();
  const first = Date.parse(days[0] as string);
  const last = Date.parse(days[days.length - 1] as string);
  const series: PostsPerDay[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    series.push({ day, count: counts.get(day) ?? 0 });
  }
  return series;
}
