import { createContext, type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import type { WalletErrorHandler } from "./errors";
import type { WalletKitHeavy as WalletKitHeavyComponent } from "./heavy/WalletKitHeavy";
import { clusterFromEndpoint } from "./lib/cluster";
import { readRememberedWalletName } from "./lib/storage";
import type { Cluster } from "./session";
import { WalletSessionStore } from "./store/session-store";

type Heavy = typeof WalletKitHeavyComponent;

/** The session store of the nearest `WalletKitRoot`. */
export const WalletSessionContext = createContext<WalletSessionStore | null>(null);

export interface WalletKitRootProps {
  /**
   * The JSON-RPC endpoint (absolute URL). Null or undefined while it is not known yet (configuration
   * loading): the app renders, and the wallet part waits for it.
   */
  endpoint: string | null | undefined;
  /** The websocket endpoint (absolute `ws(s):` URL); give it when the RPC is proxied. */
  wsEndpoint?: string;
  /** Whether the chain is the app's embedded local chain: the burner test wallet is offered then. */
  emulated?: boolean;
  /** The cluster, when known better than from the endpoint's URL; by default derived from it. */
  cluster?: Cluster;
  /** Connects the remembered wallet on load and a wallet when it is chosen (true by default). */
  autoConnect?: boolean;
  /** Receives every wallet error; by default they are logged (and a missing wallet's site opens). */
  onError?: WalletErrorHandler;
  children?: ReactNode;
}

const loadHeavy = (): Promise<Heavy> =>
  import("./heavy/WalletKitHeavy").then((module) => module.WalletKitHeavy);

/**
 * The root of wallet-kit. It renders `children` at once and loads the heavy part (web3.js, wallet-adapter,
 * the wallets, the modal) only when it is needed: the wallet button is pressed, a screen calls
 * `useWalletSession().load()`, or a wallet is remembered (`walletName` in local storage). The heavy part
 * mounts as a sibling of `children`, so loading it never remounts the app.
 */
export function WalletKitRoot({
  endpoint,
  wsEndpoint,
  emulated = false,
  cluster,
  autoConnect = true,
  onError,
  children,
}: WalletKitRootProps) {
  const resolvedCluster = cluster ?? clusterFromEndpoint(endpoint, emulated);
  const [store] = useState(
    () =>
      new WalletSessionStore<Heavy>({
        cluster: resolvedCluster,
        emulated,
        loadHeavy,
        rememberedWalletName: readRememberedWalletName(),
        onError,
      }),
  );
  store.onError = onError;
  useEffect(
    () => store.configure({ cluster: resolvedCluster, emulated }),
    [store, resolvedCluster, emulated],
  );
  const Heavy = useSyncExternalStore(store.subscribe, store.getHeavy, store.getHeavy);

  // A remembered wallet reconnects on load (auto-connect), so its part loads at once.
  useEffect(() => {
    if (store.getSession().walletName !== null) store.load().catch((error) => store.reportError(error));
  }, [store]);

  return (
    <WalletSessionContext.Provider value={store}>
      {children}
      {Heavy && endpoint ? (
        <Heavy
          // A new endpoint or chain is a new wallet-adapter tree.
          key={`${endpoint} ${wsEndpoint ?? ""} ${emulated}`}
          store={store}
          endpoint={endpoint}
          wsEndpoint={wsEndpoint}
          emulated={emulated}
          autoConnect={autoConnect}
        />
      ) : null}
    </WalletSessionContext.Provider>
  );
}
