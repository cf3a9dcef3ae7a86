/**
 * `GET /api/profile/{address}/payments`: the x402 receipts a wallet's settled payments left on this server
 * (payments/ledger.ts), for the profile's Payments tab. Settlements are public on chain; this lists them.
 * `GET /api/profile/{address}/activity`: its signed comments, ratings, likes and arena votes
 * (models/activity.ts), for the Activity tab. Signed actions are public proofs; this lists them.
 */
import { Hono } from "hono";
import type { Database } from "../db/client.ts";
import { activityOf } from "../models/activity.ts";
import type { ProofLedger } from "../payments/ledger.ts";

/** A base58 Solana address: 32 to 44 characters of the base58 alphabet. */
const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export interface ProfileRoutesOptions {
  /** Where receipts are kept; without it the lists are empty (no payment was ever taken here). */
  ledger?: Pick<ProofLedger, "receiptsOf">;
  /** Where signed actions are kept; without it the activity is empty (nothing can be signed here). */
  database?: Database;
}

/** The routes, to mount at `/api/profile`. */
export function createProfileRoutes({ ledger, database }: ProfileRoutesOptions = {}): Hono {
  const app = new Hono();
  app.get("/:address/activity", async (c) => {
    const address = c.req.param("address");
    if (!ADDRESS.test(address))
      return c.json({ error: "That is not a Solana address.", code: "invalid_address" }, 400);
    const items = database ? await activityOf(database, address) : [];
    c.header("Cache-Control", "no-store");
    return c.json({ address, count: items.length, items });
  });
  app.get("/:address/payments", async (c) => {
    const address = c.req.param("address");
    if (!ADDRESS.test(address))
      return c.json({ error: "That is not a Solana address.", code: "invalid_address" }, 400);
    const found = ledger ? await ledger.receiptsOf(address) : { receipts: [], count: 0, total: 0n };
    c.header("Cache-Control", "no-store");
    return c.json({
      address,
      count: found.count,
      /** Base units (USDC: 6 decimals), as a string. */
      totalSpent: found.total.toString(),
      receipts: found.receipts.map((receipt) => ({
        transaction: receipt.transaction,
        amount: receipt.amount.toString(),
        asset: receipt.asset,
        network: receipt.network,
        model: receipt.model ?? null,
        settledAt: receipt.settledAt.toISOString(),
      })),
    });
  });
  return app;
}
