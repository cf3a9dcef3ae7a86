import type { RequestOptions } from "../types/public";
import { isApiFirstRows, toFirstRows } from "./map";
import { getDatasetsServer, requireName } from "./request";
import type { FirstRows } from "./types";

/** Parameters of {@link firstRows}. */
export type FirstRowsParams = RequestOptions & {
  /** Dataset id, e.g. `scikit-learn/iris`. */
  dataset: string;
  /** Config name, e.g. `default`. */
  config: string;
  /** Split name, e.g. `train`. */
  split: string;
};

/**
 * The first rows of a split (`GET /first-rows`): up to 100, fewer when they would exceed 1 MB (then
 * `truncated` is true, and very big cells may be cut to strings, listed in each row's `truncatedCells`).
 *
 * @throws {InputError} for an empty dataset, config or split, or a malformed token.
 * @throws {DatasetsServerError} "Failed to fetch first rows of {dataset}": 404 `ResponseNotFound` for an
 *   unknown config or split, 401/404 for a missing, private or gated dataset.
 * @throws {InvalidResponseError} "Invalid response format".
 */
export async function firstRows(params: FirstRowsParams): Promise<FirstRows> {
  const dataset = requireName(params.dataset, "dataset");
  const config = requireName(params.config, "config");
  const split = requireName(params.split, "split");
  const body = await getDatasetsServer(
    "/first-rows",
    { dataset, config, split },
    params,
    `Failed to fetch first rows of ${dataset}`,
    isApiFirstRows,
  );
  return toFirstRows(body, { dataset, config, split });
}
