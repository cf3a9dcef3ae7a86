import {
  describeTweetsError,
  FEED_CATEGORIES,
  type FeedCategory,
  isFeedCategory,
  type Sentiment,
  sentimentOf,
  TweetsApiError,
} from "@hiber/hub-sdk";
import { FeedScreen, type FeedSource } from "@hiber/ui";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { usePublicConfig } from "../lib/api.ts";
import { useUrlState } from "../lib/searchParams.ts";
import { uniqueById } from "../lib/unique-by-id.ts";
import { checkFeedReachability, feedQueryOptions } from "../queries/feed.ts";

/** The chips after "All". */
const CATEGORY_CHIPS = FEED_CATEGORIES.filter((category) => category !== "All");

const SENTIMENTS: readonly string[] = ["positive", "neutral", "negative"] satisfies Sentiment[];

function isSentiment(value: string | null): value is Sentiment {
  return value !== null && SENTIMENTS.includes(value);
}

/**
 * The feed (/feed): category (`?category=`) and sentiment filter (`?sentiment=`) in the URL; the posts of
 * the category page after page from the primary source, or the backup one after the primary failed (spec
 * §4: a failure marks the primary failed, and the next attempt uses the backup) or when the user picks it.
 */
export function FeedContainer() {
  const [params, update] = useUrlState();
  const categoryParam = params.get("category");
  const category: FeedCategory = isFeedCategory(categoryParam) ? categoryParam : "All";
  const sentimentParam = params.get("sentiment");
  const sentiment = isSentiment(sentimentParam) ? sentimentParam : undefined;
  const [source, setSource] = useState<FeedSource>("primary");
  const [primaryFailed, setPrimaryFailed] = useState(false);
  const [expandedIds, setExpandedIds] = useState<string[]>([]);
  const upstreams = usePublicConfig().data?.upstreams;

  const feed = useInfiniteQuery(feedQueryOptions(category, source));
  useEffect(() => {
    if (feed.isError && source === "primary") setPrimaryFailed(true);
  }, [feed.isError, source]);

  // The spec's reachability check on mount (§7 call 7): a diagnostic, logged in development only.
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    void checkFeedReachability().then((result) => console.info("Feed reachability", result));
  }, []);

  // A first load that fails shows no posts (its data is empty); a page that fails keeps the loaded ones.
  const posts = uniqueById(feed.data?.pages.flatMap((page) => page.tweets) ?? []);
  // A retry in progress shows no error; a first load without posts yet shows the skeletons.
  const failed = feed.isError && !feed.isFetching;
  const status = failed ? "error" : feed.data ? "success" : "loading";
  const error = feed.error;

  const pickSource = (next: FeedSource) => {
    if (next === "primary") setPrimaryFailed(false);
    if (next === source) void feed.refetch();
    else setSource(next);
  };

  return (
    <FeedScreen
      status={status}
      posts={posts}
      categories={CATEGORY_CHIPS}
      category={category === "All" ? undefined : category}
      onCategoryChange={(next) => update({ category: next })}
      expandedIds={expandedIds}
      onExpandedChange={(id, expanded) =>
        setExpandedIds((ids) => (expanded ? [...ids, id] : ids.filter((other) => other !== id)))
      }
      hasNextPage={feed.hasNextPage}
      isFetchingNextPage={feed.isFetchingNextPage}
      onLoadMore={() => void feed.fetchNextPage()}
      onRefresh={() => void feed.refetch()}
      error={error ? describeTweetsError(error) : undefined}
      errorCauses={error instanceof TweetsApiError ? error.possibleCauses : undefined}
      errorAdvice={error instanceof TweetsApiError ? error.advice : undefined}
      onRetry={() => {
        if (feed.isFetchNextPageError) void feed.fetchNextPage();
        else if (source === "primary" && primaryFailed) setSource("backup");
        else void feed.refetch();
      }}
      source={source}
      onSourceChange={pickSource}
      sample={upstreams?.[source === "backup" ? "tweetsBackup" : "tweets"].emulated}
      sentimentOf={sentimentOf}
      sentiment={sentiment}
      onSentimentChange={(next) => update({ sentiment: next })}
    />
  );
}
