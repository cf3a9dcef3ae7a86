import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { RefreshCw, RotateCcw, SearchX } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import { CategoryChips } from "../../components/CategoryChips/CategoryChips";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice/ErrorNotice";
import { ModelOptionCard } from "../../components/ModelOptionCard/ModelOptionCard";
import { Panel, PanelHeader, PanelTitle } from "../../components/Panel/Panel";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { cn } from "../../lib/cn";
import {
  DEFAULT_PLAYGROUND_MODEL_FILTERS,
  filterPlaygroundModels,
  MIN_DOWNLOADS_OPTIONS,
  PLAYGROUND_MODEL_CATEGORIES,
  PLAYGROUND_SORT_OPTIONS,
  type PlaygroundModel,
  type PlaygroundModelCategory,
  type PlaygroundModelFilters,
  type PlaygroundModelSort,
  type SortOrder,
  sortOrderOptions,
  withSortBy,
} from "../../lib/playground-models";

export type PlaygroundModelsStatus = "loading" | "error" | "success";

export type ModelPickerProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** `loading` until the model list arrives (skeletons), `error` if it failed, `success` once shown. */
  status: PlaygroundModelsStatus;
  /** Every model on offer; the picker filters and sorts them with `filterPlaygroundModels`. */
  models: readonly PlaygroundModel[];
  /** What went wrong loading the models (`error`). */
  error?: string;
  /** "Refresh": reload the model list (also "Retry" in the error state). */
  onRefresh?: () => void;
  /** The list reloads while the old one shows: the Refresh icon spins. */
  isRefreshing?: boolean;
  /** The filters (controlled). Uncontrolled, starting from `defaultFilters`, when not given. */
  filters?: PlaygroundModelFilters;
  defaultFilters?: PlaygroundModelFilters;
  onFiltersChange?: (filters: PlaygroundModelFilters) => void;
  /** The selected model's id. */
  selectedModelId?: string;
  onModelSelect: (id: string) => void;
  /** Locale of numbers and dates; the user's by default. */
  locale?: string;
};

const selectClass = /* @__PURE__ */ cn(
  "h-9 w-full cursor-pointer rounded-lg border border-zinc-300 bg-white px-2.5 text-sm text-zinc-900 shadow-xs outline-none",
  "focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40 disabled:cursor-not-allowed disabled:opacity-50",
  "dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:focus-visible:border-indigo-400 dark:focus-visible:ring-indigo-400/40",
);

/** One labelled filter: its options and the chosen value. */
function FilterSelect<T extends string | number>({
  id,
  label,
  value,
  options,
  onValueChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValueChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-xs text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={String(value)}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Placeholder of a model option while the list loads. */
function ModelOptionSkeleton() {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex items-center gap-2">
        <Skeleton className="size-4 rounded-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-3 w-1/2" />
      <div className="flex gap-1">
        <Skeleton className="h-4 w-12" />
        <Skeleton className="h-4 w-10" />
        <Skeleton className="h-4 w-14" />
      </div>
    </div>
  );
}

/**
 * "Select Model" (spec §2.11): the category chips, "Open Source Only", Min Downloads, Sort By and Order,
 * "Showing X of Y models" and a scrollable radio grid of the models; skeletons while loading, a red box
 * with Retry on error, and an empty state (Refresh, or Reset Filters when the filters hide every model).
 */
export function ModelPicker({
  status,
  models,
  error,
  onRefresh,
  isRefreshing = false,
  filters: filtersProp,
  defaultFilters = DEFAULT_PLAYGROUND_MODEL_FILTERS,
  onFiltersChange,
  selectedModelId,
  onModelSelect,
  locale,
  ...props
}: ModelPickerProps) {
  const id = useId();
  const [filters, setFilters] = useControllableState({
    prop: filtersProp,
    defaultProp: defaultFilters,
    onChange: onFiltersChange,
    caller: "ModelPicker",
  });
  const shown = filterPlaygroundModels(models, filters);
  const update = (patch: Partial<PlaygroundModelFilters>) => setFilters({ ...filters, ...patch });

  return (
    <Panel data-slot="playground-models" aria-labelledby={`${id}-title`} {...props}>
      <PanelHeader>
        <PanelTitle id={`${id}-title`}>Select Model</PanelTitle>
        {onRefresh && (
          <Button
            variant="outline"
            size="sm"
            onClick={onRefresh}
            disabled={isRefreshing || status === "loading"}
            data-slot="playground-refresh"
          >
            <RefreshCw aria-hidden="true" className={cn(isRefreshing && "animate-spin")} />
            Refresh
          </Button>
        )}
      </PanelHeader>
      <CategoryChips
        value={filters.category}
        onValueChange={(category) => update({ category: category as PlaygroundModelCategory | undefined })}
        categories={PLAYGROUND_MODEL_CATEGORIES}
        label="Model categories"
        className="-mx-5 px-5 sm:mx-0 sm:px-0"
      />
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
        <div className="col-span-2 flex h-9 items-center gap-2 sm:col-span-1 sm:self-end">
          <input
            id={`${id}-open-source`}
            type="checkbox"
            checked={filters.openSourceOnly}
            onChange={(event) => update({ openSourceOnly: event.target.checked })}
            className="size-4 cursor-pointer rounded border-zinc-300 accent-indigo-600 dark:border-zinc-600 dark:accent-indigo-400"
          />
          <label
            htmlFor={`${id}-open-source`}
            className="cursor-pointer text-sm text-zinc-800 dark:text-zinc-200"
          >
            Open Source Only
          </label>
        </div>
        <FilterSelect
          id={`${id}-min-downloads`}
          label="Min Downloads"
          value={filters.minDownloads}
          options={MIN_DOWNLOADS_OPTIONS}
          onValueChange={(value) => update({ minDownloads: Number(value) })}
        />
        <FilterSelect
          id={`${id}-sort`}
          label="Sort By"
          value={filters.sortBy}
          options={PLAYGROUND_SORT_OPTIONS}
          onValueChange={(value) => setFilters(withSortBy(filters, value as PlaygroundModelSort))}
        />
        <FilterSelect
          id={`${id}-order`}
          label="Order"
          value={filters.order}
          options={sortOrderOptions(filters.sortBy)}
          onValueChange={(value) => update({ order: value as SortOrder })}
        />
      </div>

      {status === "loading" && (
        <div data-slot="playground-models-loading" aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            Loading models…
          </p>
          <div aria-hidden="true" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, index) => (
              <ModelOptionSkeleton key={index} />
            ))}
          </div>
        </div>
      )}

      {status === "error" && (
        <ErrorNotice
          data-slot="playground-models-error"
          title="Couldn't load the models."
          message={error ?? "Failed to fetch models"}
          onRetry={onRefresh}
        />
      )}

      {status === "success" && (
        <>
          <p
            data-slot="playground-models-count"
            aria-live="polite"
            className="text-sm text-zinc-600 dark:text-zinc-400"
          >
            Showing {shown.length} of {models.length} models
          </p>
          {shown.length === 0 ? (
            <EmptyState
              data-slot="playground-models-empty"
              size="sm"
              icon={<SearchX aria-hidden="true" />}
              title={
                models.length === 0 ? "No models are available right now." : "No models match these filters."
              }
              action={
                models.length === 0 ? (
                  onRefresh && (
                    <Button variant="outline" size="sm" onClick={onRefresh}>
                      <RefreshCw aria-hidden="true" />
                      Refresh
                    </Button>
                  )
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setFilters(DEFAULT_PLAYGROUND_MODEL_FILTERS)}
                  >
                    <RotateCcw aria-hidden="true" />
                    Reset Filters
                  </Button>
                )
              }
            />
          ) : (
            <fieldset className="m-0 min-w-0 border-0 p-0" data-slot="playground-model-options">
              <legend className="sr-only">Model</legend>
              {/* While the list refreshes it dims and is inert (as PagedGrid's pages are): nothing to pick mid-swap. */}
              <div
                aria-busy={isRefreshing || undefined}
                inert={isRefreshing || undefined}
                className={cn(
                  "-m-1 grid max-h-96 grid-cols-1 gap-3 overflow-y-auto p-1 sm:grid-cols-2",
                  isRefreshing && "opacity-60",
                )}
              >
                {shown.map((model) => (
                  <ModelOptionCard
                    key={model.id}
                    model={model}
                    name={`${id}-model`}
                    checked={model.id === selectedModelId}
                    onSelect={onModelSelect}
                    locale={locale}
                  />
                ))}
              </div>
            </fieldset>
          )}
        </>
      )}
    </Panel>
  );
}
