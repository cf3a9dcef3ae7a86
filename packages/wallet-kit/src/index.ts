/**
 * @hiber/wallet-kit — headless Solana wallet connection and x402 payments for Hiber, over wallet-adapter.
 *
 * This entry is light: it imports nothing from `@solana/*` at run time. `WalletKitRoot` loads the heavy
 * part (web3.js, wallet-adapter, the wallets) on demand, in a chunk of its own. The styled button and
 * modal are in `@hiber/ui` (`WalletButton`, `WalletModal`): bind them with `useWalletButton()` and
 * `useWalletModal()`.
 */

// Errors
export {
  describeWalletError,
  type WalletFailure,
  type WalletFailureKind,
} from "./describe-wallet-error";
export * from "./errors";
// Utilities
export { clusterFromEndpoint, clusterLabels } from "./lib/cluster";
export { readRememberedWalletName, WALLET_NAME_STORAGE_KEY } from "./lib/storage";
// Payments: several x402 payments signed in one wallet approval
export {
  BatchOverCapError,
  type BatchPaymentSigner,
  createSignatureBatch,
  type SignatureBatch,
  type SignatureBatchOptions,
} from "./payment-batch";
// Session
export type { Cluster, WalletEntry, WalletReadiness, WalletSession, WalletStatus } from "./session";
// Signed actions: the canonical message (also `@hiber/wallet-kit/signed-message`, for the server)
export * from "./signed-message";
// Hooks
export { AIRDROP_LAMPORTS, type UseAirdropOptions, useAirdrop } from "./useAirdrop";
export {
  BALANCE_QUERY_KEY,
  BALANCE_REFRESH_MS,
  type BalanceQueryParams,
  balanceQueryOptions,
  type UseBalanceOptions,
  useBalance,
  type WalletBalance,
} from "./useBalance";
export { type NetworkQueryParams, networkQueryOptions, useNetwork } from "./useNetwork";
export {
  DEFAULT_SPEND_CAP_UNITS,
  type PayingFetchSession,
  type PayingRequestInit,
  type PaymentBatch,
  type PaymentProblem,
  paymentProblemOf,
  preloadPayingFetch,
  type SessionReceipt,
  type SpendingState,
  type UsePayingFetchOptions,
  usePayingFetch,
} from "./usePayingFetch";
export { type SendSolVariables, useSendSol } from "./useSendSol";
export {
  type MessageSigner,
  postSignedAction,
  SignedActionError,
  type SignedActionModel,
  type SignedActionOptions,
  signAction,
  useSignedAction,
} from "./useSignedAction";
export {
  useWalletButton,
  type WalletButtonModel,
  type WalletButtonState,
  walletButtonState,
} from "./useWalletButton";
export { useWalletModal, type WalletModalModel, walletModalModel } from "./useWalletModal";
export { useWalletSession } from "./useWalletSession";
export { WalletKitRoot, type WalletKitRootProps } from "./WalletKitRoot";
