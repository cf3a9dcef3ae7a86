/**
 * Fixed-window counters for rate limits and budgets: `hit(key, windowMs, cost)` adds `cost` to the key's
 * count in the current window (windows start at multiples of `windowMs` since the epoch) and returns the
 * count after adding. The durable stores (Postgres by default, Redis with `REDIS_URL`) implement the same
 * interface, so several instances share one count; {@link MemoryCounterStore} is for tests and tools.
 */
export interface CounterStore {
  hit(key: string, windowMs: number, cost?: number): Promise<number>;
}

/** Counters in this process's memory; windows that have ended are dropped as they are passed. */
export class MemoryCounterStore implements CounterStore {
  readonly #counts = new Map<string, { window: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number, cost = 1): Promise<number> {
    const window = Math.floor(this.now() / windowMs);
    const entry = this.#counts.get(key);
    const count = (entry?.window === window ? entry.count : 0) + cost;
    this.#counts.set(key, { window, count });
    return count;
  }
}
