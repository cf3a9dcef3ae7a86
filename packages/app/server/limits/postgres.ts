/**
 * {@link CounterStore} in the database (`rate_counters`): one upsert on (key, window) adds the cost and
 * returns the count, atomically, so every instance on the same database shares the count. Rows of windows
 * that have ended are deleted now and then, by whichever instance passes.
 */
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateCounters } from "../db/schema.ts";
import type { CounterStore } from "./counters.ts";

/** Ended windows are swept at most this often (per process). */
const SWEEP_EVERY_MS = 60_000;

export class PostgresCounterStore implements CounterStore {
  #lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number, cost = 1): Promise<number> {
    const now = this.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, windowStart, count: cost, expiresAt: new Date(windowStart + windowMs) })
      .onConflictDoUpdate({
        target: [rateCounters.key, rateCounters.windowStart],
        set: { count: sql`${rateCounters.count} + excluded.count` },
      })
      .returning({ count: rateCounters.count });
    if (now - this.#lastSweep >= SWEEP_EVERY_MS) {
      this.#lastSweep = now;
      await this.db.delete(rateCounters).where(lt(rateCounters.expiresAt, new Date(now)));
    }
    return Number(row?.count ?? cost);
  }
}
