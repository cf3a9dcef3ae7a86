import type { DatasetEntry, DatasetSort } from "@hiber/hub-sdk";
import { RotateCcw, SearchX } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "../../components/Button/Button";
import {
  DatasetCard,
  DatasetCardSkeleton,
  datasetDetailsHref,
} from "../../components/DatasetCard/DatasetCard";
import { DatasetFilters } from "../../components/DatasetFilters/DatasetFilters";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice/ErrorNotice";
import { FacetFilters, type FacetState } from "../../components/FacetFilters/FacetFilters";
import { formatMatches, MatchCount } from "../../components/FacetFilters/MatchCount";
import { PagedGrid } from "../../components/PagedGrid/PagedGrid";
import { ScreenHeader } from "../../components/ScreenHeader/ScreenHeader";
import { cn } from "../../lib/cn";

/** What a card says in place of "Preview" when the hub marks the dataset's viewer as disabled. */
export const DATASET_VIEWER_DISABLED = "No preview: its dataset viewer is disabled";

/** Where a dataset card leads by default: {@link datasetDetailsHref} of its id (spec §2). */
export function defaultDatasetHref(dataset: DatasetEntry): string {
  return datasetDetailsHref(dataset.id);
}

export type DatasetsScreenStatus = "loading" | "error" | "success";

export type DatasetsScreenProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /**
   * `loading` while a page loads (skeletons, as many as `pageSize`), `success` once shown, `error` when
   * the fetch failed: the error note with "Retry" only (an error is not an empty result).
   */
  status: DatasetsScreenStatus;
  /** The datasets of the current page. */
  datasets: DatasetEntry[];
  /** What went wrong, shown in the inline error note (status `error`). */
  error?: string;
  /** Called by "Retry" in the inline error note. */
  onRetry?: () => void;
  /** Datasets per page (6, 12 or 24); also the number of loading skeletons. */
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /** Selected task category (a hub `task_categories:` id); all when absent. */
  category?: string;
  onCategoryChange: (category: string | undefined) => void;
  /** Selected sort. */
  sort: DatasetSort;
  onSortChange: (sort: DatasetSort) => void;
  /** Back to no category and sort by downloads ("Reset" and the empty state's "Reset Filters"). */
  onReset: () => void;
  /** The facets (modality, rows, format) under the filters: selects, a bottom sheet on phones, chips. */
  facets?: FacetState;
  /** How many datasets match, when known: "N datasets" above the grid. */
  total?: number;
  /** `total` is only a lower bound (the hub gave no count; more pages follow): "N+ datasets". */
  totalMore?: boolean;
  /** Current page, 1-based. */
  page: number;
  /** Number of pages when known ("Page X of Y"); otherwise "Page X". */
  pageCount?: number;
  /** Whether a page follows the current one. */
  hasNextPage: boolean;
  onPreviousPage: () => void;
  onNextPage: () => void;
  /** A new page is loading while the old one shows: the grid dims, turns inert, and paging is disabled. */
  isFetching?: boolean;
  /** Ids of the bookmarked datasets. */
  bookmarkedIds?: readonly string[];
  /** Called when a card's bookmark toggle is pressed, with the new state. */
  onBookmarkChange?: (id: string, bookmarked: boolean) => void;
  /**
   * Called by a card's share button (the app uses the browser's share sheet); resolving "copied" (the
   * link was copied instead) makes the card say "Link copied".
   */
  onShare?: (dataset: DatasetEntry) => unknown;
  /** Called by a card's "Preview" (the app opens the preview modal); not offered when `viewer` is false. */
  onPreview?: (dataset: DatasetEntry) => void;
  /** Link of each card; {@link defaultDatasetHref} by default. */
  getDatasetHref?: (dataset: DatasetEntry) => string;
  /** Locale of card dates and numbers; the user's by default. */
  locale?: string;
  /** Headline; "Featured Datasets" by default. */
  title?: ReactNode;
  /** Line under the headline. */
  tagline?: ReactNode;
};

/**
 * The datasets screen ("Featured Datasets"): filters (category, sort, page size, Reset), a grid of
 * dataset cards (1, 2 or 3 columns), pagination, loading skeletons, the empty state and an inline error
 * note. Pure: data and callbacks come in as props; the preview modal is rendered by the caller.
 */
export function DatasetsScreen({
  status,
  datasets,
  error,
  onRetry,
  pageSize,
  onPageSizeChange,
  category,
  onCategoryChange,
  sort,
  onSortChange,
  onReset,
  facets,
  total,
  totalMore,
  page,
  pageCount,
  hasNextPage,
  onPreviousPage,
  onNextPage,
  isFetching = false,
  bookmarkedIds = [],
  onBookmarkChange,
  onShare,
  onPreview,
  getDatasetHref = defaultDatasetHref,
  locale,
  title = "Featured Datasets",
  tagline = "Explore datasets from the hub by task, popularity and freshness, and preview their rows.",
  className,
  ...props
}: DatasetsScreenProps) {
  const titleId = useId();
  const bookmarked = new Set(bookmarkedIds);
  const matches = status === "success" && total !== undefined ? { count: total, more: totalMore } : undefined;
  const empty = (
    <EmptyState
      data-slot="datasets-screen-empty"
      icon={<SearchX aria-hidden="true" />}
      title="No datasets found matching your filters."
      action={
        <Button variant="outline" onClick={onReset} data-slot="datasets-screen-reset">
          <RotateCcw aria-hidden="true" />
          Reset Filters
        </Button>
      }
      className="min-h-72 gap-4"
    />
  );

  return (
    <section
      data-slot="datasets-screen"
      data-state={status}
      aria-labelledby={titleId}
      className={cn(
        "mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8 lg:py-14",
        className,
      )}
      {...props}
    >
      <ScreenHeader
        data-slot="datasets-screen-header"
        title={title}
        titleId={titleId}
        description={tagline}
      />

      <DatasetFilters
        category={category}
        onCategoryChange={onCategoryChange}
        sort={sort}
        onSortChange={onSortChange}
        pageSize={pageSize}
        onPageSizeChange={onPageSizeChange}
        onReset={onReset}
      />
      {facets && (
        <FacetFilters
          {...facets}
          label="Dataset filters"
          summary={matches && formatMatches(matches, ["dataset", "datasets"], locale)}
          className="-mt-4"
        />
      )}
      {(facets || total !== undefined) && (
        <MatchCount
          data-slot="datasets-screen-count"
          matches={matches}
          noun={["dataset", "datasets"]}
          locale={locale}
          className="-my-4 min-h-5"
        />
      )}

      <PagedGrid
        status={status}
        items={datasets}
        getItemKey={(dataset) => dataset.id}
        renderItem={(dataset) => (
          <DatasetCard
            dataset={dataset}
            href={getDatasetHref(dataset)}
            locale={locale}
            bookmarked={bookmarked.has(dataset.id)}
            onBookmarkChange={onBookmarkChange && ((on: boolean) => onBookmarkChange(dataset.id, on))}
            onShare={onShare && (() => onShare(dataset))}
            onPreview={onPreview && dataset.viewer !== false ? () => onPreview(dataset) : undefined}
            noPreviewReason={onPreview && dataset.viewer === false ? DATASET_VIEWER_DISABLED : undefined}
          />
        )}
        heading="Datasets"
        loadingLabel="Loading datasets"
        skeleton={<DatasetCardSkeleton />}
        skeletonCount={pageSize}
        error={
          <ErrorNotice
            data-slot="datasets-screen-error"
            title="Couldn't load datasets."
            message={error ?? "Failed to fetch datasets"}
            onRetry={onRetry}
          />
        }
        empty={empty}
        page={page}
        pageCount={pageCount}
        hasNextPage={hasNextPage}
        onPreviousPage={onPreviousPage}
        onNextPage={onNextPage}
        isFetching={isFetching}
        paginationLabel="Dataset pages"
      />
    </section>
  );
}
