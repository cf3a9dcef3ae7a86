import { listModelsPage, modelInfo } from "@hiber/hub-sdk";
import { queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";
import { numberedPageQueryOptions } from "./numbered-pages.ts";

/** Models per store page (spec part 1 §9). */
export const STORE_PAGE_SIZE = 6;

export interface StoreQuery {
  search?: string;
  pipelineTag?: string;
}

/**
 * Page `page` of the store's model list (spec call 1, with the hub's real cursor paging): 6 models, newest
 * first. The list only: each card's comments are their own query (`modelCommentsQueryOptions`).
 */
export function storeModelsPageQueryOptions(query: StoreQuery, page: number) {
  return numberedPageQueryOptions(["models", "store", query], page, ({ cursor, signal }) =>
    listModelsPage({
      baseUrl: hubBaseUrl(),
      pageSize: STORE_PAGE_SIZE,
      sort: "lastModified",
      full: true,
      config: true,
      search: query.search,
      pipelineTag: query.pipelineTag,
      cursor,
      signal,
    }),
  );
}

/** One model in detail (safetensors, storage, files, card data, eval results), for the comparison. */
export function modelInfoQueryOptions(name: string) {
  return queryOptions({
    queryKey: ["models", "info", name],
    queryFn: ({ signal }) => modelInfo({ name, blobs: true, baseUrl: hubBaseUrl(), signal }),
    staleTime: 5 * 60_000,
  });
}
