/**
 * The queries of the dataset preview modal (the datasets server's first rows and pages of rows), apart from
 * the datasets list: their code loads with the preview (`DatasetPreviewContainer`, imported when a preview
 * first opens), not with the datasets screen.
 */
import {
  HttpError,
  InvalidResponseError,
  isAbortError,
  isValid,
  listRows,
  previewDataset,
} from "@hiber/hub-sdk";
import { queryOptions } from "@tanstack/react-query";
import { datasetsServerBaseUrl } from "../lib/api.ts";

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
