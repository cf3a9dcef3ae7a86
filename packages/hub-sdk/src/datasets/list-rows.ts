import { InputError } from "../errors";
import type { RequestOptions } from "../types/public";
import { isApiRows, toRowsPage } from "./map";
import { getDatasetsServer, requireName } from "./request";
import type { RowsPage } from "./types";

/** Parameters of {@link listRows}. */
export type ListRowsParams = RequestOptions & {
  /** Dataset id, e.g. `vega-datasets/flights`. */
  dataset: string;
  /** Config name, e.g. `default`. */
  config: string;
  /** Split name, e.g. `train`. */
  split: string;
  /** Index of the first row, from 0 (default 0). */
  offset?: number;
  /** Rows to return (default 100; the service allows at most 100 and answers 422 above). */
  length?: number;
};

/**
 * A page of rows of a split (`GET /rows`), with the split's total row count. Page through a split with
 * `offset`; rows past the end are simply absent. Works only for datasets with a parquet export.
 *
 * @throws {InputError} for an empty dataset, config or split, a negative or non-integer offset or length,
 *   or a malformed token. The upper bound of `length` is the service's (422 `InvalidParameter`).
 * @throws {DatasetsServerError} "Failed to fetch rows of {dataset}": 422 `InvalidParameter` for a length
 *   above 100, 404 `ResponseNotFound` for an unknown config or split, 401/404 for an inaccessible dataset.
 * @throws {InvalidResponseError} "Invalid response format".
 */
export async function listRows(params: ListRowsParams): Promise<RowsPage> {
  const dataset = requireName(params.dataset, "dataset");
  const config = requireName(params.config, "config");
  const split = requireName(params.split, "split");
  const offset = nonNegativeInteger(params.offset, "offset");
  const length = nonNegativeInteger(params.length, "length");
  const body = await getDatasetsServer(
    "/rows",
    { dataset, config, split, offset, length },
    params,
    `Failed to fetch rows of ${dataset}`,
    isApiRows,
  );
  return toRowsPage(body);
}

function nonNegativeInteger(value: unknown, name: "offset" | "length"): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new InputError(`Invalid ${name}: expected a non-negative integer`);
  }
  return value;
}
