import type { ModelEntry } from "@hiber/hub-sdk";
import { SearchX } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { Button } from "../../components/Button/Button";
import { CategoryChips } from "../../components/CategoryChips/CategoryChips";
import { CompareToggle } from "../../components/CompareToggle/CompareToggle";
import type { ComparisonModalStatus } from "../../components/ComparisonModal/ComparisonModal";
import type { ComparedModel } from "../../components/ComparisonModal/comparison";
import { DeferredDialog } from "../../components/Dialog/DeferredDialog";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { ErrorCard } from "../../components/ErrorCard/ErrorCard";
import {
  chosenFacetCount,
  clearedFacets,
  FacetFilters,
  type FacetState,
} from "../../components/FacetFilters/FacetFilters";
import { formatMatches } from "../../components/FacetFilters/MatchCount";
import {
  ModelCard,
  type ModelCardCommentsStatus,
  type ModelCardProps,
  modelName,
} from "../../components/ModelCard/ModelCard";
import { ModelCardSkeleton } from "../../components/ModelCard/ModelCardSkeleton";
import { PagedGrid } from "../../components/PagedGrid/PagedGrid";
import { ScreenHeader } from "../../components/ScreenHeader/ScreenHeader";
import { SearchToggle } from "../../components/SearchToggle/SearchToggle";
import { cn } from "../../lib/cn";
import { COMPARE_MAX } from "../../lib/compare";
import { type StoreSort, StoreSortControl } from "./StoreSortControl";

/** The floating bar of compare mode: its code loads when compare mode is first turned on. */
const CompareBar = /* @__PURE__ */ lazy(() =>
  import("../../components/CompareBar/CompareBar").then((module) => ({ default: module.CompareBar })),
);

/** The comparison dialog: its code loads when it first opens. */
const ComparisonModal = /* @__PURE__ */ lazy(() =>
  import("../../components/ComparisonModal/ComparisonModal").then((module) => ({
    default: module.ComparisonModal,
  })),
);

/**
 * How many cards fetch their cover at once, with high priority (the rest as the browser chooses): the grid's
 * first row at its widest, 3 columns from 1024 px; in the one column at 390 px the first card and most of the
 * second show on the first screen.
 */
const STORE_PRIORITY_COVERS = 3;

/** Where a model card leads by default: `/model/{id}` (spec §2). */
export function defaultModelHref(model: Pick<ModelEntry, "id">): string {
  return `/model/${model.id}`;
}

/** The comparison dialog of the store, driven by the app. */
export interface StoreComparison {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the dialog closes (Escape, backdrop, "Close", "View Details"). */
  onOpenChange: (open: boolean) => void;
  /** The two models, once their details are loaded. */
  models?: [ComparedModel, ComparedModel];
  /** `loading` while the details load (the default without `models`), `error` if they failed. */
  status?: ComparisonModalStatus;
  /** Message of the error state. */
  error?: string;
  /** "Try Again" in the error state. */
  onRetry?: () => void;
  /** Links of the model names in the table header; `/model/{id}` by default. */
  getModelHref?: (model: ComparedModel) => string;
  /** "Run both": the side-by-side run the dialog's footer button shows (issue 18). */
  runBoth?: React.ReactNode;
}

export type StoreScreenStatus = "loading" | "error" | "success";

export type StoreScreenProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** `loading` before the first page arrives, `error` if it failed, `success` once a page is shown. */
  status: StoreScreenStatus;
  /** The models of the current page (or of the previous page while `isFetching`). */
  models: ModelEntry[];
  /** The error message shown after "Error fetching models:". */
  error?: string;
  /** Called by "Try Again" in the error state. */
  onRetry?: () => void;
  /** Current page, 1-based. */
  page: number;
  /** Models per page: as many card placeholders show while a page loads (6 by default). */
  pageSize?: number;
  /** Number of pages when the total is known ("Page X of Y"); otherwise "Page X". */
  pageCount?: number;
  /** Whether a page follows the current one. */
  hasNextPage: boolean;
  onPreviousPage: () => void;
  onNextPage: () => void;
  /** A new page is loading: the shown grid dims and turns inert (`aria-busy`), and paging is disabled. */
  isFetching?: boolean;
  /** Link of each card; `/model/{id}` by default. */
  getModelHref?: (model: ModelEntry) => string;
  /** Locale of card dates and numbers; the user's by default. */
  locale?: string;
  /** Controls between the headline and the grid (search, category chips, compare toggle). */
  toolbar?: ReactNode;
  /** Headline; "AI Store." by default. */
  title?: ReactNode;
  /** Line under the headline. */
  tagline?: ReactNode;

  /** The active search term (from the URL); `""` or undefined when none. */
  search?: string;
  /** Shows the search toggle. Called with the trimmed, non-empty term on submit. */
  onSearch?: (term: string) => void;
  /** "Clear search" (and submitting an empty box while a search is active). */
  onClearSearch?: () => void;

  /** How many models match the search, category and facets, when known: "N models" above the grid. */
  total?: number;
  /** `total` is only a lower bound (the hub gave no count; more pages follow): "N+ models". */
  totalMore?: boolean;
  /** The order of the list ("Recently updated", `lastModified`, by default). */
  sort?: StoreSort;
  /** Shows the "Sort by" select. Called with the picked order. */
  onSortChange?: (sort: StoreSort) => void;

  /** The selected category chip (a pipeline tag); undefined is "All". */
  category?: string;
  /** Shows the category chips. Called with the picked category, or `undefined` for "All". */
  onCategoryChange?: (category?: string) => void;

  /**
   * The facets (library, licence, parameters, language) under the category chips: selects in a row, a
   * bottom sheet on phones, chips for the chosen ones. Shown when given.
   */
  facets?: FacetState;

  /** Compare mode: cards show a select checkbox and the compare bar floats at the bottom. */
  compareMode?: boolean;
  /** Shows the "Compare Models" switch. Turning it off should clear the selection (the app's job). */
  onCompareModeChange?: (on: boolean) => void;
  /** Ids of the selected models, oldest first (at most 2; see `toggleCompareSelection`). */
  selectedIds?: string[];
  /** A card's checkbox was toggled. */
  onToggleSelect?: (id: string) => void;
  /** A model's remove button in the compare bar; `onToggleSelect` when omitted. */
  onRemoveSelected?: (id: string) => void;
  /** When given, the compare bar shows "Clear". */
  onClearSelection?: () => void;
  /** "Compare Now" (enabled with exactly two selected): open the comparison. */
  onCompare?: () => void;
  /** The comparison dialog; rendered when given. */
  comparison?: StoreComparison;

  /** Ids of the bookmarked models (the profile's Saved tab). */
  bookmarkedIds?: readonly string[];
  /** Shows each card's bookmark toggle; called with the model id and the new state. */
  onBookmarkChange?: (id: string, bookmarked: boolean) => void;

  /** Comments per model id. A missing entry (or `null`) shows "n/a" for the count. */
  commentsById?: Record<string, ModelCardProps["comments"]>;
  /**
   * Where each model's comments are (`loading`, `success`, `error`; see `ModelCard`'s `commentsStatus`),
   * for comments that load after the cards. A missing entry: known when `commentsById` has it.
   */
  commentsStatusById?: Record<string, ModelCardCommentsStatus>;
  /** The comments are made up (the embedded hub emulator's): each shown comment is labelled "sample". */
  commentsSample?: boolean;
};

/**
 * The model store browse screen (/store): headline; a toolbar with the "Compare Models" switch, the
 * search toggle and the category chips; a grid of model cards (1, 2 or 3 columns); pagination; and in
 * compare mode the floating compare bar and the comparison dialog. Loading, error and empty states.
 * Pure: the data, the state (search, category, selection, dialog) and the callbacks come in as props.
 * Each control shows only when its callback is given.
 */
export function StoreScreen({
  status,
  models,
  error,
  onRetry,
  page,
  pageSize = 6,
  pageCount,
  hasNextPage,
  onPreviousPage,
  onNextPage,
  isFetching = false,
  getModelHref = defaultModelHref,
  locale,
  toolbar,
  title = "AI Store.",
  tagline = "Discover, compare and try machine-learning models from the hub.",
  search = "",
  onSearch,
  onClearSearch,
  total,
  totalMore,
  sort = "lastModified",
  onSortChange,
  category,
  onCategoryChange,
  facets,
  compareMode = false,
  onCompareModeChange,
  selectedIds = [],
  onToggleSelect,
  onRemoveSelected,
  onClearSelection,
  onCompare,
  comparison,
  commentsById,
  commentsStatusById,
  commentsSample,
  bookmarkedIds,
  onBookmarkChange,
  className,
  ...props
}: StoreScreenProps) {
  const titleId = useId();
  const faceted = chosenFacetCount(facets?.values) > 0;
  const filtered = search !== "" || category !== undefined || faceted;
  const known = status === "success" ? total : undefined;
  const hasToolbarRow = Boolean(onCompareModeChange || onSearch || toolbar);

  return (
    <section
      data-slot="store-screen"
      data-state={status}
      aria-labelledby={titleId}
      className={cn(
        "mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8 lg:py-14",
        // Room for the floating compare bar under the last row.
        compareMode && "pb-40 sm:pb-32 lg:pb-32",
        className,
      )}
      {...props}
    >
      <ScreenHeader data-slot="store-screen-header" title={title} titleId={titleId} description={tagline} />

      {(hasToolbarRow || onCategoryChange || facets) && (
        <div data-slot="store-screen-toolbar" className="flex flex-col gap-4">
          {hasToolbarRow && (
            <div className="flex flex-wrap items-center gap-3">
              {onCompareModeChange && (
                <CompareToggle checked={compareMode} onCheckedChange={onCompareModeChange} />
              )}
              {toolbar}
              {onSearch && (
                <SearchToggle
                  value={search}
                  onSearch={onSearch}
                  onClear={onClearSearch ?? (() => {})}
                  className="ml-auto"
                />
              )}
            </div>
          )}
          {onCategoryChange && (
            // Bleeds to the screen edges on phones, where the row scrolls sideways.
            <CategoryChips
              value={category}
              onValueChange={onCategoryChange}
              className="-mx-4 px-4 sm:mx-0 sm:px-0"
            />
          )}
          {facets && (
            <FacetFilters
              {...facets}
              label="Model filters"
              summary={
                known === undefined
                  ? undefined
                  : formatMatches({ count: known, more: totalMore }, ["model", "models"], locale)
              }
            />
          )}
        </div>
      )}

      {(onSortChange || total !== undefined) && (
        <StoreSortControl
          total={known}
          totalMore={totalMore}
          sort={sort}
          onSortChange={onSortChange}
          locale={locale}
          className="-mb-4"
        />
      )}

      <PagedGrid
        status={status}
        // The page last shown stays hidden under an error.
        items={status === "success" ? models : []}
        getItemKey={(model) => model.id}
        renderItem={(model, index) => (
          <ModelCard
            model={model}
            coverPriority={index < STORE_PRIORITY_COVERS}
            href={getModelHref(model)}
            locale={locale}
            comments={commentsById?.[model.id]}
            commentsStatus={commentsStatusById?.[model.id]}
            commentsSample={commentsSample}
            compareMode={compareMode}
            isSelected={selectedIds.includes(model.id)}
            onToggleSelect={onToggleSelect}
            bookmarked={bookmarkedIds?.includes(model.id)}
            onBookmarkChange={onBookmarkChange && ((on) => onBookmarkChange(model.id, on))}
          />
        )}
        heading="Models"
        loadingLabel="Loading models"
        // Placeholders of the cards' size: the page that replaces them moves nothing.
        skeleton={<ModelCardSkeleton />}
        skeletonCount={pageSize}
        error={
          <ErrorCard
            title="Error fetching models:"
            description={error ?? "Failed to fetch models"}
            actionLabel="Try Again"
            onAction={onRetry}
            className="my-8"
          />
        }
        empty={
          <EmptyState
            data-slot="store-screen-empty"
            icon={<SearchX aria-hidden="true" />}
            title="No models found"
            description={
              filtered
                ? `No models match ${[search && `“${search}”`, category && `in ${category}`, faceted && "with these filters"].filter(Boolean).join(" ")}. ${faceted ? "Try other filters" : "Try another search or category"}.`
                : "There are no models on this page. Try another page or come back later."
            }
            action={
              <>
                {search !== "" && onClearSearch && (
                  <Button variant="outline" onClick={onClearSearch}>
                    Clear search
                  </Button>
                )}
                {faceted && facets && (
                  <Button variant="outline" onClick={() => facets.onChange(clearedFacets(facets.values))}>
                    Clear filters
                  </Button>
                )}
              </>
            }
          />
        }
        page={page}
        pageCount={pageCount}
        hasNextPage={hasNextPage}
        onPreviousPage={onPreviousPage}
        onNextPage={onNextPage}
        isFetching={isFetching}
        paginationLabel="Model pages"
      />

      {compareMode && (
        <Suspense fallback={null}>
          <CompareBar
            selected={selectedIds.map((id) => ({ id, name: modelName(id) }))}
            max={COMPARE_MAX}
            onRemove={(id) => (onRemoveSelected ?? onToggleSelect)?.(id)}
            onCompare={() => onCompare?.()}
            onClear={onClearSelection}
          />
        </Suspense>
      )}

      {comparison && (
        <DeferredDialog open={comparison.open}>
          <ComparisonModal
            open={comparison.open}
            onOpenChange={comparison.onOpenChange}
            models={comparison.models}
            status={comparison.status}
            error={comparison.error}
            onRetry={comparison.onRetry}
            getModelHref={comparison.getModelHref ?? defaultModelHref}
            locale={locale}
            runBoth={comparison.runBoth}
          />
        </DeferredDialog>
      )}
    </section>
  );
}
