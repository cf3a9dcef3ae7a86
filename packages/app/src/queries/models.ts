import { listModelsPage } from "@hiber/hub-sdk";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";

/** Models per store page (spec part 1 §9). */
export const STORE_PAGE_SIZE = 6;

export interface StoreQuery {
  search?: string;
  pipelineTag?: string;
}

/**
 * The store's model list: cursor pages of 6, newest first, walked with `fetchNextPage`.
 * Page N of the UI is `pages[N - 1]`, so going back is instant and a deep link walks forward once.
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
