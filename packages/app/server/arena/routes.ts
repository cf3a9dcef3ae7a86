/**
 * The arena (issue 18): side-by-side runs, wallet-signed votes on them, and the leaderboard.
 *
 * - `POST /api/arena/runs` `{ a, b, task }` → `{ runId, task, a, b }`: the server records which two models
 *   answer, for which task, under a random id it issues. A vote names the run, never the models, so a
 *   voter cannot credit a model that was not in the run.
 * - `POST /api/arena/votes`: a signed action (signed/, action {@link VOTE_ACTION}, payload
 *   `{ runId, outcome }`) → `{ vote: { runId, outcome, address } }`. The signature is checked and the nonce
 *   consumed first (400/401/409 from signed/verify.ts); then 404 `unknown_run`, 409 `already_voted` (one
 *   vote per run and address, the table's primary key).
 * - `GET /api/arena/leaderboard?task=` → {@link Leaderboard}: a Bradley–Terry fit (bradley-terry.ts) of
 *   the stored, signature-checked votes of that task, and the tasks that have votes.
 */
import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/client.ts";
import { arenaRuns, arenaVotes } from "../db/schema.ts";
import { readSignedAction, SIGNED_UNAVAILABLE } from "../signed/routes.ts";
import type { SignedActions } from "../signed/verify.ts";
import {
  MIN_VOTES_FOR_SCORE,
  type RankedModel,
  rankModels,
  VOTE_OUTCOMES,
  type VoteOutcome,
} from "./bradley-terry.ts";

/** The signed action's name in the message a wallet signs. */
export const VOTE_ACTION = "arena.vote";

/** `GET /api/arena/leaderboard` answers this. */
export interface Leaderboard {
  task: string;
  /** Every task with at least one vote, sorted. */
  tasks: string[];
  totalVotes: number;
  /** A model with fewer votes reads "not enough votes" (score, interval and rank null). */
  minVotes: number;
  models: RankedModel[];
}

const TASK = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MODEL = /^[\w.-]+(\/[\w.:-]+)?$/;
const DEFAULT_TASK = "text-generation";

const badRequest = (code: string, error: string) => ({ error, code });

export function createArenaRoutes(options: { database?: Database; signed?: SignedActions }) {
  const { database, signed } = options;
  const app = new Hono();
  /** Leaderboards by task, kept while the task's vote count is unchanged (votes are only ever added). */
  const fits = new Map<string, { votes: number; board: Leaderboard }>();

  app.post("/runs", async (c) => {
    if (!database) return c.json(SIGNED_UNAVAILABLE, 503);
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const { a, b } = body ?? {};
    const task = body?.task ?? DEFAULT_TASK;
    if (
      typeof a !== "string" ||
      typeof b !== "string" ||
      !MODEL.test(a) ||
      !MODEL.test(b) ||
      a.length > 200 ||
      b.length > 200
    )
      return c.json(badRequest("invalid_models", "Name two models to compare."), 400);
    if (a === b) return c.json(badRequest("same_model", "Pick two different models to compare."), 400);
    if (typeof task !== "string" || !TASK.test(task))
      return c.json(badRequest("invalid_task", "The task is not a valid task name."), 400);
    const runId = randomBytes(18).toString("base64url");
    await database.insert(arenaRuns).values({ id: runId, task, modelA: a, modelB: b });
    return c.json({ runId, task, a, b }, 201, { "cache-control": "no-store" });
  });

  app.post("/votes", async (c) => {
    if (!database) return c.json(SIGNED_UNAVAILABLE, 503);
    const action = await readSignedAction(c, signed, VOTE_ACTION);
    if (action instanceof Response) return action;
    const { runId, outcome } = action.payload;
    if (typeof runId !== "string" || !VOTE_OUTCOMES.includes(outcome as VoteOutcome))
      return c.json(
        badRequest("invalid_vote", "A vote names a run and one of: A is better, B is better, Tie, Both bad."),
        400,
      );
    const [run] = await database.select().from(arenaRuns).where(eq(arenaRuns.id, runId));
    if (!run)
      return c.json(badRequest("unknown_run", "This run is unknown to the server; run both again."), 404);
    const inserted = await database
      .insert(arenaVotes)
      .values({
        runId,
        address: action.address,
        outcome: outcome as VoteOutcome,
        message: action.message,
        signature: action.signature,
      })
      .onConflictDoNothing()
      .returning({ runId: arenaVotes.runId });
    if (inserted.length === 0)
      return c.json(badRequest("already_voted", "You have already voted on this run."), 409);
    return c.json({ vote: { runId, outcome, address: action.address, task: run.task } }, 201);
  });

  app.get("/leaderboard", async (c) => {
    if (!database) return c.json(SIGNED_UNAVAILABLE, 503);
    const task = c.req.query("task") || DEFAULT_TASK;
    if (!TASK.test(task))
      return c.json(badRequest("invalid_task", "The task is not a valid task name."), 400);
    const tasks = await database
      .selectDistinct({ task: arenaRuns.task })
      .from(arenaRuns)
      .innerJoin(arenaVotes, eq(arenaVotes.runId, arenaRuns.id))
      .orderBy(arenaRuns.task);
    const [{ votes } = { votes: 0 }] = await database
      .select({ votes: count() })
      .from(arenaVotes)
      .innerJoin(arenaRuns, eq(arenaVotes.runId, arenaRuns.id))
      .where(eq(arenaRuns.task, task));
    let fit = fits.get(task);
    if (!fit || fit.votes !== votes) {
      const rows = await database
        .select({ a: arenaRuns.modelA, b: arenaRuns.modelB, outcome: arenaVotes.outcome })
        .from(arenaVotes)
        .innerJoin(arenaRuns, eq(arenaVotes.runId, arenaRuns.id))
        .where(eq(arenaRuns.task, task));
      fit = {
        votes: rows.length,
        board: {
          task,
          tasks: [],
          totalVotes: rows.length,
          minVotes: MIN_VOTES_FOR_SCORE,
          models: rankModels(rows),
        },
      };
      fits.set(task, fit);
    }
    return c.json({ ...fit.board, tasks: tasks.map((row) => row.task) } satisfies Leaderboard, 200, {
      "cache-control": "no-store",
    });
  });

  return app;
}
