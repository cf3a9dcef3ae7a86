/**
 * The body of `GET /api/config`: the server's public, non-secret settings. One type, built by the server
 * (server/config.ts) and read by the client (lib/api.ts `usePublicConfig`). Types only: nothing here runs.
 */

/** The cluster of the Solana RPC; `localnet` is a chain on the server's machine (the embedded one or a local validator). */
export type SolanaCluster = "localnet" | "devnet" | "testnet" | "mainnet-beta";

/** The Solana part: where browsers reach the chain. */
export interface PublicSolanaConfig {
  /** JSON-RPC endpoint: an absolute URL, or a path on the app's origin (`/api/solana`) when emulated. */
  rpcUrl: string;
  /** Websocket endpoint: an absolute `ws(s):` URL, or a path on the app's origin when emulated. */
  wsUrl: string;
  /** A second JSON-RPC endpoint to try when the first cannot be reached, if one is configured. */
  fallbackRpcUrl: string | null;
  cluster: SolanaCluster;
  /**
   * The network's one name, shown wherever the UI names it (wallet page, explorer, playground, payment
   * cards): "Local Solana (emulated)" for the embedded chain, "Local Solana validator" for another chain on
   * this machine, else "Solana Devnet", "Solana Testnet" or "Solana Mainnet".
   */
  networkName: string;
  /** Whether the chain is the embedded local one (the burner test wallet is offered then). */
  emulated: boolean;
  /** The 6-decimal USDC mint on this cluster; null where there is none (testnet). */
  usdcMint: string | null;
  /** Host names on which the /wallet page is available: localhost, 127.0.0.1 and the configured ones. */
  walletPageHosts: string[];
}

/** The x402 part: what `POST /api/inference` charges, when payments are on. */
export interface PublicPaymentsConfig {
  enabled: boolean;
  /** e.g. `$0.10`. */
  price: string;
  /** The price in base units, as a decimal string (e.g. `"100000"`). */
  amount: string;
  decimals: number;
  /** Mint of the asset paid. */
  asset: string;
  /** CAIP-2 network id. */
  network: string;
  payTo: string;
  scheme: "exact";
  /** Where verification and settlement happen. */
  facilitator: "in-process" | "remote";
}

/** `GET /api/config`. */
export interface PublicConfig {
  /** Which upstreams run from the embedded emulators. */
  upstreams: Record<"hub" | "datasetsServer" | "solana" | "router" | "tweets", { emulated: boolean }> & {
    /**
     * The feed's backup tweets source (`/api/tweets-backup`, "Try Backup API"): `configured` is false when
     * `TWEETS_URL` is set without `TWEETS_BACKUP_URL` (then every backup search answers 503).
     */
    tweetsBackup: { emulated: boolean; configured: boolean };
  };
  solana: PublicSolanaConfig;
  payments: PublicPaymentsConfig;
}
