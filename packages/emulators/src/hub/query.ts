import type { HubModel } from "./catalogue";
import { badRequest } from "./errors";

/** Page size when `limit` is absent. */
export const DEFAULT_PAGE_SIZE = 1000;
/** Largest page served; a larger `limit` is clamped to it. */
export const MAX_PAGE_SIZE = 1000;

/** Sort keys of `GET /api/models`; every order is descending. */
export const MODEL_SORT_KEYS = [
  "trendingScore",
  "createdAt",
  "downloads",
  "likes",
  "likes30d",
  "lastModified",
  "id",
  "num_parameters",
  "mainSize",
] as const;
export type ModelSortKey = (typeof MODEL_SORT_KEYS)[number];

/** Parsed filters of a list request. */
export interface ModelFilters {
  /** Case-insensitive substrings of the id; all must match. */
  search: string[];
  /** Exact owner (compared case-insensitively, as hub names are). */
  author?: string;
  /** Tags, all required; a value also matches the task, the library, or `license:<id>`. */
  filter: string[];
  pipelineTag?: string;
  gated?: boolean;
  /** Bounds on `safetensors.total`; models without a parameter count never match. */
  numParameters?: { min?: number; max?: number };
}

/** A parsed `GET /api/models` request. */
export interface ModelListQuery {
  filters: ModelFilters;
  sort: ModelSortKey;
  limit: number;
  offset: number;
}

function isTrue(value: string | null): boolean {
  return value !== null && ["true", "1", "yes"].includes(value.toLowerCase());
}

/** Reads a boolean flag such as `full=true` (`true`, `True` and `1` count as set). */
export function flag(params: URLSearchParams, name: string): boolean {
  return isTrue(params.get(name));
}

/** Parses `6B`, `500M`, `1.5K`, `7000000`. */
function parseCount(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)([KMBT]?)$/i.exec(text.trim());
  if (!match) return undefined;
  const scale = { "": 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[(match[2] ?? "").toUpperCase()] ?? 1;
  return Number(match[1]) * scale;
}

/** Parses `num_parameters=min:6B,max:128B`. */
function parseNumParameters(value: string): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const part of value.split(",")) {
    const [name, amount = ""] = part.split(":");
    const count = parseCount(amount);
    if ((name !== "min" && name !== "max") || count === undefined) {
      throw badRequest(`Invalid num_parameters: ${value} (expected e.g. min:6B,max:128B)`);
    }
    bounds[name] = count;
  }
  return bounds;
}

/**
 * The page size of a hub list: `limit`, clamped to `max`; `fallback` when absent.
 * @throws HubHttpError 400 when `limit` is not a positive integer.
 */
export function parsePageSize(params: URLSearchParams, fallback: number, max: number): number {
  const value = params.get("limit");
  if (value === null || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw badRequest(`Invalid limit: ${value}`);
  return Math.min(parsed, max);
}

// ---------------------------------------------------------------------------------------------
// Cursor: base64url of {"offset": n}. Opaque to clients; they only ever get it from a Link header.

/** Encodes a position in the ordered result as an opaque cursor. */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString("base64url");
}

/** Decodes a cursor made by {@link encodeCursor}; throws a 400 for anything else. */
export function decodeCursor(cursor: string): number {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (typeof decoded === "object" && decoded !== null && "offset" in decoded) {
      const { offset } = decoded;
      if (typeof offset === "number" && Number.isSafeInteger(offset) && offset >= 0) return offset;
    }
  } catch {
    // Falls through to the error below.
  }
  throw badRequest("Invalid cursor");
}

// ---------------------------------------------------------------------------------------------

/**
 * Parses the query of `GET /api/models`. `direction` is accepted and ignored (the hub always sorts
 * descending); parameters the emulator does not know are ignored, as the hub does.
 * @throws HubHttpError 400 for a bad `limit`, `sort`, `gated`, `num_parameters` or `cursor`.
 */
export function parseModelListQuery(params: URLSearchParams): ModelListQuery {
  const filters: ModelFilters = {
    search: params.getAll("search").filter((s) => s !== ""),
    filter: params.getAll("filter").filter((s) => s !== ""),
  };
  const author = params.get("author");
  if (author) filters.author = author;
  const pipelineTag = params.get("pipeline_tag");
  if (pipelineTag) filters.pipelineTag = pipelineTag;

  const gated = params.get("gated");
  if (gated !== null) {
    if (!["true", "false"].includes(gated.toLowerCase())) throw badRequest(`Invalid gated: ${gated}`);
    filters.gated = gated.toLowerCase() === "true";
  }
  const numParameters = params.get("num_parameters");
  if (numParameters) filters.numParameters = parseNumParameters(numParameters);

  const sortParam = params.get("sort") ?? "trendingScore";
  if (!(MODEL_SORT_KEYS as readonly string[]).includes(sortParam)) {
    throw badRequest(`Invalid sort: ${sortParam}. Allowed values: ${MODEL_SORT_KEYS.join(", ")}`);
  }

  const limit = parsePageSize(params, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);

  const cursor = params.get("cursor");
  return {
    filters,
    sort: sortParam as ModelSortKey,
    limit,
    offset: cursor === null ? 0 : decodeCursor(cursor),
  };
}

/** Whether a model carries a tag, counting its task, library and `license:<id>` as tags. */
export function hasTag(model: HubModel, tag: string): boolean {
  return (
    model.tags.includes(tag) ||
    model.pipeline_tag === tag ||
    model.library_name === tag ||
    (model.license !== undefined && tag === `license:${model.license}`)
  );
}

/** Keeps the models that match every filter. */
export function filterModels(models: readonly HubModel[], filters: ModelFilters): HubModel[] {
  const search = filters.search.map((s) => s.toLowerCase());
  const author = filters.author?.toLowerCase();
  return models.filter((model) => {
    const id = model.id.toLowerCase();
    if (!search.every((s) => id.includes(s))) return false;
    if (author !== undefined && model.author.toLowerCase() !== author) return false;
    if (filters.pipelineTag !== undefined && model.pipeline_tag !== filters.pipelineTag) return false;
    if (filters.gated !== undefined && (model.gated !== false) !== filters.gated) return false;
    if (!filters.filter.every((tag) => hasTag(model, tag))) return false;
    if (filters.numParameters) {
      const total = model.safetensors?.total;
      const { min, max } = filters.numParameters;
      if (total === undefined) return false;
      if (min !== undefined && total < min) return false;
      if (max !== undefined && total > max) return false;
    }
    return true;
  });
}

function sortValue(model: HubModel, key: ModelSortKey): number | string {
  switch (key) {
    case "createdAt":
      return Date.parse(model.createdAt);
    case "lastModified":
      return Date.parse(model.lastModified);
    case "downloads":
      return model.downloads;
    case "likes":
    case "likes30d":
      return model.likes;
    case "trendingScore":
      return model.trendingScore;
    case "num_parameters":
      return model.safetensors?.total ?? -1;
    case "mainSize":
      return model.siblings.reduce((sum, file) => sum + file.size, 0);
    case "id":
      return model.id;
  }
}

/** Orders models by `key`, descending; ties are broken by ascending `_id` (as the hub's keyset is). */
export function sortModels(models: readonly HubModel[], key: ModelSortKey): HubModel[] {
  return [...models].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va !== vb) return va < vb ? 1 : -1;
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  });
}

/** One page of an ordered result. */
export interface ModelPage {
  items: HubModel[];
  total: number;
  /** Offset of the next page, when there is one. */
  nextOffset?: number;
}

/** Filters, sorts and slices the catalogue for one list request. */
export function queryModels(models: readonly HubModel[], query: ModelListQuery): ModelPage {
  const matching = sortModels(filterModels(models, query.filters), query.sort);
  const end = query.offset + query.limit;
  return {
    items: matching.slice(query.offset, end),
    total: matching.length,
    ...(end < matching.length ? { nextOffset: end } : {}),
  };
}

/**
 * The absolute URL of the next page: the request's own URL (host and scheme from `X-Forwarded-Host`
 * and `X-Forwarded-Proto` when a proxy set them), every original query parameter, and `cursor`.
 */
export function nextPageUrl(request: Request, cursor: string): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || undefined;
  const proto = first("x-forwarded-proto") ?? url.protocol.replace(/:$/, "");
  const host = first("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const params = new URLSearchParams(url.search);
  params.delete("cursor");
  params.append("cursor", cursor);
  return `${proto}://${host}${url.pathname}?${params.toString()}`;
}
