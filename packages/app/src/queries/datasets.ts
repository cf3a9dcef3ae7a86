import { type DatasetSort, listDatasetsPage, listRows, previewDataset } from "@hiber/hub-sdk";
import { queryOptions } from "@tanstack/react-query";
import { datasetsServerBaseUrl, hubBaseUrl } from "../lib/api.ts";
import { numberedPageQueryOptions } from "./numbered-pages.ts";

export interface DatasetsQuery {
  category?: string;
  sort: DatasetSort;
  pageSize: number;
}

/** Page `page` of the datasets screen's list: real cursor pages of `pageSize`, optionally one task category. */
export function datasetsPageQueryOptions(query: DatasetsQuery, page: number) {
  return numberedPageQueryOptions(["datasets", "list", query], page, ({ cursor, signal }) =>
    listDatasetsPage({
      baseUrl: hubBaseUrl(),
      pageSize: query.pageSize,
      sort: query.sort,
      full: true,
      filter: query.category ? `task_categories:${query.category}` : undefined,
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
        // HTTP failures already carry the spec's message; a network failure gets it here.
        if (error instanceof Error && !error.message.startsWith("Failed to load dataset preview")) {
          if (error.name === "AbortError") throw error;
          throw new Error(
            `Failed to load dataset preview for ${dataset}: ${error.message || "Unknown error"}`,
            {
              cause: error,
            },
          );
        }
        throw error;
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
