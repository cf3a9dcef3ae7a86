import type { RequestOptions } from "../types/public";
import { isApiSize, toDatasetSize } from "./map";
import { getDatasetsServer, optionalName, requireName } from "./request";
import type { DatasetSize } from "./types";

/** Parameters of {@link datasetSize}. */
export type DatasetSizeParams = RequestOptions & {
  /** Dataset id, e.g. `scikit-learn/iris`. */
  dataset: string;
  /** Only this config (then `dataset` totals are absent). */
  config?: string;
};

/**
 * Byte and row counts of a dataset, its configs and splits (`GET /size`). Both wire shapes
 * (dataset-level and config-level) come back as one {@link DatasetSize}.
 *
 * @throws {InputError} for an empty dataset or config, or a malformed token.
 * @throws {DatasetsServerError} "Failed to fetch dataset size for {dataset}".
 * @throws {InvalidResponseError} "Invalid response format".
 */
export async function datasetSize(params: DatasetSizeParams): Promise<DatasetSize> {
  const dataset = requireName(params.dataset, "dataset");
  const config = optionalName(params.config, "config");
  const body = await getDatasetsServer(
    "/size",
    { dataset, config },
    params,
    `Failed to fetch dataset size for ${dataset}`,
    isApiSize,
  );
  return toDatasetSize(body);
}
