import { DatasetsServerError, HttpError, InvalidResponseError, isAbortError } from "../errors";
import type { RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { datasetServerInfo } from "./dataset-server-info";
import { firstRows } from "./first-rows";
import { listRows } from "./list-rows";
import { listSplits } from "./list-splits";
import { requireName } from "./request";
import type { DatasetFeature, DatasetPreview, DatasetRow, DatasetServerInfo, SplitEntry } from "./types";

/** Parameters of {@link previewDataset}. */
export type PreviewDatasetParams = RequestOptions & {
  /** Dataset id, e.g. `scikit-learn/iris`. */
  dataset: string;
  /**
   * Config to preview; `default` when absent. When neither `config` nor `split` is given and the
   * defaults do not exist (404 `ResponseNotFound`), the preview uses a split listed by `/splits`.
   */
  config?: string;
  /** Split to preview; `train` when absent. */
  split?: string;
};

/** Rows the `/rows` fallback asks for (spec §7 call 5). */
const FALLBACK_ROWS = 5;
const DEFAULT_CONFIG = "default";
const DEFAULT_SPLIT = "train";

/**
 * A short preview of a split for the datasets screen's preview modal (spec §7 calls 3–5):
 *
 * 1. `GET /info?dataset=` (in parallel) for the split's row count; its failure is ignored;
 * 2. `GET /first-rows` for `config`/`split` (default `default`/`train`);
 * 3. when the defaults were used and the service answered 404 `ResponseNotFound` (a dataset without a
 *    `default` config, e.g. `vega-datasets/flights`), `GET /splits` and step 2 again for a listed split:
 *    the first of config `default`, else the first named `train`, else the first (beyond the spec);
 * 4. if `/first-rows` still failed, `GET /rows?offset=0&length=5` as a fallback.
 *
 * `totalRows` is `/info`'s `num_examples` for the split, else `/rows`' `num_rows_total` (fallback
 * only), else the number of rows returned.
 *
 * @throws {InputError} for an empty dataset, config or split, or a malformed token (before any request).
 * @throws {DatasetsServerError} "Failed to load dataset preview for {dataset}: {reason}" when both
 *   `/first-rows` and `/rows` failed with an HTTP error; `reason` is the service's error text of the last
 *   call ("Unknown error" when it gave none), and `status`, `errorCode` and `cause` are that call's.
 * @throws {InvalidResponseError} "Failed to load dataset preview for {dataset}: Invalid response format"
 *   when the last call answered 2xx with a malformed body.
 *
 * Network failures (`TypeError` from `fetch`) and an `AbortError` from `signal` propagate untouched.
 */
export async function previewDataset(params: PreviewDatasetParams): Promise<DatasetPreview> {
  const { dataset: _dataset, config: _config, split: _split, ...request } = params;
  checkCredentials(request);
  const dataset = requireName(params.dataset, "dataset");
  const defaults = params.config === undefined && params.split === undefined;
  let target = {
    config: params.config === undefined ? DEFAULT_CONFIG : requireName(params.config, "config"),
    split: params.split === undefined ? DEFAULT_SPLIT : requireName(params.split, "split"),
  };

  // Call 3 runs alongside; it never rejects (its failure only means "no row count").
  const info = datasetServerInfo({ ...request, dataset }).then(
    (value) => value,
    () => undefined,
  );

  let failure: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const first = await firstRows({ ...request, dataset, ...target });
      return preview(dataset, target, first.features, first.rows, "first-rows", await info);
    } catch (error) {
      if (isAbortError(error)) throw error;
      failure = error;
    }
    if (attempt > 0 || !defaults || !isResponseNotFound(failure)) break;
    const other = await otherSplit(dataset, target, request);
    if (other === undefined) break;
    target = other;
  }

  try {
    const page = await listRows({ ...request, dataset, ...target, offset: 0, length: FALLBACK_ROWS });
    return preview(dataset, target, page.features, page.rows, "rows", await info, page.numRowsTotal);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw previewError(dataset, error);
  }
}

function isResponseNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404 && error.errorCode === "ResponseNotFound";
}

/** A split listed by `/splits` other than `target`, or `undefined` (also when `/splits` fails). */
async function otherSplit(
  dataset: string,
  target: { config: string; split: string },
  request: RequestOptions,
): Promise<{ config: string; split: string } | undefined> {
  let splits: SplitEntry[];
  try {
    splits = (await listSplits({ ...request, dataset })).splits;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return undefined;
  }
  const pick =
    splits.find((s) => s.config === target.config) ??
    splits.find((s) => s.split === target.split) ??
    splits[0];
  if (pick === undefined || (pick.config === target.config && pick.split === target.split)) return undefined;
  return { config: pick.config, split: pick.split };
}

function preview(
  dataset: string,
  target: { config: string; split: string },
  features: DatasetFeature[],
  rows: DatasetRow[],
  source: DatasetPreview["source"],
  info: DatasetServerInfo | undefined,
  rowsTotal?: number,
): DatasetPreview {
  const cells = rows.map((item) => item.row);
  const columns = features.length > 0 ? features.map((feature) => feature.name) : Object.keys(cells[0] ?? {});
  const numExamples = info?.configs[target.config]?.splits[target.split]?.numExamples;
  return {
    datasetName: dataset,
    columns,
    features,
    rows: cells,
    totalRows: numExamples ?? rowsTotal ?? cells.length,
    config: target.config,
    split: target.split,
    source,
  };
}

/** The spec's "Failed to load dataset preview for {id}: {reason}", keeping the failure's class and details. */
function previewError(dataset: string, error: unknown): unknown {
  const prefix = `Failed to load dataset preview for ${dataset}`;
  if (error instanceof HttpError) {
    return new DatasetsServerError(`${prefix}: ${error.serverMessage ?? "Unknown error"}`, {
      status: error.status,
      url: error.url,
      requestId: error.requestId,
      errorCode: error.errorCode,
      serverMessage: error.serverMessage,
      body: error.body,
      cause: error,
    });
  }
  if (error instanceof InvalidResponseError) {
    return new InvalidResponseError(`${prefix}: ${error.message}`, {
      url: error.url,
      status: error.status,
      body: error.body,
      cause: error,
    });
  }
  return error;
}
