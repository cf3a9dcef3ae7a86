import { FlaskConical, Inbox, RefreshCw } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "../../components/Button/Button";
import { CategoryChips } from "../../components/CategoryChips/CategoryChips";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { Masonry } from "../../components/Masonry/Masonry";
import { PostCard, type PostCardPost, type PostSentiment } from "../../components/PostCard/PostCard";
import { PostCardSkeleton } from "../../components/PostCard/PostCardSkeleton";
import { SENTIMENT_DISPLAY } from "../../components/PostCard/SentimentBadge";
import { ScreenHeader } from "../../components/ScreenHeader/ScreenHeader";
import { cn } from "../../lib/cn";
import { FeedError, type FeedSource } from "./FeedError";
import { FeedSummary, type SentimentCounts } from "./FeedSummary";
import { postsPerDay } from "./posts-per-day";

export type FeedScreenStatus = "loading" | "error" | "success";

/** Skeleton cards on a first load. */
const SKELETON_LINES = [4, 7, 3, 5, 6, 3, 5, 4];

export type FeedScreenProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /**
   * `loading` on a first load (skeletons), `success` once posts show, `error` when a load failed: the
   * error alone on a first load, under the loaded posts when paging failed (pass them; they stay).
   */
  status: FeedScreenStatus;
  /** The posts loaded so far, newest first. */
  posts: readonly PostCardPost[];
  /** The category chips after "All" (hub-sdk's `FEED_CATEGORIES`). */
  categories: readonly string[];
  /** The selected category; "All" when undefined. */
  category?: string;
  /** A chip was picked (`undefined` for "All"); the chips show only with it. */
  onCategoryChange?: (category?: string) => void;
  /** Ids of the posts shown whole (the expand / collapse state, one per post). */
  expandedIds?: readonly string[];
  /** A post's toggle was pressed, with its new state. */
  onExpandedChange?: (id: string, expanded: boolean) => void;
  /** Whether "View More" has a page to load. */
  hasNextPage?: boolean;
  /** The next page is loading: "View More" reads "Loading...". */
  isFetchingNextPage?: boolean;
  /** "View More". */
  onLoadMore?: () => void;
  /** "Refresh" of the empty state. */
  onRefresh?: () => void;
  /** The error message (spec §8). */
  error?: string;
  /** Possible causes listed under the message (the network failure's). */
  errorCauses?: readonly string[];
  /** Advice under the causes (the network failure's). */
  errorAdvice?: string;
  /** "Try Again". */
  onRetry?: () => void;
  /** The source in use (shown in the error state); `primary` by default. */
  source?: FeedSource;
  /** "Try Primary API" / "Try Backup API". */
  onSourceChange?: (source: FeedSource) => void;
  /** The posts are made up (the embedded tweets emulator's): a notice above and "Sample" on each card. */
  sample?: boolean;
  /** Classifies a post's text (hub-sdk's `sentimentOf`): badges on the cards and the summary's split. */
  sentimentOf?: (text: string) => PostSentiment;
  /** The split, when the caller counts it (else counted with `sentimentOf`). */
  sentimentCounts?: SentimentCounts;
  /** Shows only the loaded posts of this sentiment; all when undefined. */
  sentiment?: PostSentiment;
  /** The summary's counts become filter toggles. */
  onSentimentChange?: (sentiment?: PostSentiment) => void;
  /** Shows the summary (split and chart) above the posts; `true` by default. */
  showSummary?: boolean;
  /** The present, for "x ago"; the clock's by default. */
  now?: Date;
  /** Locale of times and numbers; the user's by default. */
  locale?: string;
  /** Headline; "Hiber Feed." by default. */
  title?: ReactNode;
  /** Line under the headline. */
  tagline?: ReactNode;
};

/**
 * The feed (/feed, spec §2.6): the nine category chips, a summary of the loaded posts (sentiment split and
 * posts per day), the posts in a masonry of 1 to 4 columns, "View More", and the loading, empty and error
 * states (with the primary and backup sources). Pure: data, state and callbacks come in as props.
 */
export function FeedScreen({
  status,
  posts,
  categories,
  category,
  onCategoryChange,
  expandedIds = [],
  onExpandedChange,
  hasNextPage = false,
  isFetchingNextPage = false,
  onLoadMore,
  onRefresh,
  error,
  errorCauses,
  errorAdvice,
  onRetry,
  source = "primary",
  onSourceChange,
  sample = false,
  sentimentOf,
  sentimentCounts,
  sentiment,
  onSentimentChange,
  showSummary = true,
  now,
  locale,
  title = "Hiber Feed.",
  tagline = "The latest updates from the AI community.",
  className,
  ...props
}: FeedScreenProps) {
  const titleId = useId();
  const shown = status === "loading" ? [] : posts;
  const sentiments = sentimentOf
    ? new Map(shown.map((post) => [post.id, sentimentOf(post.text)]))
    : undefined;
  const counts = sentimentCounts ?? (sentiments && countSentiments(sentiments.values()));
  const visible =
    sentiment && sentiments ? shown.filter((post) => sentiments.get(post.id) === sentiment) : shown;
  const expanded = new Set(expandedIds);
  const errorBox = status === "error" && (
    <FeedError
      message={error ?? "Failed to fetch tweets"}
      causes={errorCauses}
      advice={errorAdvice}
      onRetry={onRetry}
      source={source}
      onSourceChange={onSourceChange}
      className={shown.length > 0 ? "my-2" : undefined}
    />
  );

  return (
    <section
      data-slot="feed-screen"
      data-state={status}
      aria-labelledby={titleId}
      className={cn(
        "mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8 lg:py-14",
        className,
      )}
      {...props}
    >
      <ScreenHeader title={title} titleId={titleId} description={tagline} />

      {onCategoryChange && (
        <CategoryChips
          value={category}
          onValueChange={onCategoryChange}
          categories={categories}
          label="Feed categories"
          className="-mx-4 px-4 sm:mx-0 sm:px-0"
        />
      )}

      {sample && status !== "loading" && (
        <p
          data-slot="feed-sample-notice"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
        >
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Sample posts: made up by the embedded tweets emulator, not real posts. Set TWEETS_API_KEY on the
            server for the real search.
          </span>
        </p>
      )}

      {showSummary && shown.length > 0 && (
        <FeedSummary
          total={shown.length}
          counts={counts}
          sentiment={sentiment}
          onSentimentChange={onSentimentChange}
          series={postsPerDay(shown.map((post) => post.created_at))}
          locale={locale}
        />
      )}

      {shown.length === 0 && errorBox}

      {status === "loading" && (
        <div data-slot="feed-loading" aria-busy="true">
          <span role="status" className="sr-only">
            Loading posts
          </span>
          <Masonry
            aria-hidden="true"
            items={SKELETON_LINES}
            getItemKey={(_, index) => String(index)}
            renderItem={(lines) => <PostCardSkeleton lines={lines} />}
          />
        </div>
      )}

      {status === "success" && shown.length === 0 && (
        <EmptyState
          data-slot="feed-empty"
          icon={<Inbox aria-hidden="true" />}
          title="No items found. Try a different category."
          action={
            onRefresh && (
              <Button variant="outline" onClick={onRefresh}>
                <RefreshCw aria-hidden="true" />
                Refresh
              </Button>
            )
          }
        />
      )}

      {shown.length > 0 && visible.length === 0 && sentiment && (
        <EmptyState
          data-slot="feed-empty"
          icon={<Inbox aria-hidden="true" />}
          title={`No ${SENTIMENT_DISPLAY[sentiment].label.toLowerCase()} posts among the loaded ones.`}
          description={hasNextPage ? "View More loads older posts." : undefined}
          action={
            onSentimentChange && (
              <Button variant="outline" onClick={() => onSentimentChange(undefined)}>
                Show all posts
              </Button>
            )
          }
        />
      )}

      {visible.length > 0 && (
        <div className="flex flex-col gap-2">
          <h2 className="sr-only">Posts</h2>
          <Masonry
            aria-label="Posts"
            items={visible}
            getItemKey={(post) => post.id}
            renderItem={(post) => (
              <PostCard
                post={post}
                expanded={expanded.has(post.id)}
                onExpandedChange={(next) => onExpandedChange?.(post.id, next)}
                sentiment={sentiments?.get(post.id)}
                sample={sample}
                now={now}
                locale={locale}
              />
            )}
          />
        </div>
      )}

      {shown.length > 0 && errorBox}

      {status === "success" && shown.length > 0 && hasNextPage && onLoadMore && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            data-slot="feed-view-more"
            loading={isFetchingNextPage}
            onClick={onLoadMore}
          >
            {isFetchingNextPage ? "Loading..." : "View More"}
          </Button>
        </div>
      )}
    </section>
  );
}

/** Counts each sentiment. */
function countSentiments(values: Iterable<PostSentiment>): SentimentCounts {
  const counts: SentimentCounts = { positive: 0, neutral: 0, negative: 0 };
  for (const value of values) counts[value] += 1;
  return counts;
}
