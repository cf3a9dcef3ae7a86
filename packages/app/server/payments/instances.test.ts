/**
 * Two instances of the app behind one load balancer: two `createServer`s, each with its own HTTP server,
 * database pool and Redis client, on one PostgreSQL database, one Redis and one chain. The same payment
 * proof sent to both at once buys exactly one generation; after both restart, a replay is still refused.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createPayingFetch } from "@hiber/hub-sdk/x402";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { type OpenDatabase, openDatabase } from "../db/client.ts";
import { createTestDatabase, testServiceUrl } from "../db/testing.ts";
import { RedisCounterStore } from "../limits/redis.ts";
import { type SolanaService, startSolana } from "../solana/chain.ts";
import { RedisResponseStore } from "../upstream/redis-store.ts";
import { faucet, inference, newWallet, PRICE, type RunningApp, startApp, usdc } from "./testing.ts";

/** One instance: its own pool on the shared database and its own Redis client. */
interface Instance {
  app: RunningApp;
  close(): Promise<void>;
}

async function startInstance(databaseUrl: string, solana: SolanaService): Promise<Instance> {
  const database: OpenDatabase = await openDatabase({ url: databaseUrl, maxConnections: 4 });
  const redis = new Redis(testServiceUrl("TEST_REDIS_URL"));
  const app = await startApp({
    database: database.db,
    solana,
    counters: new RedisCounterStore(redis, "test:instances:counter:"),
    responseStore: new RedisResponseStore(redis, { ttlMs: 60_000, prefix: "test:instances:response:" }),
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      await redis.quit();
    },
  };
}

/** Signs a payment for `prompt` on `app` without sending it: the PAYMENT-SIGNATURE header a client would send. */
async function signedProof(app: RunningApp, wallet: Awaited<ReturnType<typeof newWallet>>, prompt: string) {
  let proof: string | undefined;
  const capture: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    proof = request.headers.get("PAYMENT-SIGNATURE") ?? undefined;
    return proof ? new Response(null, { status: 599 }) : fetch(request);
  };
  await createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl, fetch: capture })
    .fetch(`${app.url}/api/inference`, inference(prompt))
    .catch(() => undefined);
  if (!proof) throw new Error("no payment was signed");
  return proof;
}

function sendProof(app: RunningApp, prompt: string, proof: string): Promise<Response> {
  return fetch(`${app.url}/api/inference`, {
    ...inference(prompt),
    headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": proof },
  });
}

const runs = (instances: Instance[], prompt: string) =>
  instances.flatMap((instance) => instance.app.generations).filter((entry) => entry === prompt).length;

describe("two app instances on one PostgreSQL database and one Redis", () => {
  let dataDir: string;
  let solana: SolanaService;
  let database: { url: string; drop: () => Promise<void> };
  let instances: Instance[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "hiber-instances-"));
    solana = await startSolana(loadConfig({ DATA_DIR: dataDir }, { clientDir: dataDir }).solana, { dataDir });
    database = await createTestDatabase();
    instances = await Promise.all([startInstance(database.url, solana), startInstance(database.url, solana)]);
  });
  afterAll(async () => {
    await Promise.allSettled(instances.map((instance) => instance.close()));
    await solana?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("runs one paid generation for a proof sent to both at once, refuses the other, and charges once; a replay after restarting both is refused", async () => {
    const [a, b] = instances as [Instance, Instance];
    const wallet = await newWallet();
    await faucet(a.app, wallet.address, 1_000_000n);
    const proofs: { prompt: string; proof: string }[] = [];
    for (let round = 0; round < 3; round += 1) {
      const prompt = `both at once ${round}`;
      const proof = await signedProof(a.app, wallet, prompt);
      proofs.push({ prompt, proof });
      const responses = await Promise.all([sendProof(a.app, prompt, proof), sendProof(b.app, prompt, proof)]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 402]);
      const refused = responses.find((response) => response.status === 402);
      expect(decodePaymentRequiredHeader(refused?.headers.get("PAYMENT-REQUIRED") ?? "").error).toBe(
        "duplicate_payment",
      );
      expect(runs(instances, prompt)).toBe(1);
    }
    expect(usdc(a.app, wallet.address)).toBe(1_000_000n - 3n * PRICE);

    // Restart both: new servers, new pools, the same database.
    await Promise.all(instances.map((instance) => instance.close()));
    instances = await Promise.all([startInstance(database.url, solana), startInstance(database.url, solana)]);
    for (const { prompt, proof } of proofs) {
      const replays = await Promise.all(instances.map((instance) => sendProof(instance.app, prompt, proof)));
      expect(replays.map((response) => response.status)).toEqual([402, 402]);
      expect(runs(instances, prompt)).toBe(0);
    }
    expect(usdc(instances[0]?.app as RunningApp, wallet.address)).toBe(1_000_000n - 3n * PRICE);
    console.log(
      "two instances: 3 proofs each sent to both at once → 3 paid generations, 3 refusals, 0 double charges; after a restart, 6 replays refused",
    );
  }, 60_000);
});
