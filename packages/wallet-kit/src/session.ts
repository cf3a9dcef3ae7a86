import type { Connection, Transaction, VersionedTransaction } from "@solana/web3.js";
import type { BatchPaymentSigner } from "./payment-batch";

/**
 * The contract between wallet-kit and the screens that use a wallet (the /wallet page, the playground).
 *
 * The light entry `@hiber/wallet-kit` imports no Solana library at run time: `WalletKitRoot` renders the
 * app at once and mounts the heavy part (web3.js, wallet-adapter, the adapters) only when it is needed —
 * the visitor presses the wallet button, a screen calls `load()`, or a wallet is remembered
 * (`walletName` in local storage). The heavy part publishes its state through `useWalletSession()`, so
 * loading it never remounts the app.
 */
export type WalletStatus =
  /** The heavy part is not loaded yet (no wallet remembered, button not pressed). */
  | "idle"
  /** The heavy part is loading. */
  | "loading"
  | "disconnected"
  | "connecting"
  | "connected"
  | "disconnecting";

/** A wallet's readiness, as wallet-adapter's `WalletReadyState`. */
export type WalletReadiness = "Installed" | "NotDetected" | "Loadable" | "Unsupported";

/** One wallet the heavy part offers (wallet-adapter's list: Wallet Standard wallets, the burner wallet). */
export interface WalletEntry {
  name: string;
  /** The wallet's icon (a data: or https: URL). */
  icon: string;
  /** `Installed` wallets are detected in this browser. */
  readyState: WalletReadiness;
}

/** The cluster the RPC URL points at; `localnet` is the app's embedded local chain. */
export type Cluster = "devnet" | "testnet" | "mainnet-beta" | "localnet";

export interface WalletSession {
  status: WalletStatus;
  /** The connected wallet's address (base58), else null. */
  address: string | null;
  /** The selected wallet's name (e.g. "Phantom", "Burner wallet (local test wallet)"), else null. */
  walletName: string | null;
  /** The selected wallet's icon (a data: or https: URL), else null. */
  walletIcon: string | null;
  cluster: Cluster;
  /** Whether the chain is the app's embedded local chain (the burner wallet is offered then). */
  emulated: boolean;
  /** Whether the wallet modal is open. */
  modalOpen: boolean;
  /** The wallets to choose from, in wallet-adapter's order; empty until the heavy part has loaded. */
  wallets: WalletEntry[];
  /** A web3.js Connection to the configured RPC (with its websocket), once the heavy part is loaded. */
  connection: Connection | null;
  /** Loads the heavy part (idempotent); resolves when `useWalletSession()` reflects it. */
  load(): Promise<void>;
  /** Opens the wallet modal (loading the heavy part first when needed). */
  openModal(): void;
  /** Closes the wallet modal. */
  closeModal(): void;
  /**
   * Chooses a wallet (the modal's list) and closes the modal: another wallet disconnects the previous one
   * and connects; the selected one whose connect failed tries again.
   */
  selectWallet(name: string): void;
  /** Connects the selected wallet (the button's "Connect" state); rejects with a wallet error. */
  connect(): Promise<void>;
  /** Disconnects and forgets the wallet (`walletName` is removed from local storage). */
  disconnect(): Promise<void>;
  /** Sends a transaction through the connected wallet; rejects with a wallet error when not connected. */
  sendTransaction(transaction: Transaction | VersionedTransaction): Promise<string>;
  /** Pays x402 requests with the connected wallet (hub-sdk's x402 client). */
  paymentSigner: BatchPaymentSigner;
  /** Whether the connected wallet can sign messages (wallet-adapter's `signMessage`; the burner wallet can). */
  canSignMessages: boolean;
  /**
   * Signs bytes with the connected wallet (ed25519, wallet-adapter's `signMessage`): rejects with
   * `WalletNotConnectedError`, `WalletNotSupportedError` (feature `signMessage`) or `WalletSignMessageError`.
   */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}
