import type { Connection } from "@solana/web3.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { WalletNotConnectedError } from "./errors";
import { loadChain } from "./lib/load-chain";
import { useResetOnChange } from "./lib/useResetOnChange";
import { BALANCE_QUERY_KEY } from "./useBalance";
import { useWalletSession } from "./useWalletSession";

/** What `useSendSol().mutate` takes. */
export interface SendSolVariables {
  /** The recipient's address (base58). */
  recipient: string;
  lamports: bigint;
}

/**
 * Sends SOL from the connected wallet (TanStack Query mutation: `mutate({recipient, lamports})`,
 * `isPending`, `data` = the signature once confirmed). Without a wallet it fails with "Wallet not
 * connected" (spec part 2 §5). Balances refresh afterwards; the result is reset when the wallet changes.
 */
export function useSendSol(options: { connection?: Connection | null } = {}) {
  const session = useWalletSession();
  const queryClient = useQueryClient();
  const address = session.status === "connected" ? session.address : null;
  const connection = options.connection === undefined ? session.connection : options.connection;
  const mutation = useMutation({
    mutationFn: async ({ recipient, lamports }: SendSolVariables) => {
      if (!connection || !address) throw new WalletNotConnectedError("Wallet not connected");
      const { sendSol } = await loadChain();
      return sendSol({
        connection,
        from: address,
        to: recipient,
        lamports,
        sendTransaction: session.sendTransaction,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
  });
  useResetOnChange(address, mutation.reset);
  return mutation;
}
