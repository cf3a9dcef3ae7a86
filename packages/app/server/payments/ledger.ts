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
 * the same signed transfer may be presented again. Proofs and receipts live in the database (db/schema.ts),
 * shared by every instance and kept across restarts; settled proofs are never dropped.
 */
import { createHash } from "node:crypto";
import { getBase64Encoder, getTransactionDecoder } from "@solana/kit";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { paymentProofs, paymentReceipts } from "../db/schema.ts";

export type ProofState = "in-flight" | "settled" | "unsettled";

/** What a settled payment charged (stored with the proof, in `payment_receipts`). */
export interface Receipt {
  /** The settlement's transaction signature. */
  transaction: string;
  payer?: string;
  /** Base units of the asset. */
  amount: bigint;
  asset: string;
  network: string;
  payTo: string;
  /** The model the request asked for. */
  model?: string;
}

/** A payer's receipts ({@link ProofLedger.receiptsOf}). */
export interface PayerReceipts {
  receipts: (Omit<Receipt, "payer"> & { settledAt: Date })[];
  count: number;
  /** Base units of the asset, over all of them. */
  total: bigint;
}

/**
 * The proofs seen by every instance of the server, in the database (`payment_proofs`). Each method is one
 * statement, atomic on its own: `claim` inserts the key and loses to any row already there (the primary
 * key), so two instances given the same proof at once cannot both pass.
 */
export class ProofLedger {
  /** Counters of this process since start, for logs and tests. */
  readonly counts = { claimed: 0, refused: 0, released: 0, settled: 0, unsettled: 0 };

  constructor(private readonly db: Database) {}

  /** Claims `key` for one use. Resolves false (and counts a refusal) when the proof is in flight or was used. */
  async claim(key: string): Promise<boolean> {
    const inserted = await this.db
      .insert(paymentProofs)
      .values({ key, state: "in-flight" })
      .onConflictDoNothing({ target: paymentProofs.key })
      .returning({ key: paymentProofs.key });
    if (inserted.length === 0) {
      this.counts.refused += 1;
      return false;
    }
    this.counts.claimed += 1;
    return true;
  }

  /** Forgets an in-flight proof whose verification or paid work failed (nothing was charged). */
  async release(key: string): Promise<void> {
    const deleted = await this.db
      .delete(paymentProofs)
      .where(and(eq(paymentProofs.key, key), eq(paymentProofs.state, "in-flight")))
      .returning({ key: paymentProofs.key });
    this.counts.released += deleted.length;
  }

  /** Records the settlement of a claimed proof, and its receipt. */
  async settle(key: string, receipt: Receipt): Promise<void> {
    await this.setState(key, "settled");
    await this.db
      .insert(paymentReceipts)
      .values({ proofKey: key, ...receipt })
      .onConflictDoNothing({ target: paymentReceipts.transaction });
    this.counts.settled += 1;
  }

  /** Records a failed settlement: the proof stays refused. */
  async markUnsettled(key: string): Promise<void> {
    await this.setState(key, "unsettled");
    this.counts.unsettled += 1;
  }

  async state(key: string): Promise<ProofState | undefined> {
    const [row] = await this.db
      .select({ state: paymentProofs.state })
      .from(paymentProofs)
      .where(eq(paymentProofs.key, key));
    return row?.state;
  }

  /** The receipt of a settled proof. */
  async receipt(key: string): Promise<Receipt | undefined> {
    const [row] = await this.db.select().from(paymentReceipts).where(eq(paymentReceipts.proofKey, key));
    if (!row) return undefined;
    const { proofKey: _key, settledAt: _at, payer, model, ...rest } = row;
    return { ...rest, payer: payer ?? undefined, model: model ?? undefined };
  }

  /**
   * The receipts a payer's settled payments left, newest first (at most `limit`), with how many there are
   * and their sum in base units (the profile's Payments tab).
   */
  async receiptsOf(payer: string, limit = 100): Promise<PayerReceipts> {
    const rows = await this.db
      .select()
      .from(paymentReceipts)
      .where(eq(paymentReceipts.payer, payer))
      .orderBy(desc(paymentReceipts.settledAt))
      .limit(limit);
    const [totals] = await this.db
      .select({
        count: sql<string>`count(*)`,
        total: sql<string | null>`sum(${paymentReceipts.amount})`,
      })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.payer, payer));
    return {
      receipts: rows.map(({ proofKey: _key, payer: _payer, model, ...rest }) => ({
        ...rest,
        model: model ?? undefined,
      })),
      count: Number(totals?.count ?? 0),
      total: BigInt(totals?.total ?? 0),
    };
  }

  /** Upserts: a settlement always ends in its state, even if the in-flight row was lost meanwhile. */
  private async setState(key: string, state: ProofState): Promise<void> {
    const updatedAt = new Date();
    await this.db
      .insert(paymentProofs)
      .values({ key, state, updatedAt })
      .onConflictDoUpdate({ target: paymentProofs.key, set: { state, updatedAt } });
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
