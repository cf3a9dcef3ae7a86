import { House } from "lucide-react";
import { buttonVariants } from "../../components/Button/Button";
import { ErrorCard } from "../../components/ErrorCard/ErrorCard";
import { Link } from "../../components/Link/Link";
import type { InsightsKind } from "./types";

export type InsightsErrorProps = {
  kind: InsightsKind;
  /** The detail message (spec §8 "Insights"); the spec's "An unexpected error occurred…" when absent. */
  message?: string;
  onRetry?: () => void;
  /** "Return Home"; `/` by default. */
  homeHref?: string;
};

/**
 * The error page (spec §2.7, §2.8): "Unable to Load Model" (models and collections) or "Unable to Load
 * Dataset", the Error Details, Try Again, Return Home, and a note about contacting support.
 */
export function InsightsError({ kind, message, onRetry, homeHref = "/" }: InsightsErrorProps) {
  const noun = kind === "dataset" ? "Dataset" : "Model";
  const detail = message ?? `An unexpected error occurred while fetching ${noun.toLowerCase()} data.`;
  return (
    <ErrorCard
      data-slot="insights-error"
      headingLevel={1}
      title={`Unable to Load ${noun}`}
      actionLabel="Try Again"
      onAction={onRetry}
      className="max-w-lg"
    >
      <div className="flex w-full flex-col gap-1 rounded-lg bg-zinc-50 p-3 text-left text-sm dark:bg-zinc-800/60">
        <p className="m-0 font-medium text-zinc-900 dark:text-white">Error Details</p>
        <p data-slot="insights-error-details" className="m-0 text-zinc-700 wrap-anywhere dark:text-zinc-300">
          {detail}
        </p>
      </div>
      <Link href={homeHref} className={buttonVariants({ variant: "outline" })}>
        <House aria-hidden="true" />
        Return Home
      </Link>
      <p className="m-0 text-xs text-zinc-600 dark:text-zinc-400">
        If the problem continues, please contact support and include the details above.
      </p>
    </ErrorCard>
  );
}
