import { InputError } from "../errors";
import type { DatasetEntry, Page, RequestOptions } from "../types/public";
import { commonListQuery, fetchRepoPage, walkRepoPages } from "./list-repos";
import { isApiDatasetInfo, toDatasetEntry } from "./map-dataset";

/** Sort keys of a dataset list; the hub always sorts descending. */
export type DatasetSort = "downloads" | "likes" | "trendingScore" | "lastModified" | "createdAt";

/** Filters and ordering of a dataset list (`GET /api/datasets`). */
export interface ListDatasetsParams {
  /** Substring of the repo id (owner or name). Trimmed; ignored when empty. */
  search?: string;
  /** Exact owner (user or organisation). */
  author?: string;
  /**
   * Tag filter(s), AND semantics, e.g. `"task_categories:text-classification"`,
   * `["language:en", "size_categories:1K<n<10K"]`.
   */
  filter?: string | string[];
  /** Sort key; the hub always sorts descending. The hub's default (trending) when absent. */
  sort?: DatasetSort;
  /**
   * Ask for most data per row (`full=true`): adds `lastModified`, the card data (hence `prettyName`)
   * and the file names. Cannot be combined with `expand`.
   */
  full?: boolean;
  /** Return only these wire keys per row (e.g. `["downloads", "lastModified"]`); an unknown key is a 400. */
  expand?: string[];
}

/** Parameters of {@link listDatasetsPage}. */
export type ListDatasetsPageParams = ListDatasetsParams &
  RequestOptions & {
    /**
     * Opaque cursor from a previous page's `nextCursor`. When set, the other list params are ignored:
     * the cursor already carries them (it is resolved against `baseUrl`'s origin, and the token is only
     * sent to that origin).
     */
    cursor?: string;
    /** Datasets per page (the hub's `limit`); the server's default when absent. */
    pageSize?: number;
  };

/** Parameters of {@link listDatasets}. */
export type ListDatasetsGeneratorParams = ListDatasetsParams &
  RequestOptions & {
    /** Stop after this many datasets. All datasets when absent. */
    limit?: number;
    /** Datasets fetched per request; defaults to `min(limit, 500)`. */
    pageSize?: number;
  };

/**
 * Fetches one page of datasets (`GET /api/datasets`). Feed it to TanStack's `useInfiniteQuery` with
 * `getNextPageParam: (page) => page.nextCursor`.
 *
 * @returns the page's datasets, the opaque `nextCursor` (absent on the last page) and `total` when the
 *   service reports `X-Total-Count`.
 * @throws {InputError} for a malformed token, cursor or pageSize, or `expand` with `full` (before any request).
 * @throws {HubApiError} "Failed to fetch datasets" for a non-2xx answer (`status`, `errorCode`, `serverMessage`).
 * @throws {InvalidResponseError} "Invalid response format" when the body is not a list of datasets.
 */
export async function listDatasetsPage(params: ListDatasetsPageParams = {}): Promise<Page<DatasetEntry>> {
  return fetchRepoPage({
    params,
    path: "/api/datasets",
    query: () => listQuery(params, params.pageSize),
    failure: "Failed to fetch datasets",
    isRow: isApiDatasetInfo,
    toEntry: toDatasetEntry,
  });
}

/**
 * Iterates over datasets, page after page, until the list ends or `limit` datasets were yielded.
 *
 * ```ts
 * for await (const dataset of listDatasets({ filter: "task_categories:translation", limit: 20 })) {
 *   console.log(dataset.id, dataset.downloads);
 * }
 * ```
 *
 * Throws the same errors as {@link listDatasetsPage}.
 */
export async function* listDatasets(params: ListDatasetsGeneratorParams = {}): AsyncGenerator<DatasetEntry> {
  yield* walkRepoPages(params, listDatasetsPage);
}

function listQuery(params: ListDatasetsParams, pageSize: number | undefined) {
  if ((params.expand ?? []).length > 0 && params.full) {
    throw new InputError("expand cannot be combined with full");
  }
  return { ...commonListQuery(params, pageSize), full: params.full ? "true" : undefined };
}
