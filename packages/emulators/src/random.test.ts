import { describe, expect, it } from "vitest";
import { createRandom, hash32 } from "./random";

// The same numbers as `@hiber/hub-sdk/random` (its own test), which the emulators may not import.
describe("createRandom", () => {
  it("draws mulberry32's sequence for a seed", () => {
    const random = createRandom(42);
    expect([random(), random(), random()]).toEqual([
      0.6011037519201636, 0.44829055899754167, 0.8524657934904099,
    ]);
  });
});

describe("hash32", () => {
  it("is FNV-1a's 32-bit hash", () => {
    expect([hash32(""), hash32("a"), hash32("foobar")]).toEqual([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
  });
});
