/** The response cache in Redis (`REDIS_URL`), on a real redis-server (scripts/test-services.ts). */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServiceUrl } from "../db/testing.ts";
import type { CachedResponse } from "./cache.ts";
import { RedisResponseStore } from "./redis-store.ts";

const response = (body: number[]): CachedResponse => ({
  status: 200,
  headers: [
    ["content-type", "application/json"],
    ["link", '<https://hub.example/api/models?cursor=abc>; rel="next"'],
  ],
  body: new Uint8Array(body),
});

describe("RedisResponseStore", () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testServiceUrl("TEST_REDIS_URL"));
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it("gives back the status, headers and body bytes that another instance stored", async () => {
    const prefix = `test:${Math.random()}:`;
    const writer = new RedisResponseStore(redis, { ttlMs: 60_000, prefix });
    const reader = new RedisResponseStore(redis, { ttlMs: 60_000, prefix });
    const value = response([0, 1, 2, 255, 0x7b, 0x7d]);
    expect(await reader.get("GET /api/models")).toBeUndefined();
    await writer.set("GET /api/models", value);
    expect(await reader.get("GET /api/models")).toEqual(value);
  });

  it("gives back a stored gzip beside the body", async () => {
    const prefix = `test:${Math.random()}:`;
    const store = new RedisResponseStore(redis, { ttlMs: 60_000, prefix });
    const value = { ...response([1, 2, 3, 4]), gzip: new Uint8Array([31, 139, 8, 0]) };
    await store.set("GET /api/models", value);
    expect(await store.get("GET /api/models")).toEqual(value);
  });

  it("gives back a stored gzip and brotli copy beside the body", async () => {
    const prefix = `test:${Math.random()}:`;
    const store = new RedisResponseStore(redis, { ttlMs: 60_000, prefix });
    const value = {
      ...response([1, 2, 3, 4]),
      gzip: new Uint8Array([31, 139, 8, 0]),
      br: new Uint8Array([11, 1, 128]),
    };
    await store.set("GET /api/models", value);
    expect(await store.get("GET /api/models")).toEqual(value);
  });

  it("reads a value stored before brotli copies existed as the entry with its gzip only", async () => {
    const prefix = `test:${Math.random()}:`;
    const value = { ...response([1, 2, 3, 4]), gzip: new Uint8Array([31, 139, 8, 0]) };
    // The earlier layout: the length of the JSON, {status, headers, gzipBytes}, the body, the gzip.
    const meta = Buffer.from(JSON.stringify({ status: 200, headers: value.headers, gzipBytes: 4 }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(meta.byteLength);
    await redis.set(`${prefix}GET /api/models`, Buffer.concat([length, meta, value.body, value.gzip]));
    const read = await new RedisResponseStore(redis, { ttlMs: 60_000, prefix }).get("GET /api/models");
    expect(read).toEqual(value);
    expect(read?.br).toBeUndefined();
  });

  it("stores with the cache's TTL, nothing with a TTL of 0, and no body over the size limit", async () => {
    const prefix = `test:${Math.random()}:`;
    await new RedisResponseStore(redis, { ttlMs: 5_000, prefix }).set("a", response([1]));
    const ttl = await redis.pttl(`${prefix}a`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
    await new RedisResponseStore(redis, { ttlMs: 0, prefix }).set("b", response([1]));
    expect(await redis.exists(`${prefix}b`)).toBe(0);
    await new RedisResponseStore(redis, { ttlMs: 5_000, prefix, maxBodyBytes: 2 }).set(
      "c",
      response([1, 2, 3]),
    );
    expect(await redis.exists(`${prefix}c`)).toBe(0);
  });

  it("is a miss, not an error, when Redis cannot be reached or holds something else", async () => {
    const errors: string[] = [];
    const down = new Redis("redis://127.0.0.1:9", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    down.on("error", () => undefined);
    const store = new RedisResponseStore(down, {
      ttlMs: 60_000,
      onError: (error) => errors.push(error.message),
    });
    expect(await store.get("x")).toBeUndefined();
    await store.set("x", response([1]));
    expect(errors).toHaveLength(2);
    down.disconnect();

    const prefix = `test:${Math.random()}:`;
    await redis.set(`${prefix}junk`, "xy");
    expect(await new RedisResponseStore(redis, { ttlMs: 60_000, prefix }).get("junk")).toBeUndefined();
  });
});
