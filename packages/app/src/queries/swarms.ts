import { HttpError, HubApiError, listModelsPage, modelInfo } from "@hiber/hub-sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";
import { statusLine } from "../swarms/combine.ts";
import { isRepoNotFound, otherFailure } from "./page-errors.ts";

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

/** One agent's figures on the hub; `found` false when the hub has no such model. */
export interface SwarmAgentHub {
  model: string;
  found: boolean;
  task?: string;
  likes?: number;
  downloads?: number;
}

/**
 * The run's agents on the hub (a swarm run's community tab): each model's task, likes and downloads, asked
 * at once through this origin's hub proxy; a model the hub does not have is `found: false` (shown "n/a").
 * Any other failure fails the whole list ("Failed to fetch model details: {status} {statusText}").
 */
export function swarmAgentsHubQueryOptions(models: readonly string[]) {
  return queryOptions({
    queryKey: ["swarms", "hub", ...models],
    queryFn: ({ signal }) =>
      Promise.all(
        models.map(async (model): Promise<SwarmAgentHub> => {
          try {
            const info = await modelInfo({ name: model, baseUrl: hubBaseUrl(), signal });
            return {
              model,
              found: true,
              task: info.pipelineTag,
              likes: info.likes,
              downloads: info.downloads,
            };
          } catch (error) {
            if (isRepoNotFound(error)) return { model, found: false };
            if (error instanceof HttpError) {
              throw new Error(`Failed to fetch model details: ${statusLine(error.status)}`);
            }
            throw otherFailure(error);
          }
        }),
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
