import { createHttpError, HubApiError, InputError, InvalidResponseError } from "../errors";
import type { ModelEntry, Page, RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { parseLinkHeader } from "../utils/parse-link-header";
import { readJson } from "../utils/read-json";
import { buildUrl, getJson, resolveServiceUrl } from "../utils/request";
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

/** Largest page the generator asks for, as the official client does. */
const MAX_PAGE_SIZE = 500;

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
  checkCredentials(params);
  const url =
    params.cursor !== undefined
      ? resolveServiceUrl(params.baseUrl, params.cursor)
      : buildUrl(params.baseUrl, "/api/models", listQuery(params, params.pageSize));

  const res = await getJson(url, params);
  if (!res.ok) {
    throw await createHttpError(res, HubApiError, "Failed to fetch models", url);
  }

  const rows = await readJson(res, url);
  if (!Array.isArray(rows) || !rows.every(isApiModelInfo)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body: rows });
  }

  const page: Page<ModelEntry> = { items: rows.map(toModelEntry) };
  const next = parseLinkHeader(res.headers.get("Link")).next;
  if (next !== undefined) page.nextCursor = next;
  const total = totalCount(res.headers.get("X-Total-Count"));
  if (total !== undefined) page.total = total;
  return page;
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
  const { limit, pageSize, ...rest } = params;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0)) {
    throw new InputError("Invalid limit: expected a non-negative integer");
  }
  let remaining = limit ?? Number.POSITIVE_INFINITY;
  if (remaining === 0) return;

  let cursor: string | undefined;
  do {
    const page = await listModelsPage({
      ...rest,
      cursor,
      pageSize: pageSize ?? Math.min(remaining, MAX_PAGE_SIZE),
    });
    for (const item of page.items) {
      yield item;
      remaining -= 1;
      if (remaining <= 0) return;
    }
    cursor = page.nextCursor;
  } while (cursor !== undefined);
}

function listQuery(params: ListModelsParams, pageSize: number | undefined) {
  if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize > 0)) {
    throw new InputError("Invalid pageSize: expected a positive integer");
  }
  const expand = params.expand ?? [];
  if (expand.length > 0 && (params.full || params.config)) {
    throw new InputError("expand cannot be combined with full or config");
  }
  const filter = params.filter === undefined ? [] : ([] as string[]).concat(params.filter);
  return {
    search: nonEmpty(params.search?.trim()),
    author: nonEmpty(params.author),
    filter: filter.filter((f) => f !== ""),
    pipeline_tag: nonEmpty(params.pipelineTag),
    sort: params.sort,
    full: params.full ? "true" : undefined,
    config: params.config ? "true" : undefined,
    expand,
    limit: pageSize,
  };
}

function totalCount(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}
