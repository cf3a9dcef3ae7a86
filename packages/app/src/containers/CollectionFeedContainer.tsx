import { describeTweetsError, HubSdkError, TweetsApiError } from "@hiber/hub-sdk";
import {
  type CollectionFeedDiscussion,
  CollectionFeedScreen,
  datasetDetailsHref,
  defaultModelHref,
} from "@hiber/ui";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { usePublicConfig } from "../lib/api.ts";
import { uniqueById } from "../lib/unique-by-id.ts";
import {
  collectionQueryOptions,
  collectionTweetsEntities,
  entityTweetsQueryOptions,
  feedItems,
  itemDiscussionsQueryOptions,
} from "../queries/collection-feed.ts";

/** Posts shown at most (the newest), from the searches about the collection and each item. */
const MAX_TWEETS = 30;

/** The hub's page of a discussion (only for the real hub: the emulator's discussions exist nowhere else). */
function hubDiscussionUrl(repoType: "model" | "dataset", repo: string, num: number): string {
  return `https://huggingface.co/${repoType === "dataset" ? "datasets/" : ""}${repo}/discussions/${num}`;
}

/**
 * The collection feed (/collection/{collectionId}/feed): the collection (by slug, or by id from the list),
 * then the posts about it and about each of its models and datasets, and the hub discussions of those items.
 */
export function CollectionFeedContainer() {
  const { collectionId = "" } = useParams();
  const upstreams = usePublicConfig().data?.upstreams;
  const collection = useQuery(collectionQueryOptions(collectionId));
  const entry = collection.data ?? undefined;
  const items = entry ? feedItems(entry) : [];

  const tweets = useQueries({
    queries: (entry ? collectionTweetsEntities(entry) : []).map(entityTweetsQueryOptions),
  });
  const discussions = useQueries({ queries: items.map(itemDiscussionsQueryOptions) });

  const sources = [...tweets, ...discussions];
  const newestTweets = uniqueById(tweets.flatMap((result) => result.data ?? []))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, MAX_TWEETS);
  const hubEmulated = upstreams?.hub.emulated;
  const itemDiscussions = items.flatMap((item, index): CollectionFeedDiscussion[] => {
    const repoType = item.type === "dataset" ? "dataset" : "model";
    const repoUrl = repoType === "dataset" ? datasetDetailsHref(item.id) : defaultModelHref(item);
    return (discussions[index]?.data ?? []).map((discussion) => ({
      repoId: item.id,
      repoUrl,
      url: hubEmulated === false ? hubDiscussionUrl(repoType, item.id, discussion.num) : repoUrl,
      discussion,
    }));
  });

  const status =
    collection.isPending || (entry && sources.some((result) => result.isPending))
      ? "loading"
      : collection.isError || (sources.length > 0 && sources.every((result) => result.isError))
        ? "error"
        : entry
          ? "success"
          : "not-found";
  const error = collection.error ?? sources.find((result) => result.error)?.error;

  return (
    <CollectionFeedScreen
      status={status}
      collectionTitle={entry?.title}
      tweets={newestTweets}
      discussions={itemDiscussions}
      sample={{ tweets: upstreams?.tweets.emulated, discussions: hubEmulated }}
      error={error === undefined || error === null ? undefined : describeError(error)}
      onRetry={() => {
        if (collection.isError) void collection.refetch();
        for (const result of sources) if (result.isError) void result.refetch();
      }}
    />
  );
}

/** What the error state says: the SDK's texts (the spec's), never an unexpected error's own. */
function describeError(error: Error): string {
  if (error instanceof TweetsApiError) return describeTweetsError(error);
  return error instanceof HubSdkError ? error.message : "Failed to load the collection feed";
}
