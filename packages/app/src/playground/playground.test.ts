import type { GenerationAttempt, ModelInfo } from "@hiber/hub-sdk";
import { DEFAULT_SPEND_CAP, summarizeAttempts } from "@hiber/ui";
import { describe, expect, it } from "vitest";
import type { PublicPaymentsConfig } from "../lib/public-config.ts";
import { attemptsFromServer, retryNotice, toPlaygroundAttempt } from "./attempts.ts";
import { DEFAULT_PLAYGROUND_MODEL, PLAYGROUND_MODEL_IDS, toPlaygroundModel } from "./models.ts";
import {
  fromBaseUnits,
  loadSpending,
  paymentConfigOf,
  paymentDetailsOf,
  remainingAllowance,
  SPENDING_STORAGE_KEY,
  saveSpending,
  withReceipt,
} from "./payments.ts";

/** A Storage over a Map. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

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

  it("turns base units into decimal USDC strings", () => {
    expect(fromBaseUnits("100000")).toBe("0.10");
    expect(fromBaseUnits(1_000_000n)).toBe("1.00");
    expect(fromBaseUnits("125")).toBe("0.000125");
    expect(fromBaseUnits("0")).toBe("0.00");
    expect(fromBaseUnits("12.5")).toBe("n/a");
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

  it("keeps the session's cap, spending and receipts in sessionStorage", () => {
    const storage = memoryStorage();
    const fresh = loadSpending(storage);
    expect(fresh).toEqual({ cap: DEFAULT_SPEND_CAP, spentUnits: 0, receipts: [] });
    expect(remainingAllowance(fresh)).toBe(1);

    const time = new Date("2026-01-01T12:00:00Z");
    let state = withReceipt(fresh, { signature: "sig1", amount: "0.10", model: "a/one", time });
    state = withReceipt(state, { signature: "sig2", amount: "0.10", model: "b/two", time });
    expect(state.spentUnits).toBe(200_000);
    expect(state.receipts.map((r) => r.signature)).toEqual(["sig2", "sig1"]);
    expect(remainingAllowance(state)).toBeCloseTo(0.8, 6);
    saveSpending(storage, { ...state, cap: 0.15 });

    const again = loadSpending(storage);
    expect(again.cap).toBe(0.15);
    expect(again.spentUnits).toBe(200_000);
    expect(again.receipts[0]).toEqual({ signature: "sig2", amount: "0.10", model: "b/two", time });
    expect(remainingAllowance(again)).toBe(0);
  });

  it("treats a damaged entry as a fresh session", () => {
    const storage = memoryStorage();
    storage.setItem(SPENDING_STORAGE_KEY, "{not json");
    expect(loadSpending(storage)).toEqual({ cap: DEFAULT_SPEND_CAP, spentUnits: 0, receipts: [] });
    storage.setItem(
      SPENDING_STORAGE_KEY,
      JSON.stringify({ cap: -1, spentUnits: 1.5, receipts: [{ signature: 1 }] }),
    );
    expect(loadSpending(storage)).toEqual({ cap: DEFAULT_SPEND_CAP, spentUnits: 0, receipts: [] });
  });
});

describe("payment problems", () => {
  const requirements = {
    x402Version: 2,
    accepts: [
      { scheme: "exact", network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", amount: "100000", payTo: "P" },
    ],
  };

  it("map hub-sdk's x402 errors to the payment card, with the spec's messages", async () => {
    const { describePaymentError } = await import("./paid-inference.ts");
    const x402 = await import("@hiber/hub-sdk/x402");
    expect(
      describePaymentError(new x402.PaymentSignerUnavailableError("not-connected", { requirements })),
    ).toEqual({
      status: "wallet-required",
      message: "Wallet not connected - please connect your Phantom wallet.",
      requirements,
    });
    expect(
      describePaymentError(new x402.PaymentSignerUnavailableError("cannot-sign", { requirements })),
    ).toEqual({
      status: "failed",
      message: "Wallet does not support transaction sending.",
      requirements,
    });
    expect(
      describePaymentError(
        new x402.InsufficientBalanceError({
          requirements,
          balance: 50_000n,
          required: 100_000n,
          decimals: 6,
        }),
      ),
    ).toEqual({
      status: "insufficient-funds",
      message: "Insufficient USDC balance. You have 0.05 USDC, need 0.10 USDC.",
      balance: "0.05",
      requirements,
    });
    expect(
      describePaymentError(
        new x402.SpendCapExceededError({
          requirements,
          spent: 0n,
          amount: 100_000n,
          cap: 50_000n,
          decimals: 6,
        }),
      ),
    ).toEqual({ status: "over-cap", requirements });
    expect(describePaymentError(new x402.InvalidRecipientError("", { requirements }))).toEqual({
      status: "failed",
      message: "Failed to create payment transaction (invalid recipient address).",
      requirements,
    });
    expect(
      describePaymentError(
        new x402.PaymentFailedError({ requirements, code: "x402_settlement_failed:refused" }),
      ),
    ).toEqual({ status: "failed", message: "Failed to process payment.", requirements });
    // "Request failed." (no response) and anything else are not payment problems.
    expect(
      describePaymentError(new x402.RequestFailedError({ code: "x402_request_failed:No response received" })),
    ).toBeUndefined();
    expect(describePaymentError(new Error("boom"))).toBeUndefined();
  });
});
