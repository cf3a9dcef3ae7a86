import type { Page } from "@hiber/hub-sdk";
import { type InfiniteData, type UseInfiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

export interface PagedList<T> {
  status: "loading" | "error" | "success";
  /** Items on screen: the requested page, or the previous one while it loads (and during the transition). */
  items: T[];
  /** The previous page stays on screen (dimmed) while the requested one loads or the transition runs. */
  isTransitioning: boolean;
  /** "Page X of Y" when the service reports a total. */
  pageCount?: number;
  hasNextPage: boolean;
  /** The last page that exists, once the list was walked past its end (for clamping a deep link). */
  lastPage?: number;
  error: Error | null;
  retry: () => void;
}

type Options<T, K extends readonly unknown[]> = UseInfiniteQueryOptions<
  Page<T>,
  Error,
  InfiniteData<Page<T>>,
  K,
  string | undefined
>;

/**
 * One page of a cursor-paged list, addressed by number: cursor pages are walked forward with `fetchNextPage`
 * and kept, so page N of a deep link loads once, Previous is instant, and the page after the current one is
 * fetched ahead. When the page or the query changes,
 * the previous items stay on screen for at least `transitionMs` (the spec's 300 ms), then the new ones replace them.
 */
export function usePagedList<T, K extends readonly unknown[]>(
  options: Options<T, K>,
  page: number,
  pageSize: number,
  transitionMs = 0,
): PagedList<T> {
  const query = useInfiniteQuery(options);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadedPages = data?.pages.length ?? 0;

  // Walk forward to the requested page, and one beyond it, so Next has its page at hand.
  useEffect(() => {
    if (loadedPages > 0 && loadedPages <= page && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [loadedPages, page, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const key = JSON.stringify([options.queryKey, page]);
  const requested = data?.pages[page - 1]?.items;

  // What is on screen, and since when the request for something else stands.
  const shown = useRef<{ key: string; items: T[] } | undefined>(undefined);
  const [changedAt, setChangedAt] = useState(() => ({ key, at: 0 }));
  const [, rerender] = useState(0);
  let since = changedAt.at;
  if (changedAt.key !== key) {
    since = performance.now();
    setChangedAt({ key, at: since });
  }

  const elapsed = performance.now() - since;
  const transitionDone = shown.current === undefined || elapsed >= transitionMs;
  if (requested && (shown.current?.key === key || transitionDone)) shown.current = { key, items: requested };

  useEffect(() => {
    if (!requested || shown.current?.key === key) return;
    const timer = setTimeout(() => rerender((n) => n + 1), Math.max(0, transitionMs - elapsed));
    return () => clearTimeout(timer);
  });

  const total = data?.pages[0]?.total;
  const onScreen = shown.current?.items;
  return {
    status: query.isError && !requested ? "error" : onScreen ? "success" : "loading",
    items: onScreen ?? [],
    isTransitioning: onScreen !== undefined && shown.current?.key !== key,
    pageCount: total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize)),
    hasNextPage: loadedPages > page || Boolean(hasNextPage),
    lastPage:
      loadedPages > 0 && loadedPages < page && !hasNextPage && !isFetchingNextPage ? loadedPages : undefined,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
