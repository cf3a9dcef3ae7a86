import { type HubSearchResults, searchHub } from "@hiber/hub-sdk";
import { datasetDetailsHref, type GlobalSearchResults } from "@hiber/ui";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { collectionHref, modelHref } from "../containers/insights-entities.ts";
import { hubBaseUrl } from "../lib/api.ts";

/** Hits of each kind the global search shows. */
export const SEARCH_HITS_PER_KIND = 5;

/** The hub's hits as the dialog shows them, each leading to its insight page (routes/table.ts). */
export function toSearchResults({ models, datasets, collections }: HubSearchResults): GlobalSearchResults {
  return {
    models: models.map((m) => ({
      kind: "model",
      id: m.id,
      title: m.id,
      task: m.pipelineTag,
      downloads: m.downloads,
      href: modelHref(m.id),
    })),
    datasets: datasets.map((d) => ({
      kind: "dataset",
      id: d.id,
      title: d.id,
      task: d.taskCategories[0],
      downloads: d.downloads,
      href: datasetDetailsHref(d.id),
    })),
    collections: collections.map((c) => ({
      kind: "collection",
      id: c.slug,
      title: c.title,
      owner: c.author,
      upvotes: c.upvotes,
      href: collectionHref(c.slug),
    })),
  };
}

/**
 * The global search of one (trimmed, debounced) term: models, datasets and collections at once. The key
 * caches each term's hits (a term searched again shows at once); a term superseded while it loads is
 * cancelled (its query loses its observer, and `signal` aborts the three requests); the previous term's
 * hits stay on screen while the next load (`keepPreviousData`).
 */
export function globalSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: ["global-search", term],
    queryFn: async ({ signal }) =>
      toSearchResults(
        await searchHub({ query: term, limit: SEARCH_HITS_PER_KIND, baseUrl: hubBaseUrl(), signal }),
      ),
    enabled: term !== "",
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
