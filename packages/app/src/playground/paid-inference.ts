/**
 * The paid side of the playground: `POST /api/inference` through hub-sdk's x402 paying fetch, signed by the
 * wallet session's `PaymentSigner`. This module alone brings the x402 packages and `@solana/kit`, so the
 * playground imports it dynamically, when a paid prompt (or Test Payment) starts.
 */
import type { PaymentSigner } from "@hiber/hub-sdk";
import {
  createPayingFetch,
  InsufficientBalanceError,
  InvalidRecipientError,
  PaymentFailedError,
  type PaymentReceipt,
  PaymentSignerUnavailableError,
  SpendCapExceededError,
} from "@hiber/hub-sdk/x402";
import type { PaymentStatus } from "@hiber/ui";
import { decodePaymentRequiredHeader, fromBaseUnits } from "./payments.ts";

/** The body of `POST /api/inference` (packages/app/server/inference.ts). */
export interface InferenceBody {
  prompt: string;
  /** The selected model, tried first. */
  model: string;
  /** The listed models the server falls back on, in order. */
  models?: readonly string[];
  maxTokens?: number;
  temperature?: number;
}

/** Parameters of {@link postPaidInference}. */
export interface PostPaidInferenceParams {
  /** The wallet session's signer (`useWalletSession().paymentSigner`). */
  signer: PaymentSigner;
  /** Absolute Solana JSON-RPC URL (the balance check and the transaction are built against it). */
  rpcUrl: string;
  /** What this browser session may still spend, in USDC. */
  maxSpend: number;
  body: InferenceBody;
  signal?: AbortSignal;
  /** The server answered 402: `requirements` is its decoded `PAYMENT-REQUIRED` header; paying starts. */
  onPaymentRequired?: (requirements: unknown) => void;
  /** The request went again with the payment proof: the server verifies, runs the model, then settles. */
  onProofSent?: () => void;
  /** The `fetch` under the paying one (tests); the browser's by default. */
  fetch?: typeof fetch;
}

/** The server's final reply. */
export interface InferenceReply {
  /** HTTP status of the final response (after a payment, of the request retried with the proof). */
  status: number;
  /** The body: parsed JSON, else the text. */
  body: unknown;
  /** The receipt of the settled payment; `null` when nothing was paid (not asked, or not settled). */
  receipt: PaymentReceipt | null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Posts a prompt to `/api/inference`, paying the 402 with the wallet: the checks of spec part 2 §5 (a
 * connected wallet that can sign, a valid recipient, the session cap, the USDC balance) run before anything
 * is signed; after paying, the request is retried with the proof and the real answer comes back with its
 * receipt. A refused or failed payment rejects with hub-sdk's typed errors (see {@link describePaymentError}).
 */
export async function postPaidInference(params: PostPaidInferenceParams): Promise<InferenceReply> {
  const baseFetch = params.fetch ?? globalThis.fetch.bind(globalThis);
  // Sees each request the x402 wrapper sends: the first 402 starts the payment, the retry carries the proof.
  const transport: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.headers.has("PAYMENT-SIGNATURE") || request.headers.has("X-PAYMENT")) params.onProofSent?.();
    const response = await baseFetch(request);
    if (response.status === 402 && !request.headers.has("PAYMENT-SIGNATURE")) {
      params.onPaymentRequired?.(decodePaymentRequiredHeader(response.headers.get("PAYMENT-REQUIRED")));
    }
    return response;
  };
  const paying = createPayingFetch({
    signer: params.signer,
    rpcUrl: params.rpcUrl,
    maxSpend: params.maxSpend,
    fetch: transport,
  });
  const { response, receipt } = await paying.fetch("/api/inference", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(params.body),
    signal: params.signal,
  });
  return { status: response.status, body: await readBody(response), receipt };
}

/** Where a refused payment leaves the "Payment Required" card. */
export interface PaymentProblem {
  status: Exclude<PaymentStatus, "ready" | "paying">;
  /** The spec's message (§8); absent for `over-cap`, whose message the card builds from the spend cap. */
  message?: string;
  /** The wallet's USDC balance (decimal string), for `insufficient-funds`. */
  balance?: string;
  /** The 402's requirements, for the payment details. */
  requirements: unknown;
}

/**
 * What a rejection of {@link postPaidInference} means for the payment card; `undefined` when it is not a
 * payment problem (an abort, "Request failed." when no response came, or anything else).
 */
export function describePaymentError(error: unknown): PaymentProblem | undefined {
  if (error instanceof PaymentSignerUnavailableError) {
    return error.reason === "not-connected"
      ? { status: "wallet-required", message: error.message, requirements: error.requirements }
      : { status: "failed", message: error.message, requirements: error.requirements };
  }
  if (error instanceof InsufficientBalanceError) {
    return {
      status: "insufficient-funds",
      message: error.message,
      balance: fromBaseUnits(error.balance, error.decimals),
      requirements: error.requirements,
    };
  }
  if (error instanceof SpendCapExceededError) return { status: "over-cap", requirements: error.requirements };
  if (error instanceof InvalidRecipientError || error instanceof PaymentFailedError) {
    return { status: "failed", message: error.message, requirements: error.requirements };
  }
  return undefined;
}
