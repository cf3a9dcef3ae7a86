import { useWalletButton } from "../../useWalletButton";
import { WalletButtonView, type WalletButtonViewProps } from "./WalletButtonView";

export type WalletButtonProps = Omit<
  WalletButtonViewProps,
  | "state"
  | "address"
  | "walletName"
  | "walletIcon"
  | "onSelectWallet"
  | "onConnect"
  | "onCopyAddress"
  | "onChangeWallet"
  | "onDisconnect"
>;

/**
 * The wallet button bound to the nearest `WalletKitRoot`. It shows "Select Wallet" at once, before any
 * Solana code has loaded; pressing it loads the wallet part and opens the modal.
 */
export function WalletButton(props: WalletButtonProps) {
  const model = useWalletButton();
  return <WalletButtonView {...model} {...props} />;
}
