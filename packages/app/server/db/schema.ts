/**
 * The server's durable state (PostgreSQL, or PGlite embedded): the x402 proof ledger, the receipts of
 * settled payments, and the fixed-window counters of the rate limits and budgets. Migrations are generated
 * from this file by drizzle-kit (`pnpm --filter @hiber/app run db:generate`) into `migrations/`.
 */
import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** The states of a payment proof (payments/ledger.ts). */
export const PROOF_STATES = ["in-flight", "settled", "unsettled"] as const;

/** One row per payment proof seen, keyed by the SHA-256 of its transaction message (`proofKey`). */
export const paymentProofs = pgTable(
  "payment_proofs",
  {
    key: text("key").primaryKey(),
    state: text("state", { enum: PROOF_STATES }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payment_proofs_state_idx").on(table.state)],
);

/** One row per settled payment: what was charged, to whom, for which model. */
export const paymentReceipts = pgTable("payment_receipts", {
  /** The settlement's transaction signature. */
  transaction: text("transaction").primaryKey(),
  proofKey: text("proof_key")
    .notNull()
    .references(() => paymentProofs.key),
  payer: text("payer"),
  /** Base units of the asset (USDC: 6 decimals). */
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  asset: text("asset").notNull(),
  network: text("network").notNull(),
  payTo: text("pay_to").notNull(),
  /** The model the request asked for. */
  model: text("model"),
  settledAt: timestamp("settled_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters (limits/counters.ts): the count of `key` in the window starting at `windowStart`. */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").notNull(),
    /** Start of the window, in milliseconds since the epoch. */
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    /** When the window ends; rows past it are deleted now and then. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_counters_expires_idx").on(table.expiresAt),
  ],
);
