import type { WalletModalEntry } from "../components/WalletModal/WalletModal";

/** A square icon with a letter, as a data: URL (stories never load images from the network). */
export function letterIcon(letter: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${color}"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

export const burnerWallet: WalletModalEntry = {
  name: "Burner wallet (local test wallet)",
  icon: letterIcon("B", "#f97316"),
  readyState: "Installed",
};
export const phantomInstalled: WalletModalEntry = {
  name: "Phantom",
  icon: letterIcon("P", "#7c3aed"),
  readyState: "Installed",
};
export const solflareNotDetected: WalletModalEntry = {
  name: "Solflare",
  icon: letterIcon("S", "#ca8a04"),
  readyState: "NotDetected",
};
export const backpackLoadable: WalletModalEntry = {
  name: "Backpack",
  icon: letterIcon("K", "#dc2626"),
  readyState: "Loadable",
};

/** A valid base58 address (32 bytes). */
export const sampleAddress = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
