import { address, isAddress } from "@solana/kit";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentRequired, PaymentRequirements } from "@x402/core/types";
import { wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { ExactSvmScheme } from "@x402/svm/exact/client";
import {
  InsufficientBalanceError,
  InvalidRecipientError,
  isAbortError,
  PaymentFailedError,
  PaymentSignerUnavailableError,
  RequestFailedError,
  SpendCapExceededError,
} from "../errors";
import { formatUsdc, parseUnits, USDC_DECIMALS } from "../money";
import { isEventStream, watchPaidStream } from "./paid-stream";
import type { PaymentSigner } from "./signer";
import { getTokenBalance } from "./token-balance";
import { toTransactionSigner } from "./transaction-signer";

/** The spec's default session cap: $1.00. */
const DEFAULT_MAX_SPEND = 1;

/** Options of {@link createPayingFetch}. */
export interface CreatePayingFetchParams {
  /** The wallet that pays (`@hiber/wallet-kit` implements it; tests use a key pair). Read at payment time. */
  signer: PaymentSigner;
  /** Solana JSON-RPC URL the payment is built against (blockhash, mint) and the balance is read from. */
  rpcUrl: string;
  /** Most this session may spend, in USDC (dollars); defaults to 1 ($1.00). */
  maxSpend?: number;
  /** Called after every settled payment, with its receipt. */
  onPayment?: (receipt: PaymentReceipt) => void;
  /** The `fetch` to wrap; defaults to the global one. */
  fetch?: typeof fetch;
}

/** Proof of a settled payment, from the server's `PAYMENT-RESPONSE` header. */
export interface PaymentReceipt {
  /** Signature of the transfer transaction on the chain. */
  transaction: string;
  /** Amount paid, in base units (1,000,000 = 1 USDC). */
  amount: bigint;
  /** Amount paid as a decimal USDC string, e.g. `"0.10"`. */
  amountUsdc: string;
  /** The payer's address. */
  payer: string;
  /** The recipient's address. */
  payTo: string;
  /** Mint of the asset paid. */
  asset: string;
  /** CAIP-2 network id, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1` (devnet). */
  network: string;
  /** URL of the paid request. */
  url: string;
}

/** What {@link PayingFetch.fetch} resolves to. */
export interface PaidResponse {
  /** The final response: after a payment, the one to the request retried with the proof. */
  response: Response;
  /** The receipt when this request was paid for and settled; `null` when no payment was needed or made. */
  receipt: PaymentReceipt | null;
  /**
   * For a paid answer streamed live (server-sent events without `PAYMENT-RESPONSE`), the receipt arrives at
   * the stream's end: this resolves then, to it, or to `null` when the answer was not settled. The spend
   * stays reserved until then, and is committed only on settlement. Otherwise resolves to {@link receipt}.
   */
  settlement: Promise<PaymentReceipt | null>;
}

/** A fetch that pays x402 (HTTP 402) requests through a {@link PaymentSigner}, within a session spend cap. */
export interface PayingFetch {
  /**
   * Fetches `input`; on HTTP 402 checks the wallet, recipient, spend cap and USDC balance, pays, and
   * retries once with the proof (`PAYMENT-SIGNATURE`). A response other than 402 is returned as is.
   *
   * @throws {PaymentSignerUnavailableError} no wallet connected, or it cannot sign transactions.
   * @throws {InvalidRecipientError} the requirements name an empty or invalid recipient.
   * @throws {SpendCapExceededError} the payment would take this session over `maxSpend`.
   * @throws {InsufficientBalanceError} the payer's USDC balance is below the price.
   * @throws {PaymentFailedError} signing failed, or the server refused the proof or could not settle it.
   * @throws {RequestFailedError} no response was received.
   */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<PaidResponse>;
  /** Settled in this session (plus payments whose answer never arrived), in base units. */
  readonly spent: bigint;
  /** {@link spent} as a decimal USDC string, e.g. `"0.30"`. */
  readonly spentUsdc: string;
  /** The session cap, in base units. */
  readonly maxSpend: bigint;
  /** Receipts of the payments settled in this session, oldest first. */
  readonly receipts: readonly PaymentReceipt[];
}

/** What one call learned while paying; read after `wrapFetchWithPayment` settles or throws. */
interface CallState {
  error?: Error;
  paymentRequired?: PaymentRequired;
  selected?: PaymentRequirements;
  reserved: bigint;
  paid: boolean;
}

/**
 * Creates a {@link PayingFetch}: `@x402/fetch`'s `wrapFetchWithPayment` with an `x402Client` that pays
 * `solana:*` requirements with `@x402/svm`'s `exact` scheme, signing through `signer`. Before anything is
 * signed it runs the spec's payment checks, in order: a connected wallet, one that can sign, a valid
 * recipient, the session cap, and the USDC balance (read with `getTokenAccountBalance`; a failed lookup
 * counts as 0). Each failure is a typed error carrying the requirements, and nothing is signed.
 *
 * @example
 * ```ts
 * const paying = createPayingFetch({ signer, rpcUrl: "/api/solana", maxSpend: 1 });
 * const { response, receipt } = await paying.fetch("/api/inference", { method: "POST", body });
 * console.log(await response.json(), receipt?.transaction, paying.spentUsdc);
 * ```
 */
export function createPayingFetch(params: CreatePayingFetchParams): PayingFetch {
  const baseFetch = params.fetch ?? globalThis.fetch.bind(globalThis);
  const maxSpend = toBaseUnits(params.maxSpend ?? DEFAULT_MAX_SPEND);
  const receipts: PaymentReceipt[] = [];
  let spent = 0n;
  let reserved = 0n;

  async function paidFetch(input: RequestInfo | URL, init?: RequestInit): Promise<PaidResponse> {
    const url = requestUrl(input);
    const state: CallState = { reserved: 0n, paid: false };
    const fail = (error: Error): never => {
      state.error = error;
      throw error;
    };

    const client = new x402Client();
    client.setSpendControls({ maxAmountPerPayment: false });
    client.onBeforePaymentCreation(async ({ paymentRequired, selectedRequirements }) => {
      state.paymentRequired = paymentRequired;
      state.selected = selectedRequirements;
      const errorInit = { requirements: paymentRequired, url };
      const signer = params.signer;
      if (signer.address === null) fail(new PaymentSignerUnavailableError("not-connected", errorInit));
      if (!signer.canSignTransactions) fail(new PaymentSignerUnavailableError("cannot-sign", errorInit));
      const recipient: unknown = selectedRequirements.payTo;
      if (typeof recipient !== "string" || recipient.trim() === "" || !isAddress(recipient)) {
        fail(new InvalidRecipientError(recipient, errorInit));
      }
      const amount = BigInt(selectedRequirements.amount);
      const checkCap = () => {
        if (spent + reserved + amount > maxSpend) {
          fail(
            new SpendCapExceededError({
              ...errorInit,
              spent: spent + reserved,
              amount,
              cap: maxSpend,
              decimals: USDC_DECIMALS,
            }),
          );
        }
      };
      checkCap();
      const balance = await getTokenBalance({
        rpcUrl: params.rpcUrl,
        owner: signer.address as string,
        mint: selectedRequirements.asset,
        signal: init?.signal ?? undefined,
      });
      if (balance.amount < amount) {
        fail(
          new InsufficientBalanceError({
            ...errorInit,
            balance: balance.amount,
            required: amount,
            decimals: balance.decimals ?? USDC_DECIMALS,
          }),
        );
      }
      // Checked again after the balance lookup, and reserved in the same tick: concurrent calls cannot overshoot.
      checkCap();
      reserved += amount;
      state.reserved = amount;
    });
    client.onAfterPaymentCreation(async () => {
      state.paid = true;
    });
    client.onPaymentCreationFailure(async ({ error }) => {
      if (!state.error) {
        state.error = new PaymentFailedError({
          requirements: state.paymentRequired,
          url,
          code: `x402_signing_failed:${error.message}`,
          cause: error,
        });
      }
    });
    const signer = params.signer;
    client.register(
      "solana:*",
      new ExactSvmScheme(
        {
          get address() {
            return address(signer.address ?? "11111111111111111111111111111111");
          },
          signTransactions: (transactions) => toTransactionSigner(signer).signTransactions(transactions),
        },
        { rpcUrl: params.rpcUrl },
      ),
    );

    const release = () => {
      reserved -= state.reserved;
      state.reserved = 0n;
    };
    const commit = () => {
      reserved -= state.reserved;
      spent += state.reserved;
      state.reserved = 0n;
    };

    const transport: typeof fetch = async (request, requestInit) => {
      try {
        return await baseFetch(request, requestInit);
      } catch (error) {
        if (isAbortError(error)) throw error;
        state.error = new RequestFailedError({
          code: "x402_request_failed:No response received",
          url,
          cause: error,
        });
        throw state.error;
      }
    };

    let response: Response;
    try {
      response = await wrapFetchWithPayment(transport, client)(input, init);
    } catch (error) {
      // A payment sent whose answer never arrived may have been settled: it stays counted against the cap.
      if (state.paid && state.error instanceof RequestFailedError) commit();
      else release();
      if (isAbortError(error)) throw error;
      if (state.error) throw state.error;
      throw new PaymentFailedError({
        requirements: state.paymentRequired,
        url,
        code: `x402_payment_failed:${error instanceof Error ? error.message : String(error)}`,
        cause: error,
      });
    }

    if (!state.paid || !state.selected) return done(response, null);
    const selected = state.selected;

    if (response.status === 402) {
      release();
      const header = response.headers.get("PAYMENT-REQUIRED");
      let reason = "refused";
      try {
        reason = (header ? decodePaymentRequiredHeader(header).error : undefined) ?? reason;
      } catch {
        // keep the generic reason
      }
      await response.body?.cancel().catch(() => {});
      throw new PaymentFailedError({
        requirements: state.paymentRequired,
        url,
        code: `x402_settlement_failed:${reason}`,
      });
    }

    // Commits the spend for a settled payment, or releases it (e.g. the generation failed: nothing charged).
    const settle = (header: string | null | undefined): PaymentReceipt | null => {
      const settlement = decodeSettlement(header);
      if (!settlement?.success) {
        release();
        return null;
      }
      commit();
      const amount = BigInt(settlement.amount ?? selected.amount);
      const receipt: PaymentReceipt = {
        transaction: settlement.transaction,
        amount,
        amountUsdc: formatUsdc(amount),
        payer: settlement.payer ?? signer.address ?? "",
        payTo: selected.payTo,
        asset: selected.asset,
        network: settlement.network,
        url,
      };
      receipts.push(receipt);
      params.onPayment?.(receipt);
      return receipt;
    };

    const header = response.headers.get("PAYMENT-RESPONSE") ?? response.headers.get("X-PAYMENT-RESPONSE");
    if (response.ok && !header && isEventStream(response) && response.body) {
      // Streamed live: settled (or not) at the stream's end, where the receipt event is.
      const watched = watchPaidStream(response.body);
      const streamed = new Response(watched.body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      return { response: streamed, receipt: null, settlement: watched.paymentResponse.then(settle) };
    }
    return done(response, response.ok ? settle(header) : settle(null));
  }

  function done(response: Response, receipt: PaymentReceipt | null): PaidResponse {
    return { response, receipt, settlement: Promise.resolve(receipt) };
  }

  return {
    fetch: paidFetch,
    get spent() {
      return spent;
    },
    get spentUsdc() {
      return formatUsdc(spent);
    },
    maxSpend,
    get receipts() {
      return receipts.slice();
    },
  };
}

function decodeSettlement(header: string | null | undefined) {
  if (!header) return undefined;
  try {
    return decodePaymentResponseHeader(header);
  } catch {
    return undefined;
  }
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.toString();
  return input.url;
}

/** Dollars (USDC) to base units, rounded to the nearest unit. */
function toBaseUnits(usdc: number): bigint {
  if (!Number.isFinite(usdc) || usdc < 0)
    throw new RangeError(`maxSpend must be a non-negative number, got ${usdc}`);
  return parseUnits(usdc, USDC_DECIMALS, { rounding: "round" });
}
