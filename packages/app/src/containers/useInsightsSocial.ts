import { type DiscussionRepoType, sentimentOf, type TweetsEntity } from "@hiber/hub-sdk";
import type { InsightsPostsProps, InsightsScreenProps, PostSentiment } from "@hiber/ui";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { usePublicConfig } from "../lib/api.ts";
import { useUrlState } from "../lib/searchParams.ts";
import { entityPostsQueryOptions, repoCommentsQueryOptions } from "../queries/insights.ts";

const FILTERS: readonly PostSentiment[] = ["positive", "neutral", "negative"];

/**
 * The repo's discussions page: ours (`/model/{id}/discussions`, `/dataset/{id}/discussions`) for an
 * `owner/name` id, the hub's for a legacy bare id (our routes take two segments).
 */
function discussionsUrl(repo: string, repoType: DiscussionRepoType): string {
  if (repo.includes("/") && repoType !== "space") return `/${repoType}/${repo}/discussions`;
  const prefix = repoType === "dataset" ? "datasets/" : "";
  return `https://huggingface.co/${prefix}${repo}/discussions`;
}

/**
 * What every insights page shows beside its entity: the repo's hub discussions (when it is a repo) and the
 * posts about it, page by page, filtered by the sentiment in the URL (`?sentiment=`); made-up data labelled.
 */
export function useInsightsSocial(
  entity: TweetsEntity | undefined,
  repo?: { id: string; type: DiscussionRepoType },
): Partial<InsightsScreenProps> {
  const [params, update] = useUrlState();
  const wanted = params.get("sentiment");
  const filter = FILTERS.find((value) => value === wanted);
  const upstreams = usePublicConfig().data?.upstreams;

  const comments = useQuery({
    ...repoCommentsQueryOptions(repo?.id ?? "", repo?.type ?? "model"),
    enabled: repo !== undefined,
  });
  const posts = useInfiniteQuery({
    ...entityPostsQueryOptions(entity ?? { kind: "model", id: "-" }),
    enabled: entity !== undefined,
  });
  const loaded = posts.data?.pages.flatMap((page) => page.tweets) ?? [];
  // A failed next page keeps the loaded posts on screen with the error under them.
  const postsStatus = posts.isPending
    ? "loading"
    : posts.isError && loaded.length === 0
      ? "error"
      : "success";

  return {
    comments: repo && comments.data ? { ...comments.data, href: discussionsUrl(repo.id, repo.type) } : null,
    commentsStatus: repo
      ? comments.isPending || !upstreams
        ? "loading"
        : comments.isError
          ? "error"
          : "success"
      : "error",
    commentsSample: upstreams?.hub.emulated,
    discussionsHref: repo && discussionsUrl(repo.id, repo.type),
    posts: loaded,
    postsStatus: upstreams ? postsStatus : "loading",
    postsError: posts.error?.message,
    onPostsRetry: () => void posts.refetch(),
    postsSample: upstreams?.tweets.emulated,
    sentimentOf,
    filter,
    onFilterChange: (next) => update({ sentiment: next }, { replace: true }),
    hasMorePosts: posts.hasNextPage,
    loadingMorePosts: posts.isFetchingNextPage,
    onLoadMorePosts: () => void posts.fetchNextPage(),
  };
}

/** The posts list's props (ui's `InsightsPosts`, less its title) from {@link useInsightsSocial}'s answer. */
export function insightsPostsProps(social: Partial<InsightsScreenProps>): Omit<InsightsPostsProps, "title"> {
  return {
    posts: social.posts ?? [],
    status: social.postsStatus ?? "loading",
    error: social.postsError,
    onRetry: social.onPostsRetry,
    sentimentOf: social.sentimentOf ?? (() => "neutral"),
    filter: social.filter,
    onFilterChange: social.onFilterChange,
    hasMore: social.hasMorePosts,
    loadingMore: social.loadingMorePosts,
    onLoadMore: social.onLoadMorePosts,
    sample: social.postsSample,
  };
}
