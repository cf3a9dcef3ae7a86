import type { ModelEntry } from "@hiber/hub-sdk";
import { StoreScreen } from "@hiber/ui";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { STORE_PAGE_SIZE, storeModelsQueryOptions } from "../queries/models.ts";

function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Binds the store screen to the hub through the SDK; the page lives in the URL (`?page=2`). */
export function StoreContainer() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const query = useInfiniteQuery(storeModelsQueryOptions({}));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadedPages = data?.pages.length ?? 0;

  // Walk forward until the requested page is loaded (deep links, Next).
  useEffect(() => {
    if (loadedPages > 0 && loadedPages < page && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [loadedPages, page, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A page past the end of the list goes to the last page.
  useEffect(() => {
    if (loadedPages > 0 && loadedPages < page && !hasNextPage && !isFetchingNextPage) {
      setSearchParams(
        (params) => {
          params.set("page", String(loadedPages));
          return params;
        },
        { replace: true },
      );
    }
  }, [loadedPages, page, hasNextPage, isFetchingNextPage, setSearchParams]);

  // While a new page loads, the previous grid stays on screen (dimmed).
  const current = data?.pages[page - 1]?.items;
  const shown = useRef<ModelEntry[] | undefined>(undefined);
  if (current) shown.current = current;
  const models = current ?? shown.current ?? [];

  const total = data?.pages[0]?.total;
  const pageCount = total === undefined ? undefined : Math.max(1, Math.ceil(total / STORE_PAGE_SIZE));
  const hasPageAfter = loadedPages > page || Boolean(hasNextPage);

  const goTo = (next: number) => {
    setSearchParams((params) => {
      if (next <= 1) params.delete("page");
      else params.set("page", String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
  };

  const status = query.isError && !current ? "error" : current || shown.current ? "success" : "loading";

  return (
    <StoreScreen
      status={status}
      models={models}
      error={query.error?.message}
      onRetry={() => void query.refetch()}
      page={page}
      pageCount={pageCount}
      hasNextPage={hasPageAfter}
      isFetching={!current && status === "success"}
      onPreviousPage={() => goTo(page - 1)}
      onNextPage={() => goTo(page + 1)}
    />
  );
}
