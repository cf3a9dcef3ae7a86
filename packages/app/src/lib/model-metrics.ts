import type { ModelInfo } from "@hiber/hub-sdk";
import { taskInfo } from "@hiber/hub-sdk/tasks";

/**
 * Real numbers for the comparison table, derived from what the hub publishes about a model.
 * Anything the hub does not publish stays undefined, and the screen shows "n/a" (DESIGN.md §4).
 */

/** Bytes per parameter of each safetensors dtype. */
const DTYPE_BYTES: Record<string, number> = {
  F64: 8,
  I64: 8,
  U64: 8,
  F32: 4,
  I32: 4,
  U32: 4,
  F16: 2,
  BF16: 2,
  I16: 2,
  U16: 2,
  F8_E4M3: 1,
  F8_E5M2: 1,
  I8: 1,
  U8: 1,
  BOOL: 1,
};

const WEIGHT_FILE = /\.(safetensors|bin|pt|pth|ckpt|gguf|onnx|h5|msgpack)$/i;

/** Size of the weights in bytes: from safetensors dtypes, else the weight files' sizes, else the repo's storage. */
export function modelSizeBytes(info: ModelInfo): number | undefined {
  const parameters = info.safetensors?.parameters;
  if (parameters && Object.keys(parameters).length > 0) {
    let bytes = 0;
    for (const [dtype, count] of Object.entries(parameters)) {
      const width = DTYPE_BYTES[dtype.toUpperCase()];
      if (width === undefined) return fallbackSize(info);
      bytes += count * width;
    }
    return bytes;
  }
  return fallbackSize(info);
}

function fallbackSize(info: ModelInfo): number | undefined {
  const weights = (info.files ?? []).filter((file) => WEIGHT_FILE.test(file.path));
  if (weights.length > 0 && weights.every((file) => file.size !== undefined)) {
    return weights.reduce((sum, file) => sum + (file.size ?? 0), 0);
  }
  return info.usedStorage;
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

/** The first evaluation result of the model card's `model-index`, as published. */
export function accuracyScore(
  info: ModelInfo,
): { value: number; metric: string; dataset?: string } | undefined {
  if (!Array.isArray(info.modelIndex)) return undefined;
  for (const entry of info.modelIndex as { results?: unknown }[]) {
    if (!Array.isArray(entry?.results)) continue;
    for (const result of entry.results as {
      dataset?: { name?: string; config?: string };
      metrics?: unknown;
    }[]) {
      if (!Array.isArray(result?.metrics)) continue;
      const metric = (result.metrics as { type?: string; name?: string; value?: unknown }[]).find(
        (m) => typeof m?.value === "number" && Number.isFinite(m.value),
      );
      if (!metric) continue;
      const dataset = [result.dataset?.name, result.dataset?.config].filter(Boolean).join(" ");
      return {
        value: metric.value as number,
        metric: metric.name ?? metric.type ?? "score",
        ...(dataset ? { dataset } : {}),
      };
    }
  }
  return undefined;
}
