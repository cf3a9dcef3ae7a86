import { describe, expect, it } from "vitest";
import { hashSeed, seededRandom } from "./random";

describe("seededRandom", () => {
  it("draws mulberry32's sequence for a seed", () => {
    const random = seededRandom(42);
    expect(Array.from({ length: 5 }, () => random())).toEqual([
      0.6011037519201636, 0.44829055899754167, 0.8524657934904099, 0.6697340414393693, 0.17481389874592423,
    ]);
    const zero = seededRandom(0);
    expect(Array.from({ length: 3 }, () => zero())).toEqual([
      0.26642920868471265, 0.0003297457005828619, 0.2232720274478197,
    ]);
  });

  it("repeats its sequence for a seed, and takes the seed modulo 2³²", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const draws = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(draws);
    expect(seededRandom(-1)()).toBe(seededRandom(2 ** 32 - 1)());
  });

  it("stays in [0, 1)", () => {
    const random = seededRandom(hashSeed("model"));
    const draws = Array.from({ length: 10_000 }, () => random());
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });
});

describe("hashSeed", () => {
  it("is FNV-1a's 32-bit hash", () => {
    expect(hashSeed("")).toBe(0x811c9dc5);
    expect(hashSeed("a")).toBe(0xe40c292c);
    expect(hashSeed("foobar")).toBe(0xbf9cf968);
  });
});
