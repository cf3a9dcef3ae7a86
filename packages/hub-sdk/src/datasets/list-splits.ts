import type { RequestOptions } from "../types/public";
import { isApiSplits, toSplits } from "./map";
import { getDatasetsServer, optionalName, requireName } from "./request";
import type { DatasetSplits } from "./types";

/** Parameters of {@link listSplits}. */
export type ListSplitsParams = RequestOptions & {
  /** Dataset id, e.g. `vega-datasets/flights`. */
  dataset: string;
  /** Only this config's splits. */
  config?: string;
};

/**
 * The configs and splits of a dataset (`GET /splits`), in the service's order.
 *
 * @throws {InputError} for an empty dataset or config, or a malformed token.
 * @throws {DatasetsServerError} "Failed to fetch splits of {dataset}": 401/404 for a missing, private or
 *   gated dataset, 404 `ResponseNotFound` for an unknown config or a dataset whose viewer is disabled.
 * @throws {InvalidResponseError} "Invalid response format".
 */
export async function listSplits(params: ListSplitsParams): Promise<DatasetSplits> {
  const dataset = requireName(params.dataset, "dataset");
  const config = optionalName(params.config, "config");
  const body = await getDatasetsServer(
    "/splits",
    { dataset, config },
    params,
    `Failed to fetch splits of ${dataset}`,
    isApiSplits,
  );
  return toSplits(body);
}
