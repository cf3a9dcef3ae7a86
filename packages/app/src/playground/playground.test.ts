import type { GenerationAttempt, ModelInfo } from "@hiber/hub-sdk";
import { summarizeAttempts } from "@hiber/ui";
import { describe, expect, it } from "vitest";
import type { PublicPaymentsConfig } from "../lib/public-config.ts";
import { attemptsFromServer, retryNotice, toPlaygroundAttempt } from "./attempts.ts";
import { DEFAULT_PLAYGROUND_MODEL, PLAYGROUND_MODEL_IDS, toPlaygroundModel } from "./models.ts";
import { paidAnswerOf, paymentConfigOf, paymentDetailsOf, paymentOfProblem, receiptOf } from "./payments.ts";

describe("playground models", () => {
  it("are the spec's 11 chat models, Llama 3.1 8B Instruct first and selected by default", () => {
    expect(PLAYGROUND_MODEL_IDS).toHaveLength(11);
    expect(new Set(PLAYGROUND_MODEL_IDS).size).toBe(11);
    expect(PLAYGROUND_MODEL_IDS[0]).toBe(DEFAULT_PLAYGROUND_MODEL);
    expect(DEFAULT_PLAYGROUND_MODEL).toBe("meta-llama/Llama-3.1-8B-Instruct");
  });

  it("carry the hub's real numbers and the router's availability", () => {
    const info: ModelInfo = {
      id: "openchat/openchat-3.5-0106",
      pipelineTag: "text-generation",
      libraryName: "transformers",
      tags: ["transformers", "mistral", "conversational"],
      downloads: 20334,
      likes: 352,
      private: false,
      safetensors: { parameters: { BF16: 7241748480 }, total: 7241748480 },
      createdAt: new Date("2024-01-06T00:00:00Z"),
      lastModified: new Date("2024-05-01T00:00:00Z"),
    };
    expect(toPlaygroundModel(info.id, info, new Set([info.id]))).toEqual({
      id: info.id,
      pipelineTag: "text-generation",
      libraryName: "transformers",
      tags: info.tags,
      downloads: 20334,
      likes: 352,
      parameters: 7241748480,
      createdAt: info.createdAt,
      lastModified: info.lastModified,
      available: true,
    });
    expect(toPlaygroundModel(info.id, info, new Set())?.available).toBe(false);
  });

  it("keep a model whose lookup failed, with nothing invented", () => {
    expect(toPlaygroundModel("google/gemma-2-9b-it", undefined, undefined)).toEqual({
      id: "google/gemma-2-9b-it",
      available: undefined,
    });
  });
});

describe("attempt trace", () => {
  const trace: GenerationAttempt[] = [
    {
      model: "a/one",
      endpoint: "chat",
      status: 503,
      code: "chat_completions_failed",
      retryInMs: 5000,
      ms: 3,
    },
    {
      model: "a/one",
      endpoint: "chat",
      status: 400,
      code: "chat_completions_failed",
      message: "Model a/one is not supported for task chat",
      ms: 2,
    },
    { model: "a/one", endpoint: "completions", status: 404, code: "completions_failed", ms: 2 },
    { model: "a/one", endpoint: "inference", status: 404, code: "inference_failed", ms: 2 },
    { model: "b/two", endpoint: "chat", status: 200, ms: 40 },
  ];

  it("maps to the screen's attempts: loading, not supported, the internal code, the answer", () => {
    expect(trace.map(toPlaygroundAttempt)).toEqual([
      { model: "a/one", endpoint: "chat", ok: false, status: 503, code: "model loading" },
      { model: "a/one", endpoint: "chat", ok: false, status: 400, code: "not supported" },
      { model: "a/one", endpoint: "completions", ok: false, status: 404, code: "completions_failed" },
      { model: "a/one", endpoint: "inference", ok: false, status: 404, code: "inference_failed" },
      { model: "b/two", endpoint: "chat", ok: true, status: 200 },
    ]);
    const summary = summarizeAttempts(trace.map(toPlaygroundAttempt));
    expect(summary.answer?.model).toBe("b/two");
    expect(summary.skipped.map((entry) => entry.model)).toEqual(["a/one"]);
  });

  it("reads the server's attempts (JSON) and drops what is not an attempt", () => {
    const fromServer = JSON.parse(JSON.stringify([...trace, { nope: true }, "x", null]));
    expect(attemptsFromServer(fromServer)).toEqual(trace.map(toPlaygroundAttempt));
    expect(attemptsFromServer(undefined)).toEqual([]);
  });

  it("says a 503 is being retried, in seconds", () => {
    expect(retryNotice({ model: "meta-llama/Llama-3.1-8B-Instruct", retryInMs: 5000 })).toBe(
      "Llama-3.1-8B-Instruct is loading (503). Retrying in 5 s…",
    );
    expect(retryNotice({ model: "a/one" })).toBeUndefined();
  });
});

describe("payments", () => {
  const publicPayments: PublicPaymentsConfig = {
    enabled: true,
    price: "$0.10",
    amount: "100000",
    decimals: 6,
    asset: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
    network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
    payTo: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
    scheme: "exact",
    facilitator: "in-process",
  };

  it("writes base units as decimal USDC strings, n/a when the server's amount is not base units", () => {
    expect(paymentConfigOf({ ...publicPayments, amount: "1000000" })?.amount).toBe("1.00");
    expect(paymentConfigOf({ ...publicPayments, amount: "125" })?.amount).toBe("0.000125");
    expect(paymentConfigOf({ ...publicPayments, amount: "0" })?.amount).toBe("0.00");
    expect(paymentConfigOf({ ...publicPayments, amount: "12.5" })?.amount).toBe("n/a");
    const time = new Date("2026-01-01T12:00:00Z");
    expect(receiptOf({ signature: "sig", amount: 100_000n, time, memo: "a/one" })).toEqual({
      signature: "sig",
      amount: "0.10",
      model: "a/one",
      time,
    });
  });

  it("reads a paid reply: the answer with its receipt and the model that answered, else the server's error", () => {
    const time = new Date("2026-01-01T12:00:00Z");
    const receipt = { signature: "sig", amount: 100_000n, time, memo: "a/one" };
    const attempts = [{ model: "a/one", endpoint: "chat", ms: 900, status: 200 }];
    expect(
      paidAnswerOf({
        status: 200,
        body: { generated_text: "Hi.", model: "a/one", attempts, standIn: true },
        receipt,
      }),
    ).toEqual({
      ok: true,
      text: "Hi.",
      attempts: [toPlaygroundAttempt({ model: "a/one", endpoint: "chat", ms: 900, status: 200 })],
      receipt: receiptOf(receipt),
      standIn: true,
      model: "a/one",
    });
    expect(paidAnswerOf({ status: 200, body: { generated_text: "" }, receipt: null })).toEqual({
      ok: true,
      text: "",
      attempts: [],
      receipt: undefined,
      standIn: false,
      model: undefined,
    });
    expect(paidAnswerOf({ status: 502, body: { error: "All models failed." }, receipt: null })).toEqual({
      ok: false,
      error: "All models failed.",
    });
    expect(paidAnswerOf({ status: 500, body: "Internal Server Error", receipt: null })).toEqual({
      ok: false,
      error: "Request failed (HTTP 500).",
    });
    // A 200 without an answer is no answer.
    expect(paidAnswerOf({ status: 200, body: { model: "a/one" }, receipt: null })).toEqual({
      ok: false,
      error: "Request failed (HTTP 200).",
    });
  });

  it("shows the configuration card only when payments are on", () => {
    expect(paymentConfigOf(publicPayments)).toEqual({
      recipient: publicPayments.payTo,
      amount: "0.10",
      scheme: "exact",
      network: publicPayments.network,
    });
    expect(paymentConfigOf({ ...publicPayments, enabled: false })).toBeUndefined();
    expect(paymentConfigOf(undefined)).toBeUndefined();
  });

  it("reads a 402's details, nested or not, with the configuration as fallback", () => {
    const required = {
      x402Version: 2,
      accepts: [
        { scheme: "exact", network: "eip155:8453", amount: "1", payTo: "0xabc", asset: "0x1" },
        {
          scheme: "exact",
          network: publicPayments.network,
          amount: "250000",
          payTo: "Recip1ent",
          asset: "m",
        },
      ],
    };
    const expected = {
      scheme: "exact",
      network: publicPayments.network,
      amount: "0.25",
      recipient: "Recip1ent",
    };
    expect(paymentDetailsOf(required)).toEqual(expected);
    expect(paymentDetailsOf({ paymentDetails: required })).toEqual(expected);
    const fallback = paymentConfigOf(publicPayments);
    expect(paymentDetailsOf(undefined, fallback)).toEqual(fallback);
    expect(paymentDetailsOf(undefined)).toBeUndefined();
  });

  it("names the network as /api/config does, for an offer on the configured network only", () => {
    const config = paymentConfigOf(publicPayments, "Local Solana (emulated)");
    expect(config?.networkName).toBe("Local Solana (emulated)");
    const offer = { scheme: "exact", amount: "100000", payTo: "P" };
    const onConfigured = { accepts: [{ ...offer, network: publicPayments.network }] };
    expect(paymentDetailsOf(onConfigured, config)?.networkName).toBe("Local Solana (emulated)");
    const elsewhere = { accepts: [{ ...offer, network: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" }] };
    expect(paymentDetailsOf(elsewhere, config)?.networkName).toBeUndefined();
  });
});

describe("payment problems", () => {
  const requirements = {
    x402Version: 2,
    accepts: [
      { scheme: "exact", network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", amount: "250000", payTo: "P" },
    ],
  };
  const config = { recipient: "R", amount: "0.10", scheme: "exact", network: "solana:devnet" };
  const details = {
    scheme: "exact",
    network: requirements.accepts[0]!.network,
    amount: "0.25",
    recipient: "P",
  };

  it("show wallet-kit's payment problems on the payment card, with the spec's messages", () => {
    const message = "Wallet not connected - please connect your Phantom wallet.";
    expect(paymentOfProblem({ kind: "not-connected", message, requirements }, config)).toEqual({
      status: "wallet-required",
      details,
      message,
    });
    expect(
      paymentOfProblem(
        { kind: "insufficient-funds", message: "Insufficient", balance: 50_000n, decimals: 6, requirements },
        config,
      ),
    ).toEqual({ status: "insufficient-funds", details, message: "Insufficient", balance: "0.05" });
    expect(paymentOfProblem({ kind: "over-cap", message: "over", requirements }, config)).toEqual({
      status: "over-cap",
      details,
    });
    for (const kind of ["cannot-sign", "invalid-recipient", "failed"] as const) {
      expect(paymentOfProblem({ kind, message: "no", requirements: undefined }, config)).toEqual({
        status: "failed",
        details: config,
        message: "no",
      });
    }
  });
});
