import { defaultDatasetCatalogue, type HubDatasetCatalogue } from "../../hub-datasets/catalogue";
import { defaultHubCatalogue, type HubCatalogue } from "../catalogue";
import raw from "../catalogue/collections.json" with { type: "json" };

/** Colour theme of a collection, as the hub names them. */
export const COLLECTION_THEMES = ["orange", "blue", "green", "purple", "pink", "indigo"] as const;
export type CollectionTheme = (typeof COLLECTION_THEMES)[number];

/** The item types the catalogue holds (the hub also has `space`, `paper` and `collection` items). */
export type CollectionItemType = "model" | "dataset";

/** An item as stored: a reference to a model or dataset of the emulator's catalogues. */
export interface CollectionItemRef {
  type: CollectionItemType;
  id: string;
}

/** The owner of a collection (a user or an organisation of the hub). */
export interface CollectionOwner {
  name: string;
  fullname: string;
  type: "org" | "user";
}

/** One collection as stored in `catalogue/collections.json` (hub field names). */
export interface CatalogueCollection {
  /** `<owner>/<title-slug>-<24-hex id>`. */
  slug: string;
  title: string;
  description?: string;
  theme: CollectionTheme;
  upvotes: number;
  /** ISO time of the last change. */
  lastUpdated: string;
  /** Rank among the owner's collections, from 0. */
  position: number;
  private: false;
  gating: false;
  /** In collection order (an item's `position` is its index). */
  items: CollectionItemRef[];
}

/** The collections file. */
export interface CollectionsFile {
  snapshotDate: string;
  note?: string;
  owners: Record<string, { fullname: string; type: "org" | "user" }>;
  collections: CatalogueCollection[];
}

/** A collection as the emulator serves it: the stored one, its owner, and the parts of its slug. */
export interface HubCollection extends CatalogueCollection {
  /** The owner's name, the slug's first segment. */
  namespace: string;
  /** The 24-hex id that ends the slug. */
  id: string;
  owner: CollectionOwner;
  /** When the collection was made: the id's leading 8 hex digits, as in a MongoDB ObjectId. */
  createdAt: string;
}

/** A loaded collection catalogue with lookups. */
export interface HubCollectionCatalogue {
  snapshotDate: string;
  note?: string;
  /** Collections in file order. */
  collections: readonly HubCollection[];
  /** Finds a collection by its full slug (`owner/title-slug-<id>`). */
  get(slug: string): HubCollection | undefined;
}

/** What a collection's items may refer to. */
export interface CollectionRepos {
  models: HubCatalogue;
  datasets: HubDatasetCatalogue;
}

class CollectionCatalogueError extends Error {
  override readonly name = "CollectionCatalogueError";
}

const SLUG = /^([\w.-]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{24})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isIso(value: unknown): value is string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** The time an ObjectId-style hex id was made (its first 8 hex digits are seconds since the epoch). */
export function objectIdTime(hex: string): number {
  return Number.parseInt(hex.slice(0, 8), 16) * 1000;
}

function validateOwners(value: unknown, models: HubCatalogue): Map<string, CollectionOwner> {
  if (!isRecord(value)) throw new CollectionCatalogueError('collections "owners" must be an object');
  const owners = new Map<string, CollectionOwner>();
  for (const [name, owner] of Object.entries(value)) {
    if (!isRecord(owner) || typeof owner.fullname !== "string" || owner.fullname === "") {
      throw new CollectionCatalogueError(`collections owner ${name}: "fullname" must be a non-empty string`);
    }
    if (owner.type !== "org" && owner.type !== "user") {
      throw new CollectionCatalogueError(`collections owner ${name}: "type" must be "org" or "user"`);
    }
    // The avatar endpoints serve the catalogue's authors; an owner must be one so that its avatar exists.
    if (!models.authors.has(name)) {
      throw new CollectionCatalogueError(`collections owner ${name} is not an author of the model catalogue`);
    }
    owners.set(name, { name, fullname: owner.fullname, type: owner.type });
  }
  return owners;
}

function validateCollection(
  value: unknown,
  index: number,
  context: { owners: Map<string, CollectionOwner>; repos: CollectionRepos; notAfter: number },
): HubCollection {
  const where = `collections[${index}]`;
  const fail = (message: string): never => {
    throw new CollectionCatalogueError(`${where}: ${message}`);
  };
  if (!isRecord(value)) return fail("not an object");
  const slugMatch = typeof value.slug === "string" ? SLUG.exec(value.slug) : null;
  if (!slugMatch) return fail('"slug" must be <owner>/<kebab-title>-<24 hex>');
  const [, namespace = "", , id = ""] = slugMatch;
  const owner = context.owners.get(namespace) ?? fail(`unknown owner ${namespace}`);
  if (typeof value.title !== "string" || value.title.trim() === "") fail('"title" must be non-empty');
  if (value.description !== undefined && typeof value.description !== "string") {
    fail('"description" must be a string');
  }
  if (!(COLLECTION_THEMES as readonly unknown[]).includes(value.theme)) fail('"theme" is not a hub theme');
  if (!isCount(value.upvotes)) fail('"upvotes" must be a count');
  if (!isCount(value.position)) fail('"position" must be a count');
  if (value.private !== false) fail('"private" must be false (the emulator serves public collections)');
  if (value.gating !== false) fail('"gating" must be false');
  if (!isIso(value.lastUpdated)) return fail('"lastUpdated" must be an ISO date');
  const updated = Date.parse(value.lastUpdated);
  const created = objectIdTime(id);
  if (updated > context.notAfter) fail('"lastUpdated" is after the snapshot date');
  if (created > updated) fail("the slug's id is later than lastUpdated");
  if (!Array.isArray(value.items) || value.items.length === 0)
    return fail('"items" must be a non-empty list');

  const seen = new Set<string>();
  const items = value.items.map((item: unknown, i): CollectionItemRef => {
    if (
      !isRecord(item) ||
      (item.type !== "model" && item.type !== "dataset") ||
      typeof item.id !== "string"
    ) {
      return fail(`items[${i}] must be {"type": "model" | "dataset", "id": string}`);
    }
    const repo =
      item.type === "model" ? context.repos.models.get(item.id) : context.repos.datasets.get(item.id);
    if (!repo) fail(`items[${i}]: ${item.type} ${item.id} is not in the catalogue`);
    if (repo && Date.parse(repo.createdAt) > updated) fail(`items[${i}]: ${item.id} postdates lastUpdated`);
    const key = `${item.type}:${item.id}`;
    if (seen.has(key)) fail(`items[${i}]: ${item.id} is listed twice`);
    seen.add(key);
    return { type: item.type, id: item.id };
  });

  return {
    ...(value as unknown as CatalogueCollection),
    items,
    namespace,
    id,
    owner,
    createdAt: new Date(created).toISOString(),
  };
}

/**
 * Validates a collections file against the model and dataset catalogues and indexes it: every item must
 * exist there, owners must be catalogue authors, slugs and ids unique, positions unique per owner, no
 * date after the snapshot, no item younger than the collection's `lastUpdated`.
 * @throws Error naming the first problem found.
 */
export function buildCollectionCatalogue(file: unknown, repos: CollectionRepos): HubCollectionCatalogue {
  if (!isRecord(file) || !Array.isArray(file.collections)) {
    throw new CollectionCatalogueError(
      'collections file must be {"snapshotDate", "owners", "collections": [...]}',
    );
  }
  const { snapshotDate } = file;
  if (typeof snapshotDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(snapshotDate)) {
    throw new CollectionCatalogueError('collections "snapshotDate" must be YYYY-MM-DD');
  }
  const owners = validateOwners(file.owners, repos.models);
  const notAfter = Date.parse(`${snapshotDate}T00:00:00.000Z`);
  const collections = file.collections.map((value, index) =>
    validateCollection(value, index, { owners, repos, notAfter }),
  );

  const bySlug = new Map<string, HubCollection>();
  const ids = new Set<string>();
  const positions = new Set<string>();
  for (const collection of collections) {
    if (bySlug.has(collection.slug) || ids.has(collection.id)) {
      throw new CollectionCatalogueError(`collections: duplicate slug or id ${collection.slug}`);
    }
    const position = `${collection.namespace}#${collection.position}`;
    if (positions.has(position)) {
      throw new CollectionCatalogueError(
        `collections: ${collection.namespace} has two collections at position ${collection.position}`,
      );
    }
    bySlug.set(collection.slug, collection);
    ids.add(collection.id);
    positions.add(position);
  }
  return {
    snapshotDate,
    ...(typeof file.note === "string" ? { note: file.note } : {}),
    collections,
    get: (slug) => bySlug.get(slug),
  };
}

let shipped: HubCollectionCatalogue | undefined;

/** The collections shipped with the emulator (`catalogue/collections.json`), checked against the shipped repos. */
export function defaultCollectionCatalogue(): HubCollectionCatalogue {
  shipped ??= buildCollectionCatalogue(raw, {
    models: defaultHubCatalogue,
    datasets: defaultDatasetCatalogue(),
  });
  return shipped;
}
