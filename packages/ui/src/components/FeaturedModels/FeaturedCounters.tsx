import type { ModelEntry } from "@hiber/hub-sdk";
import { Boxes, Download, Heart, type LucideIcon } from "lucide-react";
import { formatCompact, formatNumber } from "../../lib/format";
import { Skeleton } from "../Skeleton/Skeleton";
import { featuredTotals } from "./featured-models";

/**
 * The section's summary (spec part 2 §2.4): models loaded, their total downloads and total likes, in compact
 * form (K from 1,000, M from 1,000,000, one decimal), the full figure as tooltip and for screen readers.
 * Placeholders while loading; "n/a" when the list failed.
 */
export function FeaturedCounters({
  status,
  models,
  locale,
}: {
  status: "loading" | "error" | "success";
  models: readonly ModelEntry[];
  locale?: string;
}) {
  const totals = featuredTotals(models);
  const counters: { slot: string; label: string; icon: LucideIcon; value: number }[] = [
    { slot: "models", label: "Models loaded", icon: Boxes, value: totals.models },
    { slot: "downloads", label: "Total downloads", icon: Download, value: totals.downloads },
    { slot: "likes", label: "Total likes", icon: Heart, value: totals.likes },
  ];
  return (
    <dl data-slot="featured-models-counters" className="grid grid-cols-3 gap-3">
      {counters.map(({ slot, label, icon: Icon, value }) => (
        <div
          key={slot}
          data-slot={`featured-models-count-${slot}`}
          className="flex min-w-0 flex-col gap-1 rounded-xl border border-zinc-200 bg-white px-3 py-2.5 sm:px-4 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <dt className="flex items-start gap-1.5 text-xs text-zinc-600 sm:text-sm dark:text-zinc-400">
            <Icon aria-hidden="true" className="mt-px size-4 shrink-0" />
            {label}
          </dt>
          <dd className="h-7 font-semibold text-lg text-zinc-900 tabular-nums sm:text-xl dark:text-white">
            {status === "loading" ? (
              <Skeleton className="mt-1 h-5 w-12" />
            ) : status === "error" ? (
              "n/a"
            ) : (
              <span title={formatNumber(value, locale)}>
                <span aria-hidden="true">{formatCompact(value)}</span>
                <span className="sr-only">{formatNumber(value, locale)}</span>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
