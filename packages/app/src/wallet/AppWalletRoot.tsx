import { LazyWalletButton, LazyWalletModal } from "@hiber/ui";
import { useWalletButton, useWalletModal, WalletKitRoot } from "@hiber/wallet-kit";
import { type ReactNode, useMemo } from "react";
import { usePublicConfig } from "../lib/api.ts";
import { resolveSolanaEndpoints } from "./solana-config.ts";

/**
 * wallet-kit's root, fed from `/api/config`, with the wallet modal. The app renders at once; the wallet
 * part (web3.js and the adapters) loads only when the wallet button is pressed or a wallet is remembered.
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
      <AppWalletModal />
    </WalletKitRoot>
  );
}

/** ui's wallet modal bound to the wallet session; its code loads when it first opens. */
function AppWalletModal() {
  return <LazyWalletModal {...useWalletModal()} />;
}

/** ui's wallet button bound to the wallet session (the navbar's). */
export function AppWalletButton() {
  return <LazyWalletButton {...useWalletButton()} />;
}
