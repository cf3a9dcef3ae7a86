/**
 * The record of payment proofs this server has seen, so that one proof buys at most one answer.
 *
 * A proof is keyed by the SHA-256 of its transaction's message (what the payer signed), so re-encoding
 * the transaction or filling its fee-payer slot differently does not make a "new" proof. States:
 * - `in-flight`: verified or being verified, the paid work may be running;
 * - `settled`: charged, the answer was delivered;
 * - `unsettled`: settlement failed after the work ran; the answer was withheld and the proof stays refused
 *   (the transfer might still land, so it must never buy a second attempt).
 * A proof whose verification failed, or whose paid work failed, is forgotten: nothing was charged, and
 * the same signed transfer may be presented again.
 */
import { createHash } from "node:crypto";
import { getBase64Encoder, getTransactionDecoder } from "@solana/kit";

export type ProofState = "in-flight" | "settled" | "unsettled";

/** Most proofs remembered; the oldest settled ones are dropped first (their blockhash has long expired). */
const DEFAULT_CAPACITY = 100_000;

export class ProofLedger {
  private readonly proofs = new Map<string, { state: ProofState; transaction?: string }>();
  /** Counters since start, for logs and tests. */
  readonly counts = { claimed: 0, refused: 0, released: 0, settled: 0, unsettled: 0 };

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /**
   * Claims `key` for one use. Returns false (and counts a refusal) when the proof is in flight or was
   * already used. Check and claim happen in the same tick, so two concurrent uses cannot both pass.
   */
  claim(key: string): boolean {
    if (this.proofs.has(key)) {
      this.counts.refused += 1;
      return false;
    }
    this.proofs.set(key, { state: "in-flight" });
    this.counts.claimed += 1;
    this.prune();
    return true;
  }

  /** Forgets an in-flight proof whose verification or paid work failed (nothing was charged). */
  release(key: string): void {
    if (this.proofs.get(key)?.state !== "in-flight") return;
    this.proofs.delete(key);
    this.counts.released += 1;
  }

  /** Records the settlement of an in-flight proof. */
  settle(key: string, transaction: string): void {
    this.proofs.set(key, { state: "settled", transaction });
    this.counts.settled += 1;
  }

  /** Records a failed settlement: the proof stays refused. */
  markUnsettled(key: string): void {
    this.proofs.set(key, { state: "unsettled" });
    this.counts.unsettled += 1;
  }

  state(key: string): ProofState | undefined {
    return this.proofs.get(key)?.state;
  }

  private prune(): void {
    if (this.proofs.size <= this.capacity) return;
    for (const [key, entry] of this.proofs) {
      if (this.proofs.size <= this.capacity) break;
      if (entry.state === "settled") this.proofs.delete(key);
    }
  }
}

/**
 * The ledger key of an x402 SVM payment payload (`{ transaction: base64 }`): the SHA-256 of the message
 * bytes, or of the raw payload when it does not decode (verification refuses such a payload anyway).
 */
export function proofKey(payload: unknown): string {
  const transaction =
    typeof payload === "object" && payload !== null && "transaction" in payload
      ? payload.transaction
      : undefined;
  const hash = createHash("sha256");
  if (typeof transaction === "string") {
    try {
      const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction));
      return hash.update(Uint8Array.from(decoded.messageBytes)).digest("hex");
    } catch {
      return hash.update(`raw:${transaction}`).digest("hex");
    }
  }
  return hash.update(`json:${JSON.stringify(payload)}`).digest("hex");
}
