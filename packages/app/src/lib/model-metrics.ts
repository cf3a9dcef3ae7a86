import type { EvalResult, ModelInfo, RouterModelEntry, RouterProvider } from "@hiber/hub-sdk";
import { taskInfo } from "@hiber/hub-sdk/tasks";
import { type ComparedModel, comparedModelFromEntry, formatBytes } from "@hiber/ui";

/**
 * A model's column of the comparison: what the list shows, plus the real numbers the hub publishes (hub-sdk
 * derives them). Anything the hub does not publish stays undefined, and the screen shows "n/a" (DESIGN.md §4).
 */
export function comparedModel(
  info: ModelInfo,
  router?: { model?: RouterModelEntry; standIn?: boolean },
): ComparedModel {
  // The weights' size, else what the repo stores (the best size the hub gives for such a repo).
  const size = info.weightBytes ?? info.usedStorage;
  const score = info.evalResults?.find(isScore);
  const fastest = fastestProvider(router?.model);
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
    ...(fastest?.first_token_latency_ms === undefined
      ? {}
      : {
          inferenceSpeed: `${firstTokenMs(fastest.first_token_latency_ms)} ms to first token`,
        }),
    ...(fastest?.throughput === undefined ? {} : { speedScore: Math.round(fastest.throughput * 10) / 10 }),
    ...(fastest && router?.standIn ? { speedStandIn: true } : {}),
  };
}

/** Metrics that are not a percentage or a fraction (a perplexity, a loss): no "Accuracy Score". */
const NOT_A_SCORE = /perplexity|loss|mse|mae|rmse/i;

/** An eval result that reads as a score ("91.1% accuracy"): a percentage or a fraction, not a perplexity. */
function isScore(result: EvalResult): boolean {
  return !NOT_A_SCORE.test(result.metricType) && !NOT_A_SCORE.test(result.metricName ?? "");
}

/**
 * The router's fastest live provider with a probe figure (`throughput`, the router's `:fastest` policy:
 * highest tokens per second), else the first live one with a first-token latency.
 */
export function fastestProvider(model: RouterModelEntry | undefined): RouterProvider | undefined {
  const live = (model?.providers ?? []).filter((provider) => provider.status === "live");
  const byThroughput = live
    .filter((provider) => typeof provider.throughput === "number")
    .sort((a, b) => (b.throughput ?? 0) - (a.throughput ?? 0));
  return byThroughput[0] ?? live.find((provider) => typeof provider.first_token_latency_ms === "number");
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

/** "588", or "< 1" for a first token sooner than a millisecond (the stand-in's): never a bare "0 ms". */
function firstTokenMs(ms: number): string {
  return ms < 0.5 ? "< 1" : Math.round(ms).toLocaleString("en-US");
}
