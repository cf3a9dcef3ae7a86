/**
 * Three app servers behind HAProxy on one PostgreSQL and one Redis, paid on one chain (cluster.ts), under
 * sustained mixed load (load.ts). One instance is killed (SIGKILL) mid-load and started again, then stopped
 * gracefully (SIGTERM) with paid streams in flight and started again. Then: every payment taken has its
 * answer and no payment was taken twice (the chain's balances against the answers), no proof is accepted
 * twice on any instance, the rate limits are shared, every acknowledged vote and comment is stored, and
 * every error a client saw was a clear JSON `{ error, code }`.
 */
import { createPayingFetch } from "@hiber/hub-sdk/x402";
import { decodePaymentRequiredHeader, decodePaymentSignatureHeader } from "@x402/core/http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testServiceUrl } from "../db/testing.ts";
import { proofKey } from "../payments/ledger.ts";
import { newWallet, PRICE } from "../payments/testing.ts";
import { signedBody, testWallet } from "../signed/testing.ts";
import { type Cluster, chainRpc, type Instance, startCluster, usdcOf, waitFor } from "./cluster.ts";
import { COMMENTED_MODEL, fetchFrom, type Load, PAID_MODELS, startLoad } from "./load.ts";
import { summarize } from "./report.ts";

/** A model only the SIGTERM phase's own stream asks for, scripted slow on the victim. */
const SLOW_MODEL = "google/gemma-2-9b-it";

/** A Redis database of its own, so other test files' counters and cache never meet these. */
function ownRedisDatabase(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = "/7";
  return parsed.toString();
}

async function script(instance: Instance, scripts: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${instance.url}/api/router/_emulator/scripts`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(scripts),
  });
  expect(response.status).toBe(200);
  await response.body?.cancel();
}

/**
 * A paid stream sent straight to `instance` (not through the balancer) by a new wallet holding exactly the
 * price; `claimed` resolves once the instance has recorded its proof as in flight (its work has begun).
 */
async function paidStream(cluster: Cluster, instance: Instance, db: pg.Client, model: string) {
  const wallet = await newWallet();
  await chainRpc(cluster.chain.url, "hiber_faucetUsdc", [wallet.address, Number(PRICE)]);
  let proof: string | undefined;
  const answer = createPayingFetch({
    signer: wallet,
    rpcUrl: cluster.chain.url,
    fetch: (input, init) => {
      const request = new Request(input, init);
      proof = request.headers.get("PAYMENT-SIGNATURE") ?? proof;
      return fetch(request);
    },
  }).fetch(`${instance.url}/api/inference`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ prompt: `in flight on ${instance.name}`, model, maxTokens: 8, stream: true }),
  });
  answer.catch(() => undefined);
  await waitFor(`${instance.name} claimed the stream's proof`, async () => {
    if (!proof) return false;
    const key = proofKey(decodePaymentSignatureHeader(proof).payload);
    return (await db.query("SELECT 1 FROM payment_proofs WHERE key = $1", [key])).rowCount === 1;
  });
  return { wallet, answer, proof: proof as string };
}

// Run by `npm run test:scale`, not yet by `npm test`: on a loaded 2-core machine it took 5–6 minutes, and one
// signed request in a run ended with a dropped connection and no HTTP answer (a client error that is not clear),
// which the test rightly fails on. The app README's "Several instances" says what is known of it.
describe.runIf(process.env.HIBER_SCALE_TEST === "1")(
  "three app instances behind HAProxy, one PostgreSQL, one Redis, one chain",
  () => {
    let cluster: Cluster;
    let database: { url: string; drop: () => Promise<void> };
    let load: Load | undefined;
    let db: pg.Client;
    beforeAll(async () => {
      database = await createTestDatabase();
      const redisUrl = ownRedisDatabase(testServiceUrl("TEST_REDIS_URL"));
      const { Redis } = await import("ioredis");
      const redis = new Redis(redisUrl);
      await redis.flushdb();
      await redis.quit();
      // Long upstream timeouts: the victim's scripted slow model must hang until it is killed.
      cluster = await startCluster({
        databaseUrl: database.url,
        redisUrl,
        env: { UPSTREAM_TIMEOUT_MS: "60000", SHUTDOWN_GRACE_MS: "20000" },
      });
    }, 180_000);
    afterAll(async () => {
      await load?.stop();
      await db?.end().catch(() => undefined);
      await cluster?.close();
      await database?.drop();
    });

    it("holds its invariants through a SIGKILL and a SIGTERM mid-load", async () => {
      const victim = cluster.instances[1] as Instance;
      const payToBefore = usdcOf(cluster.chain, cluster.payTo);
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
      let model: string = PAID_MODELS[0];
      load = await startLoad({ url: cluster.url, chainUrl: cluster.chain.url, users: 6, model: () => model });
      await Promise.all(cluster.instances.map((instance) => load?.servedBy(instance.name, 3)));

      // SIGKILL with paid streams in flight on the victim, before their settlement: the victim's router makes
      // the second model hang, the load switches to it, and the first model's prompts are let finish.
      await script(victim, { [PAID_MODELS[1]]: { firstByteDelayMs: 50_000 } });
      model = PAID_MODELS[1];
      await Promise.allSettled(load.pendingPaid(PAID_MODELS[0]));
      const cut = await paidStream(cluster, victim, db, PAID_MODELS[1]);
      const killedAt = Date.now();
      await cluster.stop(victim, "SIGKILL");
      // Cut before settlement: no answer, and nothing taken; its proof stays refused everywhere (in flight
      // for ever), so the wallet pays again with a new one.
      await expect(cut.answer).rejects.toThrow();
      expect(usdcOf(cluster.chain, cut.wallet.address)).toBe(PRICE);
      model = PAID_MODELS[0];
      await cluster.lbSees(victim, "DOWN");
      await load.after(15);
      await cluster.start(victim);
      await cluster.lbSees(victim, "UP");
      await load.servedBy(victim.name, 3);

      // SIGTERM with a paid stream in flight on the victim (its model scripted to take 3 s there), once the
      // victim has claimed its proof: the stream finishes, answered and settled, before the process exits, and
      // nothing in flight anywhere fails meanwhile.
      await script(victim, { [SLOW_MODEL]: { firstByteDelayMs: 3_000 } });
      const draining = await paidStream(cluster, victim, db, SLOW_MODEL);
      const pendingAtTerm = load.pending();
      const termAt = Date.now();
      const outcomesBeforeTerm = load.outcomes.length;
      expect(await cluster.stop(victim, "SIGTERM")).toBe(0);
      expect(victim.output.join("")).toMatch(/SIGTERM: draining [1-9]\d* requests in flight/);
      const { response: drained, receipt } = await draining.answer;
      expect(drained.status).toBe(200);
      expect(await drained.text()).toContain("event: done");
      expect(receipt?.transaction).toBeTruthy();
      expect(usdcOf(cluster.chain, draining.wallet.address)).toBe(0n);
      await Promise.allSettled(pendingAtTerm);
      expect(
        load.outcomes
          .slice(outcomesBeforeTerm)
          .filter((outcome) => outcome.startedAt < termAt && (outcome.status >= 500 || outcome.status === 0)),
        "a request in flight at SIGTERM failed",
      ).toEqual([]);
      await cluster.start(victim);
      await cluster.lbSees(victim, "UP");
      await load.servedBy(victim.name, 2);
      await load.stop();

      // No payment taken twice or without an answer: what the recipient received is the price of the
      // answered prompts, each with its own settled transaction, stored once as a receipt.
      const answered = load.paid.filter((attempt) => attempt.answered);
      const transactions = answered.map((attempt) => attempt.transaction);
      expect(transactions.every(Boolean)).toBe(true);
      expect(new Set(transactions).size).toBe(answered.length);
      expect(usdcOf(cluster.chain, cluster.payTo) - payToBefore).toBe(PRICE * BigInt(answered.length + 1));
      try {
        const receipts = await db.query<{ transaction: string }>("SELECT transaction FROM payment_receipts");
        expect(receipts.rows.map((row) => row.transaction).sort()).toEqual(
          [...transactions, receipt?.transaction].sort(),
        );
        for (const payer of new Set(load.paid.map((attempt) => attempt.payer))) {
          const mine = answered.filter((attempt) => attempt.payer === payer).length;
          expect(usdcOf(cluster.chain, payer)).toBe(20_000_000n - PRICE * BigInt(mine));
        }

        // No proof accepted twice: every proof used, sent again to each instance, is refused before any work.
        const used = [
          ...load.paid.filter((attempt) => attempt.proof).slice(-12),
          { proof: cut.proof, model: PAID_MODELS[1] },
          { proof: draining.proof, model: SLOW_MODEL },
        ];
        for (const attempt of used)
          for (const instance of cluster.instances) {
            const replay = await fetch(`${instance.url}/api/inference`, {
              method: "POST",
              headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": attempt.proof as string },
              body: JSON.stringify({ prompt: "replay", model: attempt.model, maxTokens: 8 }),
            });
            await replay.body?.cancel();
            expect(replay.status).toBe(402);
            expect(decodePaymentRequiredHeader(replay.headers.get("PAYMENT-REQUIRED") ?? "").error).toBe(
              "duplicate_payment",
            );
          }

        // Votes and comments: every one a client saw accepted is stored (a comment retried after a cut
        // request may be stored twice; a vote never: one per run and wallet).
        const votes = await db.query<{ run_id: string; address: string }>(
          "SELECT run_id, address FROM arena_votes",
        );
        const stored = new Set(votes.rows.map((row) => `${row.run_id} ${row.address}`));
        const acknowledgedVotes = load.acknowledged.filter((entry) => entry.kind === "vote");
        expect(acknowledgedVotes.length).toBeGreaterThan(0);
        for (const vote of acknowledgedVotes) expect(stored.has(`${vote.key} ${vote.address}`)).toBe(true);
        expect(votes.rows.length).toBeGreaterThanOrEqual(acknowledgedVotes.length);
        const comments = await db.query<{ text: string; n: string }>(
          "SELECT text, count(*) AS n FROM model_comments GROUP BY text",
        );
        const commentCount = new Map(comments.rows.map((row) => [row.text, Number(row.n)]));
        const acknowledgedComments = load.acknowledged.filter((entry) => entry.kind === "comment");
        expect(acknowledgedComments.length).toBeGreaterThan(0);
        for (const comment of acknowledgedComments) {
          expect(commentCount.get(comment.key)).toBeGreaterThanOrEqual(1);
          if (comment.ambiguousAttempts === 0) expect(commentCount.get(comment.key)).toBe(1);
        }
      } finally {
        await db.end();
      }
      expect(usdcOf(cluster.chain, cluster.payTo) - payToBefore).toBe(PRICE * BigInt(answered.length + 1));

      // Every error a client saw was clear; the only failures are requests the SIGKILL cut (in flight then).
      console.log(summarize(load, cluster.instances, { killedAt, termAt }).text);
      expect(load.outcomes.filter((outcome) => !outcome.clear)).toEqual([]);
      expect(
        load.outcomes.filter(
          (outcome) => (outcome.status >= 500 || outcome.status === 0) && outcome.startedAt > killedAt,
        ),
      ).toEqual([]);
    }, 240_000);

    it("shares its rate limits across the instances", async () => {
      // Comments: at most 10 an hour from one wallet, whichever instance takes each.
      for (let tries = 0; ; tries += 1) {
        const wallet = testWallet();
        const hour = Math.floor(Date.now() / 3_600_000);
        const from = fetchFrom("127.0.9.2");
        const results: { status: number; servedBy: string | null }[] = [];
        for (let n = 0; n < 12; n += 1) {
          const body = await signedBody(
            cluster.url,
            wallet,
            "comment.post",
            { model: COMMENTED_MODEL, text: `limit ${n}`, rating: null },
            fetchFrom(`127.0.9.${10 + n}`),
          );
          const response = await from(`${cluster.url}/api/models/${COMMENTED_MODEL}/comments`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          results.push({ status: response.status, servedBy: response.headers.get("x-served-by") });
        }
        if (Math.floor(Date.now() / 3_600_000) !== hour && tries === 0) continue; // the window turned: again
        expect(new Set(results.map((result) => result.servedBy)).size).toBeGreaterThan(1);
        expect(results.map((result) => result.status)).toEqual([...Array(10).fill(201), 429, 429]);
        break;
      }
      // Nonces: at most 60 a minute from one client address.
      for (let tries = 0; ; tries += 1) {
        const minute = Math.floor(Date.now() / 60_000);
        const from = fetchFrom(`127.0.8.${2 + tries}`);
        const statuses: number[] = [];
        for (let n = 0; n < 63; n += 1) {
          const response = await from(`${cluster.url}/api/signed/nonce`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ address: testWallet().address }),
          });
          statuses.push(response.status);
          if (response.status === 429) expect(await response.json()).toMatchObject({ code: "rate_limited" });
        }
        if (Math.floor(Date.now() / 60_000) !== minute && tries === 0) continue;
        expect(statuses.filter((status) => status === 200)).toHaveLength(60);
        expect(statuses.filter((status) => status === 429)).toHaveLength(3);
        break;
      }
    }, 60_000);
  },
);
