/**
 * The server's durable state (PostgreSQL, or PGlite embedded): the x402 proof ledger, the receipts of
 * settled payments, the fixed-window counters of the rate limits and budgets, the nonces of signed actions
 * and the wallet-signed comments, likes and reports on models. Migrations are generated
 * from this file by drizzle-kit (`pnpm --filter @hiber/app run db:generate`) into `migrations/`.
 */
import {
  bigint,
  bigserial,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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

/** Nonces issued for signed actions (signed/nonces.ts): one address, a short expiry, used once. */
export const signedNonces = pgTable(
  "signed_nonces",
  {
    nonce: text("nonce").primaryKey(),
    /** The address the nonce was issued to (base58); a message from another address is refused. */
    address: text("address").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set once, by the signed action that consumed it. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("signed_nonces_expires_idx").on(table.expiresAt)],
);

/** Wallet-signed comments on a model, with an optional 1–5 rating (signed/comments.ts). */
export const modelComments = pgTable(
  "model_comments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The hub repository id, `author/name`. */
    model: text("model").notNull(),
    address: text("address").notNull(),
    /** As the author wrote it (escaped where it is shown). */
    text: text("text").notNull(),
    rating: smallint("rating"),
    /** The signed message and its signature (base64), kept as the proof. */
    message: text("message").notNull(),
    signature: text("signature").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when enough distinct addresses reported it; hidden comments are not listed. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (table) => [
    index("model_comments_model_idx").on(table.model, table.createdAt),
    index("model_comments_address_idx").on(table.address, table.createdAt),
  ],
);

/** One signed like per address and comment. */
export const commentLikes = pgTable(
  "comment_likes",
  {
    commentId: bigint("comment_id", { mode: "number" })
      .notNull()
      .references(() => modelComments.id),
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.address] })],
);

/** One signed report per address and comment. */
export const commentReports = pgTable(
  "comment_reports",
  {
    commentId: bigint("comment_id", { mode: "number" })
      .notNull()
      .references(() => modelComments.id),
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.address] })],
);
