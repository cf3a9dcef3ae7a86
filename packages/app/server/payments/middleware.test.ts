/**
 * x402 on `POST /api/inference`, end to end over real HTTP: the app server (createServer, as main.ts
 * builds it) with the embedded local chain and the in-process facilitator, paid by hub-sdk's
 * `createPayingFetch` from key-pair wallets funded with `hiber_faucetUsdc`. The paid flows run twice: with
 * the proof ledger on PGlite (the embedded default) and on a real PostgreSQL server.
 */
import { type RunningRouter, startRouterEmulator } from "@hiber/emulators";
import {
  createPayingFetch,
  InsufficientBalanceError,
  InvalidRecipientError,
  PaymentFailedError,
  type PaymentSigner,
  PaymentSignerUnavailableError,
  RequestFailedError,
  SpendCapExceededError,
} from "@hiber/hub-sdk/x402";
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../db/client.ts";
import { paymentReceipts } from "../db/schema.ts";
import { DATABASE_KINDS, openTestDatabase } from "../db/testing.ts";
import { createRouterGenerate } from "../routes/inference.ts";
import {
  faucet,
  inference,
  newWallet,
  PRICE,
  type RunningApp,
  recordingProofs,
  startApp,
  usdc,
} from "./testing.ts";

describe.each(DATABASE_KINDS)("POST /api/inference with x402 (payments on, ledger on %s)", (kind) => {
  let database: OpenDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await startApp({ database: database.db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers 402 with the requirements in PAYMENT-REQUIRED, and runs no generation", async () => {
    const response = await fetch(`${app.url}/api/inference`, inference("hello there"));
    expect(response.status).toBe(402);
    const header = response.headers.get("PAYMENT-REQUIRED");
    expect(header).toBeTruthy();
    const required = decodePaymentRequiredHeader(header as string);
    expect(required.x402Version).toBe(2);
    expect(required.accepts).toHaveLength(1);
    expect(required.accepts[0]).toMatchObject({
      scheme: "exact",
      network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
      amount: "100000",
      asset: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
      payTo: app.config.payments.payTo,
      extra: { feePayer: app.payments?.feePayer },
    });
    expect(app.generations).not.toContain("hello there");
  });

  it("publishes the payment settings, and nothing secret, in /api/config", async () => {
    const config = (await (await fetch(`${app.url}/api/config`)).json()) as { payments: unknown };
    expect(config.payments).toEqual({
      enabled: true,
      price: "$0.10",
      amount: "100000",
      decimals: 6,
      asset: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
      network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
      payTo: app.config.payments.payTo,
      scheme: "exact",
      facilitator: "in-process",
    });
  });

  it("refuses a malformed request with 400 before looking at any payment", async () => {
    const response = await fetch(`${app.url}/api/inference`, inference("   "));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "prompt must be a non-empty string.",
      code: "invalid_request",
    });
  });

  it("pays: 200 with the answer and the receipt; the payer loses exactly the price, pay-to gains it", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 500_000n);
    const payToBefore = usdc(app, app.config.payments.payTo);
    const receipts: string[] = [];
    const paying = createPayingFetch({
      signer: wallet,
      rpcUrl: app.rpcUrl,
      onPayment: (receipt) => receipts.push(receipt.transaction),
    });

    const { response, receipt } = await paying.fetch(`${app.url}/api/inference`, inference("one two three"));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      generated_text: "three two one",
      model: "meta-llama/Llama-3.1-8B-Instruct",
      attempts: [{ model: "meta-llama/Llama-3.1-8B-Instruct", ok: true }],
    });
    expect(receipt).toMatchObject({
      amount: PRICE,
      amountUsdc: "0.10",
      payer: wallet.address,
      payTo: app.config.payments.payTo,
      network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
    });
    // The receipt is a real transaction on the chain, and the header says the same.
    expect(app.solana.chain?.getSignatureStatus(receipt?.transaction ?? "")).toMatchObject({ err: null });
    expect(decodePaymentResponseHeader(response.headers.get("PAYMENT-RESPONSE") ?? "")).toMatchObject({
      success: true,
      transaction: receipt?.transaction,
      payer: wallet.address,
    });
    expect(usdc(app, wallet.address)).toBe(500_000n - PRICE);
    expect(usdc(app, app.config.payments.payTo)).toBe(payToBefore + PRICE);
    expect(receipts).toEqual([receipt?.transaction]);
    expect(paying.spent).toBe(PRICE);
    expect(paying.spentUsdc).toBe("0.10");
    // The receipt is stored with the settled proof.
    const stored = await database.db
      .select()
      .from(paymentReceipts)
      .where(eq(paymentReceipts.transaction, receipt?.transaction ?? ""));
    expect(stored).toEqual([
      expect.objectContaining({
        payer: wallet.address,
        amount: PRICE,
        asset: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
        network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
        payTo: app.config.payments.payTo,
        model: "meta-llama/Llama-3.1-8B-Instruct",
      }),
    ]);
    expect(await app.payments?.ledger.state(stored[0]?.proofKey ?? "")).toBe("settled");
  });

  it("streams a paid answer after settlement, with the receipt in the headers", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 200_000n);
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
    const { response, receipt } = await paying.fetch(
      `${app.url}/api/inference`,
      inference("alpha beta", { stream: true }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(receipt?.transaction).toBeTruthy();
    const text = await response.text();
    expect(text).toContain(`event: token\ndata: {"token":"beta "}`);
    expect(text).toContain(`event: token\ndata: {"token":"alpha "}`);
    expect(text).toContain(`event: done\ndata: {"generated_text":"beta alpha"`);
    expect(usdc(app, wallet.address)).toBe(200_000n - PRICE);
  });

  it("refuses the same proof replayed, before any work, and charges nothing more", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 500_000n);
    const recording = recordingProofs();
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl, fetch: recording.fetch });
    const first = await paying.fetch(`${app.url}/api/inference`, inference("replay me"));
    expect(first.response.status).toBe(200);
    const proof = recording.proof();
    expect(proof).toBeTruthy();
    const runs = app.generations.filter((prompt) => prompt === "replay me").length;
    const after = usdc(app, wallet.address);

    const replay = await fetch(`${app.url}/api/inference`, {
      ...inference("replay me"),
      headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": proof as string },
    });
    expect(replay.status).toBe(402);
    expect(decodePaymentRequiredHeader(replay.headers.get("PAYMENT-REQUIRED") ?? "").error).toBe(
      "duplicate_payment",
    );
    expect(replay.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(app.generations.filter((prompt) => prompt === "replay me").length).toBe(runs);
    expect(usdc(app, wallet.address)).toBe(after);
    expect(after).toBe(500_000n - PRICE);
  });

  it("does not charge for a failed generation: an error, no receipt, the balance unchanged", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 300_000n);
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
    const { response, receipt } = await paying.fetch(`${app.url}/api/inference`, inference("fail please"));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "All model attempts failed. Try another model or retry in a moment.",
      code: "inference_failed",
    });
    expect(receipt).toBeNull();
    expect(response.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(usdc(app, wallet.address)).toBe(300_000n);
    expect(paying.spent).toBe(0n);
    console.log(
      `failing generation: payer balance before 300000, after ${usdc(app, wallet.address)} (unchanged)`,
    );
  });

  it("withholds the answer when settlement fails (402), and charges nothing", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 300_000n);
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
    const error = await paying
      .fetch(`${app.url}/api/inference`, inference("expire the proof"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentFailedError);
    expect((error as Error).message).toBe("Failed to process payment.");
    expect((error as PaymentFailedError).code).toMatch(/^x402_settlement_failed:/);
    expect(app.generations).toContain("expire the proof");
    expect(usdc(app, wallet.address)).toBe(300_000n);
    expect(paying.spent).toBe(0n);
  });

  it("refuses a replayed proof to the paying client too, as a payment failure", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 500_000n);
    let proof: string | undefined;
    const replaying: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const sent = request.headers.get("PAYMENT-SIGNATURE");
      if (sent && proof) request.headers.set("PAYMENT-SIGNATURE", proof);
      else if (sent) proof = sent;
      return fetch(request);
    };
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl, fetch: replaying });
    expect((await paying.fetch(`${app.url}/api/inference`, inference("first use"))).response.status).toBe(
      200,
    );
    const error = await paying
      .fetch(`${app.url}/api/inference`, inference("second use"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentFailedError);
    expect((error as PaymentFailedError).code).toBe("x402_settlement_failed:duplicate_payment");
    expect(app.generations).not.toContain("second use");
    expect(usdc(app, wallet.address)).toBe(500_000n - PRICE);
    expect(paying.spent).toBe(PRICE);
  });

  it("checks the balance before paying: the spec's message with the numbers, and no transaction", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 50_000n);
    const transactions = app.solana.chain?.transactionCount;
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
    const error = await paying
      .fetch(`${app.url}/api/inference`, inference("too poor"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientBalanceError);
    expect((error as Error).message).toBe("Insufficient USDC balance. You have 0.05 USDC, need 0.10 USDC.");
    expect(app.solana.chain?.transactionCount).toBe(transactions);
    expect(usdc(app, wallet.address)).toBe(50_000n);
  });

  it("counts a wallet without a token account as a balance of 0", async () => {
    const wallet = await newWallet();
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
    const error = await paying
      .fetch(`${app.url}/api/inference`, inference("no account"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientBalanceError);
    expect((error as Error).message).toBe("Insufficient USDC balance. You have 0.00 USDC, need 0.10 USDC.");
  });

  it("says so when no wallet is connected, or the wallet cannot sign", async () => {
    const notConnected: PaymentSigner = {
      address: null,
      canSignTransactions: false,
      signTransaction: () => Promise.reject(new Error("no wallet")),
    };
    const error = await createPayingFetch({ signer: notConnected, rpcUrl: app.rpcUrl })
      .fetch(`${app.url}/api/inference`, inference("hi"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentSignerUnavailableError);
    expect((error as PaymentSignerUnavailableError).reason).toBe("not-connected");
    expect((error as Error).message).toBe("Wallet not connected - please connect your Phantom wallet.");

    const wallet = await newWallet();
    const cannotSign: PaymentSigner = { ...wallet, canSignTransactions: false };
    const error2 = await createPayingFetch({ signer: cannotSign, rpcUrl: app.rpcUrl })
      .fetch(`${app.url}/api/inference`, inference("hi"))
      .catch((e: unknown) => e);
    expect(error2).toBeInstanceOf(PaymentSignerUnavailableError);
    expect((error2 as Error).message).toBe("Wallet does not support transaction sending.");
  });

  it("refuses an invalid recipient before signing", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 200_000n);
    let signed = 0;
    const counting: PaymentSigner = {
      ...wallet,
      signTransaction: (bytes) => {
        signed += 1;
        return wallet.signTransaction(bytes);
      },
    };
    // A server whose 402 names an empty recipient.
    const bad: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (response.status !== 402) return response;
      const required = decodePaymentRequiredHeader(response.headers.get("PAYMENT-REQUIRED") ?? "");
      const tampered = { ...required, accepts: required.accepts.map((accept) => ({ ...accept, payTo: "" })) };
      return new Response("{}", {
        status: 402,
        headers: { "PAYMENT-REQUIRED": Buffer.from(JSON.stringify(tampered)).toString("base64") },
      });
    };
    const error = await createPayingFetch({ signer: counting, rpcUrl: app.rpcUrl, fetch: bad })
      .fetch(`${app.url}/api/inference`, inference("hi"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRecipientError);
    expect((error as Error).message).toBe(
      "Failed to create payment transaction (invalid recipient address).",
    );
    expect(signed).toBe(0);
  });

  it("keeps to the session's spend cap, and says what was spent", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 1_000_000n);
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl, maxSpend: 0.25 });
    expect((await paying.fetch(`${app.url}/api/inference`, inference("cap one"))).response.status).toBe(200);
    expect((await paying.fetch(`${app.url}/api/inference`, inference("cap two"))).response.status).toBe(200);
    const error = await paying
      .fetch(`${app.url}/api/inference`, inference("cap three"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpendCapExceededError);
    expect((error as Error).message).toBe(
      "Spend limit reached: this payment of 0.10 USDC would take this session's total to 0.30 USDC, over the 0.25 USDC limit.",
    );
    expect(paying.spentUsdc).toBe("0.20");
    expect(paying.receipts).toHaveLength(2);
    expect(usdc(app, wallet.address)).toBe(1_000_000n - 2n * PRICE);
    expect(app.generations).not.toContain("cap three");
  });

  it("defaults the spend cap to $1.00", () => {
    const paying = createPayingFetch({
      signer: { address: null, canSignTransactions: false, signTransaction: async (b) => b },
      rpcUrl: app.rpcUrl,
    });
    expect(paying.maxSpend).toBe(1_000_000n);
  });

  it("reports a request that got no response with the spec's message and code", async () => {
    const wallet = await newWallet();
    const error = await createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl })
      .fetch("http://127.0.0.1:9/api/inference", inference("hi"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailedError);
    expect((error as Error).message).toBe("Request failed.");
    expect((error as RequestFailedError).code).toBe("x402_request_failed:No response received");
  });
});

describe("POST /api/inference with PAYMENTS=off", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ env: { PAYMENTS: "off" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers without a 402, and says payments are off in /api/config", async () => {
    const response = await fetch(`${app.url}/api/inference`, inference("free as air"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ generated_text: "air as free" });
    const config = (await (await fetch(`${app.url}/api/config`)).json()) as {
      payments: { enabled: boolean };
    };
    expect(config.payments.enabled).toBe(false);
  });

  it("streams tokens live", async () => {
    const response = await fetch(`${app.url}/api/inference`, inference("a b c", { stream: true }));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.indexOf('"token":"c "')).toBeLessThan(text.indexOf('"token":"a "'));
    expect(text).toContain("event: done");
  });

  it("streams an error event when the generation fails", async () => {
    const response = await fetch(`${app.url}/api/inference`, inference("fail now", { stream: true }));
    const text = await response.text();
    expect(text).toContain("event: error");
    expect(text).toContain("All model attempts failed. Try another model or retry in a moment.");
  });

  it("a paying fetch passes a free answer through with no receipt", async () => {
    const wallet = await newWallet();
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
    const { response, receipt } = await paying.fetch(`${app.url}/api/inference`, inference("x y"));
    expect(response.status).toBe(200);
    expect(receipt).toBeNull();
    expect(paying.spent).toBe(0n);
  });
});

describe.each(DATABASE_KINDS)(
  "POST /api/inference paid, generated by the router emulator (ledger on %s)",
  (kind) => {
    let database: OpenDatabase;
    let app: RunningApp;
    let router: RunningRouter;
    beforeAll(async () => {
      router = await startRouterEmulator({
        scripts: { "broken/model": { fail: 500 }, "other/broken": { fail: 404 } },
      });
      database = await openTestDatabase(kind);
      app = await startApp({
        database: database.db,
        generation: createRouterGenerate({ baseUrl: router.url }),
      });
    });
    afterAll(async () => {
      await app?.close();
      await router?.close();
      await database?.close();
    });

    it("answers with the model's real text and the receipt", async () => {
      const wallet = await newWallet();
      await faucet(app, wallet.address, 200_000n);
      const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
      const { response, receipt } = await paying.fetch(
        `${app.url}/api/inference`,
        inference("Write a line about the sea"),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        generated_text: string;
        model: string;
        attempts: { endpoint: string }[];
      };
      expect(body.generated_text.trim().length).toBeGreaterThan(0);
      expect(body.model).toBe("meta-llama/Llama-3.1-8B-Instruct");
      expect(body.attempts.at(-1)?.endpoint).toBe("chat");
      expect(receipt?.amount).toBe(PRICE);
      expect(usdc(app, wallet.address)).toBe(200_000n - PRICE);
    });

    it("falls back to the next listed model, and charges once", async () => {
      const wallet = await newWallet();
      await faucet(app, wallet.address, 200_000n);
      const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
      const { response } = await paying.fetch(
        `${app.url}/api/inference`,
        inference("Hello", {
          model: "broken/model",
          models: ["broken/model", "mistralai/Mistral-7B-Instruct-v0.2"],
        }),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { model: string; attempts: { model: string; code?: string }[] };
      expect(body.model).toBe("mistralai/Mistral-7B-Instruct-v0.2");
      expect(body.attempts[0]).toMatchObject({ model: "broken/model", code: "chat_completions_failed" });
      expect(usdc(app, wallet.address)).toBe(200_000n - PRICE);
    });

    it("every model failing: the spec's message, no charge, the payer's balance unchanged", async () => {
      const wallet = await newWallet();
      await faucet(app, wallet.address, 200_000n);
      const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
      const { response, receipt } = await paying.fetch(
        `${app.url}/api/inference`,
        inference("Hello", { model: "broken/model", models: ["other/broken"] }),
      );
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({
        error: "All model attempts failed. Try another model or retry in a moment.",
      });
      expect(receipt).toBeNull();
      const after = usdc(app, wallet.address);
      console.log(
        `failing generation (router emulator, every model failing): payer balance before 200000, after ${after}`,
      );
      expect(after).toBe(200_000n);
    });

    it("50 concurrent paid prompts from 50 wallets: 50 settlements, 50 answers, 0 double charges", async () => {
      const wallets = await Promise.all(Array.from({ length: 50 }, () => newWallet()));
      await Promise.all(wallets.map((wallet) => faucet(app, wallet.address, 300_000n)));
      const payToBefore = usdc(app, app.config.payments.payTo);
      const settledBefore = app.payments?.ledger.counts.settled ?? 0;

      const results = await Promise.all(
        wallets.map(async (wallet, index) => {
          const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
          const { response, receipt } = await paying.fetch(
            `${app.url}/api/inference`,
            inference(`prompt number ${index}`),
          );
          const body = (await response.json()) as { generated_text?: string; model?: string };
          return { status: response.status, text: body.generated_text, model: body.model, receipt };
        }),
      );

      const answers = results.filter(
        (result) => result.status === 200 && typeof result.text === "string" && result.text.trim() !== "",
      ).length;
      const signatures = new Set(results.map((result) => result.receipt?.transaction).filter(Boolean));
      const settlements = [...signatures].filter(
        (signature) => app.solana.chain?.getSignatureStatus(signature as string)?.err === null,
      ).length;
      const charged = wallets.map((wallet) => 300_000n - usdc(app, wallet.address));
      const doubleCharges = charged.filter((amount) => amount > PRICE).length;
      const unpaidAnswers = charged.filter((amount) => amount !== PRICE).length;
      console.log(
        `50 concurrent paid prompts: settlements ${settlements}, answers ${answers}, double charges ${doubleCharges}` +
          ` (ledger settled ${(app.payments?.ledger.counts.settled ?? 0) - settledBefore}; pay-to +${usdc(app, app.config.payments.payTo) - payToBefore})`,
      );
      expect(settlements).toBe(50);
      expect(answers).toBe(50);
      expect(doubleCharges).toBe(0);
      expect(unpaidAnswers).toBe(0);
      expect(usdc(app, app.config.payments.payTo) - payToBefore).toBe(50n * PRICE);
    }, 60_000);
  },
);

describe("POST /api/inference when the proof ledger cannot be written", () => {
  let app: RunningApp;
  beforeAll(async () => {
    const database = await openTestDatabase("postgres");
    app = await startApp({ database: database.db });
    await database.close(); // every later query fails
  });
  afterAll(async () => {
    await app?.close();
  });

  it("refuses the payment (fail closed): 402, no generation, nothing charged", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 200_000n);
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
    const error = await paying
      .fetch(`${app.url}/api/inference`, inference("no ledger"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentFailedError);
    expect((error as PaymentFailedError).code).toBe("x402_settlement_failed:ledger_unavailable");
    expect(app.generations).not.toContain("no ledger");
    expect(usdc(app, wallet.address)).toBe(200_000n);
  });
});
