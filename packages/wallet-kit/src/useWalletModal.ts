import type { WalletEntry, WalletSession } from "./session";
import { useWalletSession } from "./useWalletSession";

/** The wallet modal's state and callbacks (wallet-adapter's `useWalletModal`), for a styled modal to render. */
export interface WalletModalModel {
  /** Whether the modal shows: asked for, and the wallet part has loaded its list of wallets. */
  open: boolean;
  /** The wallets to offer, in wallet-adapter's order. */
  wallets: WalletEntry[];
  /** Opens (loading the wallet part first) or closes the modal. */
  onOpenChange: (open: boolean) => void;
  /** Chooses a wallet and closes the modal. */
  onSelectWallet: (name: string) => void;
}

/**
 * The modal's model for a session: it is open once it was asked for and the wallet part is there (the
 * list of wallets comes from it), so it never shows an empty list while loading.
 */
export function walletModalModel(
  session: Pick<
    WalletSession,
    "status" | "modalOpen" | "wallets" | "openModal" | "closeModal" | "selectWallet"
  >,
): WalletModalModel {
  const loaded = session.status !== "idle" && session.status !== "loading";
  return {
    open: session.modalOpen && loaded,
    wallets: session.wallets,
    onOpenChange: (open) => (open ? session.openModal() : session.closeModal()),
    onSelectWallet: session.selectWallet,
  };
}

/** The headless wallet modal of the nearest `WalletKitRoot`: render a styled modal with it. */
export function useWalletModal(): WalletModalModel {
  return walletModalModel(useWalletSession());
}
