/**
 * x402 on the app server: what protects `POST /api/inference`.
 *
 * Built from the official packages: `@x402/core` (resource server, facilitator), `@x402/svm` (the `exact`
 * scheme on Solana) and `@x402/hono` (the middleware). The facilitator runs in this process on the local
 * chain by default (its fee payer is funded at start), or remotely with `X402_FACILITATOR_URL`.
 *
 * The order, per request (see the README's "Payments" section):
 * 1. No or malformed proof, wrong amount/asset/recipient, or a proof any instance has already seen
 *    (in flight or used: {@link ProofLedger}, in the database) → 402 with the requirements; no paid work
 *    runs. A ledger that cannot be written refuses too (`ledger_unavailable`).
 * 2. The facilitator verifies the proof (signatures, the transfer, a simulation on the chain) → 402 if invalid.
 * 3. The generation runs. If it fails → its error status, the payment is not settled (nothing is charged)
 *    and the proof is released.
 * 4. Only then is the payment settled. Settled → 200 with the answer and the receipt (`PAYMENT-RESPONSE`:
 *    the transaction signature), which the ledger stores with the model asked for. Settlement failed → 402
 *    and the answer is withheld.
 *
 * A live stream (`stream: true` and `Accept: text/event-stream`, {@link wantsLiveStream}) keeps steps 1 and 2,
 * then the route streams tokens as they come and ends through {@link PaidStream}: a complete answer is
 * settled and its receipt sent as the last event; a failed or abandoned one is cancelled (the proof
 * released, nothing charged). The answer's tokens are then out before settlement: a settlement that fails
 * at the end is reported as an error event and the proof is marked unsettled, so it is never used again.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { SolanaChain } from "@hiber/emulators";
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcFromTransport,
  createTransactionMessage,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  type RpcTransport,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";
import { x402Facilitator } from "@x402/core/facilitator";
import {
  type FacilitatorClient,
  HTTPFacilitatorClient,
  x402HTTPResourceServer,
  x402ResourceServer,
} from "@x402/core/server";
import type { PaymentPayload } from "@x402/core/types";
import { HonoAdapter, paymentMiddlewareFromHTTPServer } from "@x402/hono";
import { toFacilitatorSvmSigner } from "@x402/svm";
import { registerExactSvmScheme } from "@x402/svm/exact/facilitator";
import { ExactSvmScheme } from "@x402/svm/exact/server";
import type { MiddlewareHandler } from "hono";
import type { SolanaService } from "../solana/chain.ts";
import type { PaymentsConfig } from "./config.ts";
import { deriveLocalKey, LOCAL_FEE_PAYER_LABEL, parseSecretKey } from "./keys.ts";
import { type ProofLedger, proofKey } from "./ledger.ts";
import { PAID_STREAM, type PaidStream, wantsLiveStream } from "./paid-stream.ts";

/** The protected route, in `@x402/hono`'s route syntax. */
export const INFERENCE_ROUTE = "POST /api/inference";

/** The fee payer is topped up to this many lamports when it holds less than half (local chain only). */
const FEE_PAYER_FUNDING = 5_000_000_000n;

const TOKEN_PROGRAM = address("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
const ASSOCIATED_TOKEN_PROGRAM = address("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL");
const SYSTEM_PROGRAM = address("11111111111111111111111111111111");

/** x402 for the inference route, created by {@link createPayments}. */
export interface Payments {
  /** Hono middleware for `POST /api/inference`: 402 / verify / (handler) / settle. */
  middleware: MiddlewareHandler;
  /** Proofs seen by every instance, for the replay rule, and the receipts (counts for tests and logs). */
  ledger: ProofLedger;
  /** The in-process facilitator's fee payer, when it runs here. */
  feePayer?: string;
}

/** Options of {@link createPayments}. */
export interface CreatePaymentsOptions {
  /** The Solana side of the server (solana/chain.ts): the embedded chain, or a real cluster's RPC URL. */
  solana: SolanaService;
  /** The record of proofs and receipts, in the database (payments/ledger.ts over db/client.ts). */
  ledger: ProofLedger;
  /** The real cluster's RPC URL, when `solana` is not emulated. */
  rpcUrl?: string;
  /** Route description in the 402 requirements. */
  description?: string;
}

/**
 * Creates the x402 middleware for `POST /api/inference` from the configuration. On the embedded chain it
 * also prepares the setup: funds the fee payer with SOL and creates the pay-to address's USDC account.
 */
export async function createPayments(
  config: PaymentsConfig,
  options: CreatePaymentsOptions,
): Promise<Payments> {
  let facilitator: FacilitatorClient;
  let feePayer: string | undefined;
  if (config.facilitatorUrl) {
    facilitator = new HTTPFacilitatorClient({ url: config.facilitatorUrl });
  } else {
    const key = config.feePayerKey
      ? parseSecretKey(config.feePayerKey)
      : deriveLocalKey(LOCAL_FEE_PAYER_LABEL);
    const signer = await createKeyPairSignerFromPrivateKeyBytes(key.seed);
    feePayer = signer.address;
    const rpc = facilitatorRpc(options);
    const local = new x402Facilitator();
    registerExactSvmScheme(local, {
      // The per-network map form: a kit RPC is a proxy that `"getBalance" in rpc` cannot detect.
      signer: toFacilitatorSvmSigner(signer, { [config.network]: rpc } as never),
      networks: config.network as `${string}:${string}`,
    });
    facilitator = {
      verify: (payload, requirements) => local.verify(payload, requirements),
      settle: (payload, requirements) => local.settle(payload, requirements),
      getSupported: async () =>
        local.getSupported() as Awaited<ReturnType<FacilitatorClient["getSupported"]>>,
    };
    const chain = options.solana.chain;
    if (chain) await prepareLocalChain(chain, signer, address(config.payTo));
  }

  const { ledger } = options;
  // The request being paid for, so that its receipt can name the model (set by the middleware below).
  const paid = new AsyncLocalStorage<{ model?: string }>();
  const keyOf = (payload: { payload: unknown }) => proofKey(payload.payload);
  const resourceServer = new x402ResourceServer(facilitator)
    .register(config.network as `${string}:${string}`, new ExactSvmScheme())
    // Replay rule, before anything else: a proof in flight or already used, here or on another instance,
    // buys nothing (the claim is one INSERT that loses to an existing row).
    // x402 only logs a hook that throws and goes on, so a database error must refuse here (fail closed).
    .onBeforeVerify(async ({ paymentPayload }) => {
      let claimed: boolean;
      try {
        claimed = await ledger.claim(keyOf(paymentPayload as PaymentPayload));
      } catch (error) {
        console.error(`payments: the proof ledger cannot be written (${(error as Error).message})`);
        return {
          abort: true,
          reason: "ledger_unavailable",
          message: "Payments cannot be recorded right now. Try again in a moment.",
        };
      }
      if (claimed) return;
      return {
        abort: true,
        reason: "duplicate_payment",
        message: "This payment proof was already used.",
      };
    })
    .onAfterVerify(async ({ paymentPayload, result }) => {
      if (!result.isValid) await ledger.release(keyOf(paymentPayload as PaymentPayload));
    })
    .onVerifyFailure(async ({ paymentPayload }) => {
      await ledger.release(keyOf(paymentPayload as PaymentPayload));
    })
    .onVerifiedPaymentCanceled(async ({ paymentPayload }) => {
      await ledger.release(keyOf(paymentPayload as PaymentPayload));
    })
    .onAfterSettle(async ({ paymentPayload, requirements, result }) => {
      await ledger.settle(keyOf(paymentPayload as PaymentPayload), {
        transaction: result.transaction,
        payer: result.payer,
        amount: BigInt(result.amount ?? requirements.amount),
        asset: requirements.asset,
        network: result.network,
        payTo: requirements.payTo,
        model: paid.getStore()?.model,
      });
    })
    .onSettleFailure(async ({ paymentPayload }) => {
      await ledger.markUnsettled(keyOf(paymentPayload as PaymentPayload));
    });

  const httpServer = new x402HTTPResourceServer(resourceServer, {
    [INFERENCE_ROUTE]: {
      accepts: {
        scheme: "exact",
        price: config.price,
        network: config.network as `${string}:${string}`,
        payTo: config.payTo,
        maxTimeoutSeconds: 120,
      },
      description: options.description ?? "One prompt answered by a model through the inference router",
      mimeType: "application/json",
    },
  });
  await httpServer.initialize();
  const x402 = paymentMiddlewareFromHTTPServer(httpServer);

  // A live stream: verify as x402 does, then let the route settle or cancel when its answer ends.
  const live: MiddlewareHandler = async (c, next) => {
    const adapter = new HonoAdapter(c);
    const context = {
      adapter,
      path: c.req.path,
      method: c.req.method,
      paymentHeader: adapter.getHeader("payment-signature") || adapter.getHeader("x-payment"),
    };
    let result: Awaited<ReturnType<typeof httpServer.processHTTPRequest>>;
    try {
      result = await httpServer.processHTTPRequest(context);
    } catch (error) {
      console.error(`payments: the payment could not be verified (${(error as Error).message})`);
      return c.json({ error: "The payment could not be verified. Try again.", code: "verify_failed" }, 502);
    }
    if (result.type === "no-payment-required") return next();
    if (result.type === "payment-error") {
      const { response } = result;
      for (const [key, value] of Object.entries(response.headers)) c.header(key, value);
      return c.json((response.body ?? {}) as object, response.status as 402);
    }
    const { cancellationDispatcher, paymentPayload, paymentRequirements, declaredExtensions } = result;
    const model = (c.get("inference" as never) as { model?: string } | undefined)?.model;
    let ended = false;
    const stream: PaidStream = {
      settle: async () => {
        if (ended) throw new Error("This payment was already settled or cancelled.");
        ended = true;
        try {
          const settled = await paid.run({ model }, () =>
            httpServer.processSettlement(paymentPayload, paymentRequirements, declaredExtensions, {
              request: context,
            }),
          );
          const header = settled.headers["PAYMENT-RESPONSE"];
          if (settled.success && header)
            return { settled: true, paymentResponse: header, transaction: settled.transaction };
          return {
            settled: false,
            code: settled.success ? "settlement_failed" : settled.errorReason,
            error: "The payment could not be settled; nothing was charged.",
          };
        } catch (error) {
          console.error(`payments: settlement failed (${(error as Error).message})`);
          return {
            settled: false,
            code: "settlement_failed",
            error: "The payment could not be settled; nothing was charged.",
          };
        }
      },
      cancel: async () => {
        if (ended) return;
        ended = true;
        await cancellationDispatcher.cancel({ reason: "handler_failed" });
      },
    };
    c.set(PAID_STREAM as never, stream as never);
    try {
      await next();
    } catch (error) {
      await stream.cancel();
      throw error;
    }
    // An answer refused before its stream started (e.g. 400/5xx JSON) is not paid for.
    if (c.res.status >= 400) await stream.cancel();
  };

  // routes/inference.ts has validated the body and set it as "inference" before this runs.
  const middleware: MiddlewareHandler = (c, next) => {
    const request = c.get("inference" as never) as { model?: string; stream?: boolean } | undefined;
    if (wantsLiveStream(request?.stream, c.req.header("accept"))) return live(c, next);
    return paid.run({ model: request?.model }, () => x402(c, next));
  };
  return { middleware, ledger, feePayer };
}

/** The facilitator's RPC: the embedded chain in process (no socket), or the real cluster's URL. */
function facilitatorRpc(options: CreatePaymentsOptions) {
  const handler = options.solana.rpc;
  if (!handler) {
    if (!options.rpcUrl) throw new Error("createPayments: a real cluster needs its RPC URL");
    return createSolanaRpc(options.rpcUrl);
  }
  const transport: RpcTransport = async <TResponse>({
    payload,
    signal,
  }: {
    payload: unknown;
    signal?: AbortSignal;
  }) => {
    const response = await handler.fetch(
      new Request("http://in-process/api/solana", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload, (_key, value) => (typeof value === "bigint" ? Number(value) : value)),
        signal,
      }),
    );
    return (await response.json()) as TResponse;
  };
  return createSolanaRpcFromTransport(transport);
}

/**
 * Local chain only: tops up the fee payer with SOL and creates the pay-to address's USDC account (the
 * `exact` scheme transfers into an existing account), both idempotent.
 */
async function prepareLocalChain(chain: SolanaChain, feePayer: KeyPairSigner, payTo: Address): Promise<void> {
  const balance = chain.getBalance(feePayer.address);
  if (balance < FEE_PAYER_FUNDING / 2n) chain.requestAirdrop(feePayer.address, FEE_PAYER_FUNDING - balance);
  const account = address(chain.usdcAccountOf(payTo));
  if (chain.getAccount(account)) return;
  const { blockhash, lastValidBlockHeight } = chain.latestBlockhash();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayerSigner(feePayer, tx),
    (tx) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as never, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        tx,
      ),
    (tx) =>
      appendTransactionMessageInstruction(
        {
          programAddress: ASSOCIATED_TOKEN_PROGRAM,
          accounts: [
            { address: feePayer.address, role: AccountRole.WRITABLE_SIGNER },
            { address: account, role: AccountRole.WRITABLE },
            { address: payTo, role: AccountRole.READONLY },
            { address: address(chain.usdcMint), role: AccountRole.READONLY },
            { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
            { address: TOKEN_PROGRAM, role: AccountRole.READONLY },
          ],
          data: new Uint8Array([1]), // CreateIdempotent
        },
        tx,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  chain.sendTransaction(new Uint8Array(getTransactionEncoder().encode(signed)));
}
