/**
 * The models the router emulator serves, taken from the hub emulator's catalogue: every text-generation
 * model (chat only for those tagged `conversational`, as providers serve chat for instruction-tuned
 * models) and the sentiment classifiers of {@link SENTIMENT_LABELS}.
 */
import { defaultHubCatalogue, type HubCatalogue } from "../hub/catalogue";
import { SENTIMENT_LABELS } from "./classifier";
import { defaultPacing, type Pacing } from "./pacing";

/** A model the router knows. */
export interface RouterModel {
  id: string;
  author: string;
  task: "text-generation" | "text-classification";
  /** Whether `/v1/chat/completions` serves it (otherwise: 400 "not supported"). */
  chat: boolean;
  /** Creation date (ISO) from the catalogue. */
  createdAt: string;
  /** Classification labels, most negative first (text classification only). */
  labels?: readonly string[];
  /** Default time to first token and token rate, from the model's size (text generation only, pacing.ts). */
  pacing?: Pacing;
}

/** The 11 playground models of spec part 2 §9, in the spec's order; Llama 3.1 8B Instruct first. */
export const PLAYGROUND_MODELS = [
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

/** Builds the router's model table from a hub catalogue (default: the shipped snapshot). */
export function routerModels(catalogue: HubCatalogue = defaultHubCatalogue): Map<string, RouterModel> {
  const models = new Map<string, RouterModel>();
  for (const model of catalogue.models) {
    if (model.pipeline_tag === "text-generation") {
      models.set(model.id, {
        id: model.id,
        author: model.author,
        task: "text-generation",
        chat: model.tags.includes("conversational"),
        createdAt: model.createdAt,
        pacing: defaultPacing(model.safetensors?.total),
      });
    } else if (model.pipeline_tag === "text-classification" && SENTIMENT_LABELS[model.id]) {
      models.set(model.id, {
        id: model.id,
        author: model.author,
        task: "text-classification",
        chat: false,
        createdAt: model.createdAt,
        labels: SENTIMENT_LABELS[model.id],
      });
    }
  }
  return models;
}
