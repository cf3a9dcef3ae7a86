/**
 * Wire shape of a dataset on the hub (`GET /api/datasets`, `GET /api/datasets/{id}`), as sent.
 * Internal: mapped to `DatasetEntry` / `DatasetInfo` and never exported from the package.
 * Every field but `id` is optional here: `expand` projects rows down to `_id` + `id` + the listed keys,
 * and the default list row has no `lastModified` (it comes with `full=true`).
 */
export interface ApiDatasetInfo {
  _id?: string;
  id: string;
  author?: string;
  private?: boolean;
  gated?: false | "auto" | "manual";
  disabled?: boolean;
  /** Downloads in the last 30 days. */
  downloads?: number;
  downloadsAllTime?: number;
  likes?: number;
  trendingScore?: number;
  /** `task_categories:…`, `language:…`, `license:…`, `size_categories:…`, `format:…`, … */
  tags?: string[];
  /** ISO 8601. */
  lastModified?: string;
  /** ISO 8601. */
  createdAt?: string;
  sha?: string;
  cardData?: Record<string, unknown>;
  citation?: string;
  description?: string;
  paperswithcode_id?: string | null;
  siblings?: ApiDatasetSibling[];
  usedStorage?: number;
  mainSize?: number;
}

/** A file of a dataset repo (`siblings[]`); `size`, `blobId` and `lfs` come with `blobs=true`. */
export interface ApiDatasetSibling {
  rfilename: string;
  size?: number;
  blobId?: string;
  lfs?: { size: number; sha256: string; pointerSize: number };
}
