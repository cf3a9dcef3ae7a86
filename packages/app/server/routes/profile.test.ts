/**
 * `GET /api/profile/{address}/payments` over real HTTP on PGlite: a payer's receipts newest first with
 * their count and total; another payer's are not listed; an address that is not base58 is refused.
 */
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../db/client.ts";
import { openTestDatabase } from "../db/testing.ts";
import { ProofLedger } from "../payments/ledger.ts";
import { listen } from "../test-utils.ts";
import { createProfileRoutes } from "./profile.ts";

const PAYER = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const OTHER = "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb";

describe("GET /api/profile/{address}/payments", () => {
  let database: OpenDatabase;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const ledger = new ProofLedger(database.db);
    for (const [key, payer, amount] of [
      ["k1", PAYER, 100_000n],
      ["k2", OTHER, 500_000n],
      ["k3", PAYER, 250_000n],
    ] as const) {
      await ledger.claim(key);
      await ledger.settle(key, {
        transaction: `tx-${key}`,
        payer,
        amount,
        asset: "usdc-mint",
        network: "solana:devnet",
        payTo: "pay-to",
        model: "meta-llama/Llama-3.1-8B-Instruct",
      });
    }
    const app = new Hono().route("/api/profile", createProfileRoutes({ ledger }));
    server = await listen(app);
    // PGlite's first start (its WASM and the migrations) takes long on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("lists the payer's receipts, newest first, with their count and total", async () => {
    const response = await fetch(`${server.url}/api/profile/${PAYER}/payments`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      count: number;
      totalSpent: string;
      receipts: { transaction: string; amount: string; model: string }[];
    };
    expect(body.count).toBe(2);
    expect(body.totalSpent).toBe("350000");
    expect(body.receipts.map((r) => r.transaction).sort()).toEqual(["tx-k1", "tx-k3"]);
    expect(body.receipts[0]?.model).toBe("meta-llama/Llama-3.1-8B-Instruct");
  });

  it("lists nothing for an address that never paid", async () => {
    const response = await fetch(`${server.url}/api/profile/11111111111111111111111111111111/payments`);
    expect(await response.json()).toMatchObject({ count: 0, totalSpent: "0", receipts: [] });
  });

  it("refuses what is not a Solana address", async () => {
    const response = await fetch(`${server.url}/api/profile/not-an-address/payments`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid_address" });
  });
});
