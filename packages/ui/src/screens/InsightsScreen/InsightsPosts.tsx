import { FlaskConical, Inbox } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/Button/Button";
import { CategoryChips } from "../../components/CategoryChips/CategoryChips";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice/ErrorNotice";
import { Link } from "../../components/Link/Link";
import { PostCard, type PostCardPost, type PostSentiment } from "../../components/PostCard/PostCard";
import { PostCardSkeleton } from "../../components/PostCard/PostCardSkeleton";
import { SectionHeader } from "../../components/SectionHeader/SectionHeader";
import { cn } from "../../lib/cn";
import { SentimentTimeline } from "./SentimentTimeline";
import { sentimentWeeks } from "./sentiment-weeks";
import type { InsightsStatus } from "./types";

/**
 * The filter chips after "All Posts" and the sentiment each shows. "Critical" shows the negative posts
 * (the spec maps it to a value no post has; we fix that, issue 11 item 6).
 */
export const INSIGHTS_FILTERS = {
  Positive: "positive",
  Neutral: "neutral",
  Critical: "negative",
} as const satisfies Record<string, PostSentiment>;

type FilterLabel = keyof typeof INSIGHTS_FILTERS;
const FILTER_LABELS = /* @__PURE__ */ Object.keys(INSIGHTS_FILTERS) as FilterLabel[];

export type InsightsPostsProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** "Social Discussions" (models, collections) or "Twitter Discussions" (datasets). */
  title: string;
  posts: readonly PostCardPost[];
  status: InsightsStatus;
  error?: string;
  onRetry?: () => void;
  /** Classifies a post (hub-sdk's `sentimentOf`, the spec's keyword rule). */
  sentimentOf: (text: string) => PostSentiment;
  /** The sentiment shown; all when undefined. */
  filter?: PostSentiment;
  onFilterChange?: (filter?: PostSentiment) => void;
  /** A next cursor exists and the last page had posts. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** The posts are made up (the embedded tweets emulator's). */
  sample?: boolean;
  /** Posts per row from md up: 2 (the insights page), or 1 in a side column (the discussions page). */
  columns?: 1 | 2;
  /** "View all" (the discussions page), when there is one. */
  viewAllHref?: string;
  now?: Date;
  locale?: string;
};

/**
 * The posts about the entity (spec §2.7): the chips All Posts / Positive / Neutral / Critical, a note on
 * which rule set the badges, the sentiment-per-week strip, a two-column grid of post cards with sentiment
 * badges, "Load More", and "No discussions found for this filter."
 */
export function InsightsPosts({
  title,
  posts,
  status,
  error,
  onRetry,
  sentimentOf,
  filter,
  onFilterChange,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  sample = false,
  viewAllHref,
  columns = 2,
  now,
  locale,
  className,
  ...props
}: InsightsPostsProps) {
  const titleId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const classified = posts.map((post) => ({ post, sentiment: sentimentOf(post.text) }));
  const visible = filter ? classified.filter((entry) => entry.sentiment === filter) : classified;
  const weeks = sentimentWeeks(
    classified.map(({ post, sentiment }) => ({ created_at: post.created_at, sentiment })),
  );
  const chip = FILTER_LABELS.find((label) => INSIGHTS_FILTERS[label] === filter);

  return (
    <section
      data-slot="insights-posts"
      data-state={status}
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <SectionHeader
        size="lg"
        title={title}
        titleId={titleId}
        actions={
          viewAllHref && (
            <Link
              href={viewAllHref}
              className="font-medium text-indigo-700 text-sm hover:underline dark:text-indigo-300"
            >
              View all
            </Link>
          )
        }
      />
      <CategoryChips
        value={chip}
        onValueChange={(label) =>
          onFilterChange?.(label ? INSIGHTS_FILTERS[label as FilterLabel] : undefined)
        }
        categories={FILTER_LABELS}
        allLabel="All Posts"
        label="Filter posts by sentiment"
      />
      <p data-slot="insights-sentiment-rule" className="m-0 text-xs text-zinc-600 dark:text-zinc-400">
        Badges come from a keyword rule: a post with great, good, amazing, excellent or impressive is
        positive; otherwise one with bad, poor, terrible, issue or problem is negative (shown under Critical);
        any other is neutral.
      </p>
      {sample && status !== "loading" && (
        <p
          data-slot="insights-sample-notice"
          className="m-0 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
        >
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Sample posts: made up by the embedded tweets emulator, not real posts.</span>
        </p>
      )}
      {weeks.length > 1 && <SentimentTimeline weeks={weeks} locale={locale} />}

      {status === "loading" && (
        <div aria-busy="true" className={cn("grid gap-4", columns === 2 && "md:grid-cols-2")}>
          <span role="status" className="sr-only">
            Loading posts
          </span>
          {[4, 6, 5, 3].map((lines) => (
            <PostCardSkeleton key={lines} lines={lines} aria-hidden="true" />
          ))}
        </div>
      )}

      {status === "error" && (
        <ErrorNotice
          data-slot="insights-posts-error"
          layout="stacked"
          message={error ?? "Failed to fetch tweets"}
          onRetry={onRetry}
          retryLabel="Try Again"
        />
      )}

      {status !== "loading" && visible.length === 0 && status !== "error" && (
        <EmptyState
          data-slot="insights-posts-empty"
          icon={<Inbox aria-hidden="true" />}
          title="No discussions found for this filter."
        />
      )}

      {visible.length > 0 && status !== "loading" && (
        <ul
          aria-label="Posts"
          className={cn("m-0 grid list-none gap-4 p-0", columns === 2 && "md:grid-cols-2")}
        >
          {visible.map(({ post, sentiment }) => (
            <li key={post.id} className="min-w-0">
              <PostCard
                post={post}
                sentiment={sentiment}
                sample={sample}
                expanded={expanded.has(post.id)}
                onExpandedChange={(open) =>
                  setExpanded((ids) => {
                    const next = new Set(ids);
                    if (open) next.add(post.id);
                    else next.delete(post.id);
                    return next;
                  })
                }
                now={now}
                locale={locale}
              />
            </li>
          ))}
        </ul>
      )}

      {status === "success" && hasMore && onLoadMore && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            data-slot="insights-load-more"
            loading={loadingMore}
            onClick={onLoadMore}
          >
            {loadingMore ? "Loading..." : "Load More"}
          </Button>
        </div>
      )}
    </section>
  );
}
