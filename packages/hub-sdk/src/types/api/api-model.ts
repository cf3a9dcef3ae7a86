/**
 * Wire shape of a model on the hub (`GET /api/models`, `GET /api/models/{id}`), as sent.
 * Internal: mapped to `ModelEntry` / `ModelInfo` and never exported from the package.
 * Every field is optional here because `expand` projects rows down to `_id` + `id` + the listed keys.
 */
export interface ApiModelInfo {
  _id?: string;
  id: string;
  /** Duplicate of `id`. */
  modelId?: string;
  author?: string;
  private?: boolean;
  gated?: false | "auto" | "manual";
  disabled?: boolean;
  /** Downloads in the last 30 days. */
  downloads?: number;
  downloadsAllTime?: number;
  likes?: number;
  trendingScore?: number;
  pipeline_tag?: string;
  library_name?: string;
  tags?: string[];
  /** ISO 8601. */
  lastModified?: string;
  /** ISO 8601. */
  createdAt?: string;
  sha?: string;
  cardData?: Record<string, unknown>;
  config?: Record<string, unknown>;
  siblings?: ApiModelSibling[];
  spaces?: string[];
  safetensors?: { parameters: Record<string, number>; total: number };
  transformersInfo?: { auto_model: string; pipeline_tag?: string; processor?: string; custom_class?: string };
  /** A list on `/api/models`, a dict keyed by provider on `/api/models/{id}`. */
  inferenceProviderMapping?: unknown;
  /** The card's evaluation results (also inside `cardData` on some repos); `null` when it has none. */
  "model-index"?: ApiModelIndexEntry[] | null;
  usedStorage?: number;
  inference?: "warm";
  mask_token?: string;
  widgetData?: unknown;
}

/** A file of a model repo (`siblings[]`); `size`, `blobId` and `lfs` come with `blobs=true`. */
export interface ApiModelSibling {
  rfilename: string;
  size?: number;
  blobId?: string;
  lfs?: { size: number; sha256: string; pointerSize: number };
}

/**
 * One model of a card's `model-index` (the model card metadata spec), as published: authors write it by
 * hand, so every field may be missing or of another type.
 */
export interface ApiModelIndexEntry {
  name?: string;
  results?: {
    task?: { type?: string; name?: string };
    dataset?: { name?: string; type?: string; config?: string; split?: string; revision?: string };
    metrics?: { type?: string; value?: unknown; name?: string; config?: string; verified?: boolean }[];
  }[];
}
