import { CommunityGraph } from "@hiber/ui/graph";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { buildCommunityGraph } from "../graph/community-graph.ts";
import { FALLBACK_GRAPH } from "../graph/fallback-graph.ts";
import { featuredNodes, forYouNodes, graphSizes, trendingTopics } from "../graph/graph-lists.ts";
import { readRepoHistory } from "../graph/repo-history.ts";
import { usePublicConfig } from "../lib/api.ts";
import { useUrlState } from "../lib/searchParams.ts";
import { graphReposQueryOptions } from "../queries/graph.ts";

/**
 * /graph (spec part 2 §2.12): the hub's most downloaded models and datasets as a community graph. The
 * store's category (`?category=`, a pipeline tag) is in the URL; Load More Nodes grows the graph in memory.
 * When the hub cannot be reached the fixed fallback graph shows, labelled, with Retry.
 */
export function GraphContainer() {
  const [params, update] = useUrlState();
  const category = params.get("category") ?? undefined;
  const [level, setLevel] = useState(0);
  const sizes = graphSizes(level);
  const repos = useQuery({ ...graphReposQueryOptions(level), placeholderData: keepPreviousData });
  const hubEmulated = usePublicConfig().data?.upstreams.hub.emulated;
  const history = useMemo(() => readRepoHistory(), []);

  const graph = useMemo(
    () =>
      repos.data
        ? buildCommunityGraph({
            models: repos.data.models,
            datasets: repos.data.datasets,
            maxModels: sizes.models,
            maxDatasets: sizes.datasets,
            category,
          })
        : undefined,
    [repos.data, sizes.models, sizes.datasets, category],
  );
  const failed = !graph && repos.isError;
  const data = graph ?? (failed ? FALLBACK_GRAPH : undefined);
  const lists = useMemo(() => {
    if (!data) return { featured: [], forYou: { nodes: [], personalized: false }, topics: { topics: [] } };
    return {
      featured: featuredNodes(data),
      forYou: forYouNodes(data, history),
      topics: trendingTopics(data),
    };
  }, [data, history]);

  return (
    <CommunityGraph
      status={data ? "success" : repos.isPending ? "loading" : "error"}
      data={data}
      fallback={failed}
      sample={hubEmulated}
      onRetry={() => void repos.refetch()}
      onLoadMore={() => setLevel((current) => current + 1)}
      maxReached={sizes.maxReached}
      loadingMore={repos.isPlaceholderData}
      category={category}
      onCategoryChange={(next) => update({ category: next })}
      featured={lists.featured}
      forYou={lists.forYou.nodes}
      personalized={lists.forYou.personalized}
      topics={lists.topics.topics}
      topicsAsOf={lists.topics.asOf}
    />
  );
}
