import { createHash } from "node:crypto";
import type { HubDataset } from "../../hub-datasets/catalogue";
import type { HubModel } from "../catalogue";
import { syntheticObjectId } from "../ids";
import type { CollectionItemRef, CollectionOwner, CollectionRepos, HubCollection } from "./catalogue";

/**
 * The wire bodies of `GET /api/collections` and `GET /api/collections/{slug}` (reference/apis.md §1.6–1.7).
 * Item fields come from the model and dataset catalogues; the `_id`s of owners and items are synthetic.
 */

/** A list row carries at most this many items, as on the hub. */
export const LIST_ROW_ITEMS = 4;

/** The owner object of a collection. Avatars are the emulator's own per-author images (site-relative). */
export function ownerBody(owner: CollectionOwner): Record<string, unknown> {
  const kind = owner.type === "org" ? "organizations" : "users";
  return {
    _id: createHash("sha1").update(`owner:${owner.name}`).digest("hex").slice(0, 24),
    avatarUrl: `/api/${kind}/${encodeURIComponent(owner.name)}/avatar`,
    fullname: owner.fullname,
    name: owner.name,
    type: owner.type,
    ...(owner.type === "user" ? { isPro: false } : {}),
    isHf: false,
    isHfAdmin: false,
    isMod: false,
    isUserFollowing: false,
  };
}

function tagValues(tags: readonly string[], prefix: string): string[] {
  return tags.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));
}

function modelItem(model: HubModel): Record<string, unknown> {
  return {
    type: "model",
    repoType: "model",
    id: model.id,
    author: model.author,
    ...(model.pipeline_tag ? { pipeline_tag: model.pipeline_tag } : {}),
    ...(model.safetensors ? { numParameters: model.safetensors.total } : {}),
    availableInferenceProviders: [],
    private: false,
    gated: model.gated,
    downloads: model.downloads,
    likes: model.likes,
    lastModified: model.lastModified,
    isLikedByUser: false,
  };
}

function datasetItem(dataset: HubDataset): Record<string, unknown> {
  return {
    type: "dataset",
    repoType: "dataset",
    id: dataset.id,
    author: dataset.author,
    private: false,
    gated: dataset.gated,
    downloads: dataset.downloads,
    likes: dataset.likes,
    lastModified: dataset.lastModified,
    isLikedByUser: false,
    ...(dataset.viewer
      ? {
          datasetsServerInfo: {
            viewer: "viewer",
            numRows: dataset.numRows ?? null,
            libraries: tagValues(dataset.tags, "library:"),
            formats: tagValues(dataset.tags, "format:"),
            modalities: tagValues(dataset.tags, "modality:"),
          },
        }
      : {}),
  };
}

function itemBody(
  collection: HubCollection,
  item: CollectionItemRef,
  position: number,
  repos: CollectionRepos,
): Record<string, unknown> | undefined {
  const head = {
    _id: syntheticObjectId(`${collection.slug}:${item.type}:${item.id}`, collection.createdAt),
    position,
  };
  if (item.type === "model") {
    const model = repos.models.get(item.id);
    return model ? { ...head, ...modelItem(model) } : undefined;
  }
  const dataset = repos.datasets.get(item.id);
  return dataset ? { ...head, ...datasetItem(dataset) } : undefined;
}

function itemsBody(
  collection: HubCollection,
  repos: CollectionRepos,
  max: number,
): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  for (const [position, item] of collection.items.entries()) {
    if (bodies.length >= max) break;
    const body = itemBody(collection, item, position, repos);
    if (body) bodies.push(body);
  }
  return bodies;
}

/** The hub's short link to a collection (the form of reference/apis.md §1.7: owner and title slug). */
export function shareUrl(collection: HubCollection): string {
  return `https://hf.co/collections/${collection.slug.slice(0, -(collection.id.length + 1))}`;
}

/** A row of `GET /api/collections`: the collection with its first {@link LIST_ROW_ITEMS} items. */
export function collectionRow(collection: HubCollection, repos: CollectionRepos): Record<string, unknown> {
  return {
    slug: collection.slug,
    title: collection.title,
    ...(collection.description !== undefined ? { description: collection.description } : {}),
    gating: collection.gating,
    lastUpdated: collection.lastUpdated,
    owner: ownerBody(collection.owner),
    items: itemsBody(collection, repos, LIST_ROW_ITEMS),
    theme: collection.theme,
    private: collection.private,
    upvotes: collection.upvotes,
    isUpvotedByUser: false,
    position: collection.position,
  };
}

/** The body of `GET /api/collections/{slug}`: the row with every item, plus `shareUrl`. */
export function collectionBody(collection: HubCollection, repos: CollectionRepos): Record<string, unknown> {
  return {
    ...collectionRow(collection, repos),
    items: itemsBody(collection, repos, Number.POSITIVE_INFINITY),
    shareUrl: shareUrl(collection),
  };
}
