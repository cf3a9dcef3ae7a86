/**
 * Public types of @hiber/hub-sdk: camelCase, `Date` for timestamps.
 * Wire types (`Api*`) live in `./api/` and are never exported from the package.
 */

/** Options every call accepts. */
export interface RequestOptions {
  /** Hub access token (`hf_...`). Sent as `Authorization: Bearer`. Never include it in browser code. */
  accessToken?: string;
  /** Base URL of the service, e.g. `https://huggingface.co` or the app's `/api/hub` proxy. */
  baseUrl?: string;
  /** Custom fetch implementation (tests, proxies, x402 payment wrappers). */
  fetch?: typeof fetch;
  /** Abort the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
}

/** One page of a cursor-paged list. */
export interface Page<T> {
  items: T[];
  /** Opaque cursor of the next page; absent on the last page. */
  nextCursor?: string;
  /** Total number of items when the service reports it (the hub's emulator does; the real hub may not). */
  total?: number;
}

/** Whether a repo is gated, and how access is granted. */
export type Gated = false | "auto" | "manual";

/** A model as listed by the hub (`GET /api/models`). */
export interface ModelEntry {
  /** Repo id, `owner/name` (or a bare name for some legacy models). */
  id: string;
  /** Owner (user or organisation). */
  author?: string;
  /** Task, e.g. `text-generation`. */
  pipelineTag?: string;
  /** Library, e.g. `transformers`. */
  libraryName?: string;
  tags: string[];
  /** Downloads in the last 30 days. */
  downloads: number;
  likes: number;
  trendingScore?: number;
  private: boolean;
  gated?: Gated;
  createdAt?: Date;
  lastModified?: Date;
  /** Parameter count from the repo's safetensors metadata, when known. */
  parameters?: number;
  /** Licence id from the `license:` tag or card data, when known. */
  license?: string;
}

/** Safetensors metadata of a repo. */
export interface SafetensorsInfo {
  /** Parameter count per dtype, e.g. `{ BF16: 8030261248 }`. */
  parameters: Record<string, number>;
  total: number;
}

/** A file of a repo. */
export interface RepoFile {
  path: string;
  /** Size in bytes, when the hub reports it. */
  size?: number;
}

/** A model in detail (`GET /api/models/{id}`). */
export interface ModelInfo extends ModelEntry {
  /** Commit sha of the revision served. */
  sha?: string;
  safetensors?: SafetensorsInfo;
  /** Bytes stored by the repo, across all revisions. */
  usedStorage?: number;
  files?: RepoFile[];
  config?: Record<string, unknown>;
  cardData?: Record<string, unknown>;
  /** Evaluation results (`model-index`) as published in the model card. */
  modelIndex?: unknown;
  spaces?: string[];
  disabled?: boolean;
}
