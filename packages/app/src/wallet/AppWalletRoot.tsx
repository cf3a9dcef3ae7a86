import { WalletKitRoot } from "@hiber/wallet-kit";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { fetchPublicConfig, type PublicConfig } from "../lib/api.ts";
import { type PublicSolanaConfig, resolveSolanaEndpoints } from "./solana-config.ts";

/** `GET /api/config` with its Solana part. */
export type PublicConfigWithSolana = PublicConfig & { solana?: PublicSolanaConfig };

/** The public configuration, shared with the layout (same query key). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: fetchPublicConfig as (context: { signal?: AbortSignal }) => Promise<PublicConfigWithSolana>,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * wallet-kit's root, fed from `/api/config`. The app renders at once; the wallet part (web3.js and the
 * adapters) loads only when the wallet button is pressed or a wallet is remembered.
 */
export function AppWalletRoot({ children }: { children: ReactNode }) {
  const { data } = usePublicConfig();
  const solana = data?.solana;
  const endpoints = useMemo(
    () => (solana ? resolveSolanaEndpoints(solana, window.location) : undefined),
    [solana],
  );
  return (
    <WalletKitRoot
      endpoint={endpoints?.endpoint}
      wsEndpoint={endpoints?.wsEndpoint}
      emulated={solana?.emulated ?? false}
      cluster={solana?.cluster}
    >
      {children}
    </WalletKitRoot>
  );
}
