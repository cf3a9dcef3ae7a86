import { LazyDatasetPreviewModal as DatasetPreviewModal } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { usePublicConfig } from "../lib/api.ts";
import {
  DatasetPreviewUnavailableError,
  datasetPreviewQueryOptions,
  datasetRowsQueryOptions,
} from "../queries/dataset-preview.ts";

/**
 * The preview modal of one dataset with its queries: the first rows, then pages of 100 rows. Its own
 * component so that loading and paging re-render the modal only, not the screen's grid behind it. A dataset
 * without a viewer says so (`unavailable`); the rows of an emulated datasets server are labelled sample.
 */
export function DatasetPreviewContainer({ datasetId, onClose }: { datasetId: string; onClose: () => void }) {
  const [rowsOffset, setRowsOffset] = useState<number>();
  const preview = useQuery(datasetPreviewQueryOptions(datasetId));
  const sample = usePublicConfig().data?.upstreams.datasetsServer.emulated === true;
  const unavailable = preview.error instanceof DatasetPreviewUnavailableError;
  const rows = useQuery({
    ...datasetRowsQueryOptions({
      dataset: datasetId,
      config: preview.data?.config ?? "",
      split: preview.data?.split ?? "",
      offset: rowsOffset ?? 0,
    }),
    enabled: preview.data !== undefined && rowsOffset !== undefined,
    placeholderData: (previous) => previous,
  });

  return (
    <DatasetPreviewModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      datasetId={datasetId}
      status={unavailable ? "unavailable" : preview.isError ? "error" : preview.data ? "success" : "loading"}
      preview={preview.data}
      error={preview.error?.message}
      onRetry={() => void preview.refetch()}
      sample={sample}
      rowsPage={
        rowsOffset === undefined || !preview.data
          ? undefined
          : {
              offset: rowsOffset,
              total: rows.data?.numRowsTotal ?? preview.data.totalRows,
              rows: rows.data?.rows.map((row) => row.row) ?? [],
              status: rows.isError ? "error" : rows.isFetching || !rows.data ? "loading" : "success",
              error: rows.error?.message,
            }
      }
      onRowsPageChange={setRowsOffset}
    />
  );
}
