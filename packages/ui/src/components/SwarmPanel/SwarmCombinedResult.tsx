import { CircleAlert } from "lucide-react";
import { cn } from "../../lib/cn";
import { playgroundModelName } from "../../lib/playground-models";
import {
  DataTable,
  DataTableCaption,
  DataTableCell,
  DataTableHeaderCell,
  DataTableRow,
} from "../DataTable/DataTable";
import { StandInNotice } from "../StandInNotice/StandInNotice";
import type { SwarmCombinedView } from "./swarm-types";

export type SwarmCombinedResultProps = Omit<React.ComponentProps<"section">, "children"> & {
  combined: SwarmCombinedView;
};

/** The combined result: the streamed synthesis with its note, or the classification vote and its tables. */
export function SwarmCombinedResult({ combined, className, ...props }: SwarmCombinedResultProps) {
  return (
    <section
      data-slot="swarm-combined-result"
      data-status={combined.status}
      aria-labelledby="swarm-combined-heading"
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50/50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/5",
        className,
      )}
      {...props}
    >
      <h2 id="swarm-combined-heading" className="font-semibold text-lg text-zinc-900 dark:text-white">
        Combined Result
      </h2>
      {combined.error ? (
        <p role="alert" className="flex items-start gap-1.5 text-red-700 dark:text-red-300">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {combined.error}
        </p>
      ) : (
        <p
          data-slot="swarm-combined-text"
          aria-live={combined.status === "running" ? "polite" : undefined}
          className="whitespace-pre-wrap break-words text-zinc-900 dark:text-zinc-100"
        >
          {combined.text || (combined.status === "running" ? "Combining..." : "")}
        </p>
      )}
      {combined.note && <p className="text-xs text-zinc-600 dark:text-zinc-400">{combined.note}</p>}
      {combined.standIn && combined.status === "done" && <StandInNotice />}
      {combined.votes && combined.votes.length > 0 && (
        <DataTable>
          <DataTableCaption>Per agent</DataTableCaption>
          <thead className="text-xs text-zinc-600 dark:text-zinc-400">
            <tr>
              <DataTableHeaderCell density="compact">Agent</DataTableHeaderCell>
              <DataTableHeaderCell density="compact">Label</DataTableHeaderCell>
              <DataTableHeaderCell density="compact" className="text-right">
                Score
              </DataTableHeaderCell>
            </tr>
          </thead>
          <tbody>
            {combined.votes.map((vote) => (
              <DataTableRow key={vote.agent}>
                <DataTableCell
                  density="compact"
                  className="max-w-40 truncate text-zinc-800 dark:text-zinc-200"
                  title={vote.agent}
                >
                  {playgroundModelName(vote.agent)}
                </DataTableCell>
                <DataTableCell density="compact" className="text-zinc-800 dark:text-zinc-200">
                  {vote.label}
                </DataTableCell>
                <DataTableCell density="compact" align="end" className="text-zinc-700 dark:text-zinc-300">
                  {vote.score.toFixed(3)}
                </DataTableCell>
              </DataTableRow>
            ))}
          </tbody>
        </DataTable>
      )}
      {combined.totals && combined.totals.length > 0 && (
        <DataTable>
          <DataTableCaption>Summed scores</DataTableCaption>
          <tbody>
            {combined.totals.map((total) => (
              <DataTableRow key={total.label}>
                <DataTableHeaderCell
                  scope="row"
                  density="compact"
                  className="font-normal text-zinc-800 dark:text-zinc-200"
                >
                  {total.label}
                </DataTableHeaderCell>
                <DataTableCell density="compact" align="end" className="text-zinc-700 dark:text-zinc-300">
                  {total.score.toFixed(3)}
                </DataTableCell>
              </DataTableRow>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
