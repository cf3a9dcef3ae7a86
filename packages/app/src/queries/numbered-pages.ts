import type { Page } from "@hiber/hub-sdk";
import { type QueryClient, queryOptions, type UseQueryResult } from "@tanstack/react-query";

/** The hub's largest page (`limit`): a far page's window is fetched in requests of at most this many. */
export const MAX_WINDOW_REQUEST = 1000;

/**
 * How many items the first request for page `page` asks for when nothing of the list is cached (a link
 * opened directly): page 1 alone, else the window up to the page after it, at most {@link MAX_WINDOW_REQUEST}.
 */
export function firstRequestSize(page: number, pageSize: number): number {
  return page === 1 ? pageSize : Math.min((page + 1) * pageSize, MAX_WINDOW_REQUEST);
}

/** A page of a cursor-paged list with its number (1-based). */
export interface NumberedPage<T> extends Page<T> {
  page: number;
  /** Whether a page follows this one. */
  hasNextPage: boolean;
}

/** One request of a cursor-paged list: the first page of `pageSize` items, or the page a cursor points at. */
export type FetchPage<T> = (params: {
  cursor?: string;
  pageSize: number;
  signal: AbortSignal;
}) => Promise<Page<T>>;

/**
 * Page `page` (of `pageSize` items) of a cursor-paged list as its own query, keyed by its number, so that
 * `?page=N` deep links and `placeholderData: keepPreviousData` work as for any query. When the previous
 * page is in the cache with a cursor, this page is the one request that cursor names (Next). Otherwise (a
 * deep link, a far page) the list is fetched once from its start, `page + 1` pages' worth in one request
 * (in requests of {@link MAX_WINDOW_REQUEST}, following their cursors, beyond that), and sliced; the pages
 * it holds are put in the cache too (Previous, and Next's prefetch, find them there). A page past the end
 * resolves to the last page, with that page's number.
 */
export function numberedPageQueryOptions<T, K extends readonly unknown[]>(
  key: K,
  page: number,
  pageSize: number,
  fetchPage: FetchPage<T>,
) {
  const pageKey = (n: number) => [...key, { page: n }] as const;
  return queryOptions({
    queryKey: pageKey(page),
    queryFn: async ({ client, signal }): Promise<NumberedPage<T>> => {
      const previous = page > 1 ? client.getQueryData<NumberedPage<T>>(pageKey(page - 1)) : undefined;
      if (previous && !previous.hasNextPage) return previous;
      if (page === 1 || previous?.nextCursor !== undefined) {
        const result = await fetchPage({ cursor: previous?.nextCursor, pageSize, signal });
        return { ...result, page, hasNextPage: result.nextCursor !== undefined };
      }
      return fetchWindow(client, pageKey, page, pageSize, fetchPage, signal);
    },
  });
}

/** Pages 1 to `page + 1` in one round trip (or one per 1,000 items): `page`'s own, the rest cached. */
async function fetchWindow<T>(
  client: QueryClient,
  pageKey: (n: number) => readonly unknown[],
  page: number,
  pageSize: number,
  fetchPage: FetchPage<T>,
  signal: AbortSignal,
): Promise<NumberedPage<T>> {
  const wanted = (page + 1) * pageSize;
  const requestSize = firstRequestSize(page, pageSize);
  const items: T[] = [];
  let cursor: string | undefined;
  let total: number | undefined;
  do {
    const result = await fetchPage({ cursor, pageSize: requestSize, signal });
    items.push(...result.items);
    cursor = result.nextCursor;
    total = result.total ?? total;
  } while (cursor !== undefined && items.length < wanted);

  const lastHeld = Math.max(1, Math.ceil(items.length / pageSize));
  const more = cursor !== undefined || items.length > lastHeld * pageSize;
  const slice = (n: number): NumberedPage<T> => ({
    items: items.slice((n - 1) * pageSize, n * pageSize),
    page: n,
    hasNextPage: n < lastHeld || more,
    ...(total === undefined ? {} : { total }),
  });
  for (let n = 1; n <= lastHeld; n++) {
    if (n !== page && client.getQueryData(pageKey(n)) === undefined)
      client.setQueryData(pageKey(n), slice(n));
  }
  return slice(Math.min(page, lastHeld));
}

/**
 * How many items the list holds, as far as `page` tells: the service's total when it reports one; else, on
 * the last page, the exact count; else a lower bound (`more`: the pages so far, and more follow). Never a
 * guess.
 */
export function knownTotal<T>(
  page: NumberedPage<T> | undefined,
  pageSize: number,
): { total?: number; totalMore?: boolean } {
  if (page === undefined) return {};
  if (page.total !== undefined) return { total: page.total };
  const before = (page.page - 1) * pageSize;
  return page.hasNextPage
    ? { total: before + page.items.length, totalMore: true }
    : { total: before + page.items.length };
}

/**
 * What a paged screen shows of a page's query (a `keepPreviousData` one): the page's number (the last page's
 * for a link past the end), "Page X of Y" when the service reports a total, Next while a next page exists,
 * and how many items match (`knownTotal`).
 * `isFetching`: the previous page is on screen, dimmed, while the requested one loads or `holding` lasts.
 */
export function numberedPageProps<T>(
  query: UseQueryResult<NumberedPage<T>>,
  requested: number,
  pageSize: number,
  holding = false,
) {
  const { data } = query;
  const isFetching = Boolean(data) && (holding || query.isPlaceholderData);
  const total = data?.total;
  return {
    status: query.isError && !data ? "error" : data ? "success" : "loading",
    error: query.error?.message,
    onRetry: () => void query.refetch(),
    page: isFetching || !data ? requested : data.page,
    pageCount: total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize)),
    hasNextPage: data?.hasNextPage ?? false,
    isFetching,
    ...knownTotal(data, pageSize),
  } as const;
}
