import type { Connection } from "@solana/web3.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { loadChain } from "./lib/load-chain";
import { useWalletSession } from "./useWalletSession";

export interface NetworkQueryParams {
  /** The session's connection (null until the wallet part has loaded). */
  connection: Connection | null;
  /** A second JSON-RPC endpoint (absolute URL), tried when the first does not answer. */
  fallbackEndpoint?: string | null;
}

/**
 * The connection that answers (spec part 2 §4): the session's, else one to `fallbackEndpoint`; the query
 * fails ("Connection Error") when neither answers. Checked once, not retried.
 */
export function networkQueryOptions({ connection, fallbackEndpoint = null }: NetworkQueryParams) {
  return queryOptions({
    queryKey: ["wallet-kit", "network", connection?.rpcEndpoint ?? null, fallbackEndpoint] as const,
    queryFn: async () => (await loadChain()).reachableConnection(connection as Connection, fallbackEndpoint),
    enabled: connection !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The connection that answers, checked once a wallet is connected. */
export function useNetwork(options: { fallbackEndpoint?: string | null } = {}) {
  const session = useWalletSession();
  const connection = session.status === "connected" ? session.connection : null;
  return useQuery(networkQueryOptions({ connection, fallbackEndpoint: options.fallbackEndpoint }));
}
