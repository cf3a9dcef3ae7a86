import type { Connection, Transaction, VersionedTransaction } from "@solana/web3.js";
import {
  defaultWalletErrorHandler,
  type WalletErrorHandler,
  type WalletKitError,
  WalletLoadError,
  WalletNotConnectedError,
} from "../errors";
import type { BatchPaymentSigner } from "../payment-batch";
import type { Cluster, WalletEntry, WalletSession, WalletStatus } from "../session";

/** What the heavy part does on the session's behalf, registered by its bridge while it is mounted. */
export interface WalletController {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  /** Selects the wallet chosen in the modal (wallet-adapter's `select`, or `connect` to try it again). */
  selectWallet(name: string): void;
  sendTransaction(transaction: Transaction | VersionedTransaction): Promise<string>;
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
  /** Signs several transactions in one approval (wallet-adapter's `signAllTransactions`). */
  signAllTransactions(transactions: Uint8Array[]): Promise<Uint8Array[]>;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

/** The wallet state the heavy part publishes. */
export interface PublishedWalletState {
  status: Exclude<WalletStatus, "idle" | "loading">;
  address: string | null;
  walletName: string | null;
  walletIcon: string | null;
  wallets: WalletEntry[];
  connection: Connection | null;
  canSignTransactions: boolean;
  /** The wallet has `signAllTransactions` (several payments in one approval). */
  canSignAllTransactions?: boolean;
  canSignMessages: boolean;
}

export interface WalletSessionStoreOptions<Heavy> {
  cluster: Cluster;
  emulated: boolean;
  /** Loads the heavy part (a dynamic `import()`); called at most once unless it fails. */
  loadHeavy: () => Promise<Heavy>;
  /** The wallet remembered in local storage, if any: shown as selected until the heavy part says more. */
  rememberedWalletName?: string | null;
  onError?: WalletErrorHandler;
}

type Listener = () => void;

/**
 * The small store between the light entry and the heavy part. `useWalletSession()` reads it with
 * `useSyncExternalStore`; the heavy part's bridge publishes into it and registers a
 * {@link WalletController}. Its session object is immutable and replaced on every change; its methods
 * and `paymentSigner` are stable across changes.
 */
export class WalletSessionStore<Heavy = unknown> {
  private listeners = new Set<Listener>();
  private session: WalletSession;
  private heavy: Heavy | null = null;
  private loading: Promise<Heavy> | null = null;
  private controller: WalletController | null = null;
  private canSign = false;
  private canSignAll = false;
  private attached!: Promise<void>;
  private resolveAttached!: () => void;
  private readonly loadHeavy: () => Promise<Heavy>;
  /** The error handler in effect (`WalletKitRoot` keeps it current). */
  onError: WalletErrorHandler | undefined;

  constructor(options: WalletSessionStoreOptions<Heavy>) {
    this.loadHeavy = options.loadHeavy;
    this.onError = options.onError;
    this.resetAttached();
    const store = this;
    const paymentSigner: BatchPaymentSigner = {
      get address() {
        return store.session.status === "connected" ? store.session.address : null;
      },
      get canSignTransactions() {
        return store.session.status === "connected" && store.canSign;
      },
      signTransaction: (transaction) => this.withController((c) => c.signTransaction(transaction)),
      get signAllTransactions() {
        if (!(store.session.status === "connected" && store.canSignAll)) return undefined;
        return (transactions: Uint8Array[]) =>
          store.withController((c) => c.signAllTransactions(transactions));
      },
    };
    this.session = {
      status: "idle",
      address: null,
      walletName: options.rememberedWalletName ?? null,
      walletIcon: null,
      cluster: options.cluster,
      emulated: options.emulated,
      modalOpen: false,
      wallets: [],
      connection: null,
      load: () => this.load(),
      openModal: () => this.openModal(),
      closeModal: () => this.update({ modalOpen: false }),
      selectWallet: (name) => this.selectWallet(name),
      connect: () => this.connect(),
      disconnect: () => this.disconnect(),
      sendTransaction: (transaction) => this.withController((c) => c.sendTransaction(transaction)),
      paymentSigner,
      canSignMessages: false,
      signMessage: (message) => this.withController((c) => c.signMessage(message)),
    };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSession = (): WalletSession => this.session;

  /** The loaded heavy part, or null until it has loaded. */
  getHeavy = (): Heavy | null => this.heavy;

  /** Loads the heavy part (idempotent); resolves once its bridge is attached. */
  load(): Promise<void> {
    if (this.controller) return Promise.resolve();
    if (!this.loading) {
      if (this.session.status === "idle") this.update({ status: "loading" });
      this.loading = this.loadHeavy().then(
        (heavy) => {
          this.heavy = heavy;
          this.emit();
          return heavy;
        },
        (cause: unknown) => {
          this.loading = null;
          if (this.session.status === "loading") this.update({ status: "idle", modalOpen: false });
          throw new WalletLoadError("The wallet could not be loaded. Please try again.", { cause });
        },
      );
    }
    return this.loading.then(() => this.attached);
  }

  private openModal(): void {
    this.update({ modalOpen: true });
    this.load().catch((error: WalletKitError) => this.reportError(error));
  }

  private selectWallet(name: string): void {
    this.update({ modalOpen: false });
    // The list comes from the heavy part, so it is attached whenever there is a wallet to choose.
    this.controller?.selectWallet(name);
  }

  private async connect(): Promise<void> {
    await this.load();
    // Attached by now; a detach in between (the heavy part unmounting) leaves nothing to connect.
    await this.controller?.connect();
  }

  private async disconnect(): Promise<void> {
    // Nothing is loaded: no wallet can be connected, so there is nothing to disconnect.
    if (!this.controller) return;
    await this.controller.disconnect();
  }

  async withController<T>(action: (controller: WalletController) => Promise<T>): Promise<T> {
    if (!this.controller || this.session.status !== "connected") {
      const error = new WalletNotConnectedError("Wallet not connected", {
        walletName: this.session.walletName,
      });
      this.reportError(error);
      throw error;
    }
    return action(this.controller);
  }

  /** Called by the heavy part's bridge when it mounts; returns the function that detaches it. */
  attach(controller: WalletController): () => void {
    this.controller = controller;
    this.resolveAttached();
    return () => {
      if (this.controller !== controller) return;
      this.controller = null;
      this.resetAttached();
    };
  }

  /** Called by the heavy part's bridge whenever the wallet state changes. */
  publish(state: PublishedWalletState): void {
    const { canSignTransactions, canSignAllTransactions, ...rest } = state;
    this.canSign = canSignTransactions;
    this.canSignAll = canSignAllTransactions ?? false;
    this.update(rest);
  }

  /** Sets the cluster and whether the chain is emulated (the configuration may arrive after the first render). */
  configure(settings: { cluster: Cluster; emulated: boolean }): void {
    this.update(settings);
  }

  /** Sets whether the modal is open (the modal's own close controls). */
  setModalOpen(open: boolean): void {
    if (open) this.openModal();
    else this.update({ modalOpen: false });
  }

  /** Passes an error to the `onError` in effect, or to the default handler. */
  reportError(error: WalletKitError): void {
    (this.onError ?? defaultWalletErrorHandler)(error);
  }

  private resetAttached(): void {
    this.attached = new Promise<void>((resolve) => {
      this.resolveAttached = resolve;
    });
  }

  private update(patch: Partial<WalletSession>): void {
    const changed = (Object.keys(patch) as (keyof WalletSession)[]).some(
      (key) => this.session[key] !== patch[key],
    );
    if (!changed) return;
    this.session = { ...this.session, ...patch };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
