import type { Page } from "@hiber/hub-sdk";
import { queryOptions, type UseQueryResult } from "@tanstack/react-query";

/** A page of a cursor-paged list with its number (1-based). */
export interface NumberedPage<T> extends Page<T> {
  page: number;
}

/**
 * Page `page` of a cursor-paged list as its own query, keyed by its number, so that `?page=N` deep links and
 * `placeholderData: keepPreviousData` work as for any query. Its cursor is the previous page's `nextCursor`:
 * the pages before it come from the cache (a deep link walks them once, and caches them). A page past the
 * end resolves to the last page, with that page's number.
 */
export function numberedPageQueryOptions<T, K extends readonly unknown[]>(
  key: K,
  page: number,
  fetchPage: (params: { cursor?: string; signal: AbortSignal }) => Promise<Page<T>>,
) {
  return queryOptions({
    queryKey: [...key, { page }] as const,
    queryFn: async ({ client, signal }): Promise<NumberedPage<T>> => {
      let cursor: string | undefined;
      for (let previous = 1; previous < page; previous++) {
        const options = numberedPageQueryOptions(key, previous, fetchPage);
        const before = await client.query({ ...options, staleTime: "static" });
        if (before.nextCursor === undefined) return before;
        cursor = before.nextCursor;
      }
      return { ...(await fetchPage({ cursor, signal })), page };
    },
  });
}

/**
 * What a paged screen shows of a page's query (a `keepPreviousData` one): the page's number (the last page's
 * for a link past the end), "Page X of Y" when the service reports a total, and Next while a next page exists.
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
    hasNextPage: data?.nextCursor !== undefined,
    isFetching,
  } as const;
}
