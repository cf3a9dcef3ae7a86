import { InputError } from "../errors";
import type { CollectionEntry, Page, RequestOptions } from "../types/public";
import { resolveBaseUrl } from "../utils/request";
import { fetchRepoPage, nonEmpty, walkRepoPages } from "./list-repos";
import { INVALID_COLLECTIONS_MESSAGE, isApiCollection, toCollectionEntry } from "./map-collection";

/** Largest page the hub serves for collections (reference/apis.md §1.1). */
const MAX_COLLECTIONS_PAGE = 100;

/** Orders of a collection list; the hub always sorts descending. */
export type CollectionSort = "trending" | "lastModified" | "upvotes";

/** Filters and ordering of a collection list (`GET /api/collections`). */
export interface ListCollectionsParams {
  /** Owner(s); a collection of any of them matches. */
  owner?: string | string[];
  /** Item(s) the collection must hold, as `models/<id>`, `datasets/<id>`, `spaces/<id>` or `papers/<arxiv id>`. */
  item?: string | string[];
  /** Words of the title or description. Trimmed; ignored when empty. */
  q?: string;
  /** `trending` (the hub's default), `lastModified` or `upvotes`. */
  sort?: CollectionSort;
}

/** Parameters of {@link listCollectionsPage}. */
export type ListCollectionsPageParams = ListCollectionsParams &
  RequestOptions & {
    /**
     * Opaque cursor from a previous page's `nextCursor` (the `Link: rel="next"` URL the service sent). When
     * set, the other list params are ignored: the cursor already carries them.
     */
    cursor?: string;
    /** Collections per page (the hub's `limit`, at most 100); the server's default when absent. */
    pageSize?: number;
  };

/** Parameters of {@link listCollections}. */
export type ListCollectionsGeneratorParams = ListCollectionsParams &
  RequestOptions & {
    /** Stop after this many collections. All when absent. */
    limit?: number;
    /** Collections fetched per request; defaults to `min(limit, 100)`. */
    pageSize?: number;
  };

/**
 * Fetches one page of collections. Each collection of a page carries at most its first 4 items (as the hub
 * sends them); {@link collectionInfo} returns them all.
 *
 * @throws {InputError} for a malformed token, cursor or pageSize (before any request).
 * @throws {HubApiError} "Failed to fetch collections: {status} {statusText}" for a non-2xx answer.
 * @throws {InvalidResponseError} "Invalid collections data format received from API" when the body is not a
 *   list of collections.
 */
export async function listCollectionsPage(
  params: ListCollectionsPageParams = {},
): Promise<Page<CollectionEntry>> {
  const base = resolveBaseUrl(params.baseUrl);
  return fetchRepoPage({
    params,
    path: "/api/collections",
    query: () => listQuery(params),
    failure: collectionsFailure,
    invalid: INVALID_COLLECTIONS_MESSAGE,
    isRow: isApiCollection,
    toEntry: (row) => toCollectionEntry(row, base, false),
  });
}

/**
 * Iterates over collections, page after page, until the list ends or `limit` collections were yielded.
 *
 * ```ts
 * for await (const c of listCollections({ owner: "meta-llama", sort: "upvotes", limit: 10 })) console.log(c.title);
 * ```
 *
 * Throws the same errors as {@link listCollectionsPage}.
 */
export async function* listCollections(
  params: ListCollectionsGeneratorParams = {},
): AsyncGenerator<CollectionEntry> {
  const { limit, pageSize } = params;
  const size =
    pageSize ?? (limit !== undefined && limit > 0 ? Math.min(limit, MAX_COLLECTIONS_PAGE) : undefined);
  yield* walkRepoPages({ ...params, pageSize: size ?? MAX_COLLECTIONS_PAGE }, listCollectionsPage);
}

/** "Failed to fetch collections: {status} {statusText}" (spec part 2, §8). */
export function collectionsFailure(res: Response): string {
  return `Failed to fetch collections: ${res.status} ${res.statusText}`.trim();
}

function listQuery(params: ListCollectionsPageParams) {
  const { pageSize } = params;
  if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize > 0)) {
    throw new InputError("Invalid pageSize: expected a positive integer");
  }
  const many = (value: string | string[] | undefined) =>
    ([] as string[]).concat(value ?? []).filter((v) => v !== "");
  return {
    owner: many(params.owner),
    item: many(params.item),
    q: nonEmpty(params.q?.trim()),
    sort: params.sort,
    limit: pageSize === undefined ? undefined : Math.min(pageSize, MAX_COLLECTIONS_PAGE),
  };
}
