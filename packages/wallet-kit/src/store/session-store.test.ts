import { describe, expect, it, vi } from "vitest";
import { WalletKitError, WalletLoadError, WalletNotConnectedError } from "../errors";
import { type WalletController, WalletSessionStore } from "./session-store";

function controller(overrides: Partial<WalletController> = {}): WalletController {
  return {
    connect: vi.fn(async () => {}),
    disconnect: vi.fn(async () => {}),
    selectWallet: vi.fn(),
    sendTransaction: vi.fn(async () => "signature"),
    signTransaction: vi.fn(async (bytes: Uint8Array) => Uint8Array.from([...bytes, 1])),
    signAllTransactions: vi.fn(async (all: Uint8Array[]) =>
      all.map((bytes) => Uint8Array.from([...bytes, 1])),
    ),
    signMessage: vi.fn(async () => new Uint8Array(64)),
    ...overrides,
  };
}

function createStore(options: { loadHeavy?: () => Promise<string>; remembered?: string | null } = {}) {
  const onError = vi.fn();
  const loadHeavy = vi.fn(options.loadHeavy ?? (async () => "heavy"));
  const store = new WalletSessionStore<string>({
    cluster: "localnet",
    emulated: true,
    loadHeavy,
    rememberedWalletName: options.remembered ?? null,
    onError,
  });
  return { store, onError, loadHeavy };
}

const connectedState = {
  status: "connected" as const,
  address: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
  walletName: "Burner wallet (local test wallet)",
  walletIcon: "data:image/svg+xml;base64,AA==",
  wallets: [
    {
      name: "Burner wallet (local test wallet)",
      icon: "data:image/svg+xml;base64,AA==",
      readyState: "Installed" as const,
    },
  ],
  connection: null,
  canSignTransactions: true,
  canSignMessages: true,
};

describe("WalletSessionStore", () => {
  it("starts idle, with the remembered wallet as the selected one", () => {
    const { store, loadHeavy } = createStore({ remembered: "Phantom" });
    expect(store.getSession()).toMatchObject({ status: "idle", walletName: "Phantom", address: null });
    expect(store.getHeavy()).toBeNull();
    expect(loadHeavy).not.toHaveBeenCalled();
  });

  it("load() loads the heavy part once and resolves when the bridge attaches", async () => {
    const { store, loadHeavy } = createStore();
    const listener = vi.fn();
    store.subscribe(listener);
    let resolved = false;
    const first = store.load().then(() => {
      resolved = true;
    });
    const second = store.load();
    expect(store.getSession().status).toBe("loading");
    await vi.waitFor(() => expect(store.getHeavy()).toBe("heavy"));
    expect(resolved).toBe(false);
    store.attach(controller());
    await Promise.all([first, second]);
    expect(resolved).toBe(true);
    expect(loadHeavy).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
  });

  it("a failed load reports nothing itself, rejects with WalletLoadError, goes back to idle and can be retried", async () => {
    let attempts = 0;
    const { store } = createStore({
      loadHeavy: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("chunk failed");
        return "heavy";
      },
    });
    const error = await store.load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletLoadError);
    expect(error).toBeInstanceOf(WalletKitError);
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(store.getSession().status).toBe("idle");
    const retry = store.load();
    await vi.waitFor(() => expect(store.getHeavy()).toBe("heavy"));
    store.attach(controller());
    await retry;
    expect(attempts).toBe(2);
  });

  it("openModal() opens the modal and loads; a load failure goes to onError and closes it", async () => {
    const { store, onError } = createStore({ loadHeavy: async () => Promise.reject(new Error("offline")) });
    store.getSession().openModal();
    expect(store.getSession().modalOpen).toBe(true);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(WalletLoadError);
    expect(store.getSession().modalOpen).toBe(false);
  });

  it("publishes the heavy part's state; the session object changes, its methods do not", () => {
    const { store } = createStore();
    const before = store.getSession();
    store.publish(connectedState);
    const after = store.getSession();
    expect(after).not.toBe(before);
    expect(after).toMatchObject({
      status: "connected",
      address: connectedState.address,
      walletName: connectedState.walletName,
    });
    expect(after.disconnect).toBe(before.disconnect);
    expect(after.paymentSigner).toBe(before.paymentSigner);
    expect(after.paymentSigner.address).toBe(connectedState.address);
    expect(after.paymentSigner.canSignTransactions).toBe(true);
  });

  it("signing or sending without a connected wallet rejects with WalletNotConnectedError and reports it", async () => {
    const { store, onError } = createStore();
    const { paymentSigner, sendTransaction } = store.getSession();
    expect(paymentSigner.address).toBeNull();
    expect(paymentSigner.canSignTransactions).toBe(false);
    await expect(paymentSigner.signTransaction(new Uint8Array([1]))).rejects.toBeInstanceOf(
      WalletNotConnectedError,
    );
    // Loaded but not connected: still refused before reaching the wallet.
    const c = controller();
    store.attach(c);
    store.publish({ ...connectedState, status: "disconnected", address: null });
    await expect(sendTransaction({} as never)).rejects.toThrow("Wallet not connected");
    expect(c.sendTransaction).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it("routes actions to the attached controller once connected", async () => {
    const { store } = createStore();
    const c = controller();
    store.attach(c);
    store.publish(connectedState);
    const session = store.getSession();
    await expect(session.paymentSigner.signTransaction(new Uint8Array([7]))).resolves.toEqual(
      new Uint8Array([7, 1]),
    );
    await expect(session.sendTransaction({} as never)).resolves.toBe("signature");
    await session.disconnect();
    expect(c.disconnect).toHaveBeenCalledTimes(1);
  });

  it("connect() loads first, then connects", async () => {
    const { store } = createStore({ remembered: "Phantom" });
    const c = controller();
    const connecting = store.getSession().connect();
    await vi.waitFor(() => expect(store.getHeavy()).toBe("heavy"));
    store.attach(c);
    await connecting;
    expect(c.connect).toHaveBeenCalledTimes(1);
  });

  it("a detached bridge leaves nothing to disconnect and load() waits for the next one", async () => {
    const { store } = createStore();
    const c = controller();
    const detach = store.attach(c);
    detach();
    await store.getSession().disconnect();
    expect(c.disconnect).not.toHaveBeenCalled();
    let resolved = false;
    const loading = store.load().then(() => {
      resolved = true;
    });
    await vi.waitFor(() => expect(store.getHeavy()).toBe("heavy"));
    expect(resolved).toBe(false);
    store.attach(controller());
    await loading;
    expect(resolved).toBe(true);
  });

  it("selectWallet closes the modal and passes the choice to the heavy part", async () => {
    const { store } = createStore();
    const c = controller();
    store.getSession().openModal();
    await vi.waitFor(() => expect(store.getHeavy()).toBe("heavy"));
    store.attach(c);
    expect(store.getSession().modalOpen).toBe(true);
    store.getSession().selectWallet("Phantom");
    expect(c.selectWallet).toHaveBeenCalledWith("Phantom");
    expect(store.getSession().modalOpen).toBe(false);
  });
});
