export type { ChatCompletionParams } from "./chat-completion";
export { chatCompletion } from "./chat-completion";
export type { ChatCompletionStreamParams } from "./chat-completion-stream";
export { chatCompletionStream } from "./chat-completion-stream";
export type { CompletionParams } from "./completion";
export { completion, completionStream } from "./completion";
export type {
  GenerateWithFallbackParams,
  GenerationAttempt,
  GenerationEndpoint,
  GenerationErrorCode,
  GenerationResult,
} from "./generate-with-fallback";
export {
  ALL_MODELS_FAILED_MESSAGE,
  AllModelsFailedError,
  GENERATION_DEFAULTS,
  generateWithFallback,
} from "./generate-with-fallback";
export type { ListRouterModelsParams } from "./list-router-models";
export { listRouterModels } from "./list-router-models";
export { ROUTER_URL } from "./request";
export type { ServerSentEvent } from "./sse";
export { readServerSentEvents } from "./sse";
export type { TextClassificationParams } from "./text-classification";
export { textClassification } from "./text-classification";
export type { TextGenerationParams, TextGenerationResult } from "./text-generation";
export { INFERENCE_URL, textGeneration } from "./text-generation";
export type {
  ChatCompletionInput,
  ChatCompletionOutput,
  ChatCompletionStreamOutput,
  ChatMessage,
  CompletionInput,
  CompletionOutput,
  CompletionUsage,
  InferenceOptions,
  RouterModelEntry,
  RouterProvider,
  TextClassificationLabel,
  TextGenerationParameters,
} from "./types";
