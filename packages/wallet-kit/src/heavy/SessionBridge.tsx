import { useConnection, useWallet, type WalletContextState } from "@solana/wallet-adapter-react";
import { type Transaction, VersionedTransaction } from "@solana/web3.js";
import { useEffect, useMemo, useRef } from "react";
import { WalletNotSupportedError } from "../errors";
import type { WalletEntry } from "../session";
import type { PublishedWalletState, WalletSessionStore } from "../store/session-store";
import { toWalletKitError } from "./map-error";
import { signSerializedTransaction } from "./sign-serialized-transaction";

/** Runs `act` with the wallet's `feature`; a wallet without it is a reported `WalletNotSupportedError`. */
async function signWith<F extends "signTransaction" | "signAllTransactions" | "signMessage", T>(
  wallet: WalletContextState,
  store: WalletSessionStore,
  feature: F,
  what: string,
  act: (sign: NonNullable<WalletContextState[F]>) => Promise<T>,
): Promise<T> {
  const sign = wallet[feature];
  if (!sign) {
    const error = new WalletNotSupportedError(`Wallet does not support ${what}.`, {
      walletName: wallet.wallet?.adapter.name ?? null,
      feature,
    });
    store.reportError(error);
    throw error;
  }
  try {
    return await act(sign as NonNullable<WalletContextState[F]>);
  } catch (error) {
    throw toWalletKitError(error, wallet.wallet?.adapter);
  }
}

/**
 * Publishes wallet-adapter's state (and its list of wallets) into the session store and registers the
 * actions the light entry calls (select, connect, disconnect, send, sign). Renders nothing.
 */
export function SessionBridge({ store }: { store: WalletSessionStore }) {
  const wallet = useWallet();
  const { connection } = useConnection();
  const latest = useRef({ wallet, connection });
  latest.current = { wallet, connection };

  useEffect(
    () =>
      store.attach({
        connect: async () => {
          const { wallet } = latest.current;
          try {
            await wallet.connect();
          } catch (error) {
            // wallet-adapter has already passed it to onError.
            throw toWalletKitError(error, wallet.wallet?.adapter);
          }
        },
        selectWallet: (name: string) => {
          const { wallet } = latest.current;
          // Choosing the selected wallet again (its connect failed or was refused) tries again.
          if (wallet.wallet?.adapter.name === name && !wallet.connected) {
            wallet.connect().catch(() => {
              // Already passed to onError by wallet-adapter.
            });
            return;
          }
          // Selecting another wallet disconnects the previous one; auto-connect then connects this one.
          wallet.select(wallet.wallets.find((w) => w.adapter.name === name)?.adapter.name ?? null);
        },
        disconnect: async () => {
          const { wallet } = latest.current;
          try {
            await wallet.disconnect();
          } catch (error) {
            throw toWalletKitError(error, wallet.wallet?.adapter);
          }
        },
        sendTransaction: async (transaction: Transaction | VersionedTransaction) => {
          const { wallet, connection } = latest.current;
          try {
            return await wallet.sendTransaction(transaction, connection);
          } catch (error) {
            throw toWalletKitError(error, wallet.wallet?.adapter);
          }
        },
        signTransaction: (bytes: Uint8Array) =>
          signWith(latest.current.wallet, store, "signTransaction", "transaction signing", (sign) =>
            signSerializedTransaction(bytes, sign),
          ),
        signAllTransactions: (transactions: Uint8Array[]) =>
          signWith(
            latest.current.wallet,
            store,
            "signAllTransactions",
            "transaction signing",
            async (signAll) =>
              (await signAll(transactions.map((bytes) => VersionedTransaction.deserialize(bytes)))).map(
                (signed) => signed.serialize(),
              ),
          ),
        signMessage: (bytes: Uint8Array) =>
          signWith(latest.current.wallet, store, "signMessage", "message signing", (sign) => sign(bytes)),
      }),
    [store],
  );

  const adapter = wallet.wallet?.adapter ?? null;
  const status: PublishedWalletState["status"] = wallet.connected
    ? "connected"
    : wallet.connecting
      ? "connecting"
      : wallet.disconnecting
        ? "disconnecting"
        : "disconnected";
  const address = wallet.publicKey?.toBase58() ?? null;
  const canSignTransactions = wallet.connected && Boolean(wallet.signTransaction);
  const canSignAllTransactions = wallet.connected && Boolean(wallet.signAllTransactions);
  const canSignMessages = wallet.connected && Boolean(wallet.signMessage);
  const wallets = useMemo<WalletEntry[]>(
    () =>
      wallet.wallets.map(({ adapter, readyState }) => ({
        name: adapter.name,
        icon: adapter.icon,
        readyState,
      })),
    [wallet.wallets],
  );

  useEffect(() => {
    store.publish({
      status,
      address,
      walletName: adapter?.name ?? null,
      walletIcon: adapter?.icon ?? null,
      wallets,
      connection,
      canSignTransactions,
      canSignAllTransactions,
      canSignMessages,
    });
  }, [
    store,
    status,
    address,
    adapter,
    wallets,
    connection,
    canSignTransactions,
    canSignAllTransactions,
    canSignMessages,
  ]);

  return null;
}
