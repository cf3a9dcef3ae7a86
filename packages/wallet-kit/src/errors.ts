/**
 * Wallet errors (spec part 1 §8): one class per failure, all under {@link WalletKitError}, each passed to
 * `WalletKitRoot`'s `onError`. The underlying wallet-adapter error, when there is one, is the `cause`.
 * This module imports nothing from `@solana/*`, so the light entry can export it.
 */

/** Base class of every wallet-kit error. */
export class WalletKitError extends Error {
  override name = "WalletKitError";
  /** The wallet the error came from, when known (e.g. "Phantom"). */
  readonly walletName: string | null;

  constructor(message?: string, options: { cause?: unknown; walletName?: string | null } = {}) {
    super(message || defaultMessage(options.cause), { cause: options.cause });
    this.walletName = options.walletName ?? null;
  }
}

function defaultMessage(cause: unknown): string {
  return cause instanceof Error && cause.message ? cause.message : "Unknown error occurred";
}

/** A sign, send, sign-all or sign-message action was asked for while no wallet is connected. */
export class WalletNotConnectedError extends WalletKitError {
  override name = "WalletNotConnectedError";
}

/**
 * The selected wallet is not ready: not installed or not loadable in this browser. The default error
 * handler opens {@link WalletNotReadyError.url} (the wallet's web site) in a new tab.
 */
export class WalletNotReadyError extends WalletKitError {
  override name = "WalletNotReadyError";
  /** The wallet's web site, where it can be installed. */
  readonly url: string | null;

  constructor(
    message?: string,
    options: { cause?: unknown; walletName?: string | null; url?: string | null } = {},
  ) {
    super(message, options);
    this.url = options.url ?? null;
  }
}

/** A wallet action was asked for while no wallet is selected. */
export class WalletNotSelectedError extends WalletKitError {
  override name = "WalletNotSelectedError";
}

/** What a wallet or its account does not support. */
export type WalletFeature =
  | "signTransaction"
  | "signAllTransactions"
  | "sendTransaction"
  | "signMessage"
  | "signIn"
  | "chain";

/**
 * The wallet or its account does not support what was asked (signing, sending, sign-in), or the cluster
 * of the RPC endpoint is not among the account's chains.
 */
export class WalletNotSupportedError extends WalletKitError {
  override name = "WalletNotSupportedError";
  /** The missing capability, when known. */
  readonly feature: WalletFeature | null;

  constructor(
    message?: string,
    options: { cause?: unknown; walletName?: string | null; feature?: WalletFeature | null } = {},
  ) {
    super(message, options);
    this.feature = options.feature ?? null;
  }
}

/** Connecting failed (including a refused or closed wallet window); the selection is cleared. */
export class WalletConnectionError extends WalletKitError {
  override name = "WalletConnectionError";
}

/** Disconnecting failed. */
export class WalletDisconnectionError extends WalletKitError {
  override name = "WalletDisconnectionError";
}

/** The wallet did not sign a transaction (for example the user declined). */
export class WalletSignTransactionError extends WalletKitError {
  override name = "WalletSignTransactionError";
}

/** A transaction could not be sent (signing through the wallet, or the RPC refused it). */
export class WalletSendTransactionError extends WalletKitError {
  override name = "WalletSendTransactionError";
}

/** The wallet did not sign a message. */
export class WalletSignMessageError extends WalletKitError {
  override name = "WalletSignMessageError";
}

/** Sign-in failed or the wallet returned nothing. */
export class WalletSignInError extends WalletKitError {
  override name = "WalletSignInError";
}

/** The wallet gave a public key that is not a valid address. */
export class WalletPublicKeyError extends WalletKitError {
  override name = "WalletPublicKeyError";
}

/** The connected account was removed or changed in the wallet; the wallet disconnects. */
export class WalletAccountError extends WalletKitError {
  override name = "WalletAccountError";
}

/** The wallet could not be loaded or configured (including the wallet-kit part that loads on demand). */
export class WalletLoadError extends WalletKitError {
  override name = "WalletLoadError";
}

/** Handler of wallet errors, as `WalletKitRoot`'s `onError`. */
export type WalletErrorHandler = (error: WalletKitError) => void;

/**
 * The default `onError`: logs the error and, for a wallet that is not installed, opens its web site in
 * a new tab (as wallet-adapter's own default does).
 */
export const defaultWalletErrorHandler: WalletErrorHandler = (error) => {
  console.error(error);
  if (error instanceof WalletNotReadyError && error.url && typeof window !== "undefined") {
    window.open(error.url, "_blank", "noopener,noreferrer");
  }
};
