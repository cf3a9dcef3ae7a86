import {
  type CollectionEntry,
  collectionInfo,
  type DatasetInfo,
  type DiscussionRepoType,
  datasetCard,
  datasetInfo,
  discussionDetails,
  entityTweetsQuery,
  HttpError,
  listCollections,
  listDiscussionsPage,
  listModelsPage,
  type ModelInfo,
  modelCard,
  modelInfo,
  searchTweetsPage,
  type TweetsEntity,
} from "@hiber/hub-sdk";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";
import { InsightsError, isRepoNotFound, otherFailure, statusLine } from "./page-errors.ts";

export { InsightsError, otherFailure, statusLine };

/** What a model id resolved to: the model, or (after a 404) a collection with that id. */
export type ModelOrCollection =
  | { kind: "model"; model: ModelInfo }
  | { kind: "collection"; collection: CollectionEntry };

/** Collections scanned for a bare id before giving up (the hub's list is long; the emulator has a few dozen). */
const COLLECTION_SCAN_LIMIT = 500;

/**
 * A collection by its slug (`owner/title-slug-id`) or its 24-hex id; `undefined` when there is none.
 * A slug is asked for directly; a bare id is looked up in the collection list (spec §4).
 */
export async function findCollection(id: string, signal?: AbortSignal): Promise<CollectionEntry | undefined> {
  const baseUrl = hubBaseUrl();
  if (/^[\w.-]+\/[\w.-]+$/.test(id)) {
    try {
      return await collectionInfo({ slug: id, baseUrl, signal });
    } catch (error) {
      if (isRepoNotFound(error)) return undefined;
      throw error;
    }
  }
  for await (const entry of listCollections({ baseUrl, signal, limit: COLLECTION_SCAN_LIMIT })) {
    if (entry.id === id || entry.slug === id || entry.slug.endsWith(`/${id}`)) {
      return collectionInfo({ slug: entry.slug, baseUrl, signal });
    }
  }
  return undefined;
}

/**
 * A model for its insights page (spec §2.7, §7 calls 3–4): the model; if the hub has none with that id,
 * the collection with it; else "Not found: No model or collection with ID {id} exists". Another failure
 * is "Failed to fetch model details: {status} {statusText}".
 */
export function modelInsightsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["insights", "model", id],
    queryFn: async ({ signal }): Promise<ModelOrCollection> => {
      try {
        return { kind: "model", model: await modelInfo({ name: id, baseUrl: hubBaseUrl(), signal }) };
      } catch (error) {
        if (!isRepoNotFound(error)) {
          if (error instanceof HttpError) {
            throw new InsightsError(`Failed to fetch model details: ${statusLine(error.status)}`);
          }
          throw otherFailure(error);
        }
      }
      const collection = await findCollection(id, signal);
      if (!collection) throw new InsightsError(`Not found: No model or collection with ID ${id} exists`);
      return { kind: "collection", collection };
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** A collection for its page: "Collection with ID {id} not found" when there is none. */
export function collectionInsightsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["insights", "collection", id],
    queryFn: async ({ signal }) => {
      let collection: CollectionEntry | undefined;
      try {
        collection = await findCollection(id, signal);
      } catch (error) {
        throw otherFailure(error);
      }
      if (!collection) throw new InsightsError(`Collection with ID ${id} not found`);
      return collection;
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** A dataset for its page: "Failed to fetch dataset details: {status} {statusText}" on a failure. */
export function datasetInsightsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["insights", "dataset", id],
    queryFn: async ({ signal }): Promise<DatasetInfo> => {
      try {
        return await datasetInfo({ name: id, baseUrl: hubBaseUrl(), signal });
      } catch (error) {
        if (error instanceof HttpError) {
          const status = isRepoNotFound(error) ? 404 : error.status;
          throw new InsightsError(`Failed to fetch dataset details: ${statusLine(status)}`);
        }
        throw otherFailure(error);
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Comments shown under Recent Comments. */
const RECENT_COMMENTS = 3;

/** The repo's hub discussions: how many, and the latest comment of each of the newest three. */
export function repoCommentsQueryOptions(repo: string, repoType: DiscussionRepoType) {
  return queryOptions({
    queryKey: ["insights", "comments", repoType, repo],
    queryFn: async ({ signal }) => {
      const baseUrl = hubBaseUrl();
      const page = await listDiscussionsPage({ repo, repoType, baseUrl, signal });
      const newest = page.items.slice(0, RECENT_COMMENTS);
      const details = await Promise.all(
        newest.map((entry) => discussionDetails({ repo, repoType, num: entry.num, baseUrl, signal })),
      );
      const recent = details.flatMap((discussion) => {
        const latest = discussion.comments.filter((comment) => !comment.hidden).at(-1);
        return latest
          ? [
              {
                id: `${discussion.num}-${latest.id}`,
                author: latest.author.name,
                avatarUrl: latest.author.avatarUrl,
                title: discussion.title,
                text: latest.text,
                createdAt: latest.createdAt,
              },
            ]
          : [];
      });
      return { total: page.total ?? page.items.length, recent };
    },
    staleTime: 5 * 60_000,
  });
}

/** Up to 10 models of the catalogue that name `id` as their base model. */
export function modelChildrenQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["insights", "children", id],
    queryFn: async ({ signal }) =>
      (await listModelsPage({ baseUrl: hubBaseUrl(), filter: `base_model:${id}`, pageSize: 10, signal }))
        .items,
    staleTime: 5 * 60_000,
  });
}

/** The parent model of a card's `base_model` (the first, when it lists several). */
export function baseModelOf(cardData: Record<string, unknown> | undefined): string | undefined {
  const base = cardData?.base_model;
  const first = Array.isArray(base) ? base[0] : base;
  return typeof first === "string" && first.trim() !== "" ? first.trim() : undefined;
}

/**
 * The posts about an entity (spec §7 call 6, its OR-list query), page by page through the app's tweets
 * proxy; paging continues while a next cursor exists and the last page had posts (spec §4).
 */
export function entityPostsQueryOptions(entity: TweetsEntity) {
  const query = entityTweetsQuery(entity);
  return infiniteQueryOptions({
    queryKey: ["insights", "posts", query],
    queryFn: ({ pageParam, signal }) =>
      searchTweetsPage({
        query,
        queryType: "Latest",
        cursor: pageParam,
        baseUrl: `${window.location.origin}/api/tweets`,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.hasNextPage && last.nextCursor && last.tweets.length > 0 ? last.nextCursor : undefined,
    staleTime: 5 * 60_000,
  });
}

/**
 * A model's or dataset's card (its README, `/raw/main/README.md` through the hub proxy): the Markdown and
 * its front matter; `null` when the repo has none (the hub's 404 `EntryNotFound`).
 */
export function repoCardQueryOptions(kind: "model" | "dataset", id: string) {
  return queryOptions({
    queryKey: ["insights", "card", kind, id],
    queryFn: async ({ signal }) => {
      try {
        const read = kind === "dataset" ? datasetCard : modelCard;
        const { markdown, frontMatter } = await read({ name: id, baseUrl: hubBaseUrl(), signal });
        return { markdown, frontMatter };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}
