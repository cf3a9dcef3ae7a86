/**
 * The proof ledger on both databases: PGlite (the embedded default) and a real PostgreSQL server
 * (scripts/test-services.ts). A claim is one atomic INSERT, so concurrent claims of one proof, from one
 * process or from two (two pools on one server, as two instances), let exactly one through.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/client.ts";
import { createTestDatabase, DATABASE_KINDS, openTestDatabase } from "../db/testing.ts";
import { ProofLedger, type Receipt } from "./ledger.ts";

const receipt = (transaction: string): Receipt => ({
  transaction,
  payer: "payer-address",
  amount: 100_000n,
  asset: "usdc-mint",
  network: "solana:devnet",
  payTo: "pay-to-address",
  model: "meta-llama/Llama-3.1-8B-Instruct",
});

const newKey = () => `proof-${randomUUID()}`;

describe.each(DATABASE_KINDS)("ProofLedger on %s", (kind) => {
  let database: OpenDatabase;
  let ledger: ProofLedger;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ledger = new ProofLedger(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("claims a proof once: in flight, then refused", async () => {
    const key = newKey();
    expect(await ledger.claim(key)).toBe(true);
    expect(await ledger.state(key)).toBe("in-flight");
    expect(await ledger.claim(key)).toBe(false);
  });

  it("lets exactly one of 20 concurrent claims of one proof through", async () => {
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.claim(key)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("releases an in-flight proof (it may be presented again), but never a settled or unsettled one", async () => {
    const [free, paid, failed] = [newKey(), newKey(), newKey()];
    for (const key of [free, paid, failed]) expect(await ledger.claim(key)).toBe(true);
    await ledger.release(free);
    expect(await ledger.state(free)).toBeUndefined();
    expect(await ledger.claim(free)).toBe(true);

    await ledger.settle(paid, receipt(`tx-${paid}`));
    await ledger.release(paid);
    expect(await ledger.state(paid)).toBe("settled");
    expect(await ledger.claim(paid)).toBe(false);

    await ledger.markUnsettled(failed);
    await ledger.release(failed);
    expect(await ledger.state(failed)).toBe("unsettled");
    expect(await ledger.claim(failed)).toBe(false);
  });

  it("stores the receipt of a settlement: transaction, payer, amount, asset, network, pay-to, model", async () => {
    const key = newKey();
    await ledger.claim(key);
    await ledger.settle(key, receipt(`tx-${key}`));
    expect(await ledger.receipt(key)).toEqual(receipt(`tx-${key}`));
    expect(await ledger.receipt(newKey())).toBeUndefined();
  });
});

describe("ProofLedger shared by two instances (two pools on one PostgreSQL database)", () => {
  let url: string;
  let drop: () => Promise<void>;
  let first: OpenDatabase;
  let second: OpenDatabase;
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
    // Both open (and migrate) at once, as two instances starting together: the migration lock serializes them.
    [first, second] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await drop?.();
  });

  it("lets exactly one instance claim a proof sent to both at once, and both see it settled", async () => {
    const a = new ProofLedger(first.db);
    const b = new ProofLedger(second.db);
    for (let round = 0; round < 10; round += 1) {
      const key = newKey();
      const claims = await Promise.all([a.claim(key), b.claim(key), a.claim(key), b.claim(key)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      await (claims[0] || claims[2] ? a : b).settle(key, receipt(`tx-${key}`));
      expect(await a.state(key)).toBe("settled");
      expect(await b.state(key)).toBe("settled");
    }
  });
});

describe("ProofLedger on PGlite in a data folder", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "hiber-pglite-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("remembers settled proofs and receipts across a restart", async () => {
    const key = newKey();
    const before = await openDatabase({ dataDir });
    const ledger = new ProofLedger(before.db);
    await ledger.claim(key);
    await ledger.settle(key, receipt(`tx-${key}`));
    await before.close();

    const after = await openDatabase({ dataDir });
    try {
      const restarted = new ProofLedger(after.db);
      expect(await restarted.claim(key)).toBe(false);
      expect(await restarted.state(key)).toBe("settled");
      expect(await restarted.receipt(key)).toEqual(receipt(`tx-${key}`));
    } finally {
      await after.close();
    }
  }, 60_000);
});
