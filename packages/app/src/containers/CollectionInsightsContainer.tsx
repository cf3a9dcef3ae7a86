import { InsightsScreen } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { collectionInsightsQueryOptions } from "../queries/insights.ts";
import { collectionEntity, tweetsEntity } from "./insights-entities.ts";
import { useInsightsSocial } from "./useInsightsSocial.ts";

/** /collection/{collectionId} (spec §2.7): the collection (its slug, or its 24-hex id) and the posts about it. */
export function CollectionInsightsContainer() {
  const { collectionId = "" } = useParams();
  const found = useQuery(collectionInsightsQueryOptions(collectionId));
  const entity = found.data && collectionEntity(found.data);
  const social = useInsightsSocial(entity && tweetsEntity(entity));

  return (
    <InsightsScreen
      {...social}
      sentimentOf={social.sentimentOf ?? (() => "neutral")}
      kind="collection"
      status={found.isPending ? "loading" : found.isError ? "error" : "success"}
      entity={entity}
      error={found.error?.message}
      onRetry={() => void found.refetch()}
    />
  );
}
