/** The arena over HTTP: run ids, signed votes (tampered, replayed, repeated), and the leaderboard they feed. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { OpenDatabase } from "../db/client.ts";
import { DATABASE_KINDS, openTestDatabase } from "../db/testing.ts";
import { postJson, signedBody, type TestWallet, testWallet } from "../signed/testing.ts";
import { listen } from "../test-utils.ts";
import type { VoteOutcome } from "./bradley-terry.ts";
import { type Leaderboard, VOTE_ACTION } from "./routes.ts";

describe.each(DATABASE_KINDS)("the arena API on %s", (kind) => {
  let database: OpenDatabase;
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = loadConfig({}, { clientDir: "dist/client" });
    server = await listen(
      createServer(
        config,
        { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" },
        { database: database.db },
      ),
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function startRun(a: string, b: string, task = "text-generation"): Promise<string> {
    const res = await postJson<{ runId: string }>(`${server.url}/api/arena/runs`, { a, b, task });
    expect(res.status).toBe(201);
    return res.json.runId;
  }

  async function vote(wallet: TestWallet, runId: string, outcome: VoteOutcome) {
    const body = await signedBody(server.url, wallet, VOTE_ACTION, { runId, outcome });
    return { body, res: await postJson(`${server.url}/api/arena/votes`, body) };
  }

  async function leaderboard(task: string): Promise<Leaderboard> {
    const res = await fetch(`${server.url}/api/arena/leaderboard?task=${task}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Leaderboard;
  }

  it("records a signed vote once, and refuses a second vote from the same address on that run", async () => {
    const wallet = testWallet();
    const runId = await startRun("org/alpha", "org/beta");
    const first = await vote(wallet, runId, "a");
    expect(first.res).toMatchObject({
      status: 201,
      json: { vote: { runId, outcome: "a", address: wallet.address } },
    });
    const second = await vote(wallet, runId, "b");
    expect(second.res).toMatchObject({
      status: 409,
      json: { code: "already_voted", error: "You have already voted on this run." },
    });
    // Another address may vote on the same run.
    expect((await vote(testWallet(), runId, "tie")).res.status).toBe(201);
  });

  it("refuses a tampered signature, a replayed nonce and an unknown run, and counts none of them", async () => {
    const wallet = testWallet();
    const runId = await startRun("org/gamma", "org/delta", "summarization");
    const body = await signedBody(server.url, wallet, VOTE_ACTION, { runId, outcome: "a" });
    // The payload changed after signing: the signature no longer matches the message.
    const tampered = { ...body, message: body.message.replace('"outcome":"a"', '"outcome":"b"') };
    expect(await postJson(`${server.url}/api/arena/votes`, tampered)).toMatchObject({
      status: 401,
      json: { code: "bad_signature" },
    });
    expect(await postJson(`${server.url}/api/arena/votes`, body)).toMatchObject({ status: 201 });
    // The very same signed body again: its nonce is spent.
    expect(await postJson(`${server.url}/api/arena/votes`, body)).toMatchObject({
      status: 409,
      json: { code: "nonce_used" },
    });
    expect((await vote(wallet, "no-such-run", "a")).res).toMatchObject({
      status: 404,
      json: { code: "unknown_run" },
    });
    const board = await leaderboard("summarization");
    expect(board.totalVotes).toBe(1);
    // Below the minimum votes the rows come by votes, then by name.
    expect(board.models.map((row) => [row.model, row.wins, row.losses])).toEqual([
      ["org/delta", 0, 1],
      ["org/gamma", 1, 0],
    ]);
  });

  it("refuses an unsigned vote and an outcome outside the four", async () => {
    const runId = await startRun("org/alpha", "org/beta");
    expect(await postJson(`${server.url}/api/arena/votes`, { runId, outcome: "a" })).toMatchObject({
      status: 401,
      json: { code: "unsigned" },
    });
    const res = await postJson(
      `${server.url}/api/arena/votes`,
      await signedBody(server.url, testWallet(), VOTE_ACTION, { runId, outcome: "both" }),
    );
    expect(res).toMatchObject({ status: 400, json: { code: "invalid_vote" } });
  });

  it("refuses a run of one model against itself or without models", async () => {
    expect(await postJson(`${server.url}/api/arena/runs`, { a: "org/x", b: "org/x" })).toMatchObject({
      status: 400,
      json: { code: "same_model" },
    });
    expect(await postJson(`${server.url}/api/arena/runs`, { a: "org/x" })).toMatchObject({
      status: 400,
      json: { code: "invalid_models" },
    });
  });

  it("moves the leaderboard with each vote: counts first, then a score once a model has enough votes", async () => {
    const task = "translation";
    expect(await leaderboard(task)).toMatchObject({ task, totalVotes: 0, models: [] });
    const wallet = testWallet();
    for (let i = 0; i < 9; i++) await vote(wallet, await startRun("org/strong", "org/weak", task), "a");
    const before = await leaderboard(task);
    expect(before.totalVotes).toBe(9);
    expect(before.tasks).toContain(task);
    expect(before.models[0]).toMatchObject({
      model: "org/strong",
      votes: 9,
      score: null,
      enoughVotes: false,
    });

    await vote(wallet, await startRun("org/weak", "org/strong", task), "a");
    const after = await leaderboard(task);
    expect(after.totalVotes).toBe(10);
    const [strong, weak] = after.models;
    expect(strong).toMatchObject({ model: "org/strong", rank: 1, votes: 10, wins: 9, winRate: 0.9 });
    expect(weak).toMatchObject({ model: "org/weak", rank: 2, votes: 10, wins: 1 });
    expect(strong?.score).toBeGreaterThan(weak?.score ?? Number.POSITIVE_INFINITY);
    expect(strong?.lower).toBeLessThanOrEqual(strong?.score ?? 0);
    expect(strong?.upper).toBeGreaterThanOrEqual(strong?.score ?? 0);
  });
});
