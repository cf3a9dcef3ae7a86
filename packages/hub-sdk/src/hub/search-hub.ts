import type { CollectionEntry, DatasetEntry, ModelEntry, RequestOptions } from "../types/public";
import { listCollectionsPage } from "./list-collections";
import { listDatasetsPage } from "./list-datasets";
import { listModelsPage } from "./list-models";

/** Parameters of {@link searchHub}. */
export type SearchHubParams = RequestOptions & {
  /** What to look for: a substring of a model's or dataset's id, words of a collection's title or description. */
  query: string;
  /** Hits per kind (models, datasets, collections); 5 by default. */
  limit?: number;
};

/** What {@link searchHub} found, one list per kind, each in the hub's order. */
export interface HubSearchResults {
  /** Models whose id holds the query, most downloaded first. */
  models: ModelEntry[];
  /** Datasets whose id holds the query, most downloaded first. */
  datasets: DatasetEntry[];
  /** Collections whose title or description holds the query, trending first. */
  collections: CollectionEntry[];
}

/**
 * Searches models, datasets and collections at once: the hub's `GET /api/models?search=`,
 * `GET /api/datasets?search=` and `GET /api/collections?q=`, in parallel, the first `limit` of each.
 * An empty (or blank) query finds nothing and sends no request.
 *
 * ```ts
 * const { models, datasets, collections } = await searchHub({ query: "squad", limit: 5, signal });
 * ```
 *
 * @throws {InputError} for a malformed token or limit (before any request).
 * @throws {HubApiError} the first list that failed ("Failed to fetch models", "Failed to fetch datasets",
 *   "Failed to fetch collections: {status} {statusText}"); the others are cancelled with `signal` only.
 * @throws {InvalidResponseError} when a list's body is not a list of its rows.
 */
export async function searchHub(params: SearchHubParams): Promise<HubSearchResults> {
  const { query, limit = 5, ...options } = params;
  const term = query.trim();
  if (term === "") return { models: [], datasets: [], collections: [] };
  const [models, datasets, collections] = await Promise.all([
    listModelsPage({ ...options, search: term, sort: "downloads", pageSize: limit }),
    listDatasetsPage({ ...options, search: term, sort: "downloads", pageSize: limit }),
    listCollectionsPage({ ...options, q: term, pageSize: limit }),
  ]);
  return { models: models.items, datasets: datasets.items, collections: collections.items };
}
