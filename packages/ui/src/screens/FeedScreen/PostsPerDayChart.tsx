import { area, curveMonotoneX, line } from "d3-shape";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import type { PostsPerDay } from "./posts-per-day";

/** Drawing size of the chart (the SVG stretches to its box's width). */
const WIDTH = 300;
const HEIGHT = 64;

export type PostsPerDayChartProps = Omit<React.ComponentProps<"figure">, "children"> & {
  /** Posts per day, oldest first (`postsPerDay`). */
  series: readonly PostsPerDay[];
  /** Locale of the dates; the user's by default. */
  locale?: string;
};

/** Shows a UTC day as "Nov 24". */
function dayLabel(day: string, locale?: string): string {
  return formatDate(`${day}T12:00:00Z`, locale, { month: "short", day: "numeric", timeZone: "UTC" });
}

/**
 * A small area chart of posts per day (d3-shape draws the curve). Loaded lazily by the feed's summary.
 * Screen readers get the range and the busiest day.
 */
export function PostsPerDayChart({ series, locale, className, ...props }: PostsPerDayChartProps) {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return null;
  const max = Math.max(1, ...series.map((point) => point.count));
  const peak = series.reduce((best, point) => (point.count > best.count ? point : best), first);
  // One day draws flat across the box, so a single point still shows.
  const points = series.length === 1 ? [first, first] : series;
  const x = (index: number) => (index / (points.length - 1)) * WIDTH;
  const y = (count: number) => HEIGHT - 2 - (count / max) * (HEIGHT - 6);
  const areaPath = area<PostsPerDay>()
    .x((_, index) => x(index))
    .y0(HEIGHT)
    .y1((point) => y(point.count))
    .curve(curveMonotoneX)(points);
  const linePath = line<PostsPerDay>()
    .x((_, index) => x(index))
    .y((point) => y(point.count))
    .curve(curveMonotoneX)(points);
  const range =
    first.day === last.day
      ? dayLabel(first.day, locale)
      : `${dayLabel(first.day, locale)} to ${dayLabel(last.day, locale)}`;

  return (
    <figure data-slot="posts-per-day-chart" className={cn("m-0 flex flex-col gap-1", className)} {...props}>
      <figcaption className="flex items-baseline justify-between gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <span className="font-medium text-zinc-800 dark:text-zinc-200">Posts per day</span>
        <span>
          peak {peak.count} on {dayLabel(peak.day, locale)}
        </span>
      </figcaption>
      <svg
        role="img"
        aria-label={`Posts per day, ${range}: most on ${dayLabel(peak.day, locale)} (${peak.count}).`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-16 w-full overflow-visible text-indigo-600 dark:text-indigo-400"
      >
        <path d={areaPath ?? undefined} className="fill-current opacity-15" />
        <path
          d={linePath ?? undefined}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div aria-hidden="true" className="flex justify-between text-xs text-zinc-600 dark:text-zinc-400">
        <span>{dayLabel(first.day, locale)}</span>
        {first.day !== last.day && <span>{dayLabel(last.day, locale)}</span>}
      </div>
    </figure>
  );
}
