import { TransactionScreen } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { usePublicConfig } from "../lib/api.ts";
import { absoluteEndpoint } from "../wallet/solana-config.ts";
import { fetchTransaction, isTransactionSignature, toTransactionDetails } from "./solana-page.ts";

/**
 * The local explorer (`/explorer/tx/:signature`): one transaction from `getTransaction` on the configured
 * RPC (the embedded chain by default), which no public explorer can see. Plain JSON-RPC, no web3.js.
 */
export function TransactionContainer() {
  const signature = useParams().signature ?? "";
  // A malformed signature is said plainly, without asking the RPC (which answers "Invalid param: Invalid").
  const valid = isTransactionSignature(signature);
  const config = usePublicConfig();
  const solana = config.data?.solana ?? null;
  const endpoints = solana
    ? [solana.rpcUrl, solana.fallbackRpcUrl]
        .filter((url): url is string => Boolean(url))
        .map((url) => absoluteEndpoint(url, window.location.origin))
    : [];

  const transaction = useQuery({
    queryKey: ["solana", "transaction", endpoints, signature],
    queryFn: async ({ signal }) => {
      const recorded = await fetchTransaction(endpoints, signature, { signal });
      return recorded ? toTransactionDetails(signature, recorded) : null;
    },
    enabled: solana !== null && valid,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const configFailed = config.isError || (config.isSuccess && solana === null);
  const status = !valid
    ? "invalid"
    : configFailed
      ? "error"
      : transaction.isError
        ? "error"
        : transaction.isSuccess
          ? transaction.data
            ? "success"
            : "not-found"
          : "loading";
  const error = config.isError
    ? config.error.message
    : configFailed
      ? "This server has no Solana settings."
      : transaction.error?.message;

  return (
    <TransactionScreen
      status={status}
      signature={signature}
      transaction={transaction.data ?? undefined}
      error={error}
      onRetry={() => (configFailed ? config.refetch() : transaction.refetch())}
      networkLabel={solana?.networkName}
    />
  );
}
