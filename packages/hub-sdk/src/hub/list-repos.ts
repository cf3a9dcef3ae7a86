import { createHttpError, HubApiError, InputError, InvalidResponseError } from "../errors";
import type { Page, RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { parseLinkHeader } from "../utils/parse-link-header";
import { readJson } from "../utils/read-json";
import { buildUrl, getJson, resolveServiceUrl } from "../utils/request";

/**
 * What the hub's repo lists (`/api/models`, `/api/datasets`) share: the request, the cursor (the `Link: rel="next"`
 * URL), `X-Total-Count`, the errors, and the generator that walks the pages. Internal to the SDK.
 */

/** Largest page the generators ask for, as the official client does. */
const MAX_PAGE_SIZE = 500;

export interface RepoListRequest<Row, Entry> {
  params: RequestOptions & { cursor?: string };
  /** `/api/models` or `/api/datasets`. */
  path: string;
  /** Query of the first page (ignored with a cursor, which carries its own). */
  query: () => Record<string, string | string[] | number | undefined>;
  /** Message of the `HubApiError` for a non-2xx answer, e.g. "Failed to fetch models" (or made from the answer). */
  failure: string | ((res: Response) => string);
  /** Message of the `InvalidResponseError` for a body that is not a list of rows; "Invalid response format" by default. */
  invalid?: string;
  isRow: (row: unknown) => row is Row;
  toEntry: (row: Row) => Entry;
}

/** Fetches one page of a hub repo list. */
export async function fetchRepoPage<Row, Entry>(request: RepoListRequest<Row, Entry>): Promise<Page<Entry>> {
  const { params } = request;
  checkCredentials(params);
  const url =
    params.cursor !== undefined
      ? resolveServiceUrl(params.baseUrl, params.cursor)
      : buildUrl(params.baseUrl, request.path, request.query());

  const res = await getJson(url, params);
  if (!res.ok) {
    const message = typeof request.failure === "string" ? request.failure : request.failure(res);
    throw await createHttpError(res, HubApiError, message, url);
  }

  const rows = await readJson(res, url);
  if (!Array.isArray(rows) || !rows.every(request.isRow)) {
    throw new InvalidResponseError(request.invalid ?? "Invalid response format", {
      url,
      status: res.status,
      body: rows,
    });
  }

  const page: Page<Entry> = { items: rows.map(request.toEntry) };
  const next = parseLinkHeader(res.headers.get("Link")).next;
  if (next !== undefined) page.nextCursor = next;
  const total = totalCount(res.headers.get("X-Total-Count"));
  if (total !== undefined) page.total = total;
  return page;
}

/** Yields items page after page until the list ends or `limit` items were yielded. */
export async function* walkRepoPages<P extends object, T>(
  params: P & { limit?: number; pageSize?: number },
  fetchPage: (
    params: Omit<P, "limit" | "pageSize"> & { cursor?: string; pageSize: number },
  ) => Promise<Page<T>>,
): AsyncGenerator<T> {
  const { limit, pageSize, ...rest } = params;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0)) {
    throw new InputError("Invalid limit: expected a non-negative integer");
  }
  let remaining = limit ?? Number.POSITIVE_INFINITY;
  if (remaining === 0) return;

  let cursor: string | undefined;
  do {
    const page = await fetchPage({
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

/** The query parameters both lists take: search, author, tag filters, sort, expand and the page size. */
export function commonListQuery(
  params: { search?: string; author?: string; filter?: string | string[]; sort?: string; expand?: string[] },
  pageSize: number | undefined,
) {
  if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize > 0)) {
    throw new InputError("Invalid pageSize: expected a positive integer");
  }
  const filter = params.filter === undefined ? [] : ([] as string[]).concat(params.filter);
  return {
    search: nonEmpty(params.search?.trim()),
    author: nonEmpty(params.author),
    filter: filter.filter((f) => f !== ""),
    sort: params.sort,
    expand: params.expand ?? [],
    limit: pageSize,
  };
}

export function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}

function totalCount(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
