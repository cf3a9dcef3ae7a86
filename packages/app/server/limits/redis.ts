/**
 * {@link CounterStore} in Redis (`REDIS_URL`), shared by every instance: `INCRBY` and `PEXPIRE` in one
 * MULTI on the key of the current window, which expires when the window ends.
 */
import type { Redis } from "ioredis";
import type { CounterStore } from "./counters.ts";

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "hiber:counter:",
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number, cost = 1): Promise<number> {
    const window = Math.floor(this.now() / windowMs);
    const name = `${this.prefix}${key}:${window}`;
    const endsIn = (window + 1) * windowMs - this.now();
    const results = await this.redis.multi().incrby(name, cost).pexpire(name, Math.max(1, endsIn)).exec();
    const [error, count] = results?.[0] ?? [new Error("redis: the transaction was discarded"), null];
    if (error) throw error;
    return Number(count);
  }
}
