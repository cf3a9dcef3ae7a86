import type { RequestOptions } from "../types/public";
import { isApiInfo, toServerInfo } from "./map";
import { getDatasetsServer, optionalName, requireName } from "./request";
import type { DatasetServerInfo } from "./types";

/** Parameters of {@link datasetServerInfo}. */
export type DatasetServerInfoParams = RequestOptions & {
  /** Dataset id, e.g. `scikit-learn/iris`. */
  dataset: string;
  /** Only this config. */
  config?: string;
};

/**
 * The `datasets.DatasetInfo` of a dataset's configs (`GET /info`): features, splits with their row
 * counts (`numExamples`), sizes. Both wire shapes (one config, or keyed by config) come back as `configs`.
 *
 * @throws {InputError} for an empty dataset or config, or a malformed token.
 * @throws {DatasetsServerError} "Failed to fetch dataset info for {dataset}".
 * @throws {InvalidResponseError} "Invalid response format".
 */
export async function datasetServerInfo(params: DatasetServerInfoParams): Promise<DatasetServerInfo> {
  const dataset = requireName(params.dataset, "dataset");
  const config = optionalName(params.config, "config");
  const body = await getDatasetsServer(
    "/info",
    { dataset, config },
    params,
    `Failed to fetch dataset info for ${dataset}`,
    isApiInfo,
  );
  return toServerInfo(body, config);
}
