/**
 * Wire shape of a collection on the hub (`GET /api/collections`, `GET /api/collections/{slug}`), as sent
 * (reference/apis.md §1.6–1.7; huggingface.js `api-collection.ts`). Internal: mapped to `CollectionEntry`
 * and never exported from the package. Every field but `slug` is optional here: nothing else is checked.
 */
export interface ApiCollectionOwner {
  name?: string;
  fullname?: string;
  type?: string;
  /** Absolute, or site-relative for default avatars. */
  avatarUrl?: string;
}

/** One item of a collection; which fields are present depends on `type`. */
export interface ApiCollectionItem {
  _id?: string;
  /** `model`, `dataset`, `space`, `paper`, `collection` (and possibly others). */
  type?: string;
  /** Repo id, arXiv id or collection id. */
  id?: string;
  position?: number;
  author?: string;
  /** Spaces, papers and collections. */
  title?: string;
  /** Nested collections. */
  slug?: string;
  downloads?: number;
  likes?: number;
  /** Papers and nested collections. */
  upvotes?: number;
  /** ISO 8601 (repos). */
  lastModified?: string;
  /** ISO 8601 (papers). */
  publishedAt?: string;
  pipeline_tag?: string;
  numParameters?: number;
  gated?: false | "auto" | "manual";
  private?: boolean;
}

export interface ApiCollectionInfo {
  slug: string;
  title?: string;
  description?: string;
  /** ISO 8601. */
  lastUpdated?: string;
  gating?: unknown;
  owner?: ApiCollectionOwner;
  /** At most 4 in list rows; every item in the detail body. */
  items?: ApiCollectionItem[];
  theme?: string;
  private?: boolean;
  upvotes?: number;
  isUpvotedByUser?: boolean;
  position?: number;
  /** Detail body only. */
  shareUrl?: string;
}
