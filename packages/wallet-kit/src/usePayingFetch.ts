import type { PaymentSigner } from "@hiber/hub-sdk";
import type { PaidResponse, PaymentReceipt } from "@hiber/hub-sdk/x402";
import { useCallback, useEffect, useRef, useState } from "react";
import { createSignatureBatch, priceOfPaymentRequired } from "./payment-batch";
import { useWalletSession } from "./useWalletSession";

/** USDC base units per dollar: the cap and the amounts here are in base units (6 decimals). */
const UNITS_PER_USDC = 1_000_000n;

/** The spend cap per browser session until the user changes it: $1.00 (spec part 2 §5). */
export const DEFAULT_SPEND_CAP_UNITS = UNITS_PER_USDC;

/** The sessionStorage key of the {@link SpendingState}. */
export const SPENDING_STORAGE_KEY = "hiber.wallet-kit.spending";

/** A payment settled in this browser session. */
export interface SessionReceipt {
  /** Signature of the transfer transaction. */
  signature: string;
  /** Amount paid, in base units. */
  amount: bigint;
  /** When the answer arrived. */
  time: Date;
  /** What was bought, as the caller described it (e.g. the model that answered). */
  memo?: string;
}

/** What this browser session may spend on x402 payments, what it spent, and its receipts. */
export interface SpendingState {
  /** The cap, in base units. */
  cap: bigint;
  /** Settled in this session, in base units. */
  spent: bigint;
  /** Newest first. */
  receipts: SessionReceipt[];
}

/** Reads this session's spending; a missing or damaged entry is a fresh session (default cap, nothing spent). */
export function loadSpending(storage: Pick<Storage, "getItem"> | undefined): SpendingState {
  const fresh: SpendingState = { cap: DEFAULT_SPEND_CAP_UNITS, spent: 0n, receipts: [] };
  try {
    const raw = storage?.getItem(SPENDING_STORAGE_KEY);
    if (!raw) return fresh;
    const parsed = JSON.parse(raw) as { cap?: unknown; spent?: unknown; receipts?: unknown };
    const units = (value: unknown) =>
      typeof value === "string" && /^\d+$/.test(value) ? BigInt(value) : undefined;
    const receipts = Array.isArray(parsed.receipts)
      ? parsed.receipts.flatMap((entry): SessionReceipt[] => {
          const r = entry as Record<string, unknown> | null;
          const amount = units(r?.amount);
          const time = typeof r?.time === "string" ? new Date(r.time) : undefined;
          if (
            !r ||
            typeof r.signature !== "string" ||
            amount === undefined ||
            !time ||
            Number.isNaN(time.getTime())
          )
            return [];
          const memo = typeof r.memo === "string" ? { memo: r.memo } : {};
          return [{ signature: r.signature, amount, time, ...memo }];
        })
      : [];
    return { cap: units(parsed.cap) ?? fresh.cap, spent: units(parsed.spent) ?? 0n, receipts };
  } catch {
    return fresh;
  }
}

/** Writes this session's spending (a full or blocked storage is ignored: the numbers stay in memory). */
export function saveSpending(storage: Pick<Storage, "setItem"> | undefined, state: SpendingState): void {
  try {
    storage?.setItem(
      SPENDING_STORAGE_KEY,
      JSON.stringify({
        cap: state.cap.toString(),
        spent: state.spent.toString(),
        receipts: state.receipts.map((r) => ({
          ...r,
          amount: r.amount.toString(),
          time: r.time.toISOString(),
        })),
      }),
    );
  } catch {
    // Private mode or a full storage: keep going with the in-memory state.
  }
}

/** The state after a settled payment: its amount added to what was spent, its receipt first. */
export function withReceipt(state: SpendingState, receipt: SessionReceipt): SpendingState {
  return { ...state, spent: state.spent + receipt.amount, receipts: [receipt, ...state.receipts] };
}

/** What the session may still spend, in base units; never below 0. */
export function remainingAllowance(state: Pick<SpendingState, "cap" | "spent">): bigint {
  return state.cap > state.spent ? state.cap - state.spent : 0n;
}

/** Why a payment was not made, from hub-sdk's x402 errors; nothing was signed except for `failed`. */
export type PaymentProblem =
  | {
      kind: "not-connected" | "cannot-sign" | "invalid-recipient" | "failed";
      message: string;
      requirements: unknown;
    }
  | { kind: "insufficient-funds"; message: string; balance: bigint; decimals: number; requirements: unknown }
  | { kind: "over-cap"; message: string; requirements: unknown };

type X402Module = typeof import("@hiber/hub-sdk/x402");
/** The x402 client, loaded by the first paying call (it brings `@x402/*` and `@solana/kit`). */
let x402: X402Module | undefined;
/** Loads the x402 client ahead of the first paying call (e.g. when a paid form gets focus). */
export async function preloadPayingFetch(): Promise<X402Module> {
  x402 ??= await import("@hiber/hub-sdk/x402");
  return x402;
}

/**
 * What a rejection of {@link PayingFetchSession.fetch} means for the payer; `undefined` when it is not a
 * payment problem (an abort, "Request failed." when no response came, or anything else). Branches on
 * hub-sdk's error classes; before the x402 client has loaded, no such error can exist.
 */
export function paymentProblemOf(error: unknown): PaymentProblem | undefined {
  if (!x402 || !(error instanceof x402.PaymentRequiredError)) return undefined;
  const { message, requirements } = error;
  if (error instanceof x402.PaymentSignerUnavailableError)
    return { kind: error.reason, message, requirements };
  if (error instanceof x402.InsufficientBalanceError) {
    return {
      kind: "insufficient-funds",
      message,
      balance: error.balance,
      decimals: error.decimals,
      requirements,
    };
  }
  if (error instanceof x402.SpendCapExceededError) return { kind: "over-cap", message, requirements };
  if (error instanceof x402.InvalidRecipientError)
    return { kind: "invalid-recipient", message, requirements };
  if (error instanceof x402.PaymentFailedError) return { kind: "failed", message, requirements };
  return undefined;
}

/** Per-call options of {@link PayingFetchSession.fetch}. */
export interface PayingRequestInit extends RequestInit {
  /** The server answered 402: `response` carries its `PAYMENT-REQUIRED` header; the checks and payment start. */
  onPaymentRequired?: (response: Response) => void;
  /** The request went again with the payment proof: the server verifies, does the work, then settles. */
  onProofSent?: () => void;
  /**
   * Describes what was bought, for the receipt: a text, or a function reading a clone of the paid response
   * (e.g. its model; not called for an answer streamed live, whose body is never read here).
   */
  memo?: string | ((response: Response) => Promise<string | undefined> | string | undefined);
}

/** What {@link usePayingFetch} returns. */
export interface PayingFetchSession {
  /**
   * Fetches `input`, paying an HTTP 402 with the connected wallet within what the session may still spend
   * (hub-sdk's `createPayingFetch`, loaded on the first call). A settled payment joins `receipts` and
   * `spent` before this resolves; for an answer streamed live, when its stream ends with the receipt
   * (`PaidResponse.settlement`).
   *
   * @throws hub-sdk's x402 errors (see {@link paymentProblemOf}); `AbortError` when `init.signal` aborts.
   */
  fetch(input: RequestInfo | URL, init?: PayingRequestInit): Promise<PaidResponse>;
  /**
   * Starts a batch of `size` paid requests that the wallet signs in ONE approval (`signAllTransactions`
   * where it has it, else one approval each). Call the batch's `fetch` `size` times at once (more calls
   * are ordinary payments): each request gets its 402, its payment transaction is built, and once all are
   * built their prices' sum is checked against what may still be spent (over it: every request rejects
   * with `SpendCapExceededError` and nothing is signed); then each request goes with its own proof and
   * settles on its own (only if it answered).
   */
  batch(size: number): PaymentBatch;
  /** The cap per browser session, in base units. */
  cap: bigint;
  /** Settled in this session, in base units. */
  spent: bigint;
  /** What may still be spent, in base units. */
  remaining: bigint;
  /** This session's receipts, newest first. */
  receipts: readonly SessionReceipt[];
  /** Sets the cap (base units). */
  setCap(cap: bigint): void;
}

/** A batch of paid requests signed in one wallet approval (see {@link PayingFetchSession.batch}). */
export interface PaymentBatch {
  /** As {@link PayingFetchSession.fetch}, its payment signed with the batch's others. */
  fetch(input: RequestInfo | URL, init?: PayingRequestInit): Promise<PaidResponse>;
}

/** Options of {@link usePayingFetch}. */
export interface UsePayingFetchOptions {
  /** The Solana JSON-RPC URL (absolute) the payment is built against and the balance read from. */
  rpcUrl: string;
  /** Where the session's cap, spending and receipts live; `window.sessionStorage` by default. */
  storage?: Storage;
  /** The `fetch` under the paying one (tests); the browser's by default. */
  fetch?: typeof fetch;
}

/**
 * The x402 payer of the connected wallet (`useWalletSession().paymentSigner`) with a spend cap per browser
 * session and its receipts, kept in sessionStorage. Imports no x402 or Solana library until the first call.
 */
export function usePayingFetch({
  rpcUrl,
  storage,
  fetch: baseFetch,
}: UsePayingFetchOptions): PayingFetchSession {
  const { paymentSigner } = useWalletSession();
  const store = storage ?? (typeof window === "undefined" ? undefined : window.sessionStorage);
  const [spending, setSpending] = useState(() => loadSpending(store));
  const current = useRef(spending);
  current.current = spending;
  useEffect(() => saveSpending(store, spending), [store, spending]);

  /** One paid request signed by `signer`, within `remaining`; `onPrice` hears the 402's price. */
  const payWith = useCallback(
    async (
      signer: PaymentSigner,
      remaining: bigint,
      input: RequestInfo | URL,
      init: PayingRequestInit,
      onPrice?: (amount: bigint) => void,
    ): Promise<PaidResponse> => {
      const { onPaymentRequired, onProofSent, memo, ...requestInit } = init;
      const { createPayingFetch } = await preloadPayingFetch();
      const under = baseFetch ?? globalThis.fetch.bind(globalThis);
      // Sees each request the x402 client sends: the first 402 starts the payment, the retry carries the proof.
      const transport: typeof fetch = async (request, inner) => {
        const sent = request instanceof Request ? request : new Request(request, inner);
        const proof = sent.headers.has("PAYMENT-SIGNATURE") || sent.headers.has("X-PAYMENT");
        if (proof) onProofSent?.();
        const response = await under(sent);
        if (response.status === 402 && !proof) {
          onPrice?.(priceOfPaymentRequired(response.headers.get("PAYMENT-REQUIRED")));
          onPaymentRequired?.(response);
        }
        return response;
      };
      const paying = createPayingFetch({
        signer,
        rpcUrl,
        maxSpend: Number(remaining) / Number(UNITS_PER_USDC),
        fetch: transport,
      });
      const paid = await paying.fetch(input, requestInit);
      const record = (receipt: PaymentReceipt, described: string | undefined) => {
        const entry: SessionReceipt = {
          signature: receipt.transaction,
          amount: receipt.amount,
          time: new Date(),
          ...(described === undefined ? {} : { memo: described }),
        };
        current.current = withReceipt(current.current, entry);
        setSpending(current.current);
      };
      if (paid.receipt) record(paid.receipt, await describe(memo, paid.response));
      // Streamed live: the body is the caller's to read (never read here); the receipt comes at its end.
      else
        void paid.settlement.then((receipt) => {
          if (receipt) record(receipt, typeof memo === "string" ? memo : undefined);
        });
      return paid;
    },
    [rpcUrl, baseFetch],
  );

  const paidFetch = useCallback(
    (input: RequestInfo | URL, init: PayingRequestInit = {}): Promise<PaidResponse> =>
      payWith(paymentSigner, remainingAllowance(current.current), input, init),
    [payWith, paymentSigner],
  );

  const batch = useCallback(
    (size: number): PaymentBatch => {
      const remaining = remainingAllowance(current.current);
      const signatures = createSignatureBatch({ size, signer: paymentSigner, remaining });
      let next = 0;
      return {
        async fetch(input, init = {}) {
          const slot = next;
          next += 1;
          // Beyond the batch (e.g. an agent replaced after a 404): an ordinary payment of its own.
          if (slot >= size) return paidFetch(input, init);
          try {
            const paid = await payWith(signatures.signerFor(slot), remaining, input, init, (amount) =>
              signatures.price(slot, amount),
            );
            signatures.leave(slot);
            return paid;
          } catch (error) {
            signatures.leave(slot);
            const refusal = signatures.refusal;
            if (!refusal || !x402) throw error;
            throw new x402.SpendCapExceededError({
              requirements: undefined,
              spent: current.current.spent,
              amount: refusal.total,
              cap: current.current.cap,
              decimals: 6,
            });
          }
        },
      };
    },
    [payWith, paidFetch, paymentSigner],
  );

  const setCap = useCallback((cap: bigint) => {
    current.current = { ...current.current, cap };
    setSpending(current.current);
  }, []);

  return {
    fetch: paidFetch,
    batch,
    cap: spending.cap,
    spent: spending.spent,
    remaining: remainingAllowance(spending),
    receipts: spending.receipts,
    setCap,
  };
}

/** The memo of a paid answer: the text given, or read from a clone of a response that is not a live stream. */
async function describe(memo: PayingRequestInit["memo"], response: Response): Promise<string | undefined> {
  if (typeof memo !== "function") return memo;
  if ((response.headers.get("content-type") ?? "").includes("text/event-stream")) return undefined;
  return memo(response.clone());
}
