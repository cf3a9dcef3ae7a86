import { InputError } from "../errors";
import type { ModelEntry, Page, RequestOptions } from "../types/public";
import { commonListQuery, fetchRepoPage, nonEmpty, walkRepoPages } from "./list-repos";
import { isApiModelInfo, toModelEntry } from "./map-model";

/** Filters and ordering of a model list (`GET /api/models`). */
export interface ListModelsParams {
  /** Substring of the repo id (owner or name). Trimmed; ignored when empty. */
  search?: string;
  /** Exact owner (user or organisation). */
  author?: string;
  /** Tag filter(s), AND semantics, e.g. `"gguf"`, `["license:mit", "en"]`. */
  filter?: string | string[];
  /** Task, e.g. `text-generation`. */
  pipelineTag?: string;
  /**
   * Bounds on the parameter count (`safetensors.total`), inclusive, sent as the hub's
   * `num_parameters=min:6B,max:128B`: a number, or a count with a `K`, `M`, `B` or `T` suffix. Models
   * without a known parameter count never match a bound.
   */
  numParameters?: { min?: number | string; max?: number | string };
  /** Sort key; the hub always sorts descending. */
  sort?: "createdAt" | "downloads" | "likes" | "lastModified" | "trendingScore" | "id";
  /** Ask for most data per row (`full=true`). Cannot be combined with `expand`. */
  full?: boolean;
  /** Ask for each model's `config` (`config=true`). Cannot be combined with `expand`. */
  config?: boolean;
  /**
   * Return only these wire keys per row (e.g. `["downloads", "safetensors"]`); an unknown key is a 400.
   * List rows carry `safetensors` (hence `parameters`) only when expanded.
   */
  expand?: string[];
}

/** Parameters of {@link listModelsPage}. */
export type ListModelsPageParams = ListModelsParams &
  RequestOptions & {
    /**
     * Opaque cursor from a previous page's `nextCursor`. When set, the other list params are ignored:
     * the cursor already carries them. (It is the `Link: rel="next"` URL the service sent, absolute or
     * origin-relative; it is resolved against `baseUrl`'s origin and the token is only sent to that origin.)
     */
    cursor?: string;
    /** Models per page (the hub's `limit`); the server's default when absent. */
    pageSize?: number;
  };

/** Parameters of {@link listModels}. */
export type ListModelsGeneratorParams = ListModelsParams &
  RequestOptions & {
    /** Stop after this many models. All models when absent. */
    limit?: number;
    /** Models fetched per request; defaults to `min(limit, 500)`. */
    pageSize?: number;
  };

/**
 * Fetches one page of models. Feed it to TanStack's `useInfiniteQuery` with
 * `getNextPageParam: (page) => page.nextCursor`.
 *
 * @returns the page's models, the opaque `nextCursor` (absent on the last page) and `total` when the
 *   service reports `X-Total-Count`.
 * @throws {InputError} for a malformed token, cursor or pageSize (before any request).
 * @throws {HubApiError} "Failed to fetch models" for a non-2xx answer (`status`, `errorCode`, `serverMessage`).
 * @throws {InvalidResponseError} "Invalid response format" when the body is not a list of models.
 */
export async function listModelsPage(params: ListModelsPageParams = {}): Promise<Page<ModelEntry>> {
  return fetchRepoPage({
    params,
    path: "/api/models",
    query: () => listQuery(params, params.pageSize),
    failure: "Failed to fetch models",
    isRow: isApiModelInfo,
    toEntry: toModelEntry,
  });
}

/**
 * Iterates over models, page after page, until the list ends or `limit` models were yielded.
 *
 * ```ts
 * for await (const model of listModels({ pipelineTag: "text-generation", limit: 20 })) console.log(model.id);
 * ```
 *
 * Throws the same errors as {@link listModelsPage}.
 */
export async function* listModels(params: ListModelsGeneratorParams = {}): AsyncGenerator<ModelEntry> {
  yield* walkRepoPages(params, listModelsPage);
}

function listQuery(params: ListModelsParams, pageSize: number | undefined) {
  if ((params.expand ?? []).length > 0 && (params.full || params.config)) {
    throw new InputError("expand cannot be combined with full or config");
  }
  return {
    ...commonListQuery(params, pageSize),
    pipeline_tag: nonEmpty(params.pipelineTag),
    num_parameters: numParametersQuery(params.numParameters),
    full: params.full ? "true" : undefined,
    config: params.config ? "true" : undefined,
  };
}

/** `{ min: "1B", max: 6e9 }` → `min:1B,max:6000000000`; undefined without a bound. */
function numParametersQuery(bounds: ListModelsParams["numParameters"]): string | undefined {
  const parts = Object.entries(bounds ?? {}).flatMap(([name, value]) => {
    if (value === undefined) return [];
    if (!/^\d+(\.\d+)?[KMBT]?$/i.test(String(value)))
      throw new InputError(`Invalid numParameters.${name}: ${value}`);
    return [`${name}:${value}`];
  });
  return parts.join(",") || undefined;
}
