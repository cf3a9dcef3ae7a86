import type { Decorator } from "@storybook/react-vite";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { WalletModal, type WalletModalEntry } from "../components/WalletModal/WalletModal";
import { WalletConnectionError, WalletNotConnectedError } from "../errors";
import type { WalletStatus } from "../session";
import { WalletSessionStore } from "../store/session-store";
import { WalletSessionContext } from "../WalletKitRoot";
import { burnerWallet, sampleAddress, solflareNotDetected } from "./fixtures";

type Listener = () => void;

/**
 * A wallet for stories and tests, with wallet-adapter's adapter events (connect, disconnect) but no
 * Solana code: connecting takes `delayMs` (800 ms by default, long enough to see) and gives a fixed address, or fails when `failConnect` is set.
 */
export class MockWalletAdapter {
  readonly name: string;
  readonly icon: string;
  publicKey: string | null = null;
  private listeners = new Map<"connect" | "disconnect", Set<Listener>>();

  constructor(
    readonly entry: WalletModalEntry,
    readonly options: { address?: string; delayMs?: number; failConnect?: boolean } = {},
  ) {
    this.name = entry.name;
    this.icon = entry.icon;
  }

  on(event: "connect" | "disconnect", listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  async connect(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, this.options.delayMs ?? 800));
    if (this.options.failConnect)
      throw new WalletConnectionError("The wallet refused to connect", { walletName: this.name });
    this.publicKey = this.options.address ?? sampleAddress;
    for (const listener of this.listeners.get("connect") ?? []) listener();
  }

  async disconnect(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, this.options.delayMs ?? 800));
    this.publicKey = null;
    for (const listener of this.listeners.get("disconnect") ?? []) listener();
  }
}

/** Plays the heavy part's role for a mock adapter: publishes its state and renders the modal. */
function MockHeavy({ store, adapters }: { store: WalletSessionStore; adapters: MockWalletAdapter[] }) {
  const [selected, setSelected] = useState<MockWalletAdapter | null>(null);
  const [status, setStatus] = useState<Exclude<WalletStatus, "idle" | "loading">>("disconnected");
  const open = useSyncExternalStore(store.subscribe, () => store.getSession().modalOpen);

  useEffect(() => {
    if (!selected) return;
    const offConnect = selected.on("connect", () => setStatus("connected"));
    const offDisconnect = selected.on("disconnect", () => {
      setStatus("disconnected");
      setSelected(null);
    });
    return () => {
      offConnect();
      offDisconnect();
    };
  }, [selected]);

  const connect = useCallback(
    async (adapter: MockWalletAdapter | null) => {
      if (!adapter) throw new WalletNotConnectedError("No wallet selected");
      setStatus("connecting");
      try {
        await adapter.connect();
      } catch (error) {
        // As wallet-adapter: a failed connect clears the selection.
        setStatus("disconnected");
        setSelected(null);
        store.reportError(error as WalletConnectionError);
        throw error;
      }
    },
    [store],
  );

  useEffect(
    () =>
      store.attach({
        connect: () => connect(selected),
        disconnect: async () => {
          setStatus("disconnecting");
          await selected?.disconnect();
        },
        sendTransaction: async () => "mock-signature",
        signTransaction: async (bytes) => bytes,
      }),
    [store, selected, connect],
  );

  useEffect(() => {
    store.publish({
      status,
      address: status === "connected" || status === "disconnecting" ? (selected?.publicKey ?? null) : null,
      walletName: selected?.name ?? null,
      walletIcon: selected?.icon ?? null,
      connection: null,
      canSignTransactions: status === "connected",
    });
  }, [store, status, selected]);

  return (
    <WalletModal
      open={open}
      onOpenChange={(next) => store.setModalOpen(next)}
      wallets={adapters.map((adapter) => adapter.entry)}
      onSelectWallet={(name) => {
        store.setModalOpen(false);
        const adapter = adapters.find((a) => a.name === name) ?? null;
        if (adapter !== selected) void selected?.disconnect();
        setSelected(adapter);
        connect(adapter).catch(() => {});
      }}
    />
  );
}

/**
 * A story decorator standing in for `WalletKitRoot`: the same session store and light components, with
 * mock adapters in place of the heavy part (no Solana code, no network).
 */
export function withMockWallet(
  adapters: MockWalletAdapter[] = [
    new MockWalletAdapter(burnerWallet),
    new MockWalletAdapter(solflareNotDetected, { failConnect: true }),
  ],
): Decorator {
  return (Story) => {
    const [store] = useState(
      () =>
        new WalletSessionStore<typeof MockHeavy>({
          cluster: "localnet",
          emulated: true,
          loadHeavy: async () => MockHeavy,
          onError: () => {},
        }),
    );
    const Heavy = useSyncExternalStore(store.subscribe, store.getHeavy);
    return (
      <WalletSessionContext.Provider value={store}>
        <Story />
        {Heavy && <Heavy store={store} adapters={adapters} />}
      </WalletSessionContext.Provider>
    );
  };
}
