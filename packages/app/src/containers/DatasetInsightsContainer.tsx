import { InsightsScreen } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { datasetInsightsQueryOptions } from "../queries/insights.ts";
import { datasetEntity, tweetsEntity } from "./insights-entities.ts";
import { LazyDatasetPreviewContainer as DatasetPreviewContainer } from "./LazyDatasetPreviewContainer.tsx";
import { useInsightsSocial } from "./useInsightsSocial.ts";
import { useRepoCard } from "./useRepoCard.ts";

/** /dataset/{datasetId}/details and /dataset/{author}/{datasetId}/details (spec §2.8). */
export function DatasetInsightsContainer() {
  const { author, datasetId = "" } = useParams();
  const id = author ? `${author}/${datasetId}` : datasetId;
  const found = useQuery(datasetInsightsQueryOptions(id));
  const entity = found.data && datasetEntity(found.data);
  const [previewing, setPreviewing] = useState(false);
  const card = useRepoCard("dataset", id, found.isSuccess);
  const social = useInsightsSocial(
    entity && tweetsEntity(entity),
    entity && { id: entity.id, type: "dataset" },
  );

  return (
    <>
      <InsightsScreen
        {...social}
        sentimentOf={social.sentimentOf ?? (() => "neutral")}
        kind="dataset"
        status={found.isPending ? "loading" : found.isError ? "error" : "success"}
        entity={entity}
        error={found.error?.message}
        onRetry={() => void found.refetch()}
        onPreviewRows={found.data && found.data.viewer !== false ? () => setPreviewing(true) : undefined}
        card={card}
      />
      {previewing && <DatasetPreviewContainer datasetId={id} onClose={() => setPreviewing(false)} />}
    </>
  );
}
