import {
  type DatasetSort,
  HttpError,
  InvalidResponseError,
  isAbortError,
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

/** The preview modal's first rows (spec calls 3–5: info, first-rows, rows fallback). */
export function datasetPreviewQueryOptions(dataset: string) {
  return queryOptions({
    queryKey: ["datasets", "preview", dataset],
    queryFn: async ({ signal }) => {
      try {
        return await previewDataset({ dataset, baseUrl: datasetsServerBaseUrl(), signal });
      } catch (error) {
        // The SDK's HTTP and response-shape errors already read "Failed to load dataset preview for {id}: …",
        // and a cancelled query's abort passes through; anything else (a network failure) gets that message here.
        if (error instanceof HttpError || error instanceof InvalidResponseError || isAbortError(error))
          throw error;
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
