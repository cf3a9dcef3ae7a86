import * as base from "@solana/wallet-adapter-base";
import { WalletNotSelectedError as AdapterNotSelectedError } from "@solana/wallet-adapter-react";
import {
  WalletAccountError,
  WalletConnectionError,
  WalletDisconnectionError,
  WalletKitError,
  WalletLoadError,
  WalletNotConnectedError,
  WalletNotReadyError,
  WalletNotSelectedError,
  WalletNotSupportedError,
  WalletPublicKeyError,
  WalletSendTransactionError,
  WalletSignInError,
  WalletSignMessageError,
  WalletSignTransactionError,
} from "../errors";

type Options = { cause: unknown; walletName: string | null };
type Mapping = [
  new (...args: never[]) => Error,
  (message: string | undefined, options: Options) => WalletKitError,
];

// Most specific first. The message of the adapter error is kept when it has one.
const mappings: Mapping[] = [
  [base.WalletNotConnectedError, (m, o) => new WalletNotConnectedError(m || "Wallet not connected", o)],
  [AdapterNotSelectedError, (m, o) => new WalletNotSelectedError(m || "No wallet selected", o)],
  [base.WalletConfigError, (m, o) => new WalletNotSupportedError(m || "The wallet does not support this", o)],
  [base.WalletAccountError, (m, o) => new WalletAccountError(m || "The wallet's account changed", o)],
  [
    base.WalletPublicKeyError,
    (m, o) => new WalletPublicKeyError(m || "The wallet gave an invalid address", o),
  ],
  [base.WalletLoadError, (m, o) => new WalletLoadError(m || "The wallet could not be loaded", o)],
  [base.WalletConnectionError, (m, o) => new WalletConnectionError(m || "Connecting the wallet failed", o)],
  [base.WalletWindowClosedError, (m, o) => new WalletConnectionError(m || "The wallet window was closed", o)],
  [
    base.WalletWindowBlockedError,
    (m, o) => new WalletConnectionError(m || "The wallet window was blocked", o),
  ],
  [base.WalletTimeoutError, (m, o) => new WalletConnectionError(m || "The wallet did not answer in time", o)],
  [base.WalletKeypairError, (m, o) => new WalletConnectionError(m || "The wallet's key pair is invalid", o)],
  [base.WalletDisconnectedError, (m, o) => new WalletDisconnectionError(m || "The wallet disconnected", o)],
  [
    base.WalletDisconnectionError,
    (m, o) => new WalletDisconnectionError(m || "Disconnecting the wallet failed", o),
  ],
  [
    base.WalletSignTransactionError,
    (m, o) => new WalletSignTransactionError(m || "Signing the transaction failed", o),
  ],
  [
    base.WalletSendTransactionError,
    (m, o) => new WalletSendTransactionError(m || "Sending the transaction failed", o),
  ],
  [base.WalletSignMessageError, (m, o) => new WalletSignMessageError(m || "Signing the message failed", o)],
  [base.WalletSignInError, (m, o) => new WalletSignInError(m || "Sign-in failed", o)],
];

/**
 * The wallet-kit error for an error from wallet-adapter (or anything thrown on the way): the adapter
 * error becomes the `cause`. A wallet that is not ready carries its web site (`url`).
 */
export function toWalletKitError(
  error: unknown,
  adapter?: { name: string; url: string } | null,
): WalletKitError {
  if (error instanceof WalletKitError) return error;
  const walletName = adapter?.name ?? null;
  const message = error instanceof Error && error.message ? error.message : undefined;
  if (error instanceof base.WalletNotReadyError) {
    return new WalletNotReadyError(message || "The wallet is not installed", {
      cause: error,
      walletName,
      url: adapter?.url ?? null,
    });
  }
  for (const [type, create] of mappings) {
    if (error instanceof type) return create(message, { cause: error, walletName });
  }
  // Missing features are plain errors in some wallets ("... does not support ...").
  if (message && /not support/i.test(message))
    return new WalletNotSupportedError(message, { cause: error, walletName });
  return new WalletKitError(message, { cause: error, walletName });
}
