import type { WalletSession } from "./session";
import { useWalletSession } from "./useWalletSession";

/**
 * The wallet button's states (spec part 1 §4), as wallet-adapter's `useWalletMultiButton`:
 * `no-wallet` "Select Wallet" (opens the modal), `has-wallet` "Connect" (connects the selected wallet),
 * `connecting` "Connecting ...", `connected` (the shortened address; opens the dropdown),
 * `disconnecting`.
 */
export type WalletButtonState = "no-wallet" | "has-wallet" | "connecting" | "connected" | "disconnecting";

/** The wallet button's state and the callbacks valid in it (wallet-adapter's `useWalletMultiButton`). */
export interface WalletButtonModel {
  state: WalletButtonState;
  address: string | null;
  walletName: string | null;
  walletIcon: string | null;
  /** `no-wallet`: opens the modal (loading the wallet part first). */
  onSelectWallet?: () => void;
  /** `has-wallet`: connects the selected wallet. */
  onConnect?: () => void;
  /** `connected`: copies the address to the clipboard. */
  onCopyAddress?: () => Promise<void>;
  /** `connected`: opens the modal to choose another wallet. */
  onChangeWallet?: () => void;
  /** `connected`: disconnects and forgets the wallet. */
  onDisconnect?: () => void;
}

/** The button state for a session; while the wallet part loads, a remembered wallet shows as connecting. */
export function walletButtonState(session: Pick<WalletSession, "status" | "walletName">): WalletButtonState {
  switch (session.status) {
    case "connected":
      return "connected";
    case "connecting":
      return "connecting";
    case "disconnecting":
      return "disconnecting";
    case "disconnected":
      return session.walletName ? "has-wallet" : "no-wallet";
    default:
      return session.walletName ? "connecting" : "no-wallet";
  }
}

// Errors of these actions have already been passed to `onError`.
const ignore = () => {};

/** The headless wallet button: state plus the callbacks valid in that state. */
export function useWalletButton(): WalletButtonModel {
  const session = useWalletSession();
  const state = walletButtonState(session);
  const { address, walletName, walletIcon } = session;
  const model: WalletButtonModel = { state, address, walletName, walletIcon };
  if (state === "no-wallet") model.onSelectWallet = session.openModal;
  if (state === "has-wallet") model.onConnect = () => session.connect().catch(ignore);
  if (state === "connected") {
    model.onCopyAddress = async () => {
      if (address) await navigator.clipboard.writeText(address);
    };
    model.onChangeWallet = session.openModal;
    model.onDisconnect = () => session.disconnect().catch(ignore);
  }
  return model;
}
