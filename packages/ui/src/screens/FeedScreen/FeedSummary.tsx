import { lazy, Suspense } from "react";
import type { PostSentiment } from "../../components/PostCard/PostCard";
import { SENTIMENT_DISPLAY } from "../../components/PostCard/SentimentBadge";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { cn } from "../../lib/cn";
import type { PostsPerDay } from "./posts-per-day";

/** The chart's code (and d3-shape) loads only when a summary with a chart first shows. */
const PostsPerDayChart = /* @__PURE__ */ lazy(() =>
  import("./PostsPerDayChart").then((module) => ({ default: module.PostsPerDayChart })),
);

/** The sentiments in the order the summary shows them. */
export const SENTIMENTS: readonly PostSentiment[] = ["positive", "neutral", "negative"];

/** How many loaded posts have each sentiment. */
export type SentimentCounts = Record<PostSentiment, number>;

export type FeedSummaryProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Posts loaded so far. */
  total: number;
  /** The sentiment split of the loaded posts; without it, no split shows. */
  counts?: SentimentCounts;
  /** The sentiment the list is filtered by; all when undefined. */
  sentiment?: PostSentiment;
  /** A split's button: filter by that sentiment, or `undefined` (pressing the pressed one) for all. */
  onSentimentChange?: (sentiment?: PostSentiment) => void;
  /** Posts per day over the loaded range; the chart shows with two or more posts. */
  series?: readonly PostsPerDay[];
  /** Locale of the chart's dates. */
  locale?: string;
};

/**
 * The feed's header summary (beyond the spec): the sentiment split of the loaded posts (each count a
 * toggle that filters the list when `onSentimentChange` is given) and a small posts-per-day chart.
 */
export function FeedSummary({
  total,
  counts,
  sentiment,
  onSentimentChange,
  series = [],
  locale,
  className,
  ...props
}: FeedSummaryProps) {
  const chart = total > 1 && series.length > 0;
  return (
    <div
      data-slot="feed-summary"
      className={cn(
        "grid gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] sm:items-center dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Sentiment of the {total} loaded {total === 1 ? "post" : "posts"}
        </p>
        {counts && (
          <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
            <legend className="sr-only">Filter by sentiment</legend>
            {SENTIMENTS.map((value) => {
              const { label, icon: Icon } = SENTIMENT_DISPLAY[value];
              const pressed = sentiment === value;
              const content = (
                <>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                  <span className="font-semibold tabular-nums">{counts[value]}</span>
                </>
              );
              const classes = cn(
                "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm",
                sentimentTone[value],
                pressed && "ring-2 ring-indigo-500 dark:ring-indigo-400",
              );
              return onSentimentChange ? (
                <button
                  key={value}
                  type="button"
                  aria-pressed={pressed}
                  data-slot="feed-summary-sentiment"
                  data-sentiment={value}
                  onClick={() => onSentimentChange(pressed ? undefined : value)}
                  className={cn(
                    classes,
                    "cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-zinc-900",
                  )}
                >
                  {content}
                </button>
              ) : (
                <span
                  key={value}
                  data-slot="feed-summary-sentiment"
                  data-sentiment={value}
                  className={classes}
                >
                  {content}
                </span>
              );
            })}
          </fieldset>
        )}
      </div>
      {chart && (
        <Suspense
          fallback={<Skeleton data-slot="posts-per-day-chart-loading" className="h-[6.5rem] w-full" />}
        >
          <PostsPerDayChart series={series} locale={locale} className="min-h-[6.5rem]" />
        </Suspense>
      )}
    </div>
  );
}

/** Colours of each sentiment's count. */
const sentimentTone: Record<PostSentiment, string> = {
  positive:
    "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200",
  neutral:
    "border-zinc-200 bg-zinc-50 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-200",
  negative: "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200",
};
