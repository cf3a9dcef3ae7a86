import { taskInfo } from "@hiber/hub-sdk/tasks";
import type { GraphData, GraphNode, GraphTopic, TopicTrend } from "@hiber/ui/graph";
import { topicalTags } from "./community-graph.ts";

/** Load More Nodes (spec part 2 §9): 50 models and 30 datasets, +25 and +15 a step, capped at 150 and 75. */
export const GRAPH_LIMITS = {
  models: { start: 50, step: 25, cap: 150 },
  datasets: { start: 30, step: 15, cap: 75 },
} as const;

/** Steps of Load More until both caps are reached. */
export const MAX_GRAPH_LEVEL = Math.max(
  Math.ceil((GRAPH_LIMITS.models.cap - GRAPH_LIMITS.models.start) / GRAPH_LIMITS.models.step),
  Math.ceil((GRAPH_LIMITS.datasets.cap - GRAPH_LIMITS.datasets.start) / GRAPH_LIMITS.datasets.step),
);

/** Node counts after `level` presses of Load More, and the hub's list sizes (spec call 13: 2×, at most 200 and 100). */
export function graphSizes(level: number) {
  const step = Math.max(0, Math.min(level, MAX_GRAPH_LEVEL));
  const models = Math.min(
    GRAPH_LIMITS.models.cap,
    GRAPH_LIMITS.models.start + step * GRAPH_LIMITS.models.step,
  );
  const datasets = Math.min(
    GRAPH_LIMITS.datasets.cap,
    GRAPH_LIMITS.datasets.start + step * GRAPH_LIMITS.datasets.step,
  );
  return {
    models,
    datasets,
    modelsFetched: Math.min(2 * models, 200),
    datasetsFetched: Math.min(2 * datasets, 100),
    maxReached: models >= GRAPH_LIMITS.models.cap && datasets >= GRAPH_LIMITS.datasets.cap,
  };
}

const repoNodes = (graph: GraphData) => graph.nodes.filter((node) => node.type !== "user");

/** Featured: the 6 most downloaded repos (models and datasets); unknown counts last. */
export function featuredNodes(graph: GraphData, count = 6): GraphNode[] {
  return repoNodes(graph)
    .toSorted((a, b) => (b.downloads ?? -1) - (a.downloads ?? -1))
    .slice(0, count);
}

/** A repo the visitor viewed or selected (kept in local storage by `repo-history.ts`). */
export interface HistoryEntry {
  type: "model" | "dataset";
  id: string;
  tags: string[];
}

const family = (node: GraphNode) => (node.task ? taskInfo(node.task).family : undefined);
/** The spec's rule without history: nodes tagged nlp or vision (or whose task is of those families). */
const isNlpOrVision = (node: GraphNode) =>
  node.tags.includes("nlp") ||
  node.tags.includes("vision") ||
  ["language", "text", "vision"].includes(family(node) ?? "");

/**
 * For You: up to 6 repos closest to the visitor's history (most topical tags shared with what they viewed,
 * same author as a tie-break, not the viewed repos themselves); without history, or when nothing is close,
 * the spec's rule (tagged nlp or vision), the most downloaded first.
 */
export function forYouNodes(
  graph: GraphData,
  history: readonly HistoryEntry[],
  count = 6,
): { nodes: GraphNode[]; personalized: boolean } {
  const seen = new Set(history.map((entry) => `${entry.type}:${entry.id}`));
  const weights = new Map<string, number>();
  for (const entry of history)
    for (const tag of topicalTags(entry.tags)) weights.set(tag, (weights.get(tag) ?? 0) + 1);
  const authors = new Set(history.map((entry) => entry.id.split("/")[0]));
  const scored = repoNodes(graph)
    .filter((node) => !seen.has(node.id))
    .map((node) => ({
      node,
      score:
        topicalTags(node.tags).reduce((sum, tag) => sum + (weights.get(tag) ?? 0), 0) +
        (node.author && authors.has(node.author) ? 0.5 : 0),
    }))
    .filter(({ score }) => score > 0)
    .toSorted((a, b) => b.score - a.score || (b.node.downloads ?? 0) - (a.node.downloads ?? 0));
  if (scored.length > 0) return { nodes: scored.slice(0, count).map(({ node }) => node), personalized: true };
  const nodes = repoNodes(graph)
    .filter(isNlpOrVision)
    .toSorted((a, b) => (b.downloads ?? -1) - (a.downloads ?? -1))
    .slice(0, count);
  return { nodes, personalized: false };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Trending Topics: the 8 topical tags carried by most loaded models, each with its model count and a trend
 * from the models' real update dates: models updated in the 30 days up to `asOf` against the 30 days before
 * (more: hot, fewer: cooling, as many: stable; no dates: absent, shown "n/a"). `asOf` is the newest update
 * of the loaded models by default, so a dated catalogue (the emulator's snapshot) is measured at its date.
 */
export function trendingTopics(
  graph: GraphData,
  count = 8,
  asOf?: Date,
): { topics: GraphTopic[]; asOf?: Date } {
  const models = graph.nodes.filter((node) => node.type === "model");
  const end =
    asOf?.getTime() ??
    models.reduce((latest, node) => Math.max(latest, node.lastModified?.getTime() ?? 0), 0);
  const stats = new Map<string, { count: number; recent: number; before: number; dated: number }>();
  for (const node of models)
    for (const tag of new Set(topicalTags(node.tags))) {
      const entry = stats.get(tag) ?? { count: 0, recent: 0, before: 0, dated: 0 };
      entry.count++;
      const time = node.lastModified?.getTime();
      if (time !== undefined) {
        entry.dated++;
        const age = end - time;
        if (age >= 0 && age < 30 * DAY_MS) entry.recent++;
        else if (age >= 30 * DAY_MS && age < 60 * DAY_MS) entry.before++;
      }
      stats.set(tag, entry);
    }
  const topics = [...stats]
    .toSorted(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))
    .slice(0, count)
    .map(([topic, { count: models, recent, before, dated }]) => {
      const trend: TopicTrend | undefined =
        dated === 0 ? undefined : recent > before ? "hot" : recent < before ? "cooling" : "stable";
      return { topic, count: models, ...(trend && { trend }) };
    });
  return { topics, ...(end > 0 && { asOf: new Date(end) }) };
}
