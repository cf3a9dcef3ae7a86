import { type Cell, classLabel, type Feature, type Features, inferFeature, toCell } from "./features";

/** The rows of one split, with their features. */
export interface SplitTable {
  readonly features: Features;
  readonly numRows: number;
  /** Row `index` (0-based) as `{column: cell}`, in feature order. */
  row(index: number): Record<string, Cell>;
  /**
   * Estimated size of the split in Arrow memory (what the datasets server reports as
   * `num_bytes_memory` and `dataset_size`): fixed-width columns, string bytes plus offsets, validity
   * bitmaps for columns with nulls.
   */
  readonly numBytesMemory: number;
}

/** How to type a table's columns beyond what the values say. */
export interface TableOptions {
  /** Columns that become `ClassLabel`s over these names (cells turn into indices). */
  classLabels?: Record<string, readonly string[]>;
}

/** A column's cells, packed into a typed array when they are non-null numbers. */
type ColumnStore = Int32Array | Float64Array | Cell[];

function utf8Length(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/** Estimated Arrow bytes of one cell of `feature` (without the column's validity bitmap). */
function cellBytes(cell: Cell, feature: Feature): number {
  switch (feature._type) {
    case "ClassLabel":
      return 8;
    case "List":
      return (
        4 +
        (Array.isArray(cell)
          ? cell.reduce<number>((sum, item) => sum + cellBytes(item, feature.feature), 0)
          : 0)
      );
    case "Dict": {
      const struct = cell !== null && typeof cell === "object" && !Array.isArray(cell) ? cell : {};
      return feature.fields.reduce((sum, [name, field]) => sum + cellBytes(struct[name] ?? null, field), 0);
    }
    case "Value":
      switch (feature.dtype) {
        case "string":
          return 4 + (typeof cell === "string" ? utf8Length(cell) : 0);
        case "bool":
          return 1 / 8;
        case "null":
          return 0;
        default:
          return 8;
      }
  }
}

function pack(cells: Cell[], feature: Feature): ColumnStore {
  if (feature._type !== "Value" || (feature.dtype !== "int64" && feature.dtype !== "float64")) return cells;
  if (cells.some((c) => c === null)) return cells;
  const numbers = cells as number[];
  if (feature.dtype === "int64" && numbers.every((n) => n >= -2_147_483_648 && n <= 2_147_483_647)) {
    return Int32Array.from(numbers);
  }
  return Float64Array.from(numbers);
}

/** Column names in order of first appearance over the records. */
function columnNames(records: readonly Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) names.add(key);
  return [...names];
}

/**
 * Builds a table from plain records: infers each column's feature from its values (see
 * {@link inferFeature}), applies ClassLabel overrides, converts the cells and packs numeric columns
 * without nulls into typed arrays (a 200,000-row numeric split costs a few megabytes).
 */
export function tableFromRecords(
  records: readonly Record<string, unknown>[],
  options: TableOptions = {},
): SplitTable {
  const names = columnNames(records);
  const features: [string, Feature][] = [];
  const columns: ColumnStore[] = [];
  let numBytesMemory = 0;
  for (const name of names) {
    const labels = options.classLabels?.[name];
    const feature = labels ? classLabel(labels) : inferFeature(records.map((r) => r[name]));
    const cells = records.map((record) => toCell(record[name], feature));
    let bytes = 0;
    let nulls = 0;
    for (const cell of cells) {
      bytes += cellBytes(cell, feature);
      if (cell === null) nulls++;
    }
    numBytesMemory += Math.ceil(bytes) + (nulls > 0 ? Math.ceil(cells.length / 8) : 0);
    features.push([name, feature]);
    columns.push(pack(cells, feature));
  }
  const numRows = records.length;
  return {
    features,
    numRows,
    numBytesMemory,
    row(index) {
      if (!Number.isInteger(index) || index < 0 || index >= numRows) {
        throw new RangeError(`row ${index} is outside 0..${numRows - 1}`);
      }
      const row: Record<string, Cell> = {};
      for (let i = 0; i < features.length; i++) {
        const column = columns[i] as ColumnStore;
        row[(features[i] as [string, Feature])[0]] = column[index] as Cell;
      }
      return row;
    },
  };
}
