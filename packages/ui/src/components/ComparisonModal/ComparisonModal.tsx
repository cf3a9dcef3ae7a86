import { Trophy } from "lucide-react";
import { type ReactNode, useState } from "react";
import { cn } from "../../lib/cn";
import { formatDate, formatNumber, formatParameters } from "../../lib/format";
import { Button } from "../Button/Button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../Dialog/Dialog";
import { Link } from "../Link/Link";
import { Spinner } from "../Spinner/Spinner";
import { COMPARISON_MAX_TAGS, type ComparedModel, comparisonWinner, formatAccuracy } from "./comparison";

/** A speed cell: the value, and "local stand-in" when the router emulator measured it. */
function speedCell(value: string | undefined, standIn: boolean | undefined): ReactNode | undefined {
  if (value === undefined) return undefined;
  if (!standIn) return value;
  return (
    <span className="flex flex-col">
      {value}
      <span data-slot="comparison-stand-in" className="text-amber-700 text-xs dark:text-amber-300">
        local stand-in, not the model&apos;s speed
      </span>
    </span>
  );
}

/** A missing value: "n/a", read out as "not available". */
function NotAvailable() {
  return (
    <span data-slot="comparison-not-available" className="text-zinc-500 dark:text-zinc-400">
      <span aria-hidden="true">n/a</span>
      <span className="sr-only">not available</span>
    </span>
  );
}

function WinnerBadge() {
  return (
    <span
      data-slot="comparison-winner"
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800 text-xs ring-1 ring-emerald-600/25 ring-inset dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-400/30"
    >
      <Trophy aria-hidden="true" className="size-3" />
      Winner
    </span>
  );
}

interface ComparisonRow {
  label: string;
  /** The cell of a model; `undefined` shows "n/a". */
  value: (model: ComparedModel) => ReactNode | undefined;
  /** For rows with a winner: the number compared. */
  score?: (model: ComparedModel) => number;
}

function rows(locale: string | undefined): ComparisonRow[] {
  return [
    { label: "Author", value: (m) => m.author },
    { label: "Model Type", value: (m) => m.pipelineTag ?? "General Purpose" },
    {
      label: "Last Updated",
      value: (m) =>
        m.lastModified && (
          <time dateTime={m.lastModified.toISOString()}>{formatDate(m.lastModified, locale)}</time>
        ),
    },
    { label: "Likes", value: (m) => formatNumber(m.likes, locale), score: (m) => m.likes },
    { label: "Downloads", value: (m) => formatNumber(m.downloads, locale), score: (m) => m.downloads },
    { label: "Model Size", value: (m) => m.modelSize },
    {
      label: "Parameters",
      value: (m) => (m.parameters === undefined ? undefined : formatParameters(m.parameters)),
    },
    { label: "Inference Speed", value: (m) => speedCell(m.inferenceSpeed, m.speedStandIn) },
    {
      label: "Primary Use Cases",
      value: (m) =>
        m.primaryUseCases?.length ? (
          <ul className="flex list-disc flex-col gap-0.5 pl-4">
            {m.primaryUseCases.map((useCase) => (
              <li key={useCase}>{useCase}</li>
            ))}
          </ul>
        ) : undefined,
    },
    {
      label: "Tags",
      value: (m) =>
        m.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1">
            {m.tags.slice(0, COMPARISON_MAX_TAGS).map((tag) => (
              <li
                key={tag}
                className="max-w-full truncate rounded-md bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : undefined,
    },
    { label: "Accuracy Score", value: (m) => m.accuracy && formatAccuracy(m.accuracy, locale) },
    {
      label: "Speed Score",
      value: (m) =>
        speedCell(
          m.speedScore === undefined ? undefined : `${formatNumber(m.speedScore, locale)} tokens/s`,
          m.speedStandIn,
        ),
    },
  ];
}

export type ComparisonModalStatus = "loading" | "error" | "success";

export type ComparisonModalProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` on Escape, a backdrop click, "Close" and "View Details". */
  onOpenChange: (open: boolean) => void;
  /** The two models, left and right. Needed when `status` is `success`. */
  models?: readonly [ComparedModel, ComparedModel];
  /** `loading` while the details load, `error` if they failed; `success` by default when `models` is given. */
  status?: ComparisonModalStatus;
  /** The message of the error state. */
  error?: string;
  /** Shows "Try Again" in the error state. */
  onRetry?: () => void;
  /** When given, the model names in the table header link there. */
  getModelHref?: (model: ComparedModel) => string;
  /** Locale of dates and numbers; the user's by default. */
  locale?: string;
  /**
   * "Run both" (issue 18): when given, a footer button swaps the table for this content (e.g. the ui
   * `SideBySide` driven by the app) and "Back to table" swaps it back.
   */
  runBoth?: ReactNode;
  /** Classes of the dialog panel. */
  className?: string;
};

/**
 * Two models side by side in a dialog (spec §2): Author, Model Type, Last Updated, Likes and Downloads
 * (the higher gets a "Winner" badge; none on a tie), Model Size, Parameters, Inference Speed, Primary Use
 * Cases, Tags (first six), Accuracy Score and Speed Score. Unknown values show "n/a". The table scrolls
 * within 60vh under a sticky header. "Close" and "View Details" both close it, as do Escape and a click
 * on the backdrop; focus stays inside while it is open.
 */
export function ComparisonModal({
  open,
  onOpenChange,
  models,
  status = models ? "success" : "loading",
  error,
  onRetry,
  getModelHref,
  locale,
  runBoth,
  className,
}: ComparisonModalProps) {
  const [running, setRunning] = useState(false);
  const ready = status === "success" && models !== undefined;
  const description = ready
    ? `${models[0].name} vs ${models[1].name}`
    : status === "error"
      ? "The model details could not be loaded."
      : "Loading the details of both models.";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="comparison-modal"
        data-status={status}
        className={cn("max-w-3xl", className)}
        // Start at the top of the dialog (read the title and table first), not on the first control.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Compare Models</DialogTitle>
          <DialogDescription className="wrap-anywhere">{description}</DialogDescription>
        </DialogHeader>

        {status === "loading" && (
          <div className="flex min-h-48 items-center justify-center">
            <Spinner size="lg" label="Loading comparison" />
          </div>
        )}

        {status === "error" && (
          <div
            role="alert"
            data-slot="comparison-error"
            className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-red-200 p-6 text-center dark:border-red-900/60"
          >
            <p className="font-semibold text-zinc-900 dark:text-white">Failed to load the comparison</p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{error ?? "Unknown error"}</p>
            {onRetry && (
              <Button variant="outline" onClick={onRetry}>
                Try Again
              </Button>
            )}
          </div>
        )}

        {ready && !running && <ComparisonTable models={models} locale={locale} getModelHref={getModelHref} />}
        {ready && running && (
          <div data-slot="comparison-run-both" className="max-h-[70vh] overflow-y-auto">
            {runBoth}
          </div>
        )}

        <DialogFooter>
          {ready && runBoth !== undefined && (
            <Button variant="outline" className="sm:mr-auto" onClick={() => setRunning((on) => !on)}>
              {running ? "Back to table" : "Run both"}
            </Button>
          )}
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="primary">View Details</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ComparisonTable({
  models,
  locale,
  getModelHref,
}: {
  models: readonly [ComparedModel, ComparedModel];
  locale?: string;
  getModelHref?: (model: ComparedModel) => string;
}) {
  const headerCell =
    "sticky top-0 z-10 border-zinc-200 border-b bg-zinc-50 px-2 py-2.5 text-left align-bottom font-semibold text-xs sm:px-3 dark:border-zinc-800 dark:bg-zinc-950";
  return (
    // Scrolls within 60vh; focusable so keyboard users can scroll it.
    <section
      data-slot="comparison-table"
      aria-label="Comparison table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="max-h-[60vh] overflow-auto rounded-xl border border-zinc-200 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-zinc-800 dark:focus-visible:ring-indigo-400"
    >
      <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          {models[0].name} compared with {models[1].name}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cn(headerCell, "w-24 text-zinc-600 sm:w-40 dark:text-zinc-400")}>
              Metric
            </th>
            {models.map((model) => (
              <th
                key={model.id}
                scope="col"
                className={cn(headerCell, "wrap-anywhere text-sm text-zinc-900 dark:text-white")}
              >
                {getModelHref ? (
                  <Link
                    href={getModelHref(model)}
                    className="rounded-sm underline decoration-zinc-400 underline-offset-4 outline-none hover:decoration-current focus-visible:ring-2 focus-visible:ring-indigo-500 dark:decoration-zinc-500"
                  >
                    {model.name}
                  </Link>
                ) : (
                  model.name
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows(locale).map((row) => {
            const winner = row.score
              ? comparisonWinner([row.score(models[0]), row.score(models[1])])
              : undefined;
            return (
              <tr key={row.label} data-row={row.label} className="align-top">
                <th
                  scope="row"
                  className="wrap-break-word border-zinc-100 border-b px-2 py-2.5 text-left font-medium text-zinc-600 sm:px-3 dark:border-zinc-800 dark:text-zinc-400"
                >
                  {row.label}
                </th>
                {models.map((model, index) => {
                  const value = row.value(model);
                  const isWinner = winner === index;
                  return (
                    <td
                      key={model.id}
                      data-winner={isWinner || undefined}
                      className={cn(
                        "wrap-anywhere border-zinc-100 border-b px-2 py-2.5 text-zinc-900 sm:px-3 dark:border-zinc-800 dark:text-zinc-100",
                        isWinner && "bg-emerald-50/60 dark:bg-emerald-500/5",
                      )}
                    >
                      <div className="flex flex-wrap items-center gap-2">
                        {value === undefined || value === null || value === "" ? <NotAvailable /> : value}
                        {isWinner && <WinnerBadge />}
                      </div>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
