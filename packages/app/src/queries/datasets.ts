import {
  type DatasetSort,
  HttpError,
  InvalidResponseError,
  isAbortError,
  listDatasetsPage,
  listRows,
  previewDataset,
} from "@hiber/hub-sdk";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { datasetsServerBaseUrl, hubBaseUrl } from "../lib/api.ts";

export interface DatasetsQuery {
  category?: string;
  sort: DatasetSort;
  pageSize: number;
}

/** The datasets screen's list: real cursor pages of `pageSize`, optionally one task category. */
export function datasetsQueryOptions(query: DatasetsQuery) {
  return infiniteQueryOptions({
    queryKey: ["datasets", "list", query],
    queryFn: ({ pageParam, signal }) =>
      listDatasetsPage({
        baseUrl: hubBaseUrl(),
        pageSize: query.pageSize,
        sort: query.sort,
        full: true,
        filter: query.category ? `task_categories:${query.category}` : undefined,
        cursor: pageParam,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
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
