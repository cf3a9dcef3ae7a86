import {
  type CollectionEntry,
  type CollectionItem,
  collectionInfo,
  entityTweetsQuery,
  HubApiError,
  InputError,
  listCollections,
  listDiscussionsPage,
  searchTweetsPage,
  type Tweet,
  type TweetsEntity,
} from "@hiber/hub-sdk";
import { queryOptions } from "@tanstack/react-query";
import { hubBaseUrl, tweetsBaseUrl } from "../lib/api.ts";

/** How many collections the id lookup reads at most (spec call 4 searches the list for the id). */
const COLLECTION_LOOKUP_LIMIT = 1_000;

/** Discussions shown per item of the collection (the newest). */
export const DISCUSSIONS_PER_ITEM = 10;

/** A collection slug, `owner/title-slug-<24 hex>`, or the 24-hex id alone. */
const SLUG = /^[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*$/;
const HEX_ID = /^[0-9a-f]{24}$/i;

/** The slug of a collection named in the URL: the slug itself, or the one whose id it is; `null` if none. */
async function collectionSlug(collectionId: string, signal: AbortSignal): Promise<string | null> {
  if (SLUG.test(collectionId)) return collectionId;
  if (!HEX_ID.test(collectionId)) return null;
  const baseUrl = hubBaseUrl();
  for await (const entry of listCollections({ baseUrl, signal, limit: COLLECTION_LOOKUP_LIMIT })) {
    if (entry.id.toLowerCase() === collectionId.toLowerCase()) return entry.slug;
  }
  return null;
}

/**
 * A collection with all its items, by the id in the URL (its slug, or its 24-hex id looked up in the list);
 * `null` when there is no such collection (an unknown or malformed id).
 */
export function collectionQueryOptions(collectionId: string) {
  return queryOptions({
    queryKey: ["collections", "info", collectionId],
    queryFn: async ({ signal }): Promise<CollectionEntry | null> => {
      try {
        const slug = await collectionSlug(collectionId, signal);
        return slug === null ? null : await collectionInfo({ slug, baseUrl: hubBaseUrl(), signal });
      } catch (error) {
        if (error instanceof InputError || (error instanceof HubApiError && error.status === 404))
          return null;
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
