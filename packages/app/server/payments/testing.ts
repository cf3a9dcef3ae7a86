/**
 * Helpers of the x402 tests (middleware.test.ts, instances.test.ts): the app server as main.ts builds it,
 * with the embedded local chain, the in-process facilitator and the proof ledger in a given database, and
 * key-pair wallets funded with `hiber_faucetUsdc`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { PaymentSigner } from "@hiber/hub-sdk/x402";
import { serve } from "@hono/node-server";
import {
  generateKeyPair,
  getAddressFromPublicKey,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
} from "@solana/kit";
import { createServer } from "../app.ts";
import { loadConfig, type ServerConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { CounterStore } from "../limits/counters.ts";
import { type Generate, GenerationError } from "../routes/inference.ts";
import { type SolanaService, startSolana } from "../solana/chain.ts";
import type { ResponseStore } from "../upstream/cache.ts";
import { ProofLedger } from "./ledger.ts";
import { createPayments, type Payments } from "./middleware.ts";

export const PRICE = 100_000n; // $0.10 in USDC base units

export interface RunningApp {
  url: string;
  rpcUrl: string;
  solana: SolanaService;
  payments?: Payments;
  config: ServerConfig;
  /** Times the generation ran, by prompt. */
  generations: string[];
  close(): Promise<void>;
}

/**
 * The generation the server runs. Prompts starting with "fail" fail (as when every model fails); others
 * answer with the prompt reversed, token by token, so the answer is checkably the one for this prompt.
 */
export const generate: Generate = async (request, { onToken }) => {
  if (request.prompt.startsWith("fail")) {
    throw new GenerationError(
      "All model attempts failed. Try another model or retry in a moment.",
      "inference_failed",
    );
  }
  const words = request.prompt.split(" ").reverse();
  for (const word of words) onToken?.(`${word} `);
  return { text: words.join(" "), model: request.model, attempts: [{ model: request.model, ok: true }] };
};

export interface StartAppOptions {
  /** Where the proof ledger lives (db/testing.ts); needed when payments are on. */
  database?: Database;
  env?: Record<string, string>;
  generation?: Generate;
  /** A chain shared with another app (two instances of one deployment); else the app starts its own. */
  solana?: SolanaService;
  counters?: CounterStore;
  responseStore?: ResponseStore;
}

export async function startApp(options: StartAppOptions): Promise<RunningApp> {
  const { database, env = {}, generation = generate } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hiber-x402-"));
  const config = loadConfig({ DATA_DIR: dataDir, ...env }, { clientDir: dataDir });
  const solana = options.solana ?? (await startSolana(config.solana, { dataDir }));
  if (config.payments.enabled && !database) throw new Error("startApp: payments need a database");
  const payments =
    config.payments.enabled && database
      ? await createPayments(config.payments, { solana, ledger: new ProofLedger(database) })
      : undefined;
  const generations: string[] = [];
  const app = createServer(
    config,
    { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" },
    {
      solana,
      inference: {
        payments: payments?.middleware,
        generate: (request, generateOptions) => {
          generations.push(request.prompt);
          // While this one generates, 200 blocks pass: the payment's blockhash expires before settlement.
          if (request.prompt.startsWith("expire")) solana.chain?.advanceBlocks(200);
          return generation(request, generateOptions);
        },
      },
      counters: options.counters,
      responseStore: options.responseStore,
    },
  );
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    rpcUrl: `${url}/api/solana`,
    solana,
    payments,
    config,
    generations,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      if (!options.solana) await solana.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A wallet over a fresh key pair, as wallet-kit's PaymentSigner is over the connected wallet. */
export async function newWallet(): Promise<PaymentSigner & { address: string }> {
  const keyPair = await generateKeyPair();
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  return {
    address,
    canSignTransactions: true,
    async signTransaction(bytes) {
      const transaction = getTransactionDecoder().decode(bytes);
      const signed = await partiallySignTransaction([keyPair], transaction);
      return new Uint8Array(getTransactionEncoder().encode(signed));
    },
  };
}

export async function rpc<T>(app: RunningApp, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(app.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

/** Funds `owner` with USDC from the chain's faucet, over JSON-RPC. */
export async function faucet(app: RunningApp, owner: string, amount: bigint): Promise<void> {
  await rpc(app, "hiber_faucetUsdc", [owner, Number(amount)]);
}

/** `owner`'s USDC balance in base units (0 without a token account). */
export function usdc(app: RunningApp, owner: string): bigint {
  const chain = app.solana.chain;
  if (!chain) throw new Error("not emulated");
  const account = chain.getAccount(chain.usdcAccountOf(owner));
  if (!account) return 0n;
  // SPL token account layout: the amount is a u64 at offset 64.
  return Buffer.from(account.data).readBigUInt64LE(64);
}

export function inference(prompt: string, extra: Record<string, unknown> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ prompt, model: "meta-llama/Llama-3.1-8B-Instruct", ...extra }),
  };
}

/**
 * A fetch for a paying client that records the first payment proof (PAYMENT-SIGNATURE) it sends, so that a
 * test can replay it: `proof()` is that header's value once a payment was signed.
 */
export function recordingProofs(): { fetch: typeof fetch; proof: () => string | undefined } {
  let proof: string | undefined;
  return {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      proof ??= request.headers.get("PAYMENT-SIGNATURE") ?? undefined;
      return fetch(request);
    },
    proof: () => proof,
  };
}
