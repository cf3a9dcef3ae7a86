/**
 * @hiber/hub-sdk/x402: the client side of x402 payments on Solana. A fetch wrapper that answers HTTP 402
 * by paying through an injected {@link PaymentSigner}, then retries with the proof and returns the receipt.
 * Kept out of the main entry so that it alone carries the runtime dependencies (`@x402/*`, `@solana/kit`).
 */

export {
  InsufficientBalanceError,
  InvalidRecipientError,
  PaymentFailedError,
  PaymentRequiredError,
  PaymentSignerUnavailableError,
  RequestFailedError,
  SpendCapExceededError,
} from "../errors";
export type {
  CreatePayingFetchParams,
  PaidResponse,
  PayingFetch,
  PaymentReceipt,
} from "./create-paying-fetch";
export { createPayingFetch } from "./create-paying-fetch";
export type { WatchedPaidStream } from "./paid-stream";
export { isEventStream, watchPaidStream } from "./paid-stream";
export type { PaymentSigner } from "./signer";
export type { TokenBalance } from "./token-balance";
export { getTokenBalance } from "./token-balance";
export { SignatureMismatchError, toTransactionSigner } from "./transaction-signer";
