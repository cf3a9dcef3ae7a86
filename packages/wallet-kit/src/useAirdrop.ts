import { LAMPORTS_PER_SOL } from "@hiber/hub-sdk/money";
import type { Connection } from "@solana/web3.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { WalletNotConnectedError } from "./errors";
import { loadChain } from "./lib/load-chain";
import { useResetOnChange } from "./lib/useResetOnChange";
import { BALANCE_QUERY_KEY } from "./useBalance";
import { useWalletSession } from "./useWalletSession";

/** What the airdrop asks for by default: 1 SOL, in lamports. */
export const AIRDROP_LAMPORTS = LAMPORTS_PER_SOL;

export interface UseAirdropOptions {
  /** The connection to the cluster's faucet; the session's by default. */
  connection?: Connection | null;
  /** How much to ask for, in lamports (1 SOL by default). */
  lamports?: bigint;
}

/**
 * Requests an airdrop to the connected wallet (TanStack Query mutation: `mutate()`, `isPending`, `data`
 * = the signature once confirmed). Balances refresh afterwards; the result is reset when the wallet changes.
 */
export function useAirdrop({ connection: given, lamports = AIRDROP_LAMPORTS }: UseAirdropOptions = {}) {
  const session = useWalletSession();
  const queryClient = useQueryClient();
  const address = session.status === "connected" ? session.address : null;
  const connection = given === undefined ? session.connection : given;
  const mutation = useMutation({
    mutationFn: async () => {
      if (!connection || !address) throw new WalletNotConnectedError("Wallet not connected");
      return (await loadChain()).requestAirdrop(connection, address, lamports);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
  });
  useResetOnChange(address, mutation.reset);
  return mutation;
}
