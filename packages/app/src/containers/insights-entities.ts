import type { CollectionEntry, DatasetInfo, ModelEntry, ModelInfo, TweetsEntity } from "@hiber/hub-sdk";
import { codeExample } from "@hiber/hub-sdk/tasks";
import type { InsightsEntity } from "@hiber/ui";
import { baseModelOf } from "../queries/insights.ts";
import { modelDetailHref } from "../queries/model-detail.ts";

/** This site's page of a model: `/model/{author}/{name}` (or `/huggingface-models/{id}` for a bare id). */
export function modelHref(id: string): string {
  const parts = id.split("/").map(encodeURIComponent);
  return parts.length === 2 ? `/model/${parts.join("/")}` : `/huggingface-models/${parts.join("/")}`;
}

/** This site's page of a collection: `/collection/{slug}`, the slug's slash encoded (one path segment). */
export function collectionHref(slug: string): string {
  return `/collection/${encodeURIComponent(slug)}`;
}

const lastSegment = (id: string) => id.split("/").pop() ?? id;

/** A GitHub repository's address (`https://github.com/{owner}/{repo}`), nothing more or less. */
const GITHUB_REPO = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/?$/;

/**
 * The GitHub repository a model's card names (a top-level card field such as `repository`, `repo`, `github`
 * or `code` holding a repository's address), else undefined: "GitHub Repository" links only a known
 * repository, never a search for the model's name.
 */
export function githubRepositoryOf(cardData: Record<string, unknown> | undefined): string | undefined {
  for (const key of ["repository", "repo", "github", "code", "source"]) {
    const value = cardData?.[key];
    if (typeof value === "string" && GITHUB_REPO.test(value.trim())) return value.trim().replace(/\/$/, "");
  }
  return undefined;
}

/** A model as its insights page shows it, with its lineage. */
export function modelEntity(model: ModelInfo, children: readonly ModelEntry[] = []): InsightsEntity {
  const parent = baseModelOf(model.cardData);
  const description = model.cardData?.description;
  return {
    kind: "model",
    id: model.id,
    name: lastSegment(model.id),
    author: model.author ?? (model.id.includes("/") ? model.id.split("/")[0] : undefined),
    task: model.pipelineTag,
    lastModified: model.lastModified,
    tags: model.tags,
    likes: model.likes,
    downloads: model.downloads,
    ...(model.id.includes("/") && { detailHref: modelDetailHref(model.id) }),
    description: typeof description === "string" ? description : undefined,
    hubUrl: `https://huggingface.co/${model.id}`,
    githubUrl: githubRepositoryOf(model.cardData),
    codeExample: codeExample({ modelId: model.id, pipelineTag: model.pipelineTag }),
    parent: parent ? { id: parent, href: modelHref(parent) } : undefined,
    children: children
      .filter((child) => child.id !== model.id)
      .map((child) => ({ id: child.id, href: modelHref(child.id) })),
  };
}

/** A collection as its page shows it: task "Collection", downloads = its items (spec §3). */
export function collectionEntity(collection: CollectionEntry): InsightsEntity {
  return {
    kind: "collection",
    id: collection.slug,
    name: collection.title,
    author: collection.author,
    lastModified: collection.lastModified,
    tags: [],
    likes: collection.likes,
    downloads: collection.itemsCount,
    description: collection.description,
    hubUrl: `https://huggingface.co/collections/${collection.slug}`,
  };
}

/** A dataset as its page shows it. */
export function datasetEntity(dataset: DatasetInfo): InsightsEntity {
  return {
    kind: "dataset",
    id: dataset.id,
    name: dataset.prettyName ?? lastSegment(dataset.id),
    author: dataset.author ?? (dataset.id.includes("/") ? dataset.id.split("/")[0] : undefined),
    task: dataset.taskCategories[0],
    lastModified: dataset.lastModified,
    tags: dataset.tags,
    likes: dataset.likes,
    downloads: dataset.downloads,
    description: dataset.description,
    hubUrl: `https://huggingface.co/datasets/${dataset.id}`,
  };
}

/** What the posts search is about (spec §7 call 6). */
export function tweetsEntity(entity: InsightsEntity): TweetsEntity {
  return {
    kind: entity.kind,
    id: entity.id,
    author: entity.author,
    name: lastSegment(entity.id),
    task: entity.kind === "collection" ? undefined : entity.task,
  };
}
