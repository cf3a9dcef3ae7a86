import type { ModelEntry } from "@hiber/hub-sdk";

// The comparison's data and rules, apart from the dialog: the store's chunk needs them, the dialog loads
// when first opened.

/** Tags shown per model in the comparison (spec §9). */
export const COMPARISON_MAX_TAGS = 6;

/** A published evaluation result of a model. */
export interface ModelAccuracy {
  /** The score: a fraction in [0, 1] (0.911) or a percentage above 1 (91.1); shown as "91.1%". */
  value: number;
  /** What was measured, e.g. "accuracy", "f1". */
  metric: string;
  /** Where it was measured, e.g. "glue sst2". */
  dataset?: string;
}

/**
 * One side of the comparison. Only real values: every optional metric the caller does not know stays
 * undefined and shows as "n/a".
 */
export interface ComparedModel {
  /** Repo id, `owner/name`. */
  id: string;
  /** Shown at the top of the column, e.g. the model id. */
  name: string;
  author?: string;
  /** Task; "General Purpose" when missing. */
  pipelineTag?: string;
  lastModified?: Date;
  likes: number;
  downloads: number;
  /** All tags; the first six are shown. */
  tags: string[];
  /** Size on disk, already formatted, e.g. "16.1 GB" (see `formatBytes`). */
  modelSize?: string;
  /** Parameter count, shown compact ("8.0B"). */
  parameters?: number;
  /** Measured inference speed, already formatted, e.g. "588 ms to first token" (the router's probe). */
  inferenceSpeed?: string;
  /** Typical uses (fixed text per task, see `taskInfo(tag).useCases` of `@hiber/hub-sdk/tasks`). */
  primaryUseCases?: string[];
  /** A published evaluation result, shown as "91.1% accuracy (glue sst2)". */
  accuracy?: ModelAccuracy;
  /** Measured output speed in tokens per second (the router's probe), shown as "45.4 tokens/s". */
  speedScore?: number;
  /** The speeds are the local stand-in's (the router emulator's), not the model's: the cells say so. */
  speedStandIn?: boolean;
}

/** The comparison side of a hub list entry: everything the list knows, no detail metrics. */
export function comparedModelFromEntry(model: ModelEntry): ComparedModel {
  return {
    id: model.id,
    name: model.id,
    author: model.author,
    pipelineTag: model.pipelineTag,
    lastModified: model.lastModified,
    likes: model.likes,
    downloads: model.downloads,
    tags: model.tags,
    parameters: model.parameters,
  };
}

/** Which of two values is higher: 0 or 1, or `undefined` on a tie (no winner). */
export function comparisonWinner(values: readonly [number, number]): 0 | 1 | undefined {
  if (values[0] === values[1]) return undefined;
  return values[0] > values[1] ? 0 : 1;
}

/** "91.1% accuracy (glue sst2)": a fraction becomes a percentage with one decimal. */
export function formatAccuracy({ value, metric, dataset }: ModelAccuracy, locale?: string): string {
  const percent = value <= 1 ? value * 100 : value;
  const number = percent.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${number}% ${metric}${dataset ? ` (${dataset})` : ""}`;
}
