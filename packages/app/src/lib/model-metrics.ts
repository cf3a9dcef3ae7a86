import type { ModelInfo } from "@hiber/hub-sdk";
import { taskInfo } from "@hiber/hub-sdk/tasks";
import { type ComparedModel, comparedModelFromEntry, formatBytes } from "@hiber/ui";

/**
 * A model's column of the comparison: what the list shows, plus the real numbers the hub publishes (hub-sdk
 * derives them). Anything the hub does not publish stays undefined, and the screen shows "n/a" (DESIGN.md §4).
 */
export function comparedModel(info: ModelInfo): ComparedModel {
  // The weights' size, else what the repo stores (the best size the hub gives for such a repo).
  const size = info.weightBytes ?? info.usedStorage;
  const score = info.evalResults?.[0];
  const dataset = [score?.datasetName, score?.datasetConfig].filter(Boolean).join(" ");
  return {
    ...comparedModelFromEntry(info),
    modelSize: size === undefined ? undefined : formatBytes(size),
    primaryUseCases: primaryUseCases(info),
    accuracy: score && {
      value: score.metricValue,
      metric: score.metricName ?? score.metricType,
      ...(dataset ? { dataset } : {}),
    },
  };
}

function asList(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The task's typical uses (fixed text per task), and what the model card says about its base model and data. */
export function primaryUseCases(info: ModelInfo): string[] | undefined {
  const uses = [...taskInfo(info.pipelineTag).useCases];
  const card = info.cardData ?? {};
  const base = asList(card.base_model);
  if (base.length > 0) uses.push(`Fine-tuned from ${base.join(", ")}`);
  const datasets = asList(card.datasets);
  if (datasets.length > 0) uses.push(`Trained on ${datasets.slice(0, 3).join(", ")}`);
  return uses.length > 0 ? uses : undefined;
}
