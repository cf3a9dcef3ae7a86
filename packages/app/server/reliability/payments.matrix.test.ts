/**
 * The bad-payment matrix against `POST /api/inference` with payments on: the app server in process, the
 * embedded local chain, the in-process facilitator, generation by the router emulator. Every bad proof a
 * hostile client can build (payers.ts) is sent; balances are read on the chain before and after. Prints
 * `tried · handled · failed` and the three counts the issue asks for: bad payments accepted, double
 * charges, charges without an answer — each must be 0. Also: the relays with payments on, and the same
 * proof sent at once to two instances over one chain.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { generateKeyPairSigner } from "@solana/kit";
import type { PaymentRequired } from "@x402/core/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig, type ServerConfig } from "../config.ts";
import type { OpenDatabase } from "../db/client.ts";
import { DATABASE_KINDS, openTestDatabase } from "../db/testing.ts";
import { ProofLedger } from "../payments/ledger.ts";
import { createPayments } from "../payments/middleware.ts";
import { type SolanaService, startSolana } from "../solana/chain.ts";
import { startTappedEmulators, type TappedEmulators } from "./emulated.ts";
import { isAnswer, makeClientDir, type Outcome, type Running, send, serveApp } from "./harness.ts";
import {
  buildProof,
  createWrongMint,
  type KeyPairSigner,
  newPayer,
  paymentRequired,
  tokenAccountOf,
  tokenBalance,
  usdcOf,
} from "./payers.ts";
import { checkRelays, MODEL } from "./relays.ts";
import { excerpt, inspectAnswer, Tally } from "./report.ts";

const PRICE = 100_000n;
const MAINNET = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";

/**
 * The x402 middleware of one instance. Both instances made here share the chain and one database (the
 * durable proof ledger), so that one proof buys one answer across them.
 */
function paymentsOn(config: ServerConfig, solana: SolanaService, database: OpenDatabase) {
  return createPayments(config.payments, { solana, ledger: new ProofLedger(database.db) });
}

describe.each(DATABASE_KINDS)("reliability: the bad-payment matrix (payments on, %s)", (kind) => {
  let database: OpenDatabase;
  let dataDir: string;
  let clientDir: string;
  let config: ServerConfig;
  let solana: SolanaService;
  let emulated: TappedEmulators;
  let app: Running;
  let second: Running;
  /** Prompts generated, on both instances. */
  const generations: string[] = [];

  async function instance(): Promise<Running> {
    const payments = await paymentsOn(config, solana, database);
    return serveApp(
      createServer(config, emulated.upstreams, {
        solana,
        inference: {
          payments: payments.middleware,
          timeoutMs: 10_000,
          generate: (request, options) => {
            generations.push(request.prompt);
            // While this one generates, 200 blocks pass: its payment's blockhash expires before settlement.
            if (request.prompt.startsWith("expire")) solana.chain?.advanceBlocks(200);
            return emulated.generate(request, options);
          },
        },
      }),
    );
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "hiber-pay-matrix-"));
    clientDir = await makeClientDir();
    emulated = await startTappedEmulators({
      hub: "hf_PaymentsHubToken0123456789abcdef",
      router: "hf_PaymentsRouterToken0123456789abcdef",
    });
    config = loadConfig(
      { ...emulated.env, DATA_DIR: dataDir, GENERATION_TIMEOUT_MS: "10000" },
      { clientDir },
    );
    solana = await startSolana(config.solana, { dataDir });
    database = await openTestDatabase(kind);
    app = await instance();
    second = await instance();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await second?.close();
    await emulated?.close();
    await solana?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(path.dirname(clientDir), { recursive: true, force: true });
  });

  const body = (prompt: string) => JSON.stringify({ prompt, model: MODEL, maxTokens: 16 });
  const pay = (url: string, prompt: string, proof?: string): Promise<Outcome> =>
    send(`${url}/api/inference`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(proof === undefined ? {} : { "PAYMENT-SIGNATURE": proof }),
      },
      body: body(prompt),
    });
  const ran = (prompt: string) => generations.filter((one) => one === prompt).length;

  it("accepts no bad payment, charges nothing twice, and nothing without an answer", async () => {
    const tally = new Tally("bad payments");
    tally.count("bad payments accepted", 0);
    tally.count("double charges", 0);
    tally.count("charges without an answer", 0);
    tally.count("generations not paid for", 0);
    const payTo = config.payments.payTo;
    const rpcUrl = `${app.url}/api/solana`;
    const required = (prompt: string): Promise<PaymentRequired> => paymentRequired(app.url, body(prompt));

    /**
     * Sends `proof` (or none) for `prompt` and checks the outcome. `paid`: the one case that must pass.
     * `workMayRun`: the refusal may come after the generation (settlement), else no paid work may run.
     */
    async function attempt(
      label: string,
      prompt: string,
      proof: string | undefined,
      payer: KeyPairSigner | undefined,
      options: { paid?: boolean; workMayRun?: boolean; watch?: [string, bigint][] } = {},
    ) {
      const payerBefore = payer ? usdcOf(solana, payer.address) : 0n;
      const payToBefore = usdcOf(solana, payTo);
      const watched = (options.watch ?? []).map(([account]) => tokenBalance(solana, account));
      const outcome = await pay(app.url, prompt, proof);
      const problems = isAnswer(outcome)
        ? inspectAnswer(outcome, { origin: app.url, api: true })
        : [outcome.failure];
      const answered = isAnswer(outcome) && outcome.status === 200 && outcome.body.includes("generated_text");
      const charged = payer ? payerBefore - usdcOf(solana, payer.address) : 0n;
      if (options.paid) {
        if (!answered)
          problems.push(
            `a good payment was not answered: ${isAnswer(outcome) ? `${outcome.status} ${excerpt(outcome.body)}` : ""}`,
          );
        if (charged !== PRICE) problems.push(`charged ${charged}, not the price`);
        if (usdcOf(solana, payTo) - payToBefore !== PRICE) problems.push("pay-to did not get the price");
      } else {
        if (isAnswer(outcome) && outcome.status < 300) {
          tally.count("bad payments accepted");
          problems.push(`accepted: ${outcome.status} ${excerpt(outcome.body)}`);
        } else if (isAnswer(outcome) && ![400, 402, 431].includes(outcome.status) && !options.workMayRun)
          problems.push(`refused with ${outcome.status}, not 402`);
        if (outcome && isAnswer(outcome) && outcome.body.includes("generated_text"))
          problems.push("the answer was delivered");
        if (!options.workMayRun && ran(prompt) > 0) problems.push("paid work ran for a refused payment");
        // Work run and not paid for (a failed generation, a failed settlement): shown, not failed.
        if (ran(prompt) > 0) tally.count("generations not paid for", ran(prompt));
        if (usdcOf(solana, payTo) !== payToBefore) problems.push("pay-to received money");
        for (const [index, [account, expected]] of (options.watch ?? []).entries()) {
          if (tokenBalance(solana, account) !== watched[index] || watched[index] !== expected)
            problems.push(`the balance of ${account} changed`);
        }
      }
      if (charged > PRICE) tally.count("double charges");
      if (charged > 0n && !answered) tally.count("charges without an answer");
      if (charged > 0n && !answered) problems.push(`charged ${charged} without an answer`);
      tally.record(label, problems);
      return outcome;
    }

    /** One proof sent several times at once: exactly one answer, one generation, one charge. */
    async function atOnce(label: string, prompt: string, payer: KeyPairSigner, sends: Promise<Outcome>[]) {
      const before = usdcOf(solana, payer.address);
      const outcomes = await Promise.all(sends);
      const answers = outcomes.filter((o) => isAnswer(o) && o.status === 200).length;
      const charged = before - usdcOf(solana, payer.address);
      const problems = outcomes.flatMap((o) =>
        isAnswer(o) ? inspectAnswer(o, { origin: app.url, api: true }) : [o.failure],
      );
      if (answers !== 1) problems.push(`${answers} answers, not 1`);
      if (ran(prompt) !== 1) problems.push(`${ran(prompt)} paid generations, not 1`);
      if (charged !== PRICE) problems.push(`charged ${charged}, not once the price`);
      if (answers > 1) tally.count("bad payments accepted", answers - 1);
      if (charged > PRICE) tally.count("double charges");
      if (charged > 0n && answers === 0) tally.count("charges without an answer");
      tally.record(label, problems);
    }

    // No proof, and proofs that are not proofs.
    const noHeader = await attempt("no header", "no header", undefined, undefined);
    if (isAnswer(noHeader) && !noHeader.headers.get("PAYMENT-REQUIRED"))
      tally.record("no header: PAYMENT-REQUIRED", ["no requirements in the 402"]);
    const accepted = (await required("shape")).accepts[0];
    const b64 = (value: unknown) =>
      Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64");
    const malformed: [string, string][] = [
      ["not base64", "not base64 !!! %%%"],
      ["base64 of text", b64("hello")],
      ["base64 of {}", b64({})],
      ["no payload", b64({ x402Version: 2, accepted })],
      ["a transaction of garbage", b64({ x402Version: 2, accepted, payload: { transaction: "AAAA" } })],
      [
        "a transaction that is not base64",
        b64({ x402Version: 2, accepted, payload: { transaction: "%%%" } }),
      ],
      ["x402 version 1", b64({ x402Version: 1, scheme: "exact", network: "solana-devnet", payload: {} })],
      ["a 12 kB header", "A".repeat(12_000)],
    ];
    for (const [name, header] of malformed)
      await attempt(`malformed: ${name}`, `malformed ${name}`, header, undefined);

    // The control: a good payment is answered and charged once.
    const good = await newPayer(solana, 500_000n);
    await attempt(
      "a good payment (control)",
      "good payment",
      await buildProof(await required("good payment"), good, rpcUrl),
      good,
      { paid: true },
    );

    // Replay ×10 at once: exactly one answer, one charge.
    const replayer = await newPayer(solana, 500_000n);
    const replayProof = await buildProof(await required("replay ten"), replayer, rpcUrl);
    await atOnce(
      "replay ×10 concurrent",
      "replay ten",
      replayer,
      Array.from({ length: 10 }, () => pay(app.url, "replay ten", replayProof)),
    );
    await attempt("replay after settlement", "replay again", replayProof, replayer);

    // Tampered requirements: the client is asked to pay less, elsewhere, in another currency or network.
    const underpayer = await newPayer(solana, 500_000n);
    await attempt(
      "underpay (1 base unit)",
      "underpay",
      await buildProof(await required("underpay"), underpayer, rpcUrl, (r) => ({ ...r, amount: "1" })),
      underpayer,
    );
    const attacker = await generateKeyPairSigner();
    solana.chain?.faucetUsdc(attacker.address, 1n);
    const misdirected = await newPayer(solana, 500_000n);
    await attempt(
      "wrong recipient",
      "wrong recipient",
      await buildProof(await required("wrong recipient"), misdirected, rpcUrl, (r) => ({
        ...r,
        payTo: attacker.address,
      })),
      misdirected,
      { watch: [[solana.chain?.usdcAccountOf(attacker.address) ?? "", 1n]] },
    );
    const wrongMintPayer = await newPayer(solana, 500_000n);
    const wrongMint = await createWrongMint(solana, wrongMintPayer.address, 1_000_000n, [payTo]);
    await attempt(
      "wrong mint (a real token, funded)",
      "wrong mint",
      await buildProof(await required("wrong mint"), wrongMintPayer, rpcUrl, (r) => ({
        ...r,
        asset: wrongMint,
      })),
      wrongMintPayer,
      {
        watch: [
          [await tokenAccountOf(wrongMintPayer.address, wrongMint), 1_000_000n],
          [await tokenAccountOf(payTo, wrongMint), 0n],
        ],
      },
    );
    const otherNetwork = await newPayer(solana, 500_000n);
    await attempt(
      "wrong network (mainnet)",
      "wrong network",
      await buildProof(await required("wrong network"), otherNetwork, rpcUrl, (r) => ({
        ...r,
        network: MAINNET,
      })),
      otherNetwork,
    );

    // A proof whose blockhash expired before it was sent.
    const stale = await newPayer(solana, 500_000n);
    const staleProof = await buildProof(await required("stale blockhash"), stale, rpcUrl);
    solana.chain?.advanceBlocks(200);
    await attempt("stale blockhash", "stale blockhash", staleProof, stale, { workMayRun: true });

    // Payers who cannot pay.
    const unfunded = await newPayer(solana);
    await attempt(
      "unfunded payer (no token account)",
      "unfunded",
      await buildProof(await required("unfunded"), unfunded, rpcUrl),
      unfunded,
    );
    const poor = await newPayer(solana, PRICE / 2n);
    await attempt(
      "underfunded payer (half the price)",
      "underfunded",
      await buildProof(await required("underfunded"), poor, rpcUrl),
      poor,
    );

    // The work fails: nothing charged. Settlement fails: nothing delivered.
    const unlucky = await newPayer(solana, 500_000n);
    const failedProof = await buildProof(await required("router fault"), unlucky, rpcUrl);
    emulated.router.scripts.set(MODEL, { fail: 500 });
    const failed = await attempt("failed generation (router 500)", "router fault", failedProof, unlucky, {
      workMayRun: true,
    });
    emulated.router.scripts.clear();
    if (isAnswer(failed) && (failed.status !== 502 || failed.headers.get("PAYMENT-RESPONSE")))
      tally.record("failed generation: 502, no receipt", [
        `${failed.status}, receipt ${failed.headers.get("PAYMENT-RESPONSE") ? "sent" : "none"}`,
      ]);
    const expiring = await newPayer(solana, 500_000n);
    await attempt(
      "settlement failure",
      "expire during generation",
      await buildProof(await required("expire during generation"), expiring, rpcUrl),
      expiring,
      { workMayRun: true },
    );

    // Two instances over one chain: the same proof sent to both at once buys one generation.
    const twice = await newPayer(solana, 500_000n);
    const twiceProof = await buildProof(await required("two instances"), twice, rpcUrl);
    await atOnce("one proof at once to two instances", "two instances", twice, [
      pay(app.url, "two instances", twiceProof),
      pay(second.url, "two instances", twiceProof),
    ]);

    tally.print();
    expect(tally.counts).toMatchObject({
      "bad payments accepted": 0,
      "double charges": 0,
      "charges without an answer": 0,
    });
    expect(tally.failures).toEqual([]);
  }, 90_000);

  it("refuses the relays with payments on too", async () => {
    const tally = await checkRelays(emulated.relayTarget(app.url), "relays (payments on)");
    tally.print();
    expect(tally.failures).toEqual([]);
  });
});
