import { cn } from "../../lib/cn";
import {
  BreakableName,
  DataTable,
  DataTableCaption,
  DataTableCell,
  DataTableHeaderCell,
  DataTableRow,
} from "../DataTable/DataTable";
import { ErrorCard } from "../ErrorCard/ErrorCard";
import { Skeleton } from "../Skeleton/Skeleton";

/** One model's line (the server's `GET /api/arena/leaderboard` row). */
export interface LeaderboardRow {
  model: string;
  /** null while the model has too few votes. */
  rank: number | null;
  /** Bradley–Terry score on the Elo-like scale; null with too few votes. */
  score: number | null;
  /** The 95 % bootstrap interval; null with too few votes. */
  lower: number | null;
  upper: number | null;
  votes: number;
  /** Wins over votes (0–1). */
  winRate: number;
  enoughVotes: boolean;
}

export type LeaderboardProps = Omit<React.ComponentProps<"section">, "children"> & {
  status: "loading" | "error" | "success";
  rows?: readonly LeaderboardRow[];
  /** Votes a model needs before its score shows. */
  minVotes?: number;
  /** The task the board ranks, shown in the caption. */
  task?: string;
  /** What went wrong, in plain words (status `error`). */
  error?: string;
  onRetry?: () => void;
};

const percent = (x: number) => `${Math.round(x * 100)} %`;
const points = (x: number) => Math.round(x).toString();
/** The header's cells keep the browser's bold (the table's other headers are medium). */
const head = "font-bold";

/**
 * The arena's leaderboard (issue 18): rank, model, Bradley–Terry score with its 95 % interval, votes and
 * win rate. A model with fewer than `minVotes` votes reads "not enough votes" instead of a score.
 */
export function Leaderboard({
  status,
  rows = [],
  minVotes,
  task,
  error,
  onRetry,
  className,
  ...props
}: LeaderboardProps) {
  const shell = (children: React.ReactNode) => (
    <section
      aria-label="Leaderboard"
      aria-busy={status === "loading"}
      data-slot="leaderboard"
      data-state={status === "success" && rows.length === 0 ? "empty" : status}
      className={cn("w-full", className)}
      {...props}
    >
      {children}
    </section>
  );
  if (status === "error")
    return shell(
      <ErrorCard
        title="The leaderboard could not be loaded"
        description={error ?? "Please try again."}
        onAction={onRetry}
      />,
    );
  if (status === "loading")
    return shell(
      <div className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>,
    );
  if (rows.length === 0)
    return shell(
      <p className="rounded-xl border border-zinc-300 border-dashed p-8 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
        No votes yet{task ? ` for ${task}` : ""}. Run two models side by side and vote to start the ranking.
      </p>,
    );
  return shell(
    <div className="overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
      <DataTable className="table-fixed">
        <DataTableCaption className="p-3 font-normal text-zinc-600 dark:text-zinc-400">
          {task ? `${task}: ` : ""}Bradley–Terry scores from wallet-signed votes, with 95 % intervals.
          {minVotes ? ` A model needs ${minVotes} votes for a score.` : ""}
        </DataTableCaption>
        <thead className="bg-zinc-50 text-xs text-zinc-600 uppercase dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            <DataTableHeaderCell className={cn(head, "w-10 px-2 sm:w-16 sm:px-3")}>Rank</DataTableHeaderCell>
            <DataTableHeaderCell className={cn(head, "px-2 sm:px-3")}>Model</DataTableHeaderCell>
            <DataTableHeaderCell className={cn(head, "w-20 px-2 text-right sm:w-32 sm:px-3")}>
              Score
            </DataTableHeaderCell>
            <DataTableHeaderCell className={cn(head, "w-12 px-2 text-right sm:w-20")}>
              Votes
            </DataTableHeaderCell>
            <DataTableHeaderCell className={cn(head, "w-16 px-2 text-right sm:w-24 sm:px-3")}>
              Win rate
            </DataTableHeaderCell>
          </tr>
        </thead>
        <tbody className="text-zinc-900 dark:text-zinc-100">
          {rows.map((row) => (
            // The first row sits right under the shaded header: no rule over it.
            <DataTableRow key={row.model} data-model={row.model} className="first:border-t-0">
              <DataTableCell className="px-2 tabular-nums sm:px-3">{row.rank ?? "–"}</DataTableCell>
              <DataTableCell className="px-2 font-medium sm:truncate sm:px-3" title={row.model}>
                <BreakableName name={row.model} />
              </DataTableCell>
              <DataTableCell align="end" className="px-2 sm:px-3">
                {row.enoughVotes && row.score !== null ? (
                  <>
                    {points(row.score)}
                    {row.lower !== null && row.upper !== null && (
                      <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                        {points(row.lower)}–{points(row.upper)}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-xs text-zinc-500 dark:text-zinc-400">not enough votes</span>
                )}
              </DataTableCell>
              <DataTableCell align="end" className="px-2">
                {row.votes}
              </DataTableCell>
              <DataTableCell align="end" className="whitespace-nowrap px-2 sm:px-3">
                {percent(row.winRate)}
              </DataTableCell>
            </DataTableRow>
          ))}
        </tbody>
      </DataTable>
    </div>,
  );
}
