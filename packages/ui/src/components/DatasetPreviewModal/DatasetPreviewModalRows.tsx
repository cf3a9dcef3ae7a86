import type { DatasetFeature } from "@hiber/hub-sdk";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";
import { Button } from "../Button/Button";
import { classLabelName, EMPTY_CELL, featureTypeLabel, formatCell, isNumericFeature } from "./format-cell";

/** Estimated height of a table row in px (rows are measured once rendered). */
const ROW_HEIGHT = 37;

/** The split's rows in a virtualised table (rows are measured once rendered). */
export function DatasetPreviewModalRowsTable({
  datasetId,
  columns,
  features,
  rows,
  offset,
  total,
  busy,
  locale,
}: {
  datasetId: string;
  columns: string[];
  features: DatasetFeature[];
  rows: Record<string, unknown>[];
  offset: number;
  total: number;
  busy: boolean;
  locale: string | undefined;
}) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  const types = new Map(features.map((feature) => [feature.name, feature.type]));
  const numeric = new Set(columns.filter((column) => isNumericFeature(types.get(column))));
  const cellClass = "border-zinc-200 border-b px-3 py-2 align-top text-left dark:border-zinc-800";

  return (
    <section
      ref={scrollRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll it with the keyboard
      tabIndex={0}
      aria-label={`Rows of ${datasetId}`}
      aria-busy={busy || undefined}
      data-slot="dataset-preview-table"
      className={cn(
        "relative min-h-32 overflow-auto overscroll-contain rounded-lg border border-zinc-200 outline-none dark:border-zinc-800",
        "max-h-[min(52dvh,34rem)] focus-visible:ring-2 focus-visible:ring-indigo-500 dark:focus-visible:ring-indigo-400",
      )}
    >
      <table aria-rowcount={total + 1} className="w-max min-w-full border-separate border-spacing-0 text-sm">
        <thead>
          <tr aria-rowindex={1}>
            <th
              scope="col"
              className={cn(
                cellClass,
                "sticky top-0 left-0 z-20 w-px whitespace-nowrap bg-zinc-100 text-right font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
              )}
            >
              #
            </th>
            {columns.map((column) => {
              const type = featureTypeLabel(types.get(column));
              return (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    cellClass,
                    "sticky top-0 z-10 bg-zinc-100 font-semibold text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100",
                    numeric.has(column) && "text-right",
                  )}
                >
                  <span className="block whitespace-nowrap">{column}</span>
                  {type && (
                    <span className="block whitespace-nowrap font-mono font-normal text-xs text-zinc-600 dark:text-zinc-400">
                      {type}
                    </span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {/* Stale rows while the next page loads: dimmed, still above AA contrast (axe checks it in Busy). */}
        <tbody className={busy ? "opacity-80" : undefined}>
          {paddingTop > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing for the rows scrolled out, never focusable
            <tr aria-hidden="true">
              <td colSpan={columns.length + 1} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index] ?? {};
            return (
              <tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={offset + item.index + 2}
                className="hover:bg-zinc-50 dark:hover:bg-zinc-800/40"
              >
                <th
                  scope="row"
                  className={cn(
                    cellClass,
                    "sticky left-0 w-px whitespace-nowrap bg-white text-right font-normal text-zinc-600 tabular-nums dark:bg-zinc-900 dark:text-zinc-400",
                  )}
                >
                  {formatNumber(offset + item.index + 1, locale)}
                </th>
                {columns.map((column) => {
                  const value = row[column];
                  const label = classLabelName(types.get(column), value);
                  const text = label ?? formatCell(value);
                  return (
                    <td
                      key={column}
                      data-empty={text === EMPTY_CELL || undefined}
                      className={cn(
                        cellClass,
                        "min-w-20 max-w-[36ch] whitespace-pre-wrap break-words",
                        (numeric.has(column) || (typeof value === "number" && label === undefined)) &&
                          "text-right tabular-nums",
                        text === EMPTY_CELL && "text-zinc-500 dark:text-zinc-500",
                        typeof value === "object" && value !== null && "font-mono text-xs",
                      )}
                    >
                      {text}
                      {label !== undefined && (
                        <span className="ml-1 text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                          ({String(value)})
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {paddingBottom > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing for the rows scrolled out, never focusable
            <tr aria-hidden="true">
              <td colSpan={columns.length + 1} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

export function DatasetPreviewModalRowsPager({
  offset,
  shown,
  total,
  busy,
  rowsPerPage,
  onRowsPageChange,
  locale,
}: {
  offset: number;
  shown: number;
  total: number;
  busy: boolean;
  rowsPerPage: number;
  onRowsPageChange: (offset: number) => void;
  locale: string | undefined;
}) {
  const inputId = useId();
  const [row, setRow] = useState("");
  const fmt = (n: number) => formatNumber(n, locale);
  const last = Math.min(offset + Math.max(shown, 1), total);
  const atStart = busy || offset <= 0;
  const atEnd = busy || offset + shown >= total || shown === 0;
  const label =
    shown > 0
      ? `Rows ${fmt(offset + 1)}–${fmt(last)} of ${fmt(total)}`
      : `No rows at ${fmt(offset + 1)} of ${fmt(total)}`;

  return (
    <nav
      aria-label="Rows pages"
      data-slot="dataset-preview-pager"
      className="ml-auto flex flex-wrap items-center gap-2"
    >
      <span
        aria-live="polite"
        data-slot="dataset-preview-range"
        className="mr-1 font-medium text-zinc-700 tabular-nums dark:text-zinc-300"
      >
        {label}
      </span>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus while a page loads. */}
      {/* Previous and Next wrap together: never one above the other on a narrow screen. */}
      <div data-slot="dataset-preview-steps" className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-disabled={atStart || undefined}
          onClick={() => {
            if (!atStart) onRowsPageChange(Math.max(0, offset - rowsPerPage));
          }}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={atEnd || undefined}
          onClick={() => {
            if (!atEnd) onRowsPageChange(offset + shown);
          }}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const n = Number(row);
          if (!Number.isInteger(n) || n < 1 || n > total) return;
          onRowsPageChange(n - 1);
        }}
      >
        <label htmlFor={inputId} className="whitespace-nowrap">
          Go to row
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={total}
          step={1}
          required
          value={row}
          onChange={(event) => setRow(event.target.value)}
          className="h-8 w-28 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 tabular-nums outline-none focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        />
        <Button type="submit" variant="secondary" size="sm" aria-disabled={busy || undefined}>
          Go
        </Button>
      </form>
    </nav>
  );
}
