/**
 * The playground's payment views, without any Solana or x402 library: the server's payment configuration,
 * the details of a 402, a refused payment as the "Payment Required" card, and the session's receipts as
 * the screen lists them. Amounts are bigint base units until they are displayed (`@hiber/hub-sdk/money`).
 */
import { formatAmount, formatUsdc, USDC_DECIMALS } from "@hiber/hub-sdk/money";
import type {
  PaymentConfig,
  PaymentDetails,
  PaymentReceipt,
  PlaygroundAttempt,
  PlaygroundPayment,
} from "@hiber/ui";
import type { PaymentProblem, SessionReceipt } from "@hiber/wallet-kit";
import type { PublicPaymentsConfig } from "../lib/public-config.ts";
import { answeringModel, type InferenceReply } from "../queries/playground.ts";
import { attemptsFromServer } from "./attempts.ts";

/** Base units (a decimal integer string) as a decimal amount with at least 2 decimals; "n/a" when not one. */
function displayUnits(units: unknown, decimals: number): string | undefined {
  if (typeof units !== "string" || !/^\d+$/.test(units)) return undefined;
  return formatAmount(BigInt(units), decimals, { minimumFractionDigits: 2 });
}

/**
 * The screen's payment configuration card, or `undefined` when payments are off (a free playground).
 * `networkName` is `/api/config`'s `solana.networkName`, the one name the UI gives the network.
 */
export function paymentConfigOf(
  payments: PublicPaymentsConfig | undefined,
  networkName?: string,
): PaymentConfig | undefined {
  if (!payments?.enabled) return undefined;
  return {
    recipient: payments.payTo,
    amount: displayUnits(payments.amount, payments.decimals) ?? "n/a",
    scheme: payments.scheme,
    network: payments.network,
    ...(networkName ? { networkName } : {}),
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
  const decimals = typeof offer.extra?.decimals === "number" ? offer.extra.decimals : USDC_DECIMALS;
  const network = typeof offer.network === "string" ? offer.network : (fallback?.network ?? "n/a");
  return {
    scheme: typeof offer.scheme === "string" ? offer.scheme : (fallback?.scheme ?? "exact"),
    network,
    // The configured network's name holds for an offer on that network only.
    ...(fallback?.networkName && network === fallback.network ? { networkName: fallback.networkName } : {}),
    amount: displayUnits(offer.amount ?? offer.maxAmountRequired, decimals) ?? fallback?.amount ?? "n/a",
    recipient: typeof offer.payTo === "string" ? offer.payTo : (fallback?.recipient ?? ""),
  };
}

/** Decodes an x402 `PAYMENT-REQUIRED` header (base64 JSON); `undefined` when it is not one. */
export function decodePaymentRequiredHeader(header: string | null): unknown {
  if (!header) return undefined;
  try {
    const bytes = Uint8Array.from(atob(header), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** A refused payment (wallet-kit's `paymentProblemOf`) as the "Payment Required" card, with the spec's messages. */
export function paymentOfProblem(problem: PaymentProblem, config: PaymentConfig): PlaygroundPayment {
  const details = paymentDetailsOf(problem.requirements, config) ?? config;
  switch (problem.kind) {
    case "not-connected":
      return { status: "wallet-required", details, message: problem.message };
    case "insufficient-funds":
      return {
        status: "insufficient-funds",
        details,
        message: problem.message,
        balance: formatAmount(problem.balance, problem.decimals, { minimumFractionDigits: 2 }),
      };
    // The card writes the over-cap message from the spend cap.
    case "over-cap":
      return { status: "over-cap", details };
    default:
      return { status: "failed", details, message: problem.message };
  }
}

/** A receipt of the session (wallet-kit) as the screen lists it; its memo is the model that answered. */
export function receiptOf(receipt: SessionReceipt): PaymentReceipt {
  return {
    signature: receipt.signature,
    amount: formatUsdc(receipt.amount),
    model: receipt.memo ?? "",
    time: receipt.time,
  };
}

/** A paid run's reply as the screens show it: the answer and its receipt, or why it failed. */
export type PaidAnswer =
  | {
      ok: true;
      text: string;
      attempts: PlaygroundAttempt[];
      /** The settled payment; `undefined` when nothing was paid. */
      receipt: PaymentReceipt | undefined;
      standIn: boolean;
      /** The model that answered, when the server names it. */
      model: string | undefined;
    }
  | { ok: false; error: string };

/**
 * Reads a paid `/api/inference` reply (the playground's and Run both's): an answer on HTTP 200 with
 * `generated_text`, else the server's error; a failed generation was not settled, so nothing was charged.
 */
export function paidAnswerOf(reply: InferenceReply): PaidAnswer {
  const body = (reply.body ?? {}) as {
    generated_text?: unknown;
    attempts?: unknown;
    error?: unknown;
    standIn?: unknown;
  };
  if (reply.status === 200 && typeof body.generated_text === "string") {
    return {
      ok: true,
      text: body.generated_text,
      attempts: attemptsFromServer(body.attempts),
      receipt: reply.receipt ? receiptOf(reply.receipt) : undefined,
      standIn: body.standIn === true,
      model: answeringModel(reply.body),
    };
  }
  return {
    ok: false,
    error: typeof body.error === "string" ? body.error : `Request failed (HTTP ${reply.status}).`,
  };
}
