/**
 * The durable counter stores behind the rate limits and budgets: Postgres (on PGlite and on a real server)
 * and Redis (a real redis-server, scripts/test-services.ts). Fixed windows: the count adds up within a
 * window, starts over in the next, and two instances on one store share one count.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../db/client.ts";
import { DATABASE_KINDS, openTestDatabase, testServiceUrl } from "../db/testing.ts";
import type { CounterStore } from "./counters.ts";
import { PostgresCounterStore } from "./postgres.ts";
import { RedisCounterStore } from "./redis.ts";

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** The shared cases: `make(now)` gives a new store (another instance) on the same backing store. */
function counterCases(make: (now: () => number) => CounterStore) {
  it("adds the cost within a window and returns the count after adding", async () => {
    const time = clock();
    const store = make(time.now);
    const key = `ip:${Math.random()}`;
    expect(await store.hit(key, 60_000)).toBe(1);
    expect(await store.hit(key, 60_000)).toBe(2);
    expect(await store.hit(key, 60_000, 5)).toBe(7);
    expect(await store.hit(`${key}:other`, 60_000)).toBe(1);
  });

  it("starts over when the window ends", async () => {
    const time = clock(120_000);
    const store = make(time.now);
    const key = `ip:${Math.random()}`;
    expect(await store.hit(key, 60_000, 3)).toBe(3);
    time.advance(59_999);
    expect(await store.hit(key, 60_000)).toBe(4);
    time.advance(1);
    expect(await store.hit(key, 60_000)).toBe(1);
  });

  it("shares one count between two instances hitting at once", async () => {
    const time = clock();
    const [a, b] = [make(time.now), make(time.now)];
    const key = `budget:${Math.random()}`;
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit(key, 86_400_000)),
    );
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
}

describe.each(DATABASE_KINDS)("PostgresCounterStore on %s", (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  counterCases((now) => new PostgresCounterStore(database.db, now));
});

describe("RedisCounterStore", () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testServiceUrl("TEST_REDIS_URL"));
  });
  afterAll(async () => {
    await redis?.quit();
  });
  counterCases((now) => new RedisCounterStore(redis, `test:${process.pid}:`, now));

  it("lets a window's key expire when the window ends", async () => {
    const store = new RedisCounterStore(redis, "test:expiry:", () => 1_000);
    await store.hit("k", 10_000);
    const ttl = await redis.pttl("test:expiry:k:0");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(9_000);
  });
});
