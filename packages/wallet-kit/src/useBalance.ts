import type { Connection } from "@solana/web3.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { loadChain } from "./lib/load-chain";
import { useWalletSession } from "./useWalletSession";

/** Spec part 2 §9: the balance refreshes every 10 seconds. */
export const BALANCE_REFRESH_MS = 10_000;

/** A wallet's balances in base units (format them with `@hiber/hub-sdk/money`). */
export interface WalletBalance {
  lamports: bigint;
  /** The USDC balance in micro-USDC (6 decimals); null when no USDC mint was given (the cluster has none). */
  usdc: bigint | null;
}

/** The key every balance query starts with: `invalidateQueries({ queryKey: BALANCE_QUERY_KEY })` refreshes them. */
export const BALANCE_QUERY_KEY = ["wallet-kit", "balance"] as const;

export interface BalanceQueryParams {
  connection: Connection | null;
  /** The owner's address (base58); the query waits while it is null. */
  address: string | null;
  /** The USDC mint, when the cluster has one. */
  usdcMint?: string | null;
}

/** The SOL and USDC balance of `address`, refreshed every 10 s, retried once. */
export function balanceQueryOptions({ connection, address, usdcMint = null }: BalanceQueryParams) {
  return queryOptions({
    queryKey: [...BALANCE_QUERY_KEY, connection?.rpcEndpoint ?? null, address, usdcMint] as const,
    queryFn: async (): Promise<WalletBalance> =>
      (await loadChain()).fetchWalletBalance(connection as Connection, address as string, usdcMint),
    enabled: connection !== null && address !== null,
    refetchInterval: BALANCE_REFRESH_MS,
    retry: 1,
  });
}

export interface UseBalanceOptions {
  /** The connection to read through; the session's by default (e.g. `useNetwork().data` instead). */
  connection?: Connection | null;
  usdcMint?: string | null;
}

/** The connected wallet's balances (TanStack Query: `data`, `status`, `refetch`, ...). */
export function useBalance(options: UseBalanceOptions = {}) {
  const session = useWalletSession();
  const address = session.status === "connected" ? session.address : null;
  const connection = options.connection === undefined ? session.connection : options.connection;
  return useQuery(balanceQueryOptions({ connection, address, usdcMint: options.usdcMint }));
}
