import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";

export type PaginationProps = React.ComponentProps<"nav"> & {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages when known: the label reads "Page X of Y", else "Page X". */
  pageCount?: number;
  /** Whether a page follows the current one; Next is disabled otherwise. */
  hasNextPage: boolean;
  onPreviousPage: () => void;
  onNextPage: () => void;
  /**
   * Disables both buttons while a page loads. They are marked `aria-disabled` and ignore presses rather
   * than becoming natively disabled, so a keyboard user who pressed Next keeps focus on it.
   */
  disabled?: boolean;
};

/** The label of the current page: "Page 2 of 10", or "Page 2" when the total is unknown. */
export function pageLabel(page: number, pageCount?: number): string {
  return pageCount === undefined ? `Page ${page}` : `Page ${page} of ${pageCount}`;
}

/** Previous / Next buttons around a "Page X of Y" label. Previous is disabled on page 1. */
export function Pagination({
  page,
  pageCount,
  hasNextPage,
  onPreviousPage,
  onNextPage,
  disabled = false,
  className,
  "aria-label": ariaLabel = "Pagination",
  ...props
}: PaginationProps) {
  return (
    <nav
      aria-label={ariaLabel}
      data-slot="pagination"
      className={cn("flex items-center justify-center gap-3 sm:gap-4", className)}
      {...props}
    >
      <Button
        variant="outline"
        onClick={disabled ? undefined : onPreviousPage}
        disabled={page <= 1}
        aria-disabled={(disabled && page > 1) || undefined}
        data-slot="pagination-previous"
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span
        aria-live="polite"
        data-slot="pagination-label"
        className="min-w-24 text-center font-medium text-sm text-zinc-700 tabular-nums dark:text-zinc-300"
      >
        {pageLabel(page, pageCount)}
      </span>
      <Button
        variant="outline"
        onClick={disabled ? undefined : onNextPage}
        disabled={!hasNextPage}
        aria-disabled={(disabled && hasNextPage) || undefined}
        data-slot="pagination-next"
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
