import { createHttpError, HubApiError, InputError, InvalidResponseError } from "../errors";
import type { DatasetEntry, Page, RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { parseLinkHeader } from "../utils/parse-link-header";
import { readJson } from "../utils/read-json";
import { buildUrl, getJson, resolveServiceUrl } from "../utils/request";
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

/** Largest page the generator asks for, as the official client does. */
const MAX_PAGE_SIZE = 500;

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
  checkCredentials(params);
  const url =
    params.cursor !== undefined
      ? resolveServiceUrl(params.baseUrl, params.cursor)
      : buildUrl(params.baseUrl, "/api/datasets", listQuery(params, params.pageSize));

  const res = await getJson(url, params);
  if (!res.ok) {
    throw await createHttpError(res, HubApiError, "Failed to fetch datasets", url);
  }

  const rows = await readJson(res, url);
  if (!Array.isArray(rows) || !rows.every(isApiDatasetInfo)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body: rows });
  }

  const page: Page<DatasetEntry> = { items: rows.map(toDatasetEntry) };
  const next = parseLinkHeader(res.headers.get("Link")).next;
  if (next !== undefined) page.nextCursor = next;
  const total = totalCount(res.headers.get("X-Total-Count"));
  if (total !== undefined) page.total = total;
  return page;
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
  const { limit, pageSize, ...rest } = params;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0)) {
    throw new InputError("Invalid limit: expected a non-negative integer");
  }
  let remaining = limit ?? Number.POSITIVE_INFINITY;
  if (remaining === 0) return;

  let cursor: string | undefined;
  do {
    const page = await listDatasetsPage({
      ...rest,
      cursor,
      pageSize: pageSize ?? Math.min(remaining, MAX_PAGE_SIZE),
    });
    for (const item of page.items) {
      yield item;
      remaining -= 1;
      if (remaining <= 0) return;
    }
    cursor = page.nextCursor;
  } while (cursor !== undefined);
}

function listQuery(params: ListDatasetsParams, pageSize: number | undefined) {
  if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize > 0)) {
    throw new InputError("Invalid pageSize: expected a positive integer");
  }
  const expand = params.expand ?? [];
  if (expand.length > 0 && params.full) {
    throw new InputError("expand cannot be combined with full");
  }
  const filter = params.filter === undefined ? [] : ([] as string[]).concat(params.filter);
  return {
    search: nonEmpty(params.search?.trim()),
    author: nonEmpty(params.author),
    filter: filter.filter((f) => f !== ""),
    sort: params.sort,
    full: params.full ? "true" : undefined,
    expand,
    limit: pageSize,
  };
}

function totalCount(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}
