import { describe, expect, it } from "vitest";
import { createFirstRows, createTruncatedRowItems, jsonSize, serializeAndTruncate } from "./first-rows";
import { tableFromRecords } from "./table";

describe("serializeAndTruncate", () => {
  it("leaves a cell whose JSON fits, and cuts the JSON of a longer one at a character boundary", () => {
    expect(serializeAndTruncate("short", 100)).toBeUndefined();
    expect(serializeAndTruncate("abcdefghij", 5)).toBe('"abcd');
    // "é" is two bytes: a cut in its middle backs up before it.
    expect(serializeAndTruncate("ééééé", 4)).toBe('"é');
    expect(serializeAndTruncate([1, 2, 3, 4, 5], 6)).toBe("[1,2,3");
  });
});

describe("createTruncatedRowItems", () => {
  const row = (i: number, size: number) => ({ id: i, text: "x".repeat(size) });

  it("adds rows after the minimum until the next one would reach the byte limit", () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i, 50));
    const oneItem = jsonSize({ row_idx: 10, row: rows[10], truncated_cells: [] }) + 1;
    const { items, truncated } = createTruncatedRowItems(
      rows,
      { minNumber: 10, minCellBytes: 20 },
      2 + oneItem * 15 + 1,
    );
    expect(items).toHaveLength(15);
    expect(truncated).toBe(true);
    expect(items.every((item) => item.truncated_cells.length === 0)).toBe(true);
  });

  it("keeps every row and reports nothing dropped when all fit", () => {
    const rows = Array.from({ length: 5 }, (_, i) => row(i, 10));
    const { items, truncated } = createTruncatedRowItems(rows, { minNumber: 10, minCellBytes: 20 }, 10_000);
    expect(items.map((i) => i.row_idx)).toEqual([0, 1, 2, 3, 4]);
    expect(truncated).toBe(false);
  });

  it("cuts cells of the minimum rows from the last row backwards until they fit", () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i, 1_000));
    const { items, truncated } = createTruncatedRowItems(rows, { minNumber: 10, minCellBytes: 20 }, 4_000);
    expect(items).toHaveLength(10);
    expect(truncated).toBe(false); // nothing dropped
    const cut = items.filter((i) => i.truncated_cells.length > 0).map((i) => i.row_idx);
    expect(cut).toEqual([3, 4, 5, 6, 7, 8, 9]);
    for (const item of items.slice(3)) {
      expect(item.truncated_cells).toEqual(["text"]);
      expect(item.row.text).toBe(`"${"x".repeat(19)}`);
      expect(item.row.id).toBe(item.row_idx);
    }
    expect(jsonSize(items)).toBeLessThan(4_000);
  });
});

describe("createFirstRows", () => {
  it("marks a split with more rows than fetched as truncated, and a small one as complete", () => {
    const ids = { dataset: "a/b", config: "default", split: "train" };
    const big = tableFromRecords(Array.from({ length: 120 }, (_, i) => ({ i })));
    const small = tableFromRecords(Array.from({ length: 7 }, (_, i) => ({ i })));
    expect(createFirstRows(ids, big)).toMatchObject({ truncated: true });
    expect(createFirstRows(ids, big)?.rows).toHaveLength(100);
    expect(createFirstRows(ids, small)).toMatchObject({ truncated: false });
    expect(createFirstRows(ids, small)?.rows).toHaveLength(7);
  });

  it("refuses when the features alone exceed the limit", () => {
    const table = tableFromRecords([{ a: 1 }]);
    const limits = { maxBytes: 50, maxNumber: 100, minNumber: 10, minCellBytes: 100 };
    expect(
      createFirstRows({ dataset: "a/b", config: "default", split: "train" }, table, limits),
    ).toBeUndefined();
  });
});
