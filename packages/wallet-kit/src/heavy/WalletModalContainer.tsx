import { useWallet } from "@solana/wallet-adapter-react";
import { useMemo, useSyncExternalStore } from "react";
import { WalletModal, type WalletModalEntry } from "../components/WalletModal/WalletModal";
import type { WalletSessionStore } from "../store/session-store";

/** The wallet modal bound to wallet-adapter: lists its wallets and selects the one chosen. */
export function WalletModalContainer({ store }: { store: WalletSessionStore }) {
  const { wallets, wallet, connected, select, connect } = useWallet();
  const open = useSyncExternalStore(store.subscribe, () => store.getSession().modalOpen);
  const entries = useMemo<WalletModalEntry[]>(
    () =>
      wallets.map(({ adapter, readyState }) => ({
        name: adapter.name,
        icon: adapter.icon,
        readyState,
      })),
    [wallets],
  );

  return (
    <WalletModal
      open={open}
      onOpenChange={(next) => store.setModalOpen(next)}
      wallets={entries}
      onSelectWallet={(name) => {
        store.setModalOpen(false);
        // Choosing the selected wallet again (its connect failed or was refused) tries again.
        if (wallet?.adapter.name === name && !connected) {
          connect().catch(() => {
            // Already passed to onError by wallet-adapter.
          });
          return;
        }
        // Selecting another wallet disconnects the previous one; auto-connect then connects this one.
        select(wallets.find((w) => w.adapter.name === name)?.adapter.name ?? null);
      }}
    />
  );
}
