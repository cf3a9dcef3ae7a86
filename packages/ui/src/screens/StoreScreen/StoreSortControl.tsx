import type { ListModelsParams } from "@hiber/hub-sdk";
import { SortSelect } from "../../components/DatasetFilters/NativeSelect";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";

/** The orders of the store the hub offers (every one descending). */
export type StoreSort = Extract<
  NonNullable<ListModelsParams["sort"]>,
  "trendingScore" | "downloads" | "likes" | "createdAt" | "lastModified"
>;

/** The store's sort options, in the order the control lists them, with their labels. */
export const STORE_SORT_OPTIONS: readonly { value: StoreSort; label: string }[] = [
  { value: "trendingScore", label: "Trending" },
  { value: "downloads", label: "Most downloads" },
  { value: "likes", label: "Most likes" },
  { value: "createdAt", label: "Recently created" },
  { value: "lastModified", label: "Recently updated" },
];

/**
 * The line above the store's grid: how many models match ("1,234 models", when the hub says) and the
 * "Sort by" select (when `onSortChange` is given). A native select: the platform's own picker on phones.
 */
export function StoreSortControl({
  total,
  sort,
  onSortChange,
  locale,
  className,
}: {
  total?: number;
  sort: StoreSort;
  onSortChange?: (sort: StoreSort) => void;
  locale?: string;
  className?: string;
}) {
  return (
    <div
      data-slot="store-screen-results"
      className={cn("flex min-h-10 flex-wrap items-center justify-between gap-3", className)}
    >
      <p
        data-slot="store-screen-count"
        aria-live="polite"
        className="text-sm text-zinc-600 dark:text-zinc-400"
      >
        {total !== undefined && `${formatNumber(total, locale)} ${total === 1 ? "model" : "models"}`}
      </p>
      {onSortChange && (
        <SortSelect
          value={sort}
          options={STORE_SORT_OPTIONS}
          onValueChange={onSortChange}
          slot="store-screen-sort"
        />
      )}
    </div>
  );
}
