import { type ListModelsParams, listModelsPage, modelInfo } from "@hiber/hub-sdk";
import {
  facetListParams,
  facetValuesFromUrl,
  MODEL_FACET_KEYS,
  type ModelFacetKey,
} from "@hiber/hub-sdk/tasks";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";
import { earlyFetch } from "../lib/early-answers.ts";
import { firstRequestSize, numberedPageQueryOptions } from "./numbered-pages.ts";

/** Models per store page (spec part 1 §9). */
export const STORE_PAGE_SIZE = 6;

/** The store's orders (the hub's sort keys), by their name in the URL (`?sort=`). */
export const STORE_SORTS = {
  trending: "trendingScore",
  downloads: "downloads",
  likes: "likes",
  created: "createdAt",
  updated: "lastModified",
} as const satisfies Record<string, NonNullable<ListModelsParams["sort"]>>;

export type StoreSortName = keyof typeof STORE_SORTS;

/** Without `?sort=`: the newest changes first (spec call 1). */
export const DEFAULT_STORE_SORT: StoreSortName = "updated";

/** The sort a URL names, or the default for none or an unknown one. */
export function storeSortFromUrl(value: string | null): StoreSortName {
  return value !== null && Object.hasOwn(STORE_SORTS, value) ? (value as StoreSortName) : DEFAULT_STORE_SORT;
}

/** The URL name of a hub sort key. */
export function storeSortName(sort: (typeof STORE_SORTS)[StoreSortName]): StoreSortName {
  return (
    (Object.keys(STORE_SORTS) as StoreSortName[]).find((name) => STORE_SORTS[name] === sort) ??
    DEFAULT_STORE_SORT
  );
}

export interface StoreQuery {
  search?: string;
  pipelineTag?: string;
  sort?: StoreSortName;
  /** The chosen library, licence, parameter bucket and language (`?library=…&license=…&params=…&language=…`). */
  facets?: StoreFacets;
}

/** The store's facet choices, by URL key (`MODEL_FACET_KEYS` of `@hiber/hub-sdk/tasks`). */
export type StoreFacets = Partial<Record<ModelFacetKey, string>>;

/** Where a store list request goes: the hub proxy's URL and the `fetch` that sends it. */
export interface HubSource {
  baseUrl: string;
  fetch: typeof fetch;
}

/**
 * Page `page` of the store's model list (spec call 1, with the hub's real cursor paging): 6 models, in the
 * chosen order (the newest changes first by default). A far page is one request of the pages up to it
 * (`numbered-pages.ts`). The list only: each card's comments are their own query (`modelCommentsQueryOptions`).
 * `source`: this page's hub proxy by default; the server's render (prerender.tsx) answers from the page's
 * early answer instead, under the same query key.
 */
export function storeModelsPageQueryOptions(query: StoreQuery, page: number, source?: HubSource) {
  const key = {
    search: query.search,
    pipelineTag: query.pipelineTag,
    sort: query.sort ?? DEFAULT_STORE_SORT,
    facets: query.facets ?? {},
  };
  return numberedPageQueryOptions(
    ["models", "store", key],
    page,
    STORE_PAGE_SIZE,
    ({ cursor, pageSize, signal }) =>
      // The first request of a store link opened directly is answered from the page's HTML when the server
      // put its answer there (lib/early-answers.ts); any other goes to the network.
      listModelsPage({
        ...storeListParams(key, pageSize),
        baseUrl: source?.baseUrl ?? hubBaseUrl(),
        cursor,
        signal,
        fetch: source?.fetch ?? earlyFetch,
      }),
  );
}

/** hub-sdk's parameters of one store list request of `pageSize` models (without the base URL and cursor). */
export function storeListParams(query: StoreQuery, pageSize: number) {
  const { filter, numParameters } = facetListParams(query.facets ?? {});
  return {
    pageSize,
    sort: STORE_SORTS[query.sort ?? DEFAULT_STORE_SORT],
    full: true,
    config: true,
    search: query.search,
    pipelineTag: query.pipelineTag,
    filter,
    numParameters,
  };
}

/**
 * The parameters of the first list request the store makes when it is opened at `search` (`?q=…&page=…`)
 * with nothing cached: what the server answers ahead in the HTML (server/early-answers.ts).
 */
export function storeFirstListParams(search: string) {
  const { query, page } = storeRequestFromUrl(new URLSearchParams(search));
  return storeListParams(query, firstRequestSize(page, STORE_PAGE_SIZE));
}

/** One model in detail (safetensors, storage, files, card data, eval results), for the comparison. */
export function modelInfoQueryOptions(name: string) {
  return queryOptions({
    queryKey: ["models", "info", name],
    queryFn: ({ signal }) => modelInfo({ name, blobs: true, baseUrl: hubBaseUrl(), signal }),
    staleTime: 5 * 60_000,
  });
}

/** What the store shows for a URL's query string: search (`q`), category, facets, sort and page. */
export function storeRequestFromUrl(params: URLSearchParams): { query: StoreQuery; page: number } {
  const page = Number(params.get("page"));
  return {
    query: {
      search: params.get("q")?.trim() || undefined,
      pipelineTag: params.get("category") || undefined,
      sort: storeSortFromUrl(params.get("sort")),
      facets: facetValuesFromUrl(MODEL_FACET_KEYS, params),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * Starts loading the store's list for the URL being opened (`?q=…&page=…`), called at start-up when the
 * first page is /store: the request runs while the store's chunk loads, not after it; the screen's own
 * query then finds it in flight or done.
 */
export function prefetchStoreList(client: QueryClient, search: string): Promise<void> {
  const { query, page } = storeRequestFromUrl(new URLSearchParams(search));
  return client.prefetchQuery(storeModelsPageQueryOptions(query, page));
}
