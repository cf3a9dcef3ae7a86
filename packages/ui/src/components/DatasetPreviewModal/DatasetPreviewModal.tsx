import type { DatasetFeature, DatasetPreview } from "@hiber/hub-sdk";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ChevronLeft, ChevronRight, CircleAlert, ExternalLink, LoaderCircle, RotateCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";
import { Button, buttonVariants } from "../Button/Button";
import { datasetHubUrl } from "../DatasetCard/DatasetCard";
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogTitle,
} from "../Dialog/Dialog";
import { classLabelName, EMPTY_CELL, featureTypeLabel, formatCell, isNumericFeature } from "./format-cell";

/** Rows per `/rows` page: the datasets server's maximum. */
export const DATASET_PREVIEW_ROWS_PER_PAGE = 100;

/** Estimated height of a table row in px (rows are measured once rendered). */
const ROW_HEIGHT = 37;

/** A page of rows fetched by the app with `listRows` (beyond the spec: paging through the whole split). */
export interface DatasetPreviewRowsPage {
  /** Index of the page's first row, from 0. */
  offset: number;
  /** Rows in the split. */
  total: number;
  /**
   * The rows at `offset` (cells by column name). While `loading` it may be empty (a placeholder shows)
   * or hold this offset's rows from a cache.
   */
  rows: Record<string, unknown>[];
  status: "loading" | "success" | "error";
  /** What went wrong (status `error`). */
  error?: string;
}

export type DatasetPreviewModalStatus = "loading" | "success" | "error";

export type DatasetPreviewModalProps = Omit<DialogContentProps, "children"> & {
  /** Whether the modal is open. */
  open: boolean;
  /** Called with `false` on Escape, a click outside, or "Close". */
  onOpenChange: (open: boolean) => void;
  /** The dataset id, shown under the title and used for the hub link. */
  datasetId: string;
  /** `loading` (first rows on their way), `success` (with `preview`) or `error`. */
  status: DatasetPreviewModalStatus;
  /** The preview from `previewDataset` (status `success`). */
  preview?: DatasetPreview;
  /**
   * The failure message (status `error`): the SDK's "Failed to load dataset preview for {id}: {reason}".
   * Defaults to that sentence with "Unknown error".
   */
  error?: string;
  /** Called by "Try Again" in the error state. */
  onRetry?: () => void;
  /**
   * The page of rows shown instead of the preview's first rows, once the user paged. Absent: the
   * preview's rows show, as "Showing first N rows".
   */
  rowsPage?: DatasetPreviewRowsPage;
  /**
   * Called with the 0-based offset of the rows to show (Previous, Next, Go to row, Try Again). The
   * paging controls show only with it. The app fetches `listRows({ offset, length: 100 })`.
   */
  onRowsPageChange?: (offset: number) => void;
  /** Rows per page the app fetches (Previous steps back by it); 100 by default. */
  rowsPerPage?: number;
  /** The hub page; `https://huggingface.co/datasets/{id}` by default. */
  hubUrl?: string;
  /** Locale of the counts; the user's by default. */
  locale?: string;
};

/**
 * The dataset preview modal (spec §2): "Dataset Preview" with the dataset name, a loading line, the
 * summary (Total Rows, Columns, Split), a table with a "#" column and one column per field, "Showing
 * first N rows", "View on HuggingFace" and "Close"; or "Failed to load preview" with "Try Again".
 * Beyond the spec: paging through the whole split 100 rows at a time, in a virtualized table (only the
 * visible rows are in the DOM) that scrolls with the keyboard. Escape closes; focus stays inside.
 */
export function DatasetPreviewModal({
  open,
  onOpenChange,
  datasetId,
  status,
  preview,
  error,
  onRetry,
  rowsPage,
  onRowsPageChange,
  rowsPerPage = DATASET_PREVIEW_ROWS_PER_PAGE,
  hubUrl,
  locale,
  className,
  ...props
}: DatasetPreviewModalProps) {
  const state = status === "success" && preview === undefined ? "loading" : status;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="dataset-preview-modal"
        data-view={state}
        className={cn("max-w-5xl gap-0 p-0 sm:p-0", className)}
        {...props}
      >
        <div className="flex flex-col gap-1 border-zinc-200 border-b py-4 pr-14 pl-5 sm:pl-6 dark:border-zinc-800">
          <DialogTitle>Dataset Preview</DialogTitle>
          <DialogDescription data-slot="dataset-preview-name" className="wrap-anywhere font-mono">
            {datasetId}
          </DialogDescription>
        </div>

        <div className="flex min-h-0 flex-1 flex-col gap-4 px-5 py-4 sm:px-6">
          {state === "loading" && (
            <div
              role="status"
              data-slot="dataset-preview-loading"
              className="flex min-h-60 flex-col items-center justify-center gap-3 text-sm text-zinc-600 dark:text-zinc-400"
            >
              <LoaderCircle
                aria-hidden="true"
                className="size-8 animate-spin text-indigo-600 motion-reduce:animate-[spin_1.5s_linear_infinite] dark:text-indigo-400"
              />
              Loading dataset preview...
            </div>
          )}
          {state === "error" && (
            <div
              role="alert"
              data-slot="dataset-preview-error"
              className="flex min-h-60 flex-col items-center justify-center gap-3 text-center"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-400">
                <CircleAlert aria-hidden="true" className="size-6" />
              </span>
              <h3 className="font-semibold text-base text-zinc-900 dark:text-white">
                Failed to load preview
              </h3>
              <p className="wrap-anywhere max-w-lg text-sm text-zinc-600 dark:text-zinc-400">
                {error ?? `Failed to load dataset preview for ${datasetId}: Unknown error`}
              </p>
              {onRetry && (
                <Button onClick={onRetry} data-slot="dataset-preview-retry">
                  <RotateCw aria-hidden="true" />
                  Try Again
                </Button>
              )}
            </div>
          )}
          {state === "success" && preview && (
            <PreviewBody
              datasetId={datasetId}
              preview={preview}
              rowsPage={rowsPage}
              onRowsPageChange={onRowsPageChange}
              rowsPerPage={rowsPerPage}
              locale={locale}
            />
          )}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 border-zinc-200 border-t px-5 py-3 sm:px-6 dark:border-zinc-800">
          <a
            href={hubUrl ?? datasetHubUrl(datasetId)}
            target="_blank"
            rel="noopener noreferrer"
            data-slot="dataset-preview-hub-link"
            className={buttonVariants({ variant: "ghost", size: "sm" })}
          >
            View on HuggingFace
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <DialogClose asChild>
            <Button variant="outline" data-slot="dataset-preview-close">
              Close
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({
  datasetId,
  preview,
  rowsPage,
  onRowsPageChange,
  rowsPerPage,
  locale,
}: {
  datasetId: string;
  preview: DatasetPreview;
  rowsPage: DatasetPreviewRowsPage | undefined;
  onRowsPageChange: ((offset: number) => void) | undefined;
  rowsPerPage: number;
  locale: string | undefined;
}) {
  const view = rowsPage ?? {
    offset: 0,
    total: preview.totalRows,
    rows: preview.rows,
    status: "success" as const,
  };
  const fmt = (n: number) => formatNumber(n, locale);
  const pageable = onRowsPageChange !== undefined && view.total > preview.rows.length;

  return (
    <>
      <dl
        data-slot="dataset-preview-summary"
        className="grid grid-cols-3 gap-2 rounded-lg bg-zinc-50 p-3 text-sm sm:gap-4 sm:px-4 dark:bg-zinc-800/50"
      >
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Total Rows</dt>
          <dd className="font-semibold tabular-nums">{fmt(preview.totalRows)}</dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Columns</dt>
          <dd className="font-semibold tabular-nums">{fmt(preview.columns.length)}</dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Split</dt>
          <dd className="truncate font-semibold">
            {preview.split}
            {preview.config !== "default" && (
              <span className="font-normal text-zinc-600 dark:text-zinc-400"> · {preview.config}</span>
            )}
          </dd>
        </div>
      </dl>

      {view.status === "error" ? (
        <div
          role="alert"
          data-slot="dataset-preview-rows-error"
          className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-lg border border-red-200 p-4 text-center text-sm dark:border-red-900/60"
        >
          <p className="wrap-anywhere text-zinc-700 dark:text-zinc-300">
            Failed to load rows {fmt(view.offset + 1)}–{fmt(Math.min(view.offset + rowsPerPage, view.total))}
            {view.error ? `: ${view.error}` : "."}
          </p>
          {onRowsPageChange && (
            <Button size="sm" onClick={() => onRowsPageChange(view.offset)}>
              <RotateCw aria-hidden="true" />
              Try Again
            </Button>
          )}
        </div>
      ) : view.status === "loading" && view.rows.length === 0 ? (
        <div
          role="status"
          data-slot="dataset-preview-rows-loading"
          className="flex min-h-40 items-center justify-center gap-2 rounded-lg border border-zinc-200 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400"
        >
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading rows...
        </div>
      ) : (
        <RowsTable
          key={view.offset}
          datasetId={datasetId}
          columns={preview.columns}
          features={preview.features}
          rows={view.rows}
          offset={view.offset}
          total={view.total}
          busy={view.status === "loading"}
          locale={locale}
        />
      )}

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
        {rowsPage === undefined && (
          <p data-slot="dataset-preview-showing">Showing first {fmt(preview.rows.length)} rows</p>
        )}
        {pageable && (
          <RowsPager
            offset={view.offset}
            shown={view.rows.length}
            total={view.total}
            busy={view.status === "loading"}
            rowsPerPage={rowsPerPage}
            onRowsPageChange={onRowsPageChange}
            locale={locale}
          />
        )}
      </div>
    </>
  );
}

function RowsTable({
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
        busy && "opacity-60",
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
        <tbody>
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

function RowsPager({
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
