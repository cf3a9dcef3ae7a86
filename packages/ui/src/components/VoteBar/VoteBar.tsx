import { Check } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";
import { Link } from "../Link/Link";
import { Spinner } from "../Spinner/Spinner";

/** LMArena's four answers (the server's `outcome`). */
export type VoteChoice = "a" | "b" | "tie" | "both-bad";

/** The four buttons, in LMArena's order. */
export const VOTE_CHOICES: readonly { choice: VoteChoice; label: string }[] = [
  { choice: "a", label: "A is better" },
  { choice: "b", label: "B is better" },
  { choice: "tie", label: "Tie" },
  { choice: "both-bad", label: "Both bad" },
];

export type VoteBarProps = Omit<React.ComponentProps<"section">, "onChange"> & {
  /**
   * `idle` (buttons enabled), `signing` (the wallet is asked to sign `pending`), `voted` (`voted` is
   * recorded), `error` (`error` says why; the buttons are enabled again), `unavailable` (the run has no id to
   * vote on, e.g. the server did not answer; `error` says why, no buttons).
   */
  state?: "idle" | "signing" | "voted" | "error" | "unavailable";
  /** The choice being signed (state `signing`). */
  pending?: VoteChoice;
  /** The recorded vote (state `voted`). */
  voted?: VoteChoice;
  /** What went wrong, in plain words (states `error` and `unavailable`). */
  error?: string;
  /** Where the leaderboard of the run's task is: a "See the leaderboard" link under the bar. */
  leaderboardHref?: string;
  /** Whether a wallet that can sign is connected; without one a button calls `onConnect` instead. */
  canSign: boolean;
  onVote: (choice: VoteChoice) => void;
  /** Opens the wallet modal. */
  onConnect: () => void;
};

const labelOf = (choice: VoteChoice | undefined) => VOTE_CHOICES.find((c) => c.choice === choice)?.label;

/**
 * The vote under a side-by-side run (issue 18): "A is better", "B is better", "Tie", "Both bad", signed with
 * the wallet. Without a wallet a button opens the wallet modal; once voted the buttons give way to the vote.
 */
export function VoteBar({
  state = "idle",
  pending,
  voted,
  error,
  canSign,
  onVote,
  onConnect,
  leaderboardHref,
  className,
  ...props
}: VoteBarProps) {
  return (
    <section
      aria-label="Vote"
      data-slot="vote-bar"
      data-state={state}
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      {state === "unavailable" ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          Votes are unavailable for this run{error ? `: ${error}` : "."}
        </p>
      ) : state === "voted" ? (
        <p
          role="status"
          className="flex items-center gap-2 font-medium text-emerald-700 text-sm dark:text-emerald-400"
        >
          <Check aria-hidden="true" className="size-4" />
          Your vote is recorded: {labelOf(voted)}.
        </p>
      ) : (
        <>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Which answer is better?{" "}
            {canSign
              ? "Your wallet signs the vote (no payment)."
              : "Connect a wallet to vote; it signs the vote (no payment)."}
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {VOTE_CHOICES.map(({ choice, label }) => (
              <Button
                key={choice}
                variant="outline"
                className="max-sm:h-11"
                data-choice={choice}
                disabled={state === "signing"}
                onClick={() => (canSign ? onVote(choice) : onConnect())}
              >
                {state === "signing" && pending === choice && <Spinner size="sm" label="Signing" />}
                {label}
              </Button>
            ))}
          </div>
          {state === "signing" && (
            <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
              Approve the signature in your wallet…
            </p>
          )}
          {state === "error" && error && (
            <p role="alert" className="text-red-700 text-sm dark:text-red-400">
              {error}
            </p>
          )}
        </>
      )}
      {leaderboardHref && (
        <Link
          href={leaderboardHref}
          className="self-start font-medium text-indigo-700 text-sm underline-offset-4 hover:underline dark:text-indigo-300"
        >
          See the leaderboard
        </Link>
      )}
    </section>
  );
}
