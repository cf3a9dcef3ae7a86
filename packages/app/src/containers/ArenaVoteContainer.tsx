import { VoteBar, type VoteChoice } from "@hiber/ui";
import { useSignedAction } from "@hiber/wallet-kit";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ARENA_API } from "../queries/arena.ts";

/** The signed action a vote is (server/arena/routes.ts `VOTE_ACTION`). */
const VOTE_ACTION = "arena.vote";

/**
 * The vote under a side-by-side run: signs `{ runId, outcome }` with the connected wallet (the signed-action
 * foundation) and posts it; without a wallet that can sign, a button opens the wallet modal. On success the
 * leaderboards are refetched.
 */
export function ArenaVoteContainer({ runId, className }: { runId: string; className?: string }) {
  const signed = useSignedAction();
  const queryClient = useQueryClient();
  const vote = useMutation({
    mutationFn: (outcome: VoteChoice) => signed.post(`${ARENA_API}/votes`, VOTE_ACTION, { runId, outcome }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["arena", "leaderboard"] }),
  });
  const state = vote.isPending ? "signing" : vote.isSuccess ? "voted" : vote.isError ? "error" : "idle";
  return (
    <VoteBar
      className={className}
      state={state}
      pending={vote.variables}
      voted={vote.variables}
      error={vote.error?.message}
      canSign={signed.canSign}
      onVote={(choice) => vote.mutate(choice)}
      onConnect={signed.openModal}
    />
  );
}
