/**
 * The playground's payment settings and session state, without any Solana or x402 library (those load only
 * when a paid prompt runs, from ./paid-inference.ts): the server's payment configuration, the details of a
 * 402, and the spend cap, spending and receipts of this browser session (sessionStorage).
 */
import {
  DEFAULT_SPEND_CAP,
  type PaymentConfig,
  type PaymentDetails,
  type PaymentReceipt,
  USDC_DECIMALS,
} from "@hiber/ui";
import type { PublicPaymentsConfig } from "../lib/public-config.ts";

/** Base units (a decimal integer string or bigint) as a decimal USDC string: `"100000"` → `"0.10"`. */
export function fromBaseUnits(amount: string | bigint, decimals = USDC_DECIMALS): string {
  let units: bigint;
  try {
    units = typeof amount === "bigint" ? amount : BigInt(amount);
  } catch {
    return "n/a";
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits
    .slice(digits.length - decimals)
    .replace(/0+$/, "")
    .padEnd(Math.min(2, decimals), "0");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** A decimal USDC amount in base units (micro-USDC), rounded; 0 when not a number. */
export function toBaseUnits(amount: string | number, decimals = USDC_DECIMALS): number {
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 10 ** decimals) : 0;
}

/** The screen's payment configuration card, or `undefined` when payments are off (a free playground). */
export function paymentConfigOf(payments: PublicPaymentsConfig | undefined): PaymentConfig | undefined {
  if (!payments?.enabled) return undefined;
  return {
    recipient: payments.payTo,
    amount: fromBaseUnits(payments.amount, payments.decimals),
    scheme: payments.scheme,
    network: payments.network,
  };
}

/** One entry of a 402's `accepts` (x402 v2 `PaymentRequirements`), the fields read here. */
interface AcceptedPayment {
  scheme?: unknown;
  network?: unknown;
  amount?: unknown;
  maxAmountRequired?: unknown;
  payTo?: unknown;
  extra?: { decimals?: unknown } | null;
}

/**
 * The payment details a 402 asks for (spec part 2 §3 "Payment details"): from the decoded `PAYMENT-REQUIRED`
 * header (`{x402Version, accepts: [...]}`, possibly nested under `paymentDetails`), the first Solana offer,
 * else the first offer; the amount as a decimal USDC string. `fallback` (the server's configuration) fills
 * what the 402 does not say; `undefined` when neither says anything.
 */
export function paymentDetailsOf(
  requirements: unknown,
  fallback?: PaymentConfig,
): PaymentDetails | undefined {
  const root = (requirements as { paymentDetails?: unknown } | null)?.paymentDetails ?? requirements;
  const accepts = (root as { accepts?: unknown } | null)?.accepts;
  const offers = Array.isArray(accepts) ? (accepts as AcceptedPayment[]) : [];
  const offer =
    offers.find((entry) => typeof entry?.network === "string" && entry.network.startsWith("solana")) ??
    offers[0];
  if (!offer) return fallback ? { ...fallback } : undefined;
  const units = offer.amount ?? offer.maxAmountRequired;
  const decimals = typeof offer.extra?.decimals === "number" ? offer.extra.decimals : USDC_DECIMALS;
  return {
    scheme: typeof offer.scheme === "string" ? offer.scheme : (fallback?.scheme ?? "exact"),
    network: typeof offer.network === "string" ? offer.network : (fallback?.network ?? "n/a"),
    amount:
      typeof units === "string" && /^\d+$/.test(units)
        ? fromBaseUnits(units, decimals)
        : (fallback?.amount ?? "n/a"),
    recipient: typeof offer.payTo === "string" ? offer.payTo : (fallback?.recipient ?? ""),
  };
}

/** Decodes an x402 `PAYMENT-REQUIRED` header (base64 JSON); `undefined` when it is not one. */
export function decodePaymentRequiredHeader(header: string | null): unknown {
  if (!header) return undefined;
  try {
    const binary = atob(header);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** What this browser session has spent on prompts, and its cap (spec: a spend cap per session, $1.00 by default). */
export interface SpendingState {
  /** The cap, in USDC. */
  cap: number;
  /** Spent in this session, in micro-USDC (base units), so that sums stay exact. */
  spentUnits: number;
  /** Receipts, newest first. */
  receipts: PaymentReceipt[];
}

/** The sessionStorage key of {@link SpendingState}. */
export const SPENDING_STORAGE_KEY = "hiber.playground.spending";

/** Reads this session's spending; a missing or damaged entry is a fresh session (default cap, nothing spent). */
export function loadSpending(storage: Pick<Storage, "getItem"> | undefined): SpendingState {
  const fresh: SpendingState = { cap: DEFAULT_SPEND_CAP, spentUnits: 0, receipts: [] };
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SPENDING_STORAGE_KEY) ?? null;
  } catch {
    return fresh;
  }
  if (!raw) return fresh;
  try {
    const parsed = JSON.parse(raw) as {
      cap?: unknown;
      spentUnits?: unknown;
      receipts?: unknown;
    };
    const cap = typeof parsed.cap === "number" && parsed.cap >= 0 ? parsed.cap : DEFAULT_SPEND_CAP;
    const spentUnits =
      typeof parsed.spentUnits === "number" && Number.isInteger(parsed.spentUnits) && parsed.spentUnits >= 0
        ? parsed.spentUnits
        : 0;
    const receipts = Array.isArray(parsed.receipts)
      ? parsed.receipts.flatMap((entry): PaymentReceipt[] => {
          const r = entry as Record<string, unknown> | null;
          if (
            !r ||
            typeof r.signature !== "string" ||
            typeof r.amount !== "string" ||
            typeof r.model !== "string" ||
            typeof r.time !== "string"
          )
            return [];
          const time = new Date(r.time);
          if (Number.isNaN(time.getTime())) return [];
          return [{ signature: r.signature, amount: r.amount, model: r.model, time }];
        })
      : [];
    return { cap, spentUnits, receipts };
  } catch {
    return fresh;
  }
}

/** Writes this session's spending (a full or blocked storage is ignored: the numbers stay in memory). */
export function saveSpending(storage: Pick<Storage, "setItem"> | undefined, state: SpendingState): void {
  try {
    storage?.setItem(SPENDING_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full storage: keep going with the in-memory state.
  }
}

/** The state after a settled payment: the amount added to what was spent, the receipt first. */
export function withReceipt(state: SpendingState, receipt: PaymentReceipt): SpendingState {
  return {
    ...state,
    spentUnits: state.spentUnits + toBaseUnits(receipt.amount),
    receipts: [receipt, ...state.receipts],
  };
}

/** What the session may still spend, in USDC (the paying fetch's `maxSpend`); never below 0. */
export function remainingAllowance(state: SpendingState): number {
  return Math.max(0, toBaseUnits(state.cap) - state.spentUnits) / 10 ** USDC_DECIMALS;
}
