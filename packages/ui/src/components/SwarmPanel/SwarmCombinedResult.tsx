import { CircleAlert } from "lucide-react";
import { cn } from "../../lib/cn";
import { playgroundModelName } from "../../lib/playground-models";
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
        <table className="w-full text-left text-sm">
          <caption className="pb-1 text-left font-medium text-zinc-700 text-xs dark:text-zinc-300">
            Per agent
          </caption>
          <thead className="text-xs text-zinc-600 dark:text-zinc-400">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Agent
              </th>
              <th scope="col" className="py-1 font-medium">
                Label
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {combined.votes.map((vote) => (
              <tr key={vote.agent} className="border-zinc-200 border-t dark:border-zinc-800">
                <td className="max-w-40 truncate py-1 text-zinc-800 dark:text-zinc-200" title={vote.agent}>
                  {playgroundModelName(vote.agent)}
                </td>
                <td className="py-1 text-zinc-800 dark:text-zinc-200">{vote.label}</td>
                <td className="py-1 text-right tabular-nums text-zinc-700 dark:text-zinc-300">
                  {vote.score.toFixed(3)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {combined.totals && combined.totals.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="pb-1 text-left font-medium text-zinc-700 text-xs dark:text-zinc-300">
            Summed scores
          </caption>
          <tbody>
            {combined.totals.map((total) => (
              <tr key={total.label} className="border-zinc-200 border-t dark:border-zinc-800">
                <th scope="row" className="py-1 font-normal text-zinc-800 dark:text-zinc-200">
                  {total.label}
                </th>
                <td className="py-1 text-right tabular-nums text-zinc-700 dark:text-zinc-300">
                  {total.score.toFixed(3)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
