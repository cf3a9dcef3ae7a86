import type { PostSentiment } from "../../components/PostCard/PostCard";
import { SENTIMENT_DISPLAY } from "../../components/PostCard/SentimentBadge";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import type { SentimentWeek } from "./sentiment-weeks";

/** The order of each week's stacked segments, bottom to top, and their colours. */
const SEGMENTS: readonly { sentiment: PostSentiment; className: string }[] = [
  { sentiment: "negative", className: "bg-red-500 dark:bg-red-400" },
  { sentiment: "neutral", className: "bg-zinc-400 dark:bg-zinc-500" },
  { sentiment: "positive", className: "bg-emerald-500 dark:bg-emerald-400" },
];

function weekLabel(week: string, locale?: string): string {
  return formatDate(`${week}T12:00:00Z`, locale, { month: "short", day: "numeric", timeZone: "UTC" });
}

export type SentimentTimelineProps = Omit<React.ComponentProps<"figure">, "children"> & {
  /** Posts per week by sentiment, oldest first (`sentimentWeeks`). */
  weeks: readonly SentimentWeek[];
  /** Locale of the dates. */
  locale?: string;
};

/**
 * The sentiment-over-time strip (beyond the spec): one stacked column per week of the loaded posts,
 * positive on top, then neutral, negative at the bottom. Each column reads its counts to screen readers.
 */
export function SentimentTimeline({ weeks, locale, className, ...props }: SentimentTimelineProps) {
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  if (!first || !last) return null;
  const max = Math.max(1, ...weeks.map((w) => w.positive + w.neutral + w.negative));
  return (
    <figure data-slot="sentiment-timeline" className={cn("m-0 flex flex-col gap-2", className)} {...props}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <span className="font-medium text-sm text-zinc-800 dark:text-zinc-200">Sentiment per week</span>
        <span className="flex gap-3" aria-hidden="true">
          {[...SEGMENTS].reverse().map(({ sentiment, className: tone }) => (
            <span key={sentiment} className="inline-flex items-center gap-1">
              <span className={cn("size-2 rounded-full", tone)} />
              {SENTIMENT_DISPLAY[sentiment].label}
            </span>
          ))}
        </span>
      </figcaption>
      <ol className="m-0 flex h-20 list-none items-end gap-1 p-0">
        {weeks.map((week) => {
          const total = week.positive + week.neutral + week.negative;
          return (
            <li
              key={week.week}
              data-slot="sentiment-timeline-week"
              title={`Week of ${weekLabel(week.week, locale)}: ${week.positive} positive, ${week.neutral} neutral, ${week.negative} negative`}
              className="flex h-full min-w-0 flex-1 flex-col-reverse overflow-hidden rounded-sm bg-zinc-100 dark:bg-zinc-800"
            >
              <span className="sr-only">
                Week of {weekLabel(week.week, locale)}: {week.positive} positive, {week.neutral} neutral,{" "}
                {week.negative} negative
              </span>
              {total > 0 &&
                SEGMENTS.map(({ sentiment, className: tone }) => (
                  <span
                    key={sentiment}
                    aria-hidden="true"
                    className={tone}
                    style={{ height: `${(week[sentiment] / max) * 100}%` }}
                  />
                ))}
            </li>
          );
        })}
      </ol>
      <div aria-hidden="true" className="flex justify-between text-xs text-zinc-600 dark:text-zinc-400">
        <span>{weekLabel(first.week, locale)}</span>
        {first.week !== last.week && <span>{weekLabel(last.week, locale)}</span>}
      </div>
    </figure>
  );
}
