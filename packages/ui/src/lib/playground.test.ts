import { describe, expect, it } from "vitest";
import { allFailedTrace, fallbackTrace } from "../fixtures/playground";
import {
  exceedsSpendCap,
  formatAttemptFailure,
  formatUsd,
  formatUsdcAmount,
  insufficientBalanceMessage,
  overSpendCapMessage,
  paymentNetworkLabel,
  paymentNetworkName,
  shortenBase58,
  summarizeAttempts,
  toUsdcUnits,
} from "./playground";

describe("formatUsdcAmount", () => {
  it.each([
    [0.1, "0.10"],
    ["0.10", "0.10"],
    [1, "1.00"],
    ["0.000125", "0.000125"],
    [0.123456789, "0.123457"],
    [12.5, "12.50"],
    [0, "0.00"],
    ["abc", "n/a"],
    ["", "n/a"],
  ])("%s → %s", (input, expected) => {
    expect(formatUsdcAmount(input)).toBe(expected);
  });

  it("formats dollars", () => {
    expect(formatUsd(1)).toBe("$1.00");
    expect(formatUsd("0.1")).toBe("$0.10");
  });
});

describe("toUsdcUnits", () => {
  it("converts to the token's 6-decimal base units without float drift", () => {
    expect(toUsdcUnits("0.10")).toBe(100_000n);
    expect(toUsdcUnits(0.1 + 0.2)).toBe(300_000n);
    expect(toUsdcUnits("abc")).toBeUndefined();
  });
});

describe("spend cap", () => {
  it("allows reaching the cap exactly, but not going past it", () => {
    expect(exceedsSpendCap(0.9, "0.10", 1)).toBe(false);
    expect(exceedsSpendCap(0.7 + 0.2, "0.1", 1)).toBe(false);
    expect(exceedsSpendCap(1, "0.10", 1)).toBe(true);
    expect(exceedsSpendCap(0, "0.10", 0)).toBe(true);
  });

  it("treats an unreadable amount as over the cap", () => {
    expect(exceedsSpendCap(0, "oops", 1)).toBe(true);
  });

  it("explains the cap", () => {
    expect(overSpendCapMessage(1, "0.10", 1)).toBe(
      "Paying 0.10 USDC would bring this session's spending to 1.10 USDC, over your spend cap of 1.00 USDC. Raise the cap to continue.",
    );
  });
});

describe("insufficientBalanceMessage", () => {
  it("uses the spec's wording", () => {
    expect(insufficientBalanceMessage(0.05, "0.10")).toBe(
      "Insufficient USDC balance. You have 0.05 USDC, need 0.10 USDC.",
    );
  });
});

describe("shortenBase58", () => {
  it("keeps the first and last 4 characters", () => {
    expect(shortenBase58("7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU")).toBe("7xKX…gAsU");
    expect(shortenBase58("short")).toBe("short");
    expect(shortenBase58("5VERv8NMvzbJMEkV8xnr", 6)).toBe("5VERv8…kV8xnr");
  });
});

describe("paymentNetworkLabel", () => {
  it("names known Solana clusters and passes others through", () => {
    expect(paymentNetworkLabel("solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1")).toBe("Solana Devnet");
    expect(paymentNetworkLabel("solana")).toBe("Solana");
    expect(paymentNetworkLabel("eip155:8453")).toBe("eip155:8453");
  });
});

describe("paymentNetworkName", () => {
  it("prefers the name the app gives its configured cluster over the network id's", () => {
    const network = "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1";
    expect(paymentNetworkName({ network, networkName: "Local Solana (emulated)" })).toBe(
      "Local Solana (emulated)",
    );
    expect(paymentNetworkName({ network })).toBe("Solana Devnet");
  });
});

describe("summarizeAttempts", () => {
  it("names the answering model and its earlier failures, and the skipped models with reasons", () => {
    const summary = summarizeAttempts(fallbackTrace);
    expect(summary.answer).toEqual({
      model: "openchat/openchat_3.5",
      endpoint: "completions",
      failures: [{ endpoint: "chat", status: 400, code: "not supported", count: 1 }],
    });
    expect(summary.skipped).toEqual([
      {
        model: "meta-llama/Llama-3.1-8B-Instruct",
        failures: [
          { endpoint: "chat", status: 503, code: "model loading", count: 2 },
          { endpoint: "chat", status: 429, code: "rate limited", count: 1 },
        ],
      },
    ]);
  });

  it("has no answer when every model failed", () => {
    const summary = summarizeAttempts(allFailedTrace);
    expect(summary.answer).toBeUndefined();
    expect(summary.skipped.map((entry) => entry.model)).toEqual([
      "meta-llama/Llama-3.1-8B-Instruct",
      "mistralai/Mistral-7B-Instruct-v0.2",
      "Qwen/Qwen2.5-7B-Instruct",
    ]);
    expect(summary.skipped[0]!.failures.map((failure) => failure.endpoint)).toEqual([
      "chat",
      "completions",
      "inference",
    ]);
  });

  it("is empty for no attempts", () => {
    expect(summarizeAttempts([])).toEqual({ answer: undefined, skipped: [] });
  });
});

describe("formatAttemptFailure", () => {
  it("names the endpoint, status, code and repeats", () => {
    expect(formatAttemptFailure({ endpoint: "chat", status: 503, code: "model loading", count: 2 })).toBe(
      "chat completions 503 model loading ×2",
    );
    expect(formatAttemptFailure({ endpoint: "inference", status: 404, count: 1 })).toBe(
      "inference endpoint 404",
    );
    expect(formatAttemptFailure({ endpoint: "completions", count: 1 })).toBe("completions failed");
  });
});
