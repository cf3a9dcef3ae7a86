/**
 * The local-storage key holding the chosen wallet's name (spec part 1 §4), as wallet-adapter's
 * `WalletProvider` writes it (JSON-encoded).
 */
export const WALLET_NAME_STORAGE_KEY = "walletName";

/** The remembered wallet's name, or null (no wallet remembered, or storage unavailable). */
export function readRememberedWalletName(key: string = WALLET_NAME_STORAGE_KEY): string | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return null;
    const value: unknown = JSON.parse(raw);
    return typeof value === "string" && value ? value : null;
  } catch {
    return null;
  }
}
