import {
  type CollectionEntry,
  type CollectionItem,
  entityTweetsQuery,
  InputError,
  listDiscussionsPage,
  searchTweetsPage,
  type Tweet,
  type TweetsEntity,
} from "@hiber/hub-sdk";
import { queryOptions } from "@tanstack/react-query";
import { hubBaseUrl, tweetsBaseUrl } from "../lib/api.ts";
import { findCollection } from "./insights.ts";

/** Discussions shown per item of the collection (the newest). */
export const DISCUSSIONS_PER_ITEM = 10;

/**
 * A collection with all its items, by the id in the URL (its slug, or its 24-hex id looked up in the list:
 * `findCollection`);
 * `null` when there is no such collection (an unknown or malformed id).
 */
export function collectionQueryOptions(collectionId: string) {
  return queryOptions({
    queryKey: ["collections", "info", collectionId],
    queryFn: async ({ signal }): Promise<CollectionEntry | null> => {
      try {
        return (await findCollection(collectionId, signal)) ?? null;
      } catch (error) {
        if (error instanceof InputError) return null;
        throw error;
      }
    },
  });
}

/** What the tweets search is asked about a collection: the collection, and each of its models and datasets. */
export function collectionTweetsEntities(collection: CollectionEntry): TweetsEntity[] {
  return [
    { kind: "collection", id: collection.slug, name: collection.title },
    ...feedItems(collection).map(
      (item): TweetsEntity => ({
        kind: item.type === "dataset" ? "dataset" : "model",
        id: item.id,
        author: item.author,
        task: item.pipelineTag,
      }),
    ),
  ];
}

/** The items whose posts and discussions the collection feed shows: its models and datasets. */
export function feedItems(collection: CollectionEntry): CollectionItem[] {
  return collection.items.filter((item) => item.type === "model" || item.type === "dataset");
}

/** The first page of posts about one entity (hub-sdk's `entityTweetsQuery`), newest first. */
export function entityTweetsQueryOptions(entity: TweetsEntity) {
  return queryOptions({
    queryKey: ["tweets", "entity", entity.kind, entity.id],
    queryFn: async ({ signal }): Promise<Tweet[]> =>
      (await searchTweetsPage({ query: entityTweetsQuery(entity), baseUrl: tweetsBaseUrl(), signal })).tweets,
  });
}

/** The newest discussions of a collection's model or dataset. */
export function itemDiscussionsQueryOptions(item: CollectionItem) {
  const repoType = item.type === "dataset" ? "dataset" : "model";
  return queryOptions({
    queryKey: ["discussions", "list", repoType, item.id],
    queryFn: async ({ signal }) =>
      (await listDiscussionsPage({ repo: item.id, repoType, baseUrl: hubBaseUrl(), signal })).items.slice(
        0,
        DISCUSSIONS_PER_ITEM,
      ),
  });
}
