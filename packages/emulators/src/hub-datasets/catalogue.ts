import { syntheticTrendingScore } from "../hub/catalogue";
import raw from "../hub/catalogue/datasets.json" with { type: "json" };
import { hashedInt, syntheticCommitSha, syntheticObjectId } from "../hub/ids";

/** Access control of a repo: `false`, or how access requests are approved. */
export type Gated = false | "auto" | "manual";

/** Rows per split, per config: `{"plain_text": {"train": 25000, "test": 25000}}`. */
export type ConfigSplits = Record<string, Record<string, number>>;

/** One dataset as stored in `catalogue/datasets.json` (hub field names where the hub has them). */
export interface DatasetCatalogueEntry {
  id: string;
  author: string;
  /** Legacy single-segment ids that now redirect here (`imdb` → `stanfordnlp/imdb`). */
  aliases?: string[];
  /** `pretty_name` of the dataset card. */
  prettyName?: string;
  description?: string;
  citation?: string;
  paperswithcode_id?: string;
  tags: string[];
  gated: Gated;
  /** Downloads over the last 30 days. */
  downloads: number;
  likes: number;
  createdAt: string;
  lastModified: string;
  /** Bytes stored by the repo, history included. */
  usedStorage: number;
  /** Configs and their splits' row counts, when known. */
  configs?: ConfigSplits;
  /**
   * Where the datasets-server emulator takes this dataset's rows from (a key of its source registry).
   * Present exactly when the dataset has a viewer.
   */
  rowsSource?: string;
  /** `false` when the emulator has no rows for the dataset (its viewer is reported as disabled). */
  viewer?: false;
}

/** The catalogue file: a dated snapshot of hub dataset metadata. */
export interface DatasetCatalogueFile {
  /** `YYYY-MM-DD` day the figures describe. */
  snapshotDate: string;
  note?: string;
  datasets: DatasetCatalogueEntry[];
}

/** One file of a dataset repo (sizes in bytes). */
export interface DatasetFile {
  rfilename: string;
  size: number;
  /** Stored through git LFS (data files). */
  lfs: boolean;
}

/** A config of a dataset with its splits. */
export interface DatasetConfig {
  name: string;
  splits: { name: string; numRows: number }[];
}

/**
 * A dataset as the hub emulator serves it: the catalogue entry plus derived fields. Derived (synthetic)
 * values: `_id`, `sha`, `parquetSha`, `trendingScore`, `cardData`, `siblings` and their sizes, `mainSize`.
 */
export interface HubDataset {
  _id: string;
  id: string;
  author: string;
  sha: string;
  /** Head of the `refs/convert/parquet` branch, which exists only for datasets with a viewer. */
  parquetSha?: string;
  private: false;
  disabled: false;
  gated: Gated;
  tags: string[];
  downloads: number;
  likes: number;
  trendingScore: number;
  createdAt: string;
  lastModified: string;
  description?: string;
  citation?: string;
  paperswithcode_id?: string;
  cardData: Record<string, unknown>;
  siblings: DatasetFile[];
  usedStorage: number;
  /** Bytes of the data files on the main branch. */
  mainSize: number;
  configs: DatasetConfig[];
  /** Rows over every config and split, when the catalogue knows them. */
  numRows?: number;
  aliases: string[];
  /** Whether the dataset viewer (datasets-server) serves rows for it. */
  viewer: boolean;
  rowsSource?: string;
}

/** A loaded dataset catalogue with lookups. */
export interface HubDatasetCatalogue {
  snapshotDate: string;
  note?: string;
  /** Datasets in catalogue order. */
  datasets: readonly HubDataset[];
  /** Finds a dataset by exact id. */
  get(id: string): HubDataset | undefined;
  /** Finds the dataset a legacy single-segment id (`imdb`) now redirects to. */
  resolveAlias(name: string): HubDataset | undefined;
}

// ---------------------------------------------------------------------------------------------
// Validation

class DatasetCatalogueError extends Error {
  override readonly name = "DatasetCatalogueError";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isIsoDate(value: unknown): value is string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

function validateEntry(value: unknown, index: number, snapshotDate: string): DatasetCatalogueEntry {
  const where = `catalogue datasets[${index}]`;
  if (!isRecord(value)) throw new DatasetCatalogueError(`${where} is not an object`);
  const fail = (field: string, expected: string): never => {
    throw new DatasetCatalogueError(`${where} (${String(value.id)}): "${field}" must be ${expected}`);
  };
  const { id, author, tags, gated, configs, aliases, rowsSource, viewer } = value;
  if (typeof id !== "string" || !/^[\w.-]+\/[\w.-]+$/.test(id)) fail("id", "an owner/name repo id");
  if (typeof author !== "string" || !String(id).startsWith(`${author}/`))
    fail("author", "the owner part of the id");
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === "string")) fail("tags", "an array of strings");
  if (gated !== false && gated !== "auto" && gated !== "manual") fail("gated", 'false, "auto" or "manual"');
  for (const field of ["downloads", "likes", "usedStorage"]) {
    if (!isCount(value[field])) fail(field, "a non-negative integer");
  }
  for (const field of ["createdAt", "lastModified"]) {
    if (!isIsoDate(value[field])) fail(field, "an ISO date");
  }
  if (Date.parse(String(value.lastModified)) > Date.parse(`${snapshotDate}T23:59:59Z`)) {
    fail("lastModified", `no later than the snapshot date ${snapshotDate}`);
  }
  for (const field of ["prettyName", "description", "citation", "paperswithcode_id", "rowsSource"]) {
    if (value[field] !== undefined && typeof value[field] !== "string") fail(field, "a string");
  }
  if (aliases !== undefined && (!Array.isArray(aliases) || !aliases.every((a) => typeof a === "string"))) {
    fail("aliases", "an array of strings");
  }
  if (configs !== undefined) {
    if (!isRecord(configs) || Object.keys(configs).length === 0) fail("configs", "a non-empty object");
    for (const splits of Object.values(configs as Record<string, unknown>)) {
      if (!isRecord(splits) || !Object.values(splits).every(isCount)) {
        fail("configs", "an object of {split: row count} objects");
      }
    }
  }
  if ((rowsSource === undefined) === (viewer === undefined)) {
    fail("rowsSource", 'set exactly when "viewer" is absent (a dataset either has rows or viewer: false)');
  }
  if (viewer !== undefined && viewer !== false) fail("viewer", "false when present");
  return value as unknown as DatasetCatalogueEntry;
}

// ---------------------------------------------------------------------------------------------
// Derivation

const MB = 1_000_000;
/** Largest data file the derivation writes (the hub's parquet conversion also shards near this size). */
const MAX_SHARD_BYTES = 500 * MB;
/** Cap on data files listed per split, so that multi-terabyte repos keep a readable file list. */
const MAX_SHARDS_PER_SPLIT = 20;

function tagValues(tags: readonly string[], prefix: string): string[] {
  return tags.filter((t) => t.startsWith(`${prefix}:`)).map((t) => t.slice(prefix.length + 1));
}

/** The format a dataset's files have, from its `format:` tag (none: a loading script). */
function dataFormat(tags: readonly string[]): string | undefined {
  return tagValues(tags, "format")[0];
}

function pad5(n: number): string {
  return String(n).padStart(5, "0");
}

/**
 * A plausible file list for a dataset, derived from its format tag, configs and storage size:
 * `.gitattributes`, `README.md` and data files (parquet shards named as `push_to_hub` writes them,
 * or one CSV / JSON Lines file per split, or a loading script). Sizes are estimates.
 */
function deriveSiblings(entry: DatasetCatalogueEntry, configs: DatasetConfig[]): DatasetFile[] {
  const files = new Map<string, number>();
  const name = entry.id.split("/")[1] ?? entry.id;
  const add = (file: string, size: number) => files.set(file, Math.max(1, Math.round(size)));
  add(".gitattributes", hashedInt(`${entry.id}/.gitattributes`, 2_300, 2_500));
  add("README.md", hashedInt(`${entry.id}/README.md`, 1_500, 40_000));

  const format = dataFormat(entry.tags);
  const totalRows = configs.reduce((sum, c) => sum + c.splits.reduce((s, split) => s + split.numRows, 0), 0);
  // Data files hold most of the storage; the rest is history and the card.
  const dataBytes = entry.usedStorage * (hashedInt(`${entry.id}/ratio`, 80, 98) / 100);

  if (format === undefined) add(`${name}.py`, hashedInt(`${entry.id}/script`, 3_000, 12_000));
  for (const config of configs) {
    const dir = config.name === "default" ? "data" : config.name;
    for (const split of config.splits) {
      const share = totalRows > 0 ? split.numRows / totalRows : 1 / configs.length;
      const bytes = dataBytes * share;
      if (format === "csv") add(`${dir}/${split.name}.csv`, bytes);
      else if (format === "json") add(`${dir}/${split.name}.jsonl`, bytes);
      else if (format === undefined) add(`${dir}/${split.name}.tar.gz`, bytes);
      else {
        const extension = format === "webdataset" ? "tar" : format === "arrow" ? "arrow" : "parquet";
        const shards = Math.min(MAX_SHARDS_PER_SPLIT, Math.max(1, Math.ceil(bytes / MAX_SHARD_BYTES)));
        for (let i = 0; i < shards; i++) {
          add(`${dir}/${split.name}-${pad5(i)}-of-${pad5(shards)}.${extension}`, bytes / shards);
        }
      }
    }
  }
  return [...files.entries()]
    .map(([rfilename, size]) => ({
      rfilename,
      size,
      lfs: rfilename !== ".gitattributes" && rfilename !== "README.md" && !rfilename.endsWith(".py"),
    }))
    .sort((a, b) => (a.rfilename < b.rfilename ? -1 : a.rfilename > b.rfilename ? 1 : 0));
}

/**
 * The dataset card metadata (`cardData`) implied by the tags, in the card's YAML keys: languages,
 * licence, task categories and ids, size categories, creators, `pretty_name`, `paperswithcode_id`,
 * `dataset_info` (split row counts) and `viewer: false` for datasets without a viewer, the card
 * setting the real hub honours.
 */
function deriveCardData(entry: DatasetCatalogueEntry, configs: DatasetConfig[]): Record<string, unknown> {
  const card: Record<string, unknown> = {};
  const put = (key: string, prefix: string) => {
    const values = tagValues(entry.tags, prefix);
    if (values.length > 0) card[key] = values;
  };
  put("annotations_creators", "annotations_creators");
  put("language_creators", "language_creators");
  put("language", "language");
  const license = tagValues(entry.tags, "license");
  if (license.length > 0) card.license = license.length === 1 ? license[0] : license;
  put("multilinguality", "multilinguality");
  put("size_categories", "size_categories");
  put("source_datasets", "source_datasets");
  put("task_categories", "task_categories");
  put("task_ids", "task_ids");
  if (entry.paperswithcode_id) card.paperswithcode_id = entry.paperswithcode_id;
  if (entry.prettyName) card.pretty_name = entry.prettyName;
  const info = configs.map((config) => ({
    config_name: config.name,
    splits: config.splits.map((split) => ({ name: split.name, num_examples: split.numRows })),
  }));
  if (info.length === 1) card.dataset_info = info[0];
  else if (info.length > 1) card.dataset_info = info;
  if (entry.viewer === false) card.viewer = false;
  return card;
}

function toConfigs(configs: ConfigSplits | undefined): DatasetConfig[] {
  if (!configs) return [];
  return Object.entries(configs).map(([name, splits]) => ({
    name,
    splits: Object.entries(splits).map(([split, numRows]) => ({ name: split, numRows })),
  }));
}

function toHubDataset(entry: DatasetCatalogueEntry, snapshotDate: string): HubDataset {
  const configs = toConfigs(entry.configs);
  const siblings = deriveSiblings(
    entry,
    configs.length > 0 ? configs : [{ name: "default", splits: [{ name: "train", numRows: 0 }] }],
  );
  const dataFiles = siblings.filter((f) => f.lfs);
  const numRows =
    configs.length > 0 ? configs.flatMap((c) => c.splits).reduce((s, x) => s + x.numRows, 0) : undefined;
  const viewer = entry.rowsSource !== undefined;
  return {
    _id: syntheticObjectId(entry.id, entry.createdAt),
    id: entry.id,
    author: entry.author,
    sha: syntheticCommitSha(entry.id, entry.lastModified),
    ...(viewer
      ? { parquetSha: syntheticCommitSha(`${entry.id}@refs/convert/parquet`, entry.lastModified) }
      : {}),
    private: false,
    disabled: false,
    gated: entry.gated,
    tags: [...entry.tags],
    downloads: entry.downloads,
    likes: entry.likes,
    trendingScore: syntheticTrendingScore(entry.likes, entry.createdAt, snapshotDate),
    createdAt: entry.createdAt,
    lastModified: entry.lastModified,
    ...(entry.description !== undefined ? { description: entry.description } : {}),
    ...(entry.citation !== undefined ? { citation: entry.citation } : {}),
    ...(entry.paperswithcode_id !== undefined ? { paperswithcode_id: entry.paperswithcode_id } : {}),
    cardData: deriveCardData(entry, configs),
    siblings,
    usedStorage: entry.usedStorage,
    mainSize: dataFiles.reduce((sum, f) => sum + f.size, 0),
    configs,
    ...(numRows !== undefined ? { numRows } : {}),
    aliases: [...(entry.aliases ?? [])],
    viewer,
    ...(entry.rowsSource !== undefined ? { rowsSource: entry.rowsSource } : {}),
  };
}

/**
 * Validates a catalogue file and builds the served datasets.
 * @throws Error naming the first invalid entry, or a duplicate id or alias.
 */
export function buildDatasetCatalogue(file: unknown): HubDatasetCatalogue {
  if (!isRecord(file) || typeof file.snapshotDate !== "string" || !Array.isArray(file.datasets)) {
    throw new DatasetCatalogueError('catalogue must be {"snapshotDate": "YYYY-MM-DD", "datasets": [...]}');
  }
  const snapshotDate = file.snapshotDate;
  const entries = file.datasets.map((entry, index) => validateEntry(entry, index, snapshotDate));
  const byId = new Map<string, HubDataset>();
  const byAlias = new Map<string, HubDataset>();
  const datasets = entries.map((entry) => toHubDataset(entry, snapshotDate));
  for (const dataset of datasets) {
    if (byId.has(dataset.id)) throw new DatasetCatalogueError(`duplicate dataset id ${dataset.id}`);
    byId.set(dataset.id, dataset);
    for (const alias of dataset.aliases) {
      if (byAlias.has(alias)) throw new DatasetCatalogueError(`duplicate alias ${alias}`);
      byAlias.set(alias, dataset);
    }
  }
  return {
    snapshotDate,
    ...(typeof file.note === "string" ? { note: file.note } : {}),
    datasets,
    get: (id) => byId.get(id),
    resolveAlias: (name) => byAlias.get(name),
  };
}

let shipped: HubDatasetCatalogue | undefined;

/** The shipped snapshot (`hub/catalogue/datasets.json`), built on first use. */
export function defaultDatasetCatalogue(): HubDatasetCatalogue {
  shipped ??= buildDatasetCatalogue(raw);
  return shipped;
}
