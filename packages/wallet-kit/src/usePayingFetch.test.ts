import {
  InsufficientBalanceError,
  InvalidRecipientError,
  PaymentFailedError,
  PaymentSignerUnavailableError,
  RequestFailedError,
  SpendCapExceededError,
} from "@hiber/hub-sdk/x402";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SPEND_CAP_UNITS,
  loadSpending,
  paymentProblemOf,
  preloadPayingFetch,
  remainingAllowance,
  SPENDING_STORAGE_KEY,
  saveSpending,
  withReceipt,
} from "./usePayingFetch";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("the session's spending", () => {
  it("starts at a $1.00 cap with nothing spent, and keeps cap, spending and receipts in storage", () => {
    const storage = memoryStorage();
    const fresh = loadSpending(storage);
    expect(fresh).toEqual({ cap: DEFAULT_SPEND_CAP_UNITS, spent: 0n, receipts: [] });
    expect(remainingAllowance(fresh)).toBe(1_000_000n);
    const time = new Date("2026-01-01T12:00:00Z");
    let state = withReceipt(fresh, { signature: "sig1", amount: 100_000n, time, memo: "a/one" });
    state = withReceipt(state, { signature: "sig2", amount: 100_000n, time });
    expect(state.spent).toBe(200_000n);
    expect(state.receipts.map((r) => r.signature)).toEqual(["sig2", "sig1"]);
    expect(remainingAllowance(state)).toBe(800_000n);
    saveSpending(storage, { ...state, cap: 150_000n });
    const again = loadSpending(storage);
    expect(again).toEqual({ ...state, cap: 150_000n });
    expect(remainingAllowance(again)).toBe(0n);
  });

  it("treats a damaged entry as a fresh session", () => {
    const storage = memoryStorage();
    storage.setItem(SPENDING_STORAGE_KEY, "{not json");
    expect(loadSpending(storage)).toEqual({ cap: DEFAULT_SPEND_CAP_UNITS, spent: 0n, receipts: [] });
    storage.setItem(
      SPENDING_STORAGE_KEY,
      JSON.stringify({ cap: -1, spent: "1.5", receipts: [{ signature: 1 }] }),
    );
    expect(loadSpending(storage)).toEqual({ cap: DEFAULT_SPEND_CAP_UNITS, spent: 0n, receipts: [] });
  });
});

describe("paymentProblemOf", () => {
  const requirements = { x402Version: 2, accepts: [] };

  it("maps hub-sdk's x402 errors, by class, to what the payer can do", async () => {
    await preloadPayingFetch();
    expect(paymentProblemOf(new PaymentSignerUnavailableError("not-connected", { requirements }))).toEqual({
      kind: "not-connected",
      message: "Wallet not connected - please connect your Phantom wallet.",
      requirements,
    });
    expect(paymentProblemOf(new PaymentSignerUnavailableError("cannot-sign", { requirements }))?.kind).toBe(
      "cannot-sign",
    );
    expect(
      paymentProblemOf(
        new InsufficientBalanceError({ requirements, balance: 50_000n, required: 100_000n, decimals: 6 }),
      ),
    ).toEqual({
      kind: "insufficient-funds",
      message: "Insufficient USDC balance. You have 0.05 USDC, need 0.10 USDC.",
      balance: 50_000n,
      decimals: 6,
      requirements,
    });
    expect(
      paymentProblemOf(
        new SpendCapExceededError({ requirements, spent: 0n, amount: 100_000n, cap: 50_000n, decimals: 6 }),
      )?.kind,
    ).toBe("over-cap");
    expect(paymentProblemOf(new InvalidRecipientError("", { requirements }))?.kind).toBe("invalid-recipient");
    expect(
      paymentProblemOf(new PaymentFailedError({ requirements, code: "x402_settlement_failed:refused" })),
    ).toEqual({ kind: "failed", message: "Failed to process payment.", requirements });
  });

  it("leaves out what is not a payment problem", async () => {
    await preloadPayingFetch();
    expect(
      paymentProblemOf(new RequestFailedError({ code: "x402_request_failed:No response received" })),
    ).toBeUndefined();
    expect(paymentProblemOf(new Error("boom"))).toBeUndefined();
  });
});
