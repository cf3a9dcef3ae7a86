import { listModelsPage, modelInfo } from "@hiber/hub-sdk";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";
import { modelCommentsQueryOptions } from "./discussions.ts";

/** Models per store page (spec part 1 §9). */
export const STORE_PAGE_SIZE = 6;

/**
 * How long a store page waits for its cards' comments before it shows without them. Within this time a page
 * appears whole; a late comment would grow its card and move the page under the user's pointer.
 */
export const COMMENTS_WAIT_MS = 1500;

export interface StoreQuery {
  search?: string;
  pipelineTag?: string;
}

/**
 * The store's model list (spec call 1, with the hub's real cursor paging): pages of 6, newest first,
 * walked with `fetchNextPage`; page N of the UI is `pages[N - 1]`. A page resolves once its cards' comments
 * are in the cache too (or after `COMMENTS_WAIT_MS`).
 */
export function storeModelsQueryOptions(query: StoreQuery) {
  return infiniteQueryOptions({
    queryKey: ["models", "store", query],
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await listModelsPage({
        baseUrl: hubBaseUrl(),
        pageSize: STORE_PAGE_SIZE,
        sort: "lastModified",
        full: true,
        config: true,
        search: query.search,
        pipelineTag: query.pipelineTag,
        cursor: pageParam,
        signal,
      });
      // The comments land in their own queries (a failure there leaves the card's count at "n/a").
      const comments = Promise.all(
        page.items.map((model) => client.prefetchQuery(modelCommentsQueryOptions(model.id))),
      );
      await Promise.race([comments, new Promise((resolve) => setTimeout(resolve, COMMENTS_WAIT_MS))]);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** One model in detail (safetensors, storage, files, card data, eval results), for the comparison. */
export function modelInfoQueryOptions(name: string) {
  return queryOptions({
    queryKey: ["models", "info", name],
    queryFn: ({ signal }) => modelInfo({ name, blobs: true, baseUrl: hubBaseUrl(), signal }),
    staleTime: 5 * 60_000,
  });
}
