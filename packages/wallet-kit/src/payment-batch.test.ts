import { describe, expect, it, vi } from "vitest";
import {
  BatchOverCapError,
  type BatchPaymentSigner,
  createSignatureBatch,
  priceOfPaymentRequired,
} from "./payment-batch";

const PAYER = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const mark = (bytes: Uint8Array) => Uint8Array.from([...bytes, 255]);

function wallet(options: { batch: boolean }) {
  const signTransaction = vi.fn(async (bytes: Uint8Array) => mark(bytes));
  const signAllTransactions = vi.fn(async (all: Uint8Array[]) => all.map(mark));
  const signer: BatchPaymentSigner = {
    address: PAYER,
    canSignTransactions: true,
    signTransaction,
    ...(options.batch ? { signAllTransactions } : {}),
  };
  return { signer, signTransaction, signAllTransactions };
}

describe("createSignatureBatch", () => {
  it("signs N payments with one signAllTransactions call, each slot getting its own signed transaction", async () => {
    const { signer, signTransaction, signAllTransactions } = wallet({ batch: true });
    const batch = createSignatureBatch({ size: 3, signer, remaining: 1_000_000n });
    const signed = [0, 1, 2].map((slot) => {
      batch.price(slot, 100_000n);
      return batch.signerFor(slot).signTransaction(Uint8Array.of(slot));
    });
    expect(await Promise.all(signed)).toEqual([
      Uint8Array.of(0, 255),
      Uint8Array.of(1, 255),
      Uint8Array.of(2, 255),
    ]);
    expect(signAllTransactions).toHaveBeenCalledTimes(1);
    expect(signAllTransactions.mock.calls[0]?.[0]).toHaveLength(3);
    expect(signTransaction).not.toHaveBeenCalled();
  });

  it("waits for every slot: one that needs no payment leaves, the others are signed together", async () => {
    const { signer, signAllTransactions } = wallet({ batch: true });
    const batch = createSignatureBatch({ size: 3, signer, remaining: 1_000_000n });
    const first = batch.signerFor(0).signTransaction(Uint8Array.of(0));
    const third = batch.signerFor(2).signTransaction(Uint8Array.of(2));
    await Promise.resolve();
    expect(signAllTransactions).not.toHaveBeenCalled();
    batch.leave(1);
    expect(await Promise.all([first, third])).toEqual([Uint8Array.of(0, 255), Uint8Array.of(2, 255)]);
    expect(signAllTransactions).toHaveBeenCalledTimes(1);
  });

  it("falls back to one approval each when the wallet has no signAllTransactions; a refusal fails only its slot", async () => {
    const { signer, signTransaction } = wallet({ batch: false });
    signTransaction.mockImplementationOnce(async (bytes) => mark(bytes));
    signTransaction.mockImplementationOnce(async () => {
      throw new Error("User rejected the request.");
    });
    const batch = createSignatureBatch({ size: 3, signer, remaining: 1_000_000n });
    const results = await Promise.allSettled(
      [0, 1, 2].map((slot) => batch.signerFor(slot).signTransaction(Uint8Array.of(slot))),
    );
    expect(signTransaction).toHaveBeenCalledTimes(3);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("refuses the whole batch, signing nothing, when the sum of its prices is over what may be spent", async () => {
    const { signer, signTransaction, signAllTransactions } = wallet({ batch: true });
    const batch = createSignatureBatch({ size: 3, signer, remaining: 250_000n });
    const results = await Promise.allSettled(
      [0, 1, 2].map((slot) => {
        batch.price(slot, 100_000n);
        return batch.signerFor(slot).signTransaction(Uint8Array.of(slot));
      }),
    );
    expect(results.every((result) => result.status === "rejected")).toBe(true);
    expect(batch.refusal).toBeInstanceOf(BatchOverCapError);
    expect(batch.refusal?.total).toBe(300_000n);
    expect(signAllTransactions).not.toHaveBeenCalled();
    expect(signTransaction).not.toHaveBeenCalled();
  });

  it("signs a batch whose sum is exactly what may be spent", async () => {
    const { signer, signAllTransactions } = wallet({ batch: true });
    const batch = createSignatureBatch({ size: 2, signer, remaining: 200_000n });
    await Promise.all(
      [0, 1].map((slot) => {
        batch.price(slot, 100_000n);
        return batch.signerFor(slot).signTransaction(Uint8Array.of(slot));
      }),
    );
    expect(signAllTransactions).toHaveBeenCalledTimes(1);
    expect(batch.refusal).toBeUndefined();
  });
});

describe("priceOfPaymentRequired", () => {
  it("reads the first Solana option's amount from a PAYMENT-REQUIRED header", () => {
    const header = btoa(
      JSON.stringify({
        x402Version: 2,
        accepts: [
          { network: "eip155:8453", amount: "5" },
          { network: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", amount: "100000" },
        ],
      }),
    );
    expect(priceOfPaymentRequired(header)).toBe(100_000n);
    expect(priceOfPaymentRequired(null)).toBe(0n);
    expect(priceOfPaymentRequired("not base64 json")).toBe(0n);
  });
});
