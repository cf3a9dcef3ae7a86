import type { ListModelsParams } from "@hiber/hub-sdk";
import { SortSelect } from "../../components/DatasetFilters/NativeSelect";
import { MatchCount } from "../../components/FacetFilters/MatchCount";
import { cn } from "../../lib/cn";

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
 * The line above the store's grid: how many models match ("1,234 models", when the hub says; "12+ models"
 * when only a lower bound is known) and the "Sort by" select (when `onSortChange` is given). A native
 * select: the platform's own picker on phones.
 */
export function StoreSortControl({
  total,
  totalMore,
  sort,
  onSortChange,
  locale,
  className,
}: {
  total?: number;
  /** `total` is a lower bound: more models match. */
  totalMore?: boolean;
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
      <MatchCount
        data-slot="store-screen-count"
        matches={total === undefined ? undefined : { count: total, more: totalMore }}
        noun={["model", "models"]}
        locale={locale}
      />
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
