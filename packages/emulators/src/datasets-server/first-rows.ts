import { type Cell, type Features, featuresList } from "./features";
import type { SplitTable } from "./table";

/*
 * The `/first-rows` response and its truncation rule, after the dataset viewer's
 * `libcommon/viewer_utils/rows.py` (`create_first_rows_response`) and `truncate_rows.py`.
 */

/** Limits of `/first-rows`; the defaults are the service's (`FIRST_ROWS_*` settings). */
export interface FirstRowsLimits {
  /** Bytes the whole JSON response may take (1 MB). */
  maxBytes: number;
  /** Rows fetched at most (100). */
  maxNumber: number;
  /** Rows kept even when too big, their cells truncated instead (10). */
  minNumber: number;
  /** A cell whose JSON is longer than this is cut to this many bytes when truncating (100). */
  minCellBytes: number;
}

export const DEFAULT_FIRST_ROWS_LIMITS: Readonly<FirstRowsLimits> = {
  maxBytes: 1_000_000,
  maxNumber: 100,
  minNumber: 10,
  minCellBytes: 100,
};

/** One row as the datasets server serves it. */
export interface RowItem {
  row_idx: number;
  row: Record<string, Cell | string>;
  truncated_cells: string[];
}

/** The `/first-rows` body. */
export interface FirstRowsResponse {
  dataset: string;
  config: string;
  split: string;
  features: ReturnType<typeof featuresList>;
  rows: RowItem[];
  truncated: boolean;
}

/** Bytes of a value serialised as compact JSON (UTF-8), as the service measures sizes. */
export function jsonSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), "utf8");
}

/**
 * A cell serialised to JSON and cut to at most `maxBytes` bytes at a UTF-8 character boundary, or
 * `undefined` when its JSON already fits. A cut string therefore starts with a `"`, as the service's do.
 */
export function serializeAndTruncate(cell: unknown, maxBytes: number): string | undefined {
  const bytes = Buffer.from(JSON.stringify(cell), "utf8");
  if (bytes.length <= maxBytes) return undefined;
  let end = maxBytes;
  // Back up to the lead byte of the character at the cut (continuation bytes are 10xxxxxx).
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString("utf8");
}

/** Truncates every cell of a row item whose JSON is longer than `minCellBytes` (mutates it). */
function truncateRowItem(item: RowItem, minCellBytes: number): void {
  for (const [column, cell] of Object.entries(item.row)) {
    const cut = serializeAndTruncate(cell, minCellBytes);
    if (cut === undefined) continue;
    item.row[column] = cut;
    if (!item.truncated_cells.includes(column)) item.truncated_cells.push(column);
  }
}

const COMMA = 1;
const BRACKETS = 2;

/**
 * Fits rows into `rowsMaxBytes`: keeps the first `minNumber` rows, then adds rows while the total
 * stays under the limit; if the first `minNumber` rows are already too big, truncates their cells
 * from the last row backwards until the total fits. Returns the items and whether anything was dropped.
 */
export function createTruncatedRowItems(
  rows: readonly Record<string, Cell>[],
  limits: Pick<FirstRowsLimits, "minNumber" | "minCellBytes">,
  rowsMaxBytes: number,
): { items: RowItem[]; truncated: boolean } {
  const items: RowItem[] = [];
  let bytes = BRACKETS;
  for (const [index, row] of rows.slice(0, limits.minNumber).entries()) {
    const item: RowItem = { row_idx: index, row: { ...row }, truncated_cells: [] };
    bytes += jsonSize(item) + COMMA;
    items.push(item);
  }
  if (bytes >= rowsMaxBytes) {
    let total = jsonSize(items);
    for (const item of [...items].reverse()) {
      if (total < rowsMaxBytes) break;
      const before = jsonSize(item);
      truncateRowItem(item, limits.minCellBytes);
      total += jsonSize(item) - before;
    }
    return { items, truncated: items.length < rows.length };
  }
  for (let index = limits.minNumber; index < rows.length; index++) {
    const item: RowItem = {
      row_idx: index,
      row: { ...(rows[index] as Record<string, Cell>) },
      truncated_cells: [],
    };
    bytes += jsonSize(item) + COMMA;
    if (bytes >= rowsMaxBytes) break;
    items.push(item);
  }
  return { items, truncated: items.length < rows.length };
}

/**
 * The `/first-rows` body for a split: up to `maxNumber` rows, fewer when the JSON would exceed
 * `maxBytes`, and cells cut when even `minNumber` rows are too big. `truncated` is true when rows
 * were dropped, or the split has more rows than were fetched (as in the service, cutting cells alone
 * does not set it).
 * @returns `undefined` when the features alone exceed `maxBytes` (the service's TooBigContentError).
 */
export function createFirstRows(
  ids: { dataset: string; config: string; split: string },
  table: SplitTable,
  limits: FirstRowsLimits = DEFAULT_FIRST_ROWS_LIMITS,
): FirstRowsResponse | undefined {
  const features: Features = table.features;
  const response: FirstRowsResponse = {
    ...ids,
    features: featuresList(features),
    rows: [],
    truncated: false,
  };
  const surrounding = jsonSize(response);
  if (surrounding > limits.maxBytes) return undefined;

  const fetched = Math.min(table.numRows, limits.maxNumber);
  const rows = Array.from({ length: fetched }, (_, i) => table.row(i));
  const allFetched = table.numRows <= limits.maxNumber;
  const { items, truncated } = createTruncatedRowItems(rows, limits, limits.maxBytes - surrounding);
  response.rows = items;
  response.truncated = !allFetched || truncated;
  return response;
}
