/**
 * x402 settings of the server (`POST /api/inference`), read from the environment:
 *
 * | Variable               | Default                                                   |
 * | ---------------------- | --------------------------------------------------------- |
 * | `PAYMENTS`             | on; `off` makes the playground free (no 402). On but      |
 * |                        | unusable (a missing setting) refuses to start            |
 * | `X402_PRICE`           | `$0.10` (USDC, 6 decimals)                                |
 * | `X402_PAY_TO`          | local chain: an address derived and prepared at start      |
 * | `X402_FACILITATOR_URL` | unset: the facilitator runs in this process                |
 * | `X402_FEE_PAYER_KEY`   | local chain: a derived key funded at start (secret)        |
 */
import type { PublicPaymentsConfig } from "../../src/lib/public-config.ts";
import { type SolanaConfig, USDC_MINT_DEVNET, USDC_MINT_MAINNET } from "../solana/config.ts";
import { deriveLocalKey, LOCAL_PAY_TO_LABEL } from "./keys.ts";

/** CAIP-2 ids of the Solana clusters x402 knows. The local chain carries devnet's genesis hash. */
export const SOLANA_NETWORKS = {
  devnet: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  testnet: "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
  mainnet: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
} as const;

/** USDC mints (6 decimals). The local chain places its stablecoin at the devnet address. */
const USDC_MINTS: Record<string, string> = {
  [SOLANA_NETWORKS.devnet]: USDC_MINT_DEVNET,
  [SOLANA_NETWORKS.mainnet]: USDC_MINT_MAINNET,
};

/** Decimals of USDC. */
export const USDC_DECIMALS = 6;

/** The x402 settings. `feePayerKey` is secret and never leaves the server. */
export interface PaymentsConfig {
  /** Whether `POST /api/inference` asks for payment (only an explicit `PAYMENTS=off` turns it off). */
  enabled: boolean;
  /** The price in x402's money format, e.g. `$0.10`. */
  price: string;
  /** The price in USDC base units, e.g. `100000n`. */
  amount: bigint;
  /** CAIP-2 network id. */
  network: string;
  /** Mint of the asset paid (USDC on that network). */
  asset: string;
  /** The recipient's address. */
  payTo: string;
  /** A remote facilitator (`X402_FACILITATOR_URL`); undefined runs it in this process. */
  facilitatorUrl?: string;
  /** The in-process facilitator's fee-payer key (`X402_FEE_PAYER_KEY`); undefined derives a local one. */
  feePayerKey?: string;
}

type Env = Record<string, string | undefined>;

/** Parses `$0.10` or `0.10` into base units (at most 6 decimals); throws on anything else. */
export function parsePrice(raw: string): { price: string; amount: bigint } {
  const match = /^\$?(\d+)(?:\.(\d{1,6}))?$/.exec(raw.trim());
  if (!match) throw new Error(`X402_PRICE must be a dollar amount such as $0.10, got "${raw}"`);
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").padEnd(USDC_DECIMALS, "0");
  const amount = BigInt(whole) * 10n ** BigInt(USDC_DECIMALS) + BigInt(fraction || "0");
  if (amount <= 0n) throw new Error(`X402_PRICE must be above zero, got "${raw}"`);
  return { price: `$${whole}.${(match[2] ?? "").padEnd(2, "0")}`, amount };
}

/** `PAYMENTS`: on (the default) or off; anything else is refused rather than guessed. */
function paymentsSwitch(env: Env): boolean {
  const raw = (env.PAYMENTS ?? "on").trim().toLowerCase();
  if (raw === "" || raw === "on") return true;
  if (raw === "off") return false;
  throw new Error(`PAYMENTS must be on or off, got "${env.PAYMENTS}"`);
}

function networkOf(solana: SolanaConfig): string {
  const url = solana.rpcUrl;
  if (!url) return SOLANA_NETWORKS.devnet;
  if (url.includes("testnet")) return SOLANA_NETWORKS.testnet;
  if (url.includes("devnet")) return SOLANA_NETWORKS.devnet;
  const { hostname } = new URL(url);
  if (hostname === "localhost" || hostname.startsWith("127.")) return SOLANA_NETWORKS.devnet;
  return SOLANA_NETWORKS.mainnet;
}

/**
 * Reads the x402 settings; throws on a malformed value, and when payments are on but cannot work (fails
 * closed: payments are never turned off by a missing setting, only by `PAYMENTS=off`).
 */
export function loadPaymentsConfig(env: Env, solana: SolanaConfig): PaymentsConfig {
  const { price, amount } = parsePrice(env.X402_PRICE || "$0.10");
  const network = networkOf(solana);
  const emulated = solana.rpcUrl === undefined;
  const facilitatorUrl = env.X402_FACILITATOR_URL?.trim() || undefined;
  if (facilitatorUrl) {
    try {
      new URL(facilitatorUrl);
    } catch {
      throw new Error(`X402_FACILITATOR_URL must be an absolute URL, got "${facilitatorUrl}"`);
    }
  }
  const feePayerKey = env.X402_FEE_PAYER_KEY?.trim() || undefined;
  const payTo = env.X402_PAY_TO?.trim() || (emulated ? deriveLocalKey(LOCAL_PAY_TO_LABEL).address : "");
  const enabled = paymentsSwitch(env);
  const asset = USDC_MINTS[network] ?? "";
  const unusable = (reason: string) =>
    new Error(
      `Payments are on but cannot work: ${reason}. Fix it, or set PAYMENTS=off for a free playground.`,
    );
  if (enabled && !asset) throw unusable(`no USDC mint is known on ${network} (SOLANA_RPC_URL)`);
  if (enabled && !payTo) throw unusable("X402_PAY_TO is not set (required on a real cluster)");
  if (enabled && !emulated && !facilitatorUrl && !feePayerKey)
    throw unusable("set X402_FACILITATOR_URL or X402_FEE_PAYER_KEY (required on a real cluster)");
  return {
    enabled,
    price,
    amount,
    network,
    asset,
    payTo,
    facilitatorUrl: facilitatorUrl?.replace(/\/$/, ""),
    feePayerKey,
  };
}

/** The payment part of `GET /api/config`. Nothing here is secret. */
export function publicPaymentsConfig(config: PaymentsConfig): PublicPaymentsConfig {
  return {
    enabled: config.enabled,
    price: config.price,
    amount: config.amount.toString(),
    decimals: USDC_DECIMALS,
    asset: config.asset,
    network: config.network,
    payTo: config.payTo,
    scheme: "exact",
    facilitator: config.facilitatorUrl ? "remote" : "in-process",
  };
}
