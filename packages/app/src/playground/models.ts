/**
 * The playground's model list (spec part 2 §3 "Playground model option", §9): a fixed set of 11 chat
 * models, with the hub's real downloads, likes, size and dates (the spec's random values are replaced by
 * real ones, DESIGN.md §4) and whether the inference router serves each one.
 */
import type { ModelInfo } from "@hiber/hub-sdk";
import type { PlaygroundModel } from "@hiber/ui";

/** The 11 playground models of spec part 2 §9, in the spec's order. */
export const PLAYGROUND_MODEL_IDS = [
  "meta-llama/Llama-3.1-8B-Instruct",
  "meta-llama/Llama-3.1-70B-Instruct",
  "google/gemma-2-9b-it",
  "google/gemma-2-27b-it",
  "Qwen/Qwen2.5-7B-Instruct",
  "Qwen/Qwen2.5-72B-Instruct",
  "mistralai/Mistral-7B-Instruct-v0.2",
  "mistralai/Mixtral-8x7B-Instruct-v0.1",
  "HuggingFaceH4/zephyr-7b-beta",
  "microsoft/Phi-3.5-mini-instruct",
  "openchat/openchat-3.5-0106",
] as const;

/** The model selected at first: Llama 3.1 8B Instruct (spec part 2 §9). */
export const DEFAULT_PLAYGROUND_MODEL = "meta-llama/Llama-3.1-8B-Instruct";

/**
 * A playground option from what the hub knows about a model (`info`, absent when its lookup failed: the
 * model is still offered, its numbers unknown) and the router's list of served models (`served`, absent
 * when that list could not be read: availability unknown).
 */
export function toPlaygroundModel(
  id: string,
  info: ModelInfo | undefined,
  served: ReadonlySet<string> | undefined,
): PlaygroundModel {
  const available = served === undefined ? undefined : served.has(id);
  if (!info) return { id, available };
  return {
    id,
    pipelineTag: info.pipelineTag,
    libraryName: info.libraryName,
    tags: info.tags,
    downloads: info.downloads,
    likes: info.likes,
    parameters: info.safetensors?.total ?? info.parameters,
    createdAt: info.createdAt,
    lastModified: info.lastModified,
    available,
  };
}
