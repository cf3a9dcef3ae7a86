/**
 * Playground helpers shared by the screen, its stories and the app's container: USDC amounts, the
 * spend cap, the payment messages of the spec (§8), and the summary of the router's attempt trace.
 * Pure functions, no DOM; amounts go through `@hiber/hub-sdk/money` in base units.
 */

import { formatUsdc, formatUsd as formatUsdUnits, parseUnits, USDC_DECIMALS } from "@hiber/hub-sdk/money";

/** The spend cap per browser session until the user changes it, in USDC ($1.00). */
export const DEFAULT_SPEND_CAP = 1;

/** The price of one prompt unless the server says otherwise, in USDC ($0.10, spec §9). */
export const DEFAULT_PROMPT_PRICE = "0.10";

/** USDC base units (micro-USDC) of a decimal amount, rounded; `undefined` when it is not a number. */
export function toUsdcUnits(amount: number | string): bigint | undefined {
  try {
    return parseUnits(amount, USDC_DECIMALS, { rounding: "round" });
  } catch {
    return undefined;
  }
}

/**
 * A USDC amount as text: at least 2 decimals, at most 6, no trailing zeros beyond the second
 * (`0.1` → `"0.10"`, `1` → `"1.00"`, `"0.000125"` → `"0.000125"`). `"n/a"` when not a number.
 */
export function formatUsdcAmount(amount: number | string): string {
  const units = toUsdcUnits(amount);
  return units === undefined ? "n/a" : formatUsdc(units);
}

/** A USDC amount in dollars, as the spec writes prices and caps: `"$0.10"`, `"$1.00"`. */
export function formatUsd(amount: number | string): string {
  const units = toUsdcUnits(amount);
  return units === undefined ? "n/a" : formatUsdUnits(units);
}

/**
 * A long base58 address or signature shortened to its first and last `keep` characters
 * (`7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU` → `7xKX…gAsU`). Short values stay whole.
 */
export function shortenBase58(value: string, keep = 4): string {
  return value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-keep)}`;
}

/** The spec's message when the wallet holds too little USDC (§8). */
export function insufficientBalanceMessage(have: number | string, need: number | string): string {
  return `Insufficient USDC balance. You have ${formatUsdcAmount(have)} USDC, need ${formatUsdcAmount(need)} USDC.`;
}

/** Whether paying `amount` now would take the session's spending past the cap (compared in base units). */
export function exceedsSpendCap(spent: number, amount: number | string, cap: number): boolean {
  const [paid, price, limit] = [toUsdcUnits(spent), toUsdcUnits(amount), toUsdcUnits(cap)];
  return paid === undefined || price === undefined || limit === undefined || paid + price > limit;
}

/** The message shown when a payment would go over the session's spend cap. */
export function overSpendCapMessage(spent: number, amount: number | string, cap: number): string {
  const total = (toUsdcUnits(spent) ?? 0n) + (toUsdcUnits(amount) ?? 0n);
  return `Paying ${formatUsdcAmount(amount)} USDC would bring this session's spending to ${formatUsdc(total)} USDC, over your spend cap of ${formatUsdcAmount(cap)} USDC. Raise the cap to continue.`;
}

/** The router endpoints the playground tries, in the spec's fallback order (§4). */
export type PlaygroundEndpoint = "chat" | "completions" | "inference";

/** How each endpoint is named in the response card. */
export const PLAYGROUND_ENDPOINT_LABELS: Record<PlaygroundEndpoint, string> = {
  chat: "chat completions",
  completions: "completions",
  inference: "inference endpoint",
};

/** One call of a playground run: which model and endpoint, and how it ended. */
export interface PlaygroundAttempt {
  /** Model id, `owner/name`. */
  model: string;
  endpoint: PlaygroundEndpoint;
  /** Whether this call produced the answer. */
  ok: boolean;
  /** HTTP status, when a response came back. */
  status?: number;
  /** The internal error code or the router's short reason, e.g. `chat_completions_failed`, `not supported`. */
  code?: string;
}

/** Consecutive failures of one model at one endpoint with the same outcome. */
export interface AttemptFailure {
  endpoint: PlaygroundEndpoint;
  status?: number;
  code?: string;
  /** How many times in a row (503 retries), at least 1. */
  count: number;
}

/** A model's failed calls, in order. */
export interface ModelFailures {
  model: string;
  failures: AttemptFailure[];
}

/** What a trace says: who answered (and what failed first for that model), and which models were skipped. */
export interface AttemptSummary {
  /** The model that answered, the endpoint that answered, and that model's failed calls before it. */
  answer?: { model: string; endpoint: PlaygroundEndpoint; failures: AttemptFailure[] };
  /** Models tried without an answer, in the order they were tried. */
  skipped: ModelFailures[];
}

/** Groups a run's attempts per model: see {@link AttemptSummary}. Repeated identical failures collapse. */
export function summarizeAttempts(attempts: readonly PlaygroundAttempt[]): AttemptSummary {
  const order: string[] = [];
  const failures = new Map<string, AttemptFailure[]>();
  let answer: AttemptSummary["answer"];
  for (const attempt of attempts) {
    if (!failures.has(attempt.model)) {
      failures.set(attempt.model, []);
      order.push(attempt.model);
    }
    const list = failures.get(attempt.model)!;
    if (attempt.ok) {
      answer = { model: attempt.model, endpoint: attempt.endpoint, failures: list };
      continue;
    }
    const last = list.at(-1);
    if (
      last &&
      last.endpoint === attempt.endpoint &&
      last.status === attempt.status &&
      last.code === attempt.code
    ) {
      last.count++;
    } else {
      list.push({ endpoint: attempt.endpoint, status: attempt.status, code: attempt.code, count: 1 });
    }
  }
  return {
    answer,
    skipped: order
      .filter((model) => model !== answer?.model)
      .map((model) => ({ model, failures: failures.get(model)! })),
  };
}

/** One failure as text: `chat completions 503 model_loading ×2`, `completions: no response`. */
export function formatAttemptFailure(failure: AttemptFailure): string {
  const parts = [PLAYGROUND_ENDPOINT_LABELS[failure.endpoint]];
  if (failure.status !== undefined) parts.push(String(failure.status));
  if (failure.code) parts.push(failure.code);
  if (failure.status === undefined && !failure.code) parts.push("failed");
  return `${parts.join(" ")}${failure.count > 1 ? ` ×${failure.count}` : ""}`;
}

/** CAIP-2 ids (x402 v2) and v1 names of the Solana clusters, with their display names. */
const SOLANA_NETWORKS: Record<string, string> = {
  "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1": "Solana Devnet",
  "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": "Solana Mainnet",
  "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z": "Solana Testnet",
  "solana-devnet": "Solana Devnet",
  solana: "Solana",
};

/** A payment network's display name ("Solana Devnet" for its CAIP-2 id); unknown ids are shown as given. */
export function paymentNetworkLabel(network: string): string {
  return SOLANA_NETWORKS[network] ?? network;
}

/**
 * The network's name as every screen shows it: the one the app derives from its configured cluster
 * (`/api/config`'s `solana.networkName`, e.g. "Local Solana (emulated)"), else one from the network id.
 */
export function paymentNetworkName(payment: { network: string; networkName?: string }): string {
  return payment.networkName ?? paymentNetworkLabel(payment.network);
}
