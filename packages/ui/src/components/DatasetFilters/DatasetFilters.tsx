import type { DatasetSort } from "@hiber/hub-sdk";
import { DATASET_CATEGORY_GROUPS, taskInfo } from "@hiber/hub-sdk/tasks";
import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";
import { DATASET_PAGE_SIZES, DATASET_SORT_OPTIONS, isDatasetFilterActive } from "./dataset-categories";
import { NativeSelect } from "./NativeSelect";

export type DatasetFiltersProps = Omit<React.ComponentProps<"fieldset">, "children"> & {
  /** Selected task category (a hub `task_categories:` id); all categories when absent. */
  category?: string;
  /** Called with the new category, or `undefined` for "All categories". */
  onCategoryChange: (category: string | undefined) => void;
  /** Selected sort. */
  sort: DatasetSort;
  onSortChange: (sort: DatasetSort) => void;
  /** Datasets per page: 6, 12 or 24. */
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /**
   * Called by "Reset", shown only when a category is set or the sort is not "Most Downloads"; the
   * caller returns to no category and sort by downloads (spec §4).
   */
  onReset: () => void;
  /** Disables every control, e.g. while the first page loads. */
  disabled?: boolean;
};

function Select({ id, label, className, ...props }: React.ComponentProps<"select"> & { label: string }) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className="font-medium text-xs text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <NativeSelect id={id} {...props} />
    </div>
  );
}

/**
 * The datasets screen's filters: a grouped task-category select (NLP, Computer Vision, Audio,
 * Multimodal, Tabular, Other), the sort (Most Downloads, Most Liked, Newest, Trending), the page size
 * (6, 12, 24) and "Reset", shown when the category or sort differ from the defaults. Controlled.
 */
export function DatasetFilters({
  category,
  onCategoryChange,
  sort,
  onSortChange,
  pageSize,
  onPageSizeChange,
  onReset,
  disabled = false,
  className,
  ...props
}: DatasetFiltersProps) {
  const id = useId();
  const known = DATASET_CATEGORY_GROUPS.some((g) => g.categories.some((c) => c.id === category));
  const canReset = isDatasetFilterActive({ category, sort });
  const pageSizes: readonly number[] = DATASET_PAGE_SIZES.includes(pageSize as 6 | 12 | 24)
    ? DATASET_PAGE_SIZES
    : [...DATASET_PAGE_SIZES, pageSize].sort((a, b) => a - b);

  return (
    <fieldset
      data-slot="dataset-filters"
      data-state={canReset ? "filtered" : "default"}
      className={cn("m-0 flex min-w-0 flex-wrap items-end gap-3 border-0 p-0", className)}
      {...props}
    >
      <legend className="sr-only">Dataset filters</legend>
      <Select
        id={`${id}-category`}
        label="Category"
        value={category ?? ""}
        disabled={disabled}
        onChange={(event) => onCategoryChange(event.target.value === "" ? undefined : event.target.value)}
        className="w-full sm:w-64"
        data-slot="dataset-filters-category"
      >
        <option value="">All categories</option>
        {category && !known && <option value={category}>{taskInfo(category).label}</option>}
        {DATASET_CATEGORY_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <Select
        id={`${id}-sort`}
        label="Sort by"
        value={sort}
        disabled={disabled}
        onChange={(event) => onSortChange(event.target.value as DatasetSort)}
        className="min-w-40 flex-1 sm:flex-none"
        data-slot="dataset-filters-sort"
      >
        {DATASET_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-page-size`}
        label="Per page"
        value={String(pageSize)}
        disabled={disabled}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
        className="w-28"
        data-slot="dataset-filters-page-size"
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
      {canReset && (
        <Button variant="ghost" onClick={onReset} disabled={disabled} data-slot="dataset-filters-reset">
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      )}
    </fieldset>
  );
}
