import { ed25519 } from "@noble/curves/ed25519";
import {
  BaseMessageSignerWalletAdapter,
  isVersionedTransaction,
  type SupportedTransactionVersions,
  type TransactionOrVersionedTransaction,
  WalletConfigError,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
} from "@solana/wallet-adapter-base";
import { Keypair, type PublicKey } from "@solana/web3.js";

/** The burner wallet's name, as the wallet modal lists it. */
export const BurnerWalletName =
  "Burner wallet (local test wallet)" as WalletName<"Burner wallet (local test wallet)">;

/** Where the burner wallet keeps its secret key (a JSON array of 64 bytes, like a `solana-keygen` file). */
export const BURNER_SECRET_KEY_STORAGE_KEY = "hiber:burner-wallet:secret-key";

const BURNER_ICON =
  "data:image/svg+xml;base64," +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f97316"/><path fill="#fff" d="M16 5c1 4 6 6.5 6 12.5a6 6 0 0 1-12 0c0-3 1.6-4.9 3-6.2.3 1.9 1.2 3 2.4 3.4C14.6 10.9 15.2 7.6 16 5Z"/></svg>',
  );

export interface BurnerWalletAdapterConfig {
  /** The storage holding the secret key (local storage by default). */
  storage?: Pick<Storage, "getItem" | "setItem">;
  /** The storage key of the secret key. */
  storageKey?: string;
}

/**
 * A local test wallet for the embedded chain: its key pair lives in local storage, so a reload (and a
 * reconnect) keeps the same address. It holds value only on a test chain; never use it for real funds.
 * `@solana/wallet-adapter-unsafe-burner` generates a new key on every connect, hence this adapter.
 */
export class BurnerWalletAdapter extends BaseMessageSignerWalletAdapter<"Burner wallet (local test wallet)"> {
  name = BurnerWalletName;
  url = "https://github.com/anza-xyz/wallet-adapter";
  icon = BURNER_ICON;
  readonly supportedTransactionVersions: SupportedTransactionVersions = new Set(["legacy", 0] as const);

  private keypair: Keypair | null = null;
  private readonly storage: Pick<Storage, "getItem" | "setItem"> | undefined;
  private readonly storageKey: string;

  constructor(config: BurnerWalletAdapterConfig = {}) {
    super();
    this.storage = config.storage ?? globalThis.localStorage;
    this.storageKey = config.storageKey ?? BURNER_SECRET_KEY_STORAGE_KEY;
  }

  /** Always available in a browser: nothing to install. */
  get readyState(): WalletReadyState {
    return typeof window === "undefined" ? WalletReadyState.Unsupported : WalletReadyState.Installed;
  }

  get publicKey(): PublicKey | null {
    return this.keypair?.publicKey ?? null;
  }

  get connecting(): boolean {
    return false;
  }

  async connect(): Promise<void> {
    if (this.keypair) return;
    try {
      this.keypair = this.loadOrCreateKeypair();
    } catch (error) {
      const wrapped = new WalletConfigError((error as Error)?.message, error);
      this.emit("error", wrapped);
      throw wrapped;
    }
    this.emit("connect", this.keypair.publicKey);
  }

  /** Disconnects; the key stays in storage, so connecting again gives the same address. */
  async disconnect(): Promise<void> {
    this.keypair = null;
    this.emit("disconnect");
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this["supportedTransactionVersions"]>>(
    transaction: T,
  ): Promise<T> {
    const keypair = this.keypair;
    if (!keypair) throw new WalletNotConnectedError();
    try {
      if (isVersionedTransaction(transaction)) transaction.sign([keypair]);
      else transaction.partialSign(keypair);
    } catch (error) {
      throw new WalletSignTransactionError((error as Error)?.message, error);
    }
    return transaction;
  }

  /** Signs bytes with the key pair (ed25519, 64 bytes): the signed actions' `signMessage`. */
  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const keypair = this.keypair;
    if (!keypair) throw new WalletNotConnectedError();
    try {
      // web3.js keeps the 32-byte seed followed by the public key.
      return ed25519.sign(message, keypair.secretKey.slice(0, 32));
    } catch (error) {
      throw new WalletSignMessageError((error as Error)?.message, error);
    }
  }

  private loadOrCreateKeypair(): Keypair {
    const stored = this.storage?.getItem(this.storageKey);
    if (stored) {
      const bytes: unknown = JSON.parse(stored);
      if (!Array.isArray(bytes) || bytes.length !== 64)
        throw new Error("The burner wallet's stored key is invalid");
      return Keypair.fromSecretKey(Uint8Array.from(bytes as number[]));
    }
    const keypair = Keypair.generate();
    this.storage?.setItem(this.storageKey, JSON.stringify(Array.from(keypair.secretKey)));
    return keypair;
  }
}
