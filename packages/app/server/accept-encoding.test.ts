/** `chooseEncoding`'s q-values: the highest weight among the copies that exist, br first at equal weight. */
import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding.ts";

describe("chooseEncoding by q-values", () => {
  it.each([
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.8", "br"],
    ["gzip;q=0.9, br;q=0.9", "br"],
    ["*;q=0.2, gzip;q=0.5", "gzip"],
    ["*;q=0.7, gzip;q=0.5", "br"],
    ["gzip;q=0, br;q=0", undefined],
    ["br;q=abc, gzip;q=0.1", "gzip"],
  ] as const)("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("weighs only the copies that exist", () => {
    expect(chooseEncoding("br;q=1, gzip;q=0.1", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBeUndefined();
  });
});
