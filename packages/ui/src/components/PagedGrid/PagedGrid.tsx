import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { EmptyState, type EmptyStateProps } from "../EmptyState/EmptyState";
import { Pagination } from "../Pagination/Pagination";
import { Spinner } from "../Spinner/Spinner";

export type PagedGridStatus = "loading" | "error" | "success";

export type PagedGridProps<T> = Omit<React.ComponentProps<"div">, "children"> & {
  /** `loading` before a page arrives, `error` if it failed, `success` once a page is shown. */
  status: PagedGridStatus;
  /** The items of the current page (or of the previous page while `isFetching`). */
  items: readonly T[];
  /** A stable key of an item (its id). */
  getItemKey: (item: T) => string;
  /** The card of an item (`index`: its place on the page, from 0). */
  renderItem: (item: T, index: number) => ReactNode;
  /** The grid's heading, for screen readers only ("Models"). */
  heading: string;
  /** What the loading state announces ("Loading models"). */
  loadingLabel: string;
  /**
   * A placeholder card: while loading, the grid shows `skeletonCount` of them (hidden from assistive
   * technology; `loadingLabel` is announced). Without it a large spinner shows.
   */
  skeleton?: ReactNode;
  /** How many placeholders show while loading (a page's size). */
  skeletonCount?: number;
  /** Shown in the `error` state, e.g. an `ErrorCard` with "Try Again". */
  error?: ReactNode;
  /** Shown when a page loaded with no items, e.g. a `PagedGridEmpty`. */
  empty?: ReactNode;
  /** Current page, 1-based. */
  page: number;
  /** Number of pages when known ("Page X of Y"); otherwise "Page X". */
  pageCount?: number;
  /** Whether a page follows the current one. */
  hasNextPage: boolean;
  onPreviousPage: () => void;
  onNextPage: () => void;
  /** A new page is loading: the shown grid dims and turns inert (`aria-busy`), and paging is disabled. */
  isFetching?: boolean;
  /** Accessible name of the pagination ("Model pages"). */
  paginationLabel: string;
};

/** Classes of the grid: 1, 2 or 3 columns. */
export const pagedGridClass = "grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3";

/**
 * A page of cards in a responsive grid (1, 2 or 3 columns) with Previous / Next under it, and its
 * loading (spinner or skeleton cards), error and empty states. Items show in every state but
 * `loading`, so an error can sit above the page last shown. Pagination shows once a page loaded (and
 * on an empty page after the first, to go back). While `isFetching` the grid dims and turns inert.
 */
export function PagedGrid<T>({
  status,
  items,
  getItemKey,
  renderItem,
  heading,
  loadingLabel,
  skeleton,
  skeletonCount = 6,
  error,
  empty,
  page,
  pageCount,
  hasNextPage,
  onPreviousPage,
  onNextPage,
  isFetching = false,
  paginationLabel,
  className,
  ...props
}: PagedGridProps<T>) {
  const showPagination = status === "success" && (items.length > 0 || page > 1);
  return (
    <div
      data-slot="paged-grid"
      data-state={status}
      className={cn("flex flex-col gap-8", className)}
      {...props}
    >
      {status === "error" && error}

      {status === "loading" &&
        (skeleton === undefined ? (
          <div data-slot="paged-grid-loading" className="flex min-h-80 items-center justify-center">
            <Spinner size="lg" label={loadingLabel} />
          </div>
        ) : (
          <div data-slot="paged-grid-loading" aria-busy="true">
            <span role="status" className="sr-only">
              {loadingLabel}
            </span>
            <ul aria-hidden="true" className={pagedGridClass}>
              {Array.from({ length: Math.max(0, skeletonCount) }, (_, index) => (
                <li key={index} className="min-w-0">
                  {skeleton}
                </li>
              ))}
            </ul>
          </div>
        ))}

      {status === "success" && items.length === 0 && empty}

      {status !== "loading" && items.length > 0 && (
        <div className="flex flex-col gap-4">
          <h2 className="sr-only">{heading}</h2>
          <ul
            data-slot="paged-grid-list"
            aria-busy={isFetching || undefined}
            // The dimmed grid is stale while the next page loads: inactive, out of the tab order.
            inert={isFetching}
            className={cn(pagedGridClass, "transition-opacity duration-300", isFetching && "opacity-50")}
          >
            {items.map((item, index) => (
              <li key={getItemKey(item)} className="min-w-0">
                {renderItem(item, index)}
              </li>
            ))}
          </ul>
        </div>
      )}

      {showPagination && (
        <Pagination
          page={page}
          pageCount={pageCount}
          hasNextPage={hasNextPage}
          onPreviousPage={onPreviousPage}
          onNextPage={onNextPage}
          disabled={isFetching}
          aria-label={paginationLabel}
        />
      )}
    </div>
  );
}

export type PagedGridEmptyProps = EmptyStateProps;

/** The empty state of a {@link PagedGrid}: an {@link EmptyState} (kept under this name for existing callers). */
export function PagedGridEmpty(props: PagedGridEmptyProps) {
  return <EmptyState data-slot="paged-grid-empty" {...props} />;
}
