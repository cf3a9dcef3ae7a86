import { useContext, useSyncExternalStore } from "react";
import type { WalletSession } from "./session";
import { WalletSessionContext } from "./WalletKitRoot";

/**
 * The wallet session of the nearest `WalletKitRoot`: status, address, connection and the actions.
 * Re-renders when the session changes; reading it loads nothing (call `load()` for that).
 */
export function useWalletSession(): WalletSession {
  const store = useContext(WalletSessionContext);
  if (!store) throw new Error("useWalletSession must be used within <WalletKitRoot>");
  return useSyncExternalStore(store.subscribe, store.getSession, store.getSession);
}
