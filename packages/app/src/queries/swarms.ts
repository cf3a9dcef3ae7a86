import { HubApiError, listModelsPage } from "@hiber/hub-sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";
import { statusLine } from "../swarms/combine.ts";

/** The swarm's model search: at most 12 models (spec part 2 §9). */
export const SWARM_SEARCH_LIMIT = 12;

/**
 * The swarm's model search (spec part 2 §7 call 8): the hub's models list with `pipeline_tag` = the task,
 * `search` = the query, `limit` 12, through this origin's hub proxy. A failed answer is
 * "Model search failed: {status} {statusText}"; anything else "Search failed" (spec part 2 §8).
 */
export function swarmSearchQueryOptions(task: string, search: string) {
  return queryOptions({
    queryKey: ["swarms", "search", task, search],
    queryFn: async ({ signal }) => {
      try {
        const page = await listModelsPage({
          baseUrl: hubBaseUrl(),
          pipelineTag: task,
          search: search || undefined,
          pageSize: SWARM_SEARCH_LIMIT,
          signal,
        });
        return page.items.map((model) => model.id);
      } catch (error) {
        if (error instanceof HubApiError) throw new Error(`Model search failed: ${statusLine(error.status)}`);
        if (error instanceof Error && error.name === "AbortError") throw error;
        throw new Error("Search failed");
      }
    },
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
