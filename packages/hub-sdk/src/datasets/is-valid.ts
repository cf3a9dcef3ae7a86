import type { RequestOptions } from "../types/public";
import { isApiIsValid, toValidity } from "./map";
import { getDatasetsServer, optionalName, requireName } from "./request";
import type { DatasetValidity } from "./types";

/** Parameters of {@link isValid}. */
export type IsValidParams = RequestOptions & {
  /** Dataset id, e.g. `scikit-learn/iris`. */
  dataset: string;
  /** Narrow the check to one config. */
  config?: string;
  /** Narrow the check to one split of `config`. */
  split?: string;
};

/**
 * What the datasets server can do with a dataset (`GET /is-valid`). A dataset whose viewer is
 * disabled answers 200 with every capability false.
 *
 * @throws {InputError} for an empty dataset, config or split, a split without a config, or a malformed token.
 * @throws {DatasetsServerError} "Failed to check dataset {dataset}": 401/404 for a missing, private or gated dataset.
 * @throws {InvalidResponseError} "Invalid response format".
 */
export async function isValid(params: IsValidParams): Promise<DatasetValidity> {
  const dataset = requireName(params.dataset, "dataset");
  const config = optionalName(params.config, "config");
  const split = optionalName(params.split, "split");
  if (split !== undefined && config === undefined) requireName(config, "config");
  const body = await getDatasetsServer(
    "/is-valid",
    { dataset, config, split },
    params,
    `Failed to check dataset ${dataset}`,
    isApiIsValid,
  );
  return toValidity(body);
}
