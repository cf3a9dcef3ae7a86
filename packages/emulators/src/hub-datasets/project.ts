import { badRequest } from "../hub/errors";
import { syntheticBlobId, syntheticLfsOid } from "../hub/ids";
import type { HubDataset } from "./catalogue";

/** Keys `expand` accepts on `GET /api/datasets` and `GET /api/datasets/{repo_id}` (reference/apis.md §1.4). */
export const DATASET_EXPAND_KEYS = [
  "author",
  "cardData",
  "citation",
  "createdAt",
  "description",
  "disabled",
  "downloads",
  "downloadsAllTime",
  "gated",
  "lastModified",
  "likes",
  "mainSize",
  "paperswithcode_id",
  "private",
  "resourceGroup",
  "sha",
  "siblings",
  "tags",
  "trendingScore",
  "usedStorage",
] as const;
export type DatasetExpandKey = (typeof DATASET_EXPAND_KEYS)[number];

/** Per-request options that change values. */
export interface DatasetProjectionContext {
  /** `blobs=true` (single dataset only): siblings carry `size`, `blobId` and `lfs`. */
  blobs?: boolean;
  /** The sha to report (a pinned revision echoes the requested commit). */
  sha?: string;
}

/**
 * Reads `expand` and `expand[]` (both forms are sent by real clients), in order, without duplicates.
 * Returns `undefined` when neither is present.
 * @throws HubHttpError 400 for an unknown key.
 */
export function parseDatasetExpand(params: URLSearchParams): DatasetExpandKey[] | undefined {
  const values = [...params.getAll("expand"), ...params.getAll("expand[]")];
  if (values.length === 0) return undefined;
  const keys: DatasetExpandKey[] = [];
  for (const value of values) {
    if (!(DATASET_EXPAND_KEYS as readonly string[]).includes(value)) {
      throw badRequest(
        `Invalid "expand" value "${value}". Allowed values: ${DATASET_EXPAND_KEYS.join(", ")}`,
      );
    }
    if (!keys.includes(value as DatasetExpandKey)) keys.push(value as DatasetExpandKey);
  }
  return keys;
}

function siblings(dataset: HubDataset, blobs: boolean): Record<string, unknown>[] {
  if (!blobs) return dataset.siblings.map((file) => ({ rfilename: file.rfilename }));
  return dataset.siblings.map((file) => ({
    rfilename: file.rfilename,
    size: file.size,
    blobId: syntheticBlobId(dataset.id, file.rfilename),
    ...(file.lfs
      ? { lfs: { size: file.size, sha256: syntheticLfsOid(dataset.id, file.rfilename), pointerSize: 134 } }
      : {}),
  }));
}

/** The value of one field of a dataset, or `undefined` when it does not apply to that dataset. */
export function datasetFieldValue(
  dataset: HubDataset,
  key: DatasetExpandKey,
  context: DatasetProjectionContext,
): unknown {
  switch (key) {
    case "author":
    case "citation":
    case "createdAt":
    case "description":
    case "disabled":
    case "downloads":
    case "gated":
    case "lastModified":
    case "likes":
    case "mainSize":
    case "paperswithcode_id":
    case "private":
    case "trendingScore":
    case "usedStorage":
      return dataset[key];
    case "cardData":
      return structuredClone(dataset.cardData);
    case "tags":
      return [...dataset.tags];
    case "sha":
      return context.sha ?? dataset.sha;
    case "siblings":
      return siblings(dataset, context.blobs === true);
    case "downloadsAllTime":
    case "resourceGroup":
      // Not in the snapshot: omitted, as the hub omits an expanded key that does not apply.
      return undefined;
  }
}

function pick(
  dataset: HubDataset,
  keys: readonly DatasetExpandKey[],
  context: DatasetProjectionContext,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const key of keys) {
    const value = datasetFieldValue(dataset, key, context);
    if (value !== undefined) row[key] = value;
  }
  return row;
}

/** An `expand` projection: `_id`, `id` and the listed keys that apply to the dataset. */
export function projectDatasetExpand(
  dataset: HubDataset,
  keys: readonly DatasetExpandKey[],
  context: DatasetProjectionContext = {},
): Record<string, unknown> {
  return { _id: dataset._id, id: dataset.id, ...pick(dataset, keys, context) };
}

/**
 * A `GET /api/datasets` row without `expand`. Default: `_id, id, author, gated, disabled, likes,
 * trendingScore, private, downloads, tags, createdAt, description`. `full=true` adds `sha`,
 * `lastModified`, `citation`, `paperswithcode_id`, `cardData` and `siblings` (file names only);
 * `cardData=true` adds `cardData` alone. The default field set is partly unconfirmed
 * (reference/apis.md §6); huggingface_hub documents `full` as adding the last-modified date, the card
 * data and the files.
 */
export function datasetListRow(
  dataset: HubDataset,
  options: { full?: boolean; cardData?: boolean } = {},
): Record<string, unknown> {
  const row: Record<string, unknown> = { _id: dataset._id, id: dataset.id };
  Object.assign(row, pick(dataset, ["author"], {}));
  if (options.full) Object.assign(row, pick(dataset, ["sha", "lastModified"], {}));
  Object.assign(
    row,
    pick(dataset, ["gated", "disabled", "likes", "trendingScore", "private", "downloads", "tags"], {}),
  );
  if (options.full) Object.assign(row, pick(dataset, ["citation", "paperswithcode_id"], {}));
  if (options.full || options.cardData) Object.assign(row, pick(dataset, ["cardData"], {}));
  Object.assign(row, pick(dataset, ["createdAt", "description"], {}));
  if (options.full) Object.assign(row, pick(dataset, ["siblings"], {}));
  return row;
}

/**
 * The default body of `GET /api/datasets/{repo_id}`: `_id, id, author, sha, lastModified, private,
 * gated, disabled, likes, tags, citation?, description?, downloads, paperswithcode_id?, cardData,
 * siblings, createdAt, usedStorage`.
 */
export function datasetInfoBody(
  dataset: HubDataset,
  context: DatasetProjectionContext,
): Record<string, unknown> {
  return {
    _id: dataset._id,
    id: dataset.id,
    ...pick(
      dataset,
      ["author", "sha", "lastModified", "private", "gated", "disabled", "likes", "tags"],
      context,
    ),
    ...pick(
      dataset,
      ["citation", "description", "downloads", "paperswithcode_id", "cardData", "siblings"],
      context,
    ),
    ...pick(dataset, ["createdAt", "usedStorage"], context),
  };
}
