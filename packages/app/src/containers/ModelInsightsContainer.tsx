import { InsightsScreen } from "@hiber/ui";
import { ModelVisualization } from "@hiber/ui/visualization";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { modelChildrenQueryOptions, modelInsightsQueryOptions } from "../queries/insights.ts";
import { collectionEntity, modelEntity, tweetsEntity } from "./insights-entities.ts";
import { useInsightsSocial } from "./useInsightsSocial.ts";
import { useRepoCard } from "./useRepoCard.ts";

/**
 * /model/{author}/{modelId} and /huggingface-models/{modelId} (spec §2.7): the model, or the collection of
 * that id when the hub has no such model, with its discussions and posts.
 */
export function ModelInsightsContainer() {
  const { author, modelId = "" } = useParams();
  const id = author ? `${author}/${modelId}` : modelId;
  const found = useQuery(modelInsightsQueryOptions(id));
  const model = found.data?.kind === "model" ? found.data.model : undefined;
  const children = useQuery({ ...modelChildrenQueryOptions(id), enabled: model !== undefined });
  const card = useRepoCard("model", id, model !== undefined);
  const entity = model
    ? modelEntity(model, children.data)
    : found.data?.kind === "collection"
      ? collectionEntity(found.data.collection)
      : undefined;
  const social = useInsightsSocial(
    entity && tweetsEntity(entity),
    model ? { id: model.id, type: "model" } : undefined,
  );

  return (
    <InsightsScreen
      {...social}
      sentimentOf={social.sentimentOf ?? (() => "neutral")}
      kind={entity?.kind ?? "model"}
      status={found.isPending ? "loading" : found.isError ? "error" : "success"}
      entity={entity}
      error={found.error?.message}
      onRetry={() => void found.refetch()}
      // The 3D view: its three.js chunk loads when it first comes on screen (ModelVisualization).
      headerVisual={model && <ModelVisualization task={model.pipelineTag} name={model.id} />}
      card={model && card}
    />
  );
}
