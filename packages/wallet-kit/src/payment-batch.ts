import type { PaymentSigner } from "@hiber/hub-sdk";

/** A {@link PaymentSigner} that may also sign several transactions in one wallet approval. */
export interface BatchPaymentSigner extends PaymentSigner {
  /**
   * Signs several serialized transactions with ONE wallet approval (wallet-adapter's `signAllTransactions`)
   * and returns them signed, in order; absent when the wallet cannot.
   */
  signAllTransactions?(transactions: Uint8Array[]): Promise<Uint8Array[]>;
}

/** Why a batch was refused before anything was signed: the sum of its prices is over what may be spent. */
export class BatchOverCapError extends Error {
  override name = "BatchOverCapError";
  constructor(
    /** The sum of the batch's prices, in base units. */
    readonly total: bigint,
    /** What the session could still spend, in base units. */
    readonly remaining: bigint,
  ) {
    super("The batch's payments together are over the spend cap.");
  }
}

/** Options of {@link createSignatureBatch}. */
export interface SignatureBatchOptions {
  /** How many requests the batch holds (each takes one slot, paid or not). */
  size: number;
  /** The wallet. */
  signer: BatchPaymentSigner;
  /** What the session may still spend, in base units: the sum of the batch's prices must fit. */
  remaining: bigint;
}

/** What {@link createSignatureBatch} returns. */
export interface SignatureBatch {
  /** The signer slot `slot`'s x402 payment signs with: its `signTransaction` waits for the whole batch. */
  signerFor(slot: number): PaymentSigner;
  /** Records the price slot `slot` was asked (from its 402), in base units. */
  price(slot: number, amount: bigint): void;
  /** Slot `slot`'s request ended without signing (no 402, or refused before signing). */
  leave(slot: number): void;
  /** Set when the batch was refused for the cap: nothing was signed. */
  readonly refusal: BatchOverCapError | undefined;
}

interface Slot {
  state: "open" | "joined" | "left";
  amount: bigint;
  bytes?: Uint8Array;
  resolve?: (signed: Uint8Array) => void;
  reject?: (error: unknown) => void;
}

/**
 * Collects the payment transactions of `size` concurrent x402 requests (each built by the ordinary x402
 * client: `@x402/svm`'s exact scheme, through {@link SignatureBatch.signerFor}) and, once every slot has
 * either a transaction to sign or has left, checks the sum of their prices against `remaining` (over it:
 * every slot is refused with {@link BatchOverCapError}, nothing is signed), then signs them all with one
 * `signAllTransactions` call where the wallet has it, else one approval each, in slot order.
 */
export function createSignatureBatch({ size, signer, remaining }: SignatureBatchOptions): SignatureBatch {
  const slots: Slot[] = Array.from({ length: size }, () => ({ state: "open", amount: 0n }));
  let flushed = false;
  let refusal: BatchOverCapError | undefined;

  async function flush() {
    const joined = slots.filter((slot) => slot.state === "joined");
    if (joined.length === 0) return;
    const total = joined.reduce((sum, slot) => sum + slot.amount, 0n);
    if (total > remaining) {
      refusal = new BatchOverCapError(total, remaining);
      for (const slot of joined) slot.reject?.(refusal);
      return;
    }
    if (signer.signAllTransactions && joined.length > 1) {
      try {
        const signed = await signer.signAllTransactions(joined.map((slot) => slot.bytes as Uint8Array));
        joined.forEach((slot, index) => {
          const bytes = signed[index];
          if (bytes) slot.resolve?.(bytes);
          else slot.reject?.(new Error("The wallet returned fewer transactions than it was given."));
        });
      } catch (error) {
        for (const slot of joined) slot.reject?.(error);
      }
      return;
    }
    // No batch signing in this wallet: one approval each, in order (a refusal only fails its own slot).
    for (const slot of joined) {
      try {
        slot.resolve?.(await signer.signTransaction(slot.bytes as Uint8Array));
      } catch (error) {
        slot.reject?.(error);
      }
    }
  }

  function settleIfComplete() {
    if (flushed || slots.some((slot) => slot.state === "open")) return;
    flushed = true;
    void flush();
  }

  function slotAt(index: number): Slot {
    const slot = slots[index];
    if (!slot) throw new RangeError(`No slot ${index} in a batch of ${size}.`);
    return slot;
  }

  return {
    signerFor(index) {
      const slot = slotAt(index);
      return {
        get address() {
          return signer.address;
        },
        get canSignTransactions() {
          return signer.canSignTransactions;
        },
        signTransaction(transaction) {
          if (slot.state !== "open") return Promise.reject(new Error("This batch slot has already signed."));
          return new Promise<Uint8Array>((resolve, reject) => {
            Object.assign(slot, { state: "joined", bytes: transaction, resolve, reject });
            settleIfComplete();
          });
        },
      };
    },
    price(index, amount) {
      slotAt(index).amount = amount;
    },
    leave(index) {
      const slot = slotAt(index);
      if (slot.state !== "open") return;
      slot.state = "left";
      settleIfComplete();
    },
    get refusal() {
      return refusal;
    },
  };
}

/** The price of the first Solana option of a `PAYMENT-REQUIRED` header (base64 JSON), in base units. */
export function priceOfPaymentRequired(header: string | null): bigint {
  if (!header) return 0n;
  try {
    const decoded = JSON.parse(atob(header)) as { accepts?: { network?: unknown; amount?: unknown }[] };
    const option = decoded.accepts?.find(
      (accept) => typeof accept.network === "string" && accept.network.startsWith("solana:"),
    );
    return typeof option?.amount === "string" ? BigInt(option.amount) : 0n;
  } catch {
    return 0n;
  }
}
