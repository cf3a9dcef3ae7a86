import type { DatasetEntry, ModelEntry } from "@hiber/hub-sdk";
import type { GraphData, GraphLink, GraphNode } from "@hiber/ui/graph";

/** Colours of the legend (spec part 2 §2.12): models purple, datasets blue, contributors green. */
export const GRAPH_COLORS = { model: "#8b5cf6", dataset: "#3b82f6", user: "#22c55e" } as const;

/** Node radius caps (spec part 2 §9). */
export const MAX_MODEL_SIZE = 20;
export const MAX_DATASET_SIZE = 18;

/** The hub's pages and avatars: pages always on huggingface.co, avatars through this app's hub proxy. */
export interface GraphUrls {
  /** Public hub site, for View Details. */
  hubPage: string;
  /** Base of the avatar path (`{base}/api/organizations/{name}/avatar`), e.g. `/api/hub`. */
  avatarBase: string;
}

export const DEFAULT_GRAPH_URLS: GraphUrls = { hubPage: "https://huggingface.co", avatarBase: "/api/hub" };

/**
 * Tags that say how a repo is stored or served rather than what it is about; left out of "related" (more
 * than 2 shared tags), which would otherwise link nearly every transformers model to every other.
 */
const PLUMBING_TAGS = new Set([
  "transformers",
  "safetensors",
  "pytorch",
  "tf",
  "jax",
  "onnx",
  "autotrain_compatible",
  "endpoints_compatible",
  "text-generation-inference",
  "has_space",
  "croissant",
]);

/** Topical tags of a repo: no `key:value` tags (license, region, arxiv, dataset, base_model…), no plumbing. */
export function topicalTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !tag.includes(":") && !PLUMBING_TAGS.has(tag));
}

/** Radius from downloads on a log scale, from 4 up to the cap; 4 when the count is unknown. */
export function nodeSize(downloads: number | undefined, cap: number): number {
  if (downloads === undefined || downloads <= 0) return 4;
  return Math.min(cap, 4 + 2 * Math.log10(downloads + 1));
}

export interface BuildGraphInput {
  models: readonly ModelEntry[];
  datasets: readonly DatasetEntry[];
  /** How many of each to keep, the most downloaded first (after the category filter). */
  maxModels: number;
  maxDatasets: number;
  /** A pipeline tag: models of that task, datasets with that task category. */
  category?: string;
  urls?: GraphUrls;
}

const byDownloads = (a: { downloads: number }, b: { downloads: number }) => b.downloads - a.downloads;
const authorOf = (repo: { id: string; author?: string }) =>
  repo.author ?? (repo.id.includes("/") ? repo.id.split("/")[0] : undefined);

/**
 * The community graph of the loaded repos (spec part 2 §2.12, §3): one node per model and dataset, one per
 * real author of them (with the hub's avatar), and links: trained-on (a model's `dataset:` tag naming a
 * loaded dataset, strength 1), contributes (author → repo, 0.5), related (more than 2 shared topical tags,
 * strength = shared / the smaller tag count).
 */
export function buildCommunityGraph(input: BuildGraphInput): GraphData {
  const urls = input.urls ?? DEFAULT_GRAPH_URLS;
  const { category } = input;
  const models = input.models
    .filter((model) => !category || model.pipelineTag === category)
    .toSorted(byDownloads)
    .slice(0, input.maxModels);
  const datasets = input.datasets
    .filter((dataset) => !category || dataset.taskCategories.includes(category))
    .toSorted(byDownloads)
    .slice(0, input.maxDatasets);

  const nodes: GraphNode[] = [];
  const links: GraphLink[] = [];
  for (const model of models)
    nodes.push({
      id: `model:${model.id}`,
      label: model.id,
      type: "model",
      tags: model.tags,
      downloads: model.downloads,
      likes: model.likes,
      author: authorOf(model),
      color: GRAPH_COLORS.model,
      size: nodeSize(model.downloads, MAX_MODEL_SIZE),
      url: `${urls.hubPage}/${model.id}`,
      task: model.pipelineTag,
      lastModified: model.lastModified,
    });
  const datasetIds = new Set<string>();
  for (const dataset of datasets) {
    datasetIds.add(dataset.id);
    nodes.push({
      id: `dataset:${dataset.id}`,
      label: dataset.id,
      type: "dataset",
      tags: dataset.tags,
      downloads: dataset.downloads,
      likes: dataset.likes,
      description: dataset.description,
      author: authorOf(dataset),
      color: GRAPH_COLORS.dataset,
      size: nodeSize(dataset.downloads, MAX_DATASET_SIZE),
      url: `${urls.hubPage}/datasets/${dataset.id}`,
      task: dataset.taskCategories[0],
      lastModified: dataset.lastModified,
    });
  }

  for (const model of models)
    for (const tag of new Set(model.tags))
      if (tag.startsWith("dataset:") && datasetIds.has(tag.slice("dataset:".length)))
        links.push({
          source: `model:${model.id}`,
          target: `dataset:${tag.slice("dataset:".length)}`,
          relation: "trained-on",
          strength: 1,
        });

  const repos = nodes.slice();
  const reposOf = new Map<string, string[]>();
  for (const repo of repos) {
    if (!repo.author) continue;
    reposOf.set(repo.author, [...(reposOf.get(repo.author) ?? []), repo.id]);
  }
  for (const [author, ids] of reposOf) {
    nodes.push({
      id: `user:${author}`,
      label: author,
      type: "user",
      tags: [],
      author,
      color: GRAPH_COLORS.user,
      size: Math.min(14, 5 + ids.length),
      avatarUrl: `${urls.avatarBase}/api/organizations/${encodeURIComponent(author)}/avatar`,
      url: `${urls.hubPage}/${author}`,
    });
    for (const id of ids)
      links.push({ source: `user:${author}`, target: id, relation: "contributes", strength: 0.5 });
  }

  const topical = repos.map((repo) => new Set(topicalTags(repo.tags)));
  for (let i = 0; i < repos.length; i++)
    for (let j = i + 1; j < repos.length; j++) {
      const a = topical[i] as Set<string>;
      const b = topical[j] as Set<string>;
      let shared = 0;
      for (const tag of a) if (b.has(tag)) shared++;
      if (shared > 2)
        links.push({
          source: (repos[i] as GraphNode).id,
          target: (repos[j] as GraphNode).id,
          relation: "related",
          strength: Math.min(1, shared / Math.min(a.size, b.size)),
        });
    }
  return { nodes, links };
}
