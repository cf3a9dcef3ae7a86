import type { DatasetPreview } from "@hiber/hub-sdk";
import { CircleAlert, ExternalLink, EyeOff, LoaderCircle, RotateCw } from "lucide-react";
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
import { DatasetPreviewModalRowsPager, DatasetPreviewModalRowsTable } from "./DatasetPreviewModalRows";

/** Rows per `/rows` page: the datasets server's maximum. */
export const DATASET_PREVIEW_ROWS_PER_PAGE = 100;

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

export type DatasetPreviewModalStatus = "loading" | "success" | "error" | "unavailable";

/** Why a dataset has no preview when the app gives no reason of its own (`unavailable`). */
export const DATASET_PREVIEW_UNAVAILABLE =
  "The dataset viewer is not available for this dataset (it is disabled, or its data cannot be read by the datasets server), so there are no rows to preview here.";

export type DatasetPreviewModalProps = Omit<DialogContentProps, "children"> & {
  /** Whether the modal is open. */
  open: boolean;
  /** Called with `false` on Escape, a click outside, or "Close". */
  onOpenChange: (open: boolean) => void;
  /** The dataset id, shown under the title and used for the hub link. */
  datasetId: string;
  /**
   * `loading` (first rows on their way), `success` (with `preview`), `error`, or `unavailable`: the
   * datasets server has no rows for the dataset (its viewer is disabled or not available); `error` then
   * says why, {@link DATASET_PREVIEW_UNAVAILABLE} by default, and there is nothing to retry.
   */
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
   * The rows are sample rows (an emulated datasets server's), not the dataset's own files: a line over the
   * table says so.
   */
  sample?: boolean;
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
  sample = false,
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
          {state === "unavailable" && (
            <div
              role="status"
              data-slot="dataset-preview-unavailable"
              className="flex min-h-60 flex-col items-center justify-center gap-3 text-center"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400">
                <EyeOff aria-hidden="true" className="size-6" />
              </span>
              <h3 className="font-semibold text-base text-zinc-900 dark:text-white">
                No preview for this dataset
              </h3>
              <p className="wrap-anywhere max-w-lg text-sm text-zinc-600 dark:text-zinc-400">
                {error ?? DATASET_PREVIEW_UNAVAILABLE}
              </p>
            </div>
          )}
          {state === "success" && preview && (
            <PreviewBody
              datasetId={datasetId}
              sample={sample}
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
  sample,
  preview,
  rowsPage,
  onRowsPageChange,
  rowsPerPage,
  locale,
}: {
  datasetId: string;
  sample: boolean;
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
      {sample && (
        <p data-slot="dataset-preview-sample" className="text-xs text-zinc-600 dark:text-zinc-400">
          <span className="mr-1.5 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">
            Sample
          </span>
          Sample rows from the emulated datasets server, not this dataset&apos;s own files.
        </p>
      )}

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
        <DatasetPreviewModalRowsTable
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
          <DatasetPreviewModalRowsPager
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
