import { describe, expect, it } from "vitest";
import { entrySize, MemoryResponseStore } from "./cache.ts";

const response = (n: number, bytes = 1) => ({
  status: 200,
  headers: [] as [string, string][],
  body: new Uint8Array(bytes).fill(n),
});

describe("MemoryResponseStore", () => {
  it("expires entries after the TTL", async () => {
    let now = 10_000;
    const store = new MemoryResponseStore({ ttlMs: 1000, maxBytes: 10_000, now: () => now });
    await store.set("a", response(1));
    now = 10_999;
    expect((await store.get("a"))?.body[0]).toBe(1);
    now = 11_001;
    expect(await store.get("a")).toBeUndefined();
  });

  it("evicts the least recently used entries beyond its byte budget", async () => {
    const one = entrySize("a", response(1, 100));
    const store = new MemoryResponseStore({ ttlMs: 60_000, maxBytes: one * 2 });
    await store.set("a", response(1, 100));
    await store.set("b", response(2, 100));
    await store.get("a");
    await store.set("c", response(3, 100));
    expect(await store.get("b")).toBeUndefined();
    expect((await store.get("a"))?.body[0]).toBe(1);
    expect((await store.get("c"))?.body[0]).toBe(3);
    expect(store.calculatedSize).toBeLessThanOrEqual(one * 2);
  });

  it("does not keep an entry above half of its budget", async () => {
    const store = new MemoryResponseStore({ ttlMs: 60_000, maxBytes: 1000 });
    await store.set("big", response(1, 600));
    expect(await store.get("big")).toBeUndefined();
    expect(store.calculatedSize).toBe(0);
  });

  it("caches nothing with a zero TTL or budget", async () => {
    for (const options of [
      { ttlMs: 0, maxBytes: 10_000 },
      { ttlMs: 1000, maxBytes: 0 },
    ]) {
      const store = new MemoryResponseStore(options);
      await store.set("a", response(1));
      expect(await store.get("a")).toBeUndefined();
    }
  });
});
