import { VoteBar, type VoteChoice } from "@hiber/ui";
import { useSignedAction } from "@hiber/wallet-kit";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ARENA_API } from "../queries/arena.ts";

/** The signed action a vote is (server/arena/routes.ts `VOTE_ACTION`). */
const VOTE_ACTION = "arena.vote";

/** What {@link ArenaVoteContainer} needs. */
export interface ArenaVoteProps {
  /** The run the server issued; without one the bar says votes are unavailable (`unavailable` says why). */
  runId: string | undefined;
  /** Why the run has no id (the run id request failed). */
  unavailable?: string;
  /** A "See the leaderboard" link under the bar. */
  leaderboardHref?: string;
  className?: string;
}

/**
 * The vote under a side-by-side run: signs `{ runId, outcome }` with the connected wallet (the signed-action
 * foundation) and posts it; without a wallet that can sign, a button opens the wallet modal. On success the
 * leaderboards are refetched. Key it by the run id: a new run starts with a fresh bar.
 */
export function ArenaVoteContainer({ runId, unavailable, leaderboardHref, className }: ArenaVoteProps) {
  const signed = useSignedAction();
  const queryClient = useQueryClient();
  const vote = useMutation({
    mutationFn: (outcome: VoteChoice) =>
      signed.post(`${ARENA_API}/votes`, VOTE_ACTION, { runId: runId ?? "", outcome }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["arena", "leaderboard"] }),
  });
  const state =
    runId === undefined
      ? "unavailable"
      : vote.isPending
        ? "signing"
        : vote.isSuccess
          ? "voted"
          : vote.isError
            ? "error"
            : "idle";
  return (
    <VoteBar
      className={className}
      state={state}
      pending={vote.variables}
      voted={vote.variables}
      error={runId === undefined ? unavailable : vote.error?.message}
      canSign={signed.canSign}
      onVote={(choice) => vote.mutate(choice)}
      onConnect={signed.openModal}
      leaderboardHref={leaderboardHref}
    />
  );
}
