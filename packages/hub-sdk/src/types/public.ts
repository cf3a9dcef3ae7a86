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
  /**
   * Bytes of the model's weights: safetensors parameter counts times their dtype widths, else (with
   * `blobs: true`) the sizes of one format's weight files. Absent when neither is known.
   */
  weightBytes?: number;
  /**
   * The evaluation results the model card publishes (`model-index`), in card order, one per metric with a
   * numeric value. Absent when the card publishes none.
   */
  evalResults?: EvalResult[];
  spaces?: string[];
  disabled?: boolean;
}

/** One published evaluation result: a metric's value on a dataset, from the model card's `model-index`. */
export interface EvalResult {
  /** Task type, e.g. `text-classification`. */
  taskType?: string;
  /** Dataset as the card names it, e.g. `glue` or `AI2 Reasoning Challenge (25-Shot)`. */
  datasetName?: string;
  /** Dataset id, e.g. `glue` or `ai2_arc`. */
  datasetType?: string;
  /** Dataset configuration, e.g. `sst2`. */
  datasetConfig?: string;
  /** Dataset split, e.g. `validation`. */
  datasetSplit?: string;
  /** Metric id, e.g. `accuracy`. */
  metricType: string;
  /** Metric as the card names it, e.g. `Accuracy`. */
  metricName?: string;
  /** The value as published (a fraction or a percentage, as the card has it). */
  metricValue: number;
  /** Whether the hub verified the result, when the card says. */
  verified?: boolean;
}

/** A model's card (`README.md`), for a Description. */
/** A model's or a dataset's card (`README.md`), as `modelCard` and `datasetCard` give it. */
export interface ModelCard {
  /** Repo id. */
  name: string;
  /** The card's Markdown, without its YAML front matter (the structured part is `ModelInfo.cardData`). */
  markdown: string;
  /** The card's YAML front matter as written (without the `---` fences); absent when it has none. */
  frontMatter?: string;
  /** The card's first paragraph of prose, as plain text; absent when the card has none. */
  summary?: string;
}

/** A dataset as listed by the hub (`GET /api/datasets`). */
export interface DatasetEntry {
  /** Repo id, `owner/name` (or a bare name for some legacy datasets). */
  id: string;
  /** Owner (user or organisation). */
  author?: string;
  tags: string[];
  /** Task categories from the `task_categories:` tags, in tag order, e.g. `["text-classification"]`. */
  taskCategories: string[];
  /** Downloads in the last 30 days. */
  downloads: number;
  likes: number;
  trendingScore?: number;
  private: boolean;
  gated?: Gated;
  /** Whether the hub disabled the repo. */
  disabled?: boolean;
  createdAt?: Date;
  /** Sent on lists only with `full: true` (or `expand` including `lastModified`). */
  lastModified?: Date;
  /** Short description from the dataset card. */
  description?: string;
  /** Licence id from the `license:` tag or card data, when known. */
  license?: string;
  /** Human name from the card data (`pretty_name`), when known (lists: with `full: true`). */
  prettyName?: string;
  /**
   * Whether the hub's dataset viewer (and so the datasets server's rows) is on, from the card data's
   * `viewer` field; absent when the card does not say (lists: with `full: true`).
   */
  viewer?: boolean;
}

/** A dataset in detail (`GET /api/datasets/{id}`). */
export interface DatasetInfo extends DatasetEntry {
  /** Commit sha of the revision served. */
  sha?: string;
  cardData?: Record<string, unknown>;
  citation?: string;
  paperswithcodeId?: string;
  files?: RepoFile[];
  /** Bytes stored by the repo, across all revisions. */
  usedStorage?: number;
}

/** Status of a discussion or pull request. `merged` and `draft` apply to pull requests only. */
export type DiscussionStatus = "open" | "closed" | "merged" | "draft";

/** Someone who wrote in a discussion. `name` is `"deleted"` when the account no longer exists. */
export interface DiscussionAuthor {
  /** Username. */
  name: string;
  /** Absolute URL of the avatar (a hub-relative path is resolved against `baseUrl`). */
  avatarUrl?: string;
  /** Display name. */
  fullname?: string;
}

/** A discussion or pull request of a repo (`GET /api/{type}s/{repo}/discussions`). */
export interface DiscussionEntry {
  /** Number within the repo (`#12`), in creation order. */
  num: number;
  title: string;
  status: DiscussionStatus;
  /** Who opened it. */
  author: DiscussionAuthor;
  createdAt: Date;
  isPullRequest: boolean;
  /** Comments, the opening post included. */
  numComments: number;
  /** Pinned by the repo's maintainers. */
  pinned: boolean;
}

/** A comment of a discussion; the first one is the opening post. */
export interface DiscussionComment {
  id: string;
  author: DiscussionAuthor;
  createdAt: Date;
  /** The comment's Markdown source, as typed. */
  text: string;
  edited: boolean;
  /** Hidden by a moderator; the text is still served, so do not show it unless asked. */
  hidden: boolean;
}

/** One event of a discussion's timeline, oldest first. Unknown hub event types come as `"other"`. */
export type DiscussionEvent =
  | ({ type: "comment" } & DiscussionComment)
  | { type: "status-change"; id: string; author: DiscussionAuthor; createdAt: Date; status: DiscussionStatus }
  | { type: "title-change"; id: string; author: DiscussionAuthor; createdAt: Date; from: string; to: string }
  | { type: "commit"; id: string; author: DiscussionAuthor; createdAt: Date; subject: string; oid: string }
  | { type: "other"; id: string; author: DiscussionAuthor; createdAt: Date; rawType: string };

/** A discussion with its timeline (`GET /api/{type}s/{repo}/discussions/{num}`). */
export interface DiscussionDetails extends DiscussionEntry {
  /** Every event, oldest first. */
  events: DiscussionEvent[];
  /** The comment events only, oldest first. */
  comments: DiscussionComment[];
}

/** The kinds of item a collection holds; an item of a kind this SDK does not know comes as `"other"`. */
export type CollectionItemType = "model" | "dataset" | "space" | "paper" | "collection" | "other";

/** One item of a collection. Which optional fields are present depends on `type`. */
export interface CollectionItem {
  type: CollectionItemType;
  /** Repo id (`owner/name`) for models, datasets and spaces; arXiv id for papers; 24-hex id for collections. */
  id: string;
  /** Index within the collection, from 0. */
  position: number;
  /** The hub's item type when `type` is `"other"`. */
  rawType?: string;
  /** Owner of the repo. */
  author?: string;
  /** Title of a space, paper or nested collection. */
  title?: string;
  /** Slug of a nested collection. */
  slug?: string;
  /** Task of a model, e.g. `text-generation`. */
  pipelineTag?: string;
  /** Downloads in the last 30 days (models and datasets). */
  downloads?: number;
  likes?: number;
  /** Upvotes of a paper or nested collection. */
  upvotes?: number;
  /** Parameter count of a model, when the hub knows it. */
  parameters?: number;
  gated?: Gated;
  private?: boolean;
  lastModified?: Date;
  /** Publication date of a paper. */
  publishedAt?: Date;
}

/** Who owns a collection. */
export interface CollectionOwner {
  /** User or organisation name. */
  name: string;
  fullname?: string;
  type?: "org" | "user";
  /** Absolute URL of the avatar (a hub-relative path is resolved against `baseUrl`). */
  avatarUrl?: string;
}

/**
 * A collection of the hub (`GET /api/collections`, `GET /api/collections/{slug}`). It also carries the fields
 * of the product's "Collection" record, derived from the hub's: `id`, `title`, `author`, `itemsCount`,
 * `likes`, `lastModified` and `description`. Collections on the hub have no tags, so there are none here.
 */
export interface CollectionEntry {
  /** `owner/title-slug-<24 hex>`: what `collectionInfo` takes, and the collection's address on the hub. */
  slug: string;
  /** The 24-hex id that ends the slug. */
  id: string;
  title: string;
  description?: string;
  /** The owner's name (`owner.name`). */
  author: string;
  owner: CollectionOwner;
  /** Colour theme on the hub: `orange`, `blue`, `green`, `purple`, `pink` or `indigo`. */
  theme?: string;
  private: boolean;
  /** Whether access to the collection's items is gated. */
  gating: boolean;
  upvotes: number;
  /** The same as `upvotes`: what the product calls likes for a collection. */
  likes: number;
  /** When the collection last changed (the hub's `lastUpdated`). */
  lastModified?: Date;
  /** Rank among the owner's collections. */
  position?: number;
  /** Short link (detail only). */
  shareUrl?: string;
  /**
   * Items in order. A list row carries at most the first 4; `collectionInfo` returns them all.
   */
  items: CollectionItem[];
  /**
   * How many items the collection holds, when that is known: always from `collectionInfo`; from a list row
   * only when it carries fewer than 4 items (a row of 4 may have been cut short).
   */
  itemsCount?: number;
}
