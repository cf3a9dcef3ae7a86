/**
 * @hiber/wallet-kit — Solana wallet connection and x402 payments for Hiber, over wallet-adapter.
 *
 * This entry is light: it imports nothing from `@solana/*` at run time. `WalletKitRoot` loads the heavy
 * part (web3.js, wallet-adapter, the wallets, the modal) on demand, in a chunk of its own.
 */

// Components
export * from "./components/WalletButton/index";
export * from "./components/WalletModal/index";
// Errors
export * from "./errors";
// Utilities
export { shortenAddress } from "./lib/address";
export { clusterFromEndpoint, clusterLabels } from "./lib/cluster";
export { readRememberedWalletName, WALLET_NAME_STORAGE_KEY } from "./lib/storage";
// Session
export type { Cluster, WalletSession, WalletStatus } from "./session";
export {
  DEFAULT_SPEND_CAP_UNITS,
  type PayingFetchSession,
  type PayingRequestInit,
  type PaymentProblem,
  paymentProblemOf,
  preloadPayingFetch,
  type SessionReceipt,
  type SpendingState,
  type UsePayingFetchOptions,
  usePayingFetch,
} from "./usePayingFetch";
export { useWalletButton, type WalletButtonModel, walletButtonState } from "./useWalletButton";
export { useWalletSession } from "./useWalletSession";
export { WalletKitRoot, type WalletKitRootProps } from "./WalletKitRoot";
