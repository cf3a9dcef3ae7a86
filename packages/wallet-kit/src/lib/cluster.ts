import type { Cluster } from "../session";

/**
 * The cluster an RPC endpoint belongs to, as wallet-adapter infers it (spec part 1 §4): devnet if the
 * URL contains "devnet", testnet if it contains "testnet", otherwise mainnet-beta. The app's embedded
 * local chain is `localnet` whatever its URL (pass `emulated`).
 */
export function clusterFromEndpoint(endpoint: string | null | undefined, emulated = false): Cluster {
  if (emulated) return "localnet";
  if (!endpoint) return "mainnet-beta";
  if (/devnet/i.test(endpoint)) return "devnet";
  if (/testnet/i.test(endpoint)) return "testnet";
  return "mainnet-beta";
}

/** How a cluster is named to people. */
export const clusterLabels: Record<Cluster, string> = {
  "mainnet-beta": "Mainnet",
  devnet: "Devnet",
  testnet: "Testnet",
  localnet: "Local chain",
};
