import type { ApiCollectionInfo, ApiCollectionItem, ApiCollectionOwner } from "../types/api/api-collection";
import type { CollectionEntry, CollectionItem, CollectionItemType, CollectionOwner } from "../types/public";
import { assign, date, finiteNumber, gated, nonEmptyString, ownerOf } from "./map-common";

/** The message of an `InvalidResponseError` for a collections body of the wrong shape (spec part 2, §5). */
export const INVALID_COLLECTIONS_MESSAGE = "Invalid collections data format received from API";

/** A list row carries at most this many items (reference/apis.md §1.6). */
const LIST_ROW_ITEMS = 4;

const ITEM_TYPES: readonly string[] = ["model", "dataset", "space", "paper", "collection"];

/** Whether a parsed JSON value looks like a collection (an object with a string `slug`). */
export function isApiCollection(value: unknown): value is ApiCollectionInfo {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { slug?: unknown }).slug === "string"
  );
}

/** `/avatars/x.svg` → `{base}/avatars/x.svg`; absolute URLs are kept. */
function absolute(url: string | undefined, base: string): string | undefined {
  if (url === undefined) return undefined;
  return url.startsWith("/") && !url.startsWith("//") ? `${base}${url}` : url;
}

function toOwner(api: ApiCollectionOwner | undefined, slug: string, base: string): CollectionOwner {
  const owner: CollectionOwner = { name: nonEmptyString(api?.name) ?? ownerOf(slug) ?? "" };
  assign(owner, "fullname", nonEmptyString(api?.fullname));
  if (api?.type === "org" || api?.type === "user") owner.type = api.type;
  assign(owner, "avatarUrl", absolute(nonEmptyString(api?.avatarUrl), base));
  return owner;
}

function toItem(api: ApiCollectionItem, index: number): CollectionItem | undefined {
  const id = nonEmptyString(api.id);
  if (id === undefined) return undefined;
  const known = typeof api.type === "string" && ITEM_TYPES.includes(api.type);
  const item: CollectionItem = {
    type: (known ? api.type : "other") as CollectionItemType,
    id,
    position: finiteNumber(api.position) ?? index,
  };
  if (!known) assign(item, "rawType", nonEmptyString(api.type));
  assign(item, "author", nonEmptyString(api.author));
  assign(item, "title", nonEmptyString(api.title));
  assign(item, "slug", nonEmptyString(api.slug));
  assign(item, "pipelineTag", nonEmptyString(api.pipeline_tag));
  assign(item, "downloads", finiteNumber(api.downloads));
  assign(item, "likes", finiteNumber(api.likes));
  assign(item, "upvotes", finiteNumber(api.upvotes));
  assign(item, "parameters", finiteNumber(api.numParameters));
  assign(item, "gated", gated(api.gated));
  if (typeof api.private === "boolean") item.private = api.private;
  assign(item, "lastModified", date(api.lastModified));
  assign(item, "publishedAt", date(api.publishedAt));
  return item;
}

/**
 * Maps a wire collection to the public {@link CollectionEntry}. `complete` says the body carries every item
 * (the detail endpoint), so that `itemsCount` is exact; `base` resolves a site-relative avatar.
 */
export function toCollectionEntry(api: ApiCollectionInfo, base: string, complete: boolean): CollectionEntry {
  const owner = toOwner(api.owner, api.slug, base);
  const wireItems = Array.isArray(api.items) ? api.items : [];
  const items = wireItems
    .map((item, index) => (typeof item === "object" && item !== null ? toItem(item, index) : undefined))
    .filter((item): item is CollectionItem => item !== undefined);
  const upvotes = finiteNumber(api.upvotes) ?? 0;
  const entry: CollectionEntry = {
    slug: api.slug,
    id: /-([0-9a-f]{24})$/.exec(api.slug)?.[1] ?? api.slug,
    title: nonEmptyString(api.title) ?? api.slug,
    author: owner.name,
    owner,
    private: api.private === true,
    gating: api.gating !== undefined && api.gating !== false,
    upvotes,
    likes: upvotes,
    items,
  };
  assign(entry, "description", nonEmptyString(api.description));
  assign(entry, "theme", nonEmptyString(api.theme));
  assign(entry, "lastModified", date(api.lastUpdated));
  assign(entry, "position", finiteNumber(api.position));
  assign(entry, "shareUrl", nonEmptyString(api.shareUrl));
  if (complete || wireItems.length < LIST_ROW_ITEMS) entry.itemsCount = wireItems.length;
  return entry;
}
