import {
  type DatasetSort,
  HttpError,
  InvalidResponseError,
  isAbortError,
  isValid,
  listDatasetsPage,
  listRows,
  previewDataset,
} from "@hiber/hub-sdk";
import { DATASET_FACETS, type DatasetFacetKey, facetListParams } from "@hiber/hub-sdk/tasks";
import { queryOptions } from "@tanstack/react-query";
import { datasetsServerBaseUrl, hubBaseUrl } from "../lib/api.ts";
import { numberedPageQueryOptions } from "./numbered-pages.ts";

export interface DatasetsQuery {
  category?: string;
  /** The chosen modality, size in rows and format (`?modality=…&rows=…&format=…`). */
  facets?: Partial<Record<DatasetFacetKey, string>>;
  sort: DatasetSort;
  pageSize: number;
}

/**
 * Page `page` of the datasets screen's list: real cursor pages of `pageSize`, optionally one task category
 * and the facets' tags (all of them: the hub ANDs `filter=`).
 */
export function datasetsPageQueryOptions(query: DatasetsQuery, page: number) {
  return numberedPageQueryOptions(
    ["datasets", "list", query],
    page,
    query.pageSize,
    ({ cursor, pageSize, signal }) =>
      listDatasetsPage({
        baseUrl: hubBaseUrl(),
        pageSize,
        sort: query.sort,
        full: true,
        filter: [
          ...(query.category ? [`task_categories:${query.category}`] : []),
          ...facetListParams(DATASET_FACETS, query.facets ?? {}).filter,
        ],
        cursor,
        signal,
      }),
  );
}

/**
 * The datasets server has no rows for the dataset: `/is-valid` says `preview: false` (its viewer is disabled
 * or not available), so the preview says why instead of offering a retry.
 */
export class DatasetPreviewUnavailableError extends Error {
  override name = "DatasetPreviewUnavailableError";
}

/**
 * The preview modal's first rows (spec calls 3–5: info, first-rows, rows fallback). When they fail, `/is-valid`
 * tells a dataset without a viewer ({@link DatasetPreviewUnavailableError}) from a failure worth retrying.
 */
export function datasetPreviewQueryOptions(dataset: string) {
  return queryOptions({
    queryKey: ["datasets", "preview", dataset],
    queryFn: async ({ signal }) => {
      try {
        return await previewDataset({ dataset, baseUrl: datasetsServerBaseUrl(), signal });
      } catch (error) {
        // The SDK's HTTP and response-shape errors already read "Failed to load dataset preview for {id}: …",
        // and a cancelled query's abort passes through; anything else (a network failure) gets that message here.
        if (isAbortError(error)) throw error;
        const validity = await isValid({ dataset, baseUrl: datasetsServerBaseUrl(), signal }).catch(
          () => undefined,
        );
        if (validity && !validity.preview && !validity.viewer)
          throw new DatasetPreviewUnavailableError(
            "The dataset viewer is not available for this dataset: the datasets server answers that it has no rows to preview (as for a dataset whose viewer is disabled).",
            { cause: error },
          );
        if (error instanceof HttpError || error instanceof InvalidResponseError) throw error;
        const reason = error instanceof Error && error.message ? error.message : "Unknown error";
        throw new Error(`Failed to load dataset preview for ${dataset}: ${reason}`, { cause: error });
      }
    },
    retry: false,
  });
}

/** One page of 100 rows inside the preview modal (beyond the spec: page through every row). */
export function datasetRowsQueryOptions(params: {
  dataset: string;
  config: string;
  split: string;
  offset: number;
}) {
  return queryOptions({
    queryKey: ["datasets", "rows", params],
    queryFn: ({ signal }) => listRows({ ...params, length: 100, baseUrl: datasetsServerBaseUrl(), signal }),
    retry: false,
  });
}
