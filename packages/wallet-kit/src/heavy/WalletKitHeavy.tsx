import type { Adapter, WalletError } from "@solana/wallet-adapter-base";
import { ConnectionProvider, WalletProvider } from "@solana/wallet-adapter-react";
import { useCallback, useMemo } from "react";
import { WALLET_NAME_STORAGE_KEY } from "../lib/storage";
import type { WalletSessionStore } from "../store/session-store";
import { BurnerWalletAdapter } from "./BurnerWalletAdapter";
import { toWalletKitError } from "./map-error";
import { SessionBridge } from "./SessionBridge";

/** Props of the heavy part, given by `WalletKitRoot`. */
export interface WalletKitHeavyProps {
  store: WalletSessionStore;
  endpoint: string;
  wsEndpoint?: string;
  emulated: boolean;
  autoConnect: boolean;
}

/**
 * The heavy part of wallet-kit, loaded on demand: web3.js's Connection, wallet-adapter's providers
 * (Wallet Standard wallets are detected; on Android web the mobile wallet adapter is offered), the
 * burner wallet when the chain is emulated, and the bridge to the session store (which the wallet modal
 * reads through `useWalletModal()`).
 */
export function WalletKitHeavy({ store, endpoint, wsEndpoint, emulated, autoConnect }: WalletKitHeavyProps) {
  const wallets = useMemo<Adapter[]>(() => (emulated ? [new BurnerWalletAdapter()] : []), [emulated]);
  const config = useMemo(() => ({ commitment: "confirmed" as const, wsEndpoint }), [wsEndpoint]);
  const onError = useCallback(
    (error: WalletError, adapter?: Adapter) => store.reportError(toWalletKitError(error, adapter)),
    [store],
  );
  return (
    <ConnectionProvider endpoint={endpoint} config={config}>
      <WalletProvider
        wallets={wallets}
        autoConnect={autoConnect}
        localStorageKey={WALLET_NAME_STORAGE_KEY}
        onError={onError}
      >
        <SessionBridge store={store} />
      </WalletProvider>
    </ConnectionProvider>
  );
}
