import type { HubModel } from "./catalogue";
import { badRequest } from "./errors";
import { syntheticBlobId, syntheticLfsOid } from "./ids";

/** Keys `expand` accepts on both the list and single-model endpoints. */
export const LIST_EXPAND_KEYS = [
  "author",
  "cardData",
  "config",
  "createdAt",
  "disabled",
  "downloads",
  "downloadsAllTime",
  "evalResults",
  "gated",
  "gguf",
  "inference",
  "inferenceProviderMapping",
  "lastModified",
  "library_name",
  "likes",
  "mask_token",
  "model-index",
  "pipeline_tag",
  "private",
  "resourceGroup",
  "safetensors",
  "sha",
  "siblings",
  "spaces",
  "tags",
  "transformersInfo",
  "trendingScore",
  "widgetData",
] as const;

/** Keys `expand` accepts only on `GET /api/models/{repo_id}` (400 on the list). */
export const INFO_ONLY_EXPAND_KEYS = ["baseModels", "childrenModelCount", "usedStorage"] as const;

export type ExpandKey = (typeof LIST_EXPAND_KEYS)[number] | (typeof INFO_ONLY_EXPAND_KEYS)[number];

/** Which endpoint a projection is for. */
export type ModelView = "list" | "info";

/** Per-request options that change values. */
export interface ProjectionContext {
  view: ModelView;
  /** `blobs=true` (single-model only): siblings carry `size`, `blobId` and `lfs`. */
  blobs?: boolean;
  /** The sha to report (a pinned revision echoes the requested commit). */
  sha?: string;
}

/**
 * Reads `expand` and `expand[]` (both forms are sent by real clients), in order, without duplicates.
 * Returns `undefined` when neither is present.
 * @throws HubHttpError 400 for an unknown key, or a single-model-only key on the list.
 */
export function parseExpand(params: URLSearchParams, view: ModelView): ExpandKey[] | undefined {
  const values = [...params.getAll("expand"), ...params.getAll("expand[]")];
  if (values.length === 0) return undefined;
  const keys: ExpandKey[] = [];
  for (const value of values) {
    if ((INFO_ONLY_EXPAND_KEYS as readonly string[]).includes(value)) {
      if (view === "list") {
        throw badRequest(
          `"expand" value "${value}" is only available on GET /api/models/{repo_id}, not on the models list`,
        );
      }
    } else if (!(LIST_EXPAND_KEYS as readonly string[]).includes(value)) {
      const allowed = [...LIST_EXPAND_KEYS, ...(view === "info" ? INFO_ONLY_EXPAND_KEYS : [])];
      throw badRequest(`Invalid "expand" value "${value}". Allowed values: ${allowed.join(", ")}`);
    }
    if (!keys.includes(value as ExpandKey)) keys.push(value as ExpandKey);
  }
  return keys;
}

function siblings(model: HubModel, blobs: boolean): Record<string, unknown>[] {
  if (!blobs) return model.siblings.map((file) => ({ rfilename: file.rfilename }));
  return model.siblings.map((file) => ({
    rfilename: file.rfilename,
    size: file.size,
    blobId: syntheticBlobId(model.id, file.rfilename),
    ...(file.lfs
      ? { lfs: { size: file.size, sha256: syntheticLfsOid(model.id, file.rfilename), pointerSize: 134 } }
      : {}),
  }));
}

/** `inferenceProviderMapping` is a dict on single-model info and a list of `{provider, ...}` on lists. */
function providerMapping(value: unknown, view: ModelView): unknown {
  if (view === "info" || typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.entries(value).map(([provider, mapping]) => ({
    provider,
    ...(typeof mapping === "object" && mapping !== null ? mapping : {}),
  }));
}

/** The value of one field of a model, or `undefined` when it does not apply to that model. */
export function fieldValue(model: HubModel, key: ExpandKey, context: ProjectionContext): unknown {
  switch (key) {
    case "author":
    case "cardData":
    case "config":
    case "createdAt":
    case "disabled":
    case "downloads":
    case "gated":
    case "lastModified":
    case "library_name":
    case "likes":
    case "mask_token":
    case "pipeline_tag":
    case "private":
    case "safetensors":
    case "spaces":
    case "transformersInfo":
    case "trendingScore":
    case "usedStorage":
    case "childrenModelCount":
      return model[key];
    case "tags":
      return [...model.tags];
    case "sha":
      return context.sha ?? model.sha;
    case "model-index":
      return model.modelIndex;
    case "siblings":
      return siblings(model, context.view === "info" && context.blobs === true);
    case "inferenceProviderMapping":
      return providerMapping(model.extra.inferenceProviderMapping, context.view);
    case "downloadsAllTime":
    case "evalResults":
    case "gguf":
    case "inference":
    case "resourceGroup":
    case "widgetData":
    case "baseModels":
      return model.extra[key];
  }
}

/** Builds an object from `[key, value]` pairs, leaving out `undefined` values. */
function pick(
  model: HubModel,
  keys: readonly ExpandKey[],
  context: ProjectionContext,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const key of keys) {
    const value = fieldValue(model, key, context);
    if (value !== undefined) row[key] = value;
  }
  return row;
}

/** An `expand` projection: `_id`, `id` and the listed keys that apply to the model. */
export function projectExpand(
  model: HubModel,
  keys: readonly ExpandKey[],
  context: ProjectionContext,
): Record<string, unknown> {
  return { _id: model._id, id: model.id, ...pick(model, keys, context) };
}

/** Options of a list row without `expand`. */
export interface ListRowOptions {
  full?: boolean;
  config?: boolean;
  cardData?: boolean;
}

/**
 * A `GET /api/models` row without `expand`. Default: `_id, id, likes, trendingScore, private, downloads,
 * tags, pipeline_tag, library_name, createdAt, modelId`. `full` adds `author, sha, lastModified, gated,
 * disabled, siblings` (file names only); `config` and `cardData` add those objects.
 */
export function listRow(model: HubModel, options: ListRowOptions = {}): Record<string, unknown> {
  const context: ProjectionContext = { view: "list" };
  const row: Record<string, unknown> = { _id: model._id, id: model.id };
  if (options.full) Object.assign(row, pick(model, ["author", "gated", "lastModified"], context));
  Object.assign(row, pick(model, ["likes", "trendingScore", "private"], context));
  if (options.full) Object.assign(row, pick(model, ["sha", "disabled"], context));
  if (options.config) Object.assign(row, pick(model, ["config"], context));
  if (options.cardData) Object.assign(row, pick(model, ["cardData"], context));
  Object.assign(
    row,
    pick(model, ["downloads", "tags", "pipeline_tag", "library_name", "createdAt"], context),
  );
  row.modelId = model.id;
  if (options.full) Object.assign(row, pick(model, ["siblings"], context));
  return row;
}

/**
 * The default body of `GET /api/models/{repo_id}`, in the field order of the hub's recorded
 * `bert-base-uncased` response. `model-index` is `null` when the model has none.
 */
export function infoBody(model: HubModel, context: Omit<ProjectionContext, "view">): Record<string, unknown> {
  const ctx: ProjectionContext = { ...context, view: "info" };
  return {
    _id: model._id,
    id: model.id,
    ...pick(model, ["private", "pipeline_tag", "library_name", "tags", "downloads", "likes"], ctx),
    modelId: model.id,
    ...pick(model, ["author", "sha", "lastModified", "gated", "inference", "disabled", "mask_token"], ctx),
    ...pick(model, ["widgetData"], ctx),
    "model-index": model.modelIndex ?? null,
    ...pick(model, ["config", "cardData", "transformersInfo", "siblings", "spaces", "createdAt"], ctx),
    ...pick(model, ["safetensors", "inferenceProviderMapping", "usedStorage"], ctx),
  };
}
