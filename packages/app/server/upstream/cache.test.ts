import { describe, expect, it } from "vitest";
import { ResponseCache } from "./cache.ts";

const response = (n: number) => ({ status: 200, headers: [], body: new Uint8Array([n]) });

describe("ResponseCache", () => {
  it("expires entries after the TTL", () => {
    let now = 0;
    const cache = new ResponseCache(1000, 10, () => now);
    cache.set("a", response(1));
    now = 999;
    expect(cache.get("a")?.body[0]).toBe(1);
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("evicts the least recently used entry beyond its size", () => {
    const cache = new ResponseCache(1000, 2);
    cache.set("a", response(1));
    cache.set("b", response(2));
    cache.get("a");
    cache.set("c", response(3));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body[0]).toBe(1);
    expect(cache.size).toBe(2);
  });

  it("caches nothing with a zero TTL", () => {
    const cache = new ResponseCache(0, 10);
    cache.set("a", response(1));
    expect(cache.get("a")).toBeUndefined();
  });
});
