import { syntheticTrendingScore } from "../catalogue";
import { badRequest } from "../errors";
import { decodeCursor, parsePageSize } from "../query";
import type { HubCollection } from "./catalogue";

/** Sort keys of `GET /api/collections` (reference/apis.md §1.6); every order is descending. */
export const COLLECTION_SORT_KEYS = ["trending", "lastModified", "upvotes"] as const;
export type CollectionSortKey = (typeof COLLECTION_SORT_KEYS)[number];

/** Largest page (the hub documents a maximum of 100); a larger `limit` is clamped to it. */
export const COLLECTIONS_MAX_PAGE_SIZE = 100;
/** Page size when `limit` is absent (the hub's own default is not documented). */
export const COLLECTIONS_DEFAULT_PAGE_SIZE = 100;

/** A parsed `GET /api/collections` request. */
export interface CollectionListQuery {
  /** Owners (case-insensitive); a collection of any of them matches. Empty: no owner filter. */
  owners: string[];
  /** Items as `models/<id>` or `datasets/<id>`; a collection holding any of them matches. */
  items: string[];
  /** Case-insensitive substring of the title or the description. */
  q?: string;
  sort: CollectionSortKey;
  limit: number;
  offset: number;
}

/**
 * Parses the query of `GET /api/collections`: repeatable `owner` and `item`, `q`, `sort`, `limit` and
 * `cursor`. Unknown parameters are ignored, as the hub does.
 * @throws HubHttpError 400 for a bad `sort`, `limit` or `cursor`.
 */
export function parseCollectionListQuery(params: URLSearchParams): CollectionListQuery {
  const sort = params.get("sort") ?? "trending";
  if (!(COLLECTION_SORT_KEYS as readonly string[]).includes(sort)) {
    throw badRequest(`Invalid sort: ${sort}. Allowed values: ${COLLECTION_SORT_KEYS.join(", ")}`);
  }
  const limit = parsePageSize(params, COLLECTIONS_DEFAULT_PAGE_SIZE, COLLECTIONS_MAX_PAGE_SIZE);
  const q = params.get("q")?.trim();
  const cursor = params.get("cursor");
  return {
    owners: params.getAll("owner").filter((o) => o !== ""),
    items: params.getAll("item").filter((i) => i !== ""),
    ...(q ? { q } : {}),
    sort: sort as CollectionSortKey,
    limit,
    offset: cursor === null ? 0 : decodeCursor(cursor),
  };
}

/** The `item` filter form of a collection's item: `models/<id>` or `datasets/<id>`. */
export function itemKey(item: { type: string; id: string }): string {
  return `${item.type}s/${item.id}`;
}

/**
 * A stand-in for the hub's trending score of a collection: upvotes discounted by the collection's age at
 * the snapshot date, as the model catalogue's stand-in does for likes.
 */
export function collectionTrendingScore(collection: HubCollection, snapshotDate: string): number {
  return syntheticTrendingScore(collection.upvotes, collection.createdAt, snapshotDate);
}

function sortValue(collection: HubCollection, key: CollectionSortKey, snapshotDate: string): number {
  switch (key) {
    case "lastModified":
      return Date.parse(collection.lastUpdated);
    case "upvotes":
      return collection.upvotes;
    case "trending":
      return collectionTrendingScore(collection, snapshotDate);
  }
}

/** One page of collections. */
export interface CollectionPage {
  items: HubCollection[];
  total: number;
  nextOffset?: number;
}

/** Filters, sorts (descending; ties by ascending id) and slices the collections for one list request. */
export function queryCollections(
  collections: readonly HubCollection[],
  query: CollectionListQuery,
  snapshotDate: string,
): CollectionPage {
  const owners = new Set(query.owners.map((o) => o.toLowerCase()));
  const items = new Set(query.items);
  const q = query.q?.toLowerCase();
  const matching = collections
    .filter((c) => owners.size === 0 || owners.has(c.namespace.toLowerCase()))
    .filter((c) => items.size === 0 || c.items.some((item) => items.has(itemKey(item))))
    .filter(
      (c) =>
        q === undefined ||
        c.title.toLowerCase().includes(q) ||
        (c.description ?? "").toLowerCase().includes(q),
    )
    .map((c) => ({ c, value: sortValue(c, query.sort, snapshotDate) }))
    .sort((a, b) => b.value - a.value || (a.c.id < b.c.id ? -1 : a.c.id > b.c.id ? 1 : 0))
    .map(({ c }) => c);
  const end = query.offset + query.limit;
  return {
    items: matching.slice(query.offset, end),
    total: matching.length,
    ...(end < matching.length ? { nextOffset: end } : {}),
  };
}
