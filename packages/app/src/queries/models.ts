import { listModelsPage, modelInfo } from "@hiber/hub-sdk";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";

/** Models per store page (spec part 1 §9). */
export const STORE_PAGE_SIZE = 6;

export interface StoreQuery {
  search?: string;
  pipelineTag?: string;
}

/**
 * The store's model list (spec call 1, with the hub's real cursor paging): pages of 6, newest first,
 * walked with `fetchNextPage`; page N of the UI is `pages[N - 1]`.
 */
export function storeModelsQueryOptions(query: StoreQuery) {
  return infiniteQueryOptions({
    queryKey: ["models", "store", query],
    queryFn: ({ pageParam, signal }) =>
      listModelsPage({
        baseUrl: hubBaseUrl(),
        pageSize: STORE_PAGE_SIZE,
        sort: "lastModified",
        full: true,
        config: true,
        search: query.search,
        pipelineTag: query.pipelineTag,
        cursor: pageParam,
        signal,
      }),
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
