import { listDatasetsPage, listModelsPage } from "@hiber/hub-sdk";
import { queryOptions } from "@tanstack/react-query";
import { graphSizes } from "../graph/graph-lists.ts";
import { hubBaseUrl } from "../lib/api.ts";

/**
 * The graph's repos (spec call 13): the hub's most downloaded models and datasets, twice as many as the
 * graph shows (at most 200 and 100), with `full=true` for update dates and dataset descriptions. The graph
 * itself is built from them by `graph/community-graph.ts`.
 */
export function graphReposQueryOptions(level: number) {
  const { modelsFetched, datasetsFetched } = graphSizes(level);
  return queryOptions({
    queryKey: ["graph", { models: modelsFetched, datasets: datasetsFetched }],
    queryFn: async ({ signal }) => {
      const baseUrl = hubBaseUrl();
      const [models, datasets] = await Promise.all([
        listModelsPage({ baseUrl, pageSize: modelsFetched, sort: "downloads", full: true, signal }),
        listDatasetsPage({ baseUrl, pageSize: datasetsFetched, sort: "downloads", full: true, signal }),
      ]);
      return { models: models.items, datasets: datasets.items };
    },
  });
}
