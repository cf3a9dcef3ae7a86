/**
 * Request and response types of the inference router. Unlike the hub's, they keep the OpenAI / hosted
 * inference wire names (`max_tokens`, `finish_reason`, `generated_text`), so the providers' docs apply
 * unchanged (reference/apis.md §3).
 */

/** One chat message. */
export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string;
}

/** The OpenAI-compatible request body of `POST /v1/chat/completions` (the fields the SDK sends or documents). */
export interface ChatCompletionInput {
  /** Model id, optionally with a routing suffix (`:fastest`, `:cheapest`, or a provider name). */
  model: string;
  messages: ChatMessage[];
  max_tokens?: number;
  temperature?: number;
  top_p?: number;
  seed?: number;
  stop?: string | string[];
  /** Set by `chatCompletionStream`; ignored by `chatCompletion`. */
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  /** Any other OpenAI field, passed through as is. */
  [field: string]: unknown;
}

/** Token counts of an answer. */
export interface CompletionUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** The response of `POST /v1/chat/completions`. */
export interface ChatCompletionOutput {
  id: string;
  /** `chat.completion` (OpenAI) or `text_completion` (TGI). */
  object?: string;
  created: number;
  model: string;
  system_fingerprint?: string | null;
  choices: {
    index: number;
    message: { role: string; content: string | null; tool_calls?: unknown };
    /** `stop`, `length` (OpenAI) or `eos_token` (TGI). */
    finish_reason: string | null;
    logprobs?: unknown;
  }[];
  usage: CompletionUsage;
}

/** One SSE chunk of a streamed chat completion. */
export interface ChatCompletionStreamOutput {
  id: string;
  object?: string;
  created: number;
  model: string;
  system_fingerprint?: string | null;
  choices: {
    index: number;
    delta: { role?: string; content?: string | null; tool_calls?: unknown };
    finish_reason?: string | null;
    logprobs?: unknown;
  }[];
  /** Only on the final chunk, and only with `stream_options.include_usage` (then `choices` is empty). */
  usage?: CompletionUsage | null;
}

/** The OpenAI-compatible request body of `POST /v1/completions`. */
export interface CompletionInput {
  model: string;
  prompt: string;
  max_tokens?: number;
  temperature?: number;
  top_p?: number;
  seed?: number;
  stop?: string | string[];
  stream?: boolean;
  [field: string]: unknown;
}

/** The response of `POST /v1/completions` (and one chunk of its stream, where `usage` is absent). */
export interface CompletionOutput {
  id: string;
  object?: string;
  created: number;
  model: string;
  choices: { index: number; text: string; finish_reason: string | null; logprobs?: unknown }[];
  usage?: CompletionUsage;
}

/** `parameters` of the legacy text-generation call. */
export interface TextGenerationParameters {
  max_new_tokens?: number;
  temperature?: number;
  top_k?: number;
  top_p?: number;
  repetition_penalty?: number;
  return_full_text?: boolean;
  do_sample?: boolean;
  seed?: number;
  stop?: string[];
  details?: boolean;
  [field: string]: unknown;
}

/** `options` of the legacy API (older servers; newer ones read the `x-wait-for-model` header). */
export interface InferenceOptions {
  wait_for_model?: boolean;
  use_cache?: boolean;
}

/** One label of a text classification, as `POST /models/{id}` answers (`[[{label, score}]]`). */
export interface TextClassificationLabel {
  label: string;
  score: number;
}

/** A model of `GET /v1/models` (chat models with their providers). */
export interface RouterModelEntry {
  id: string;
  object: "model";
  created: number;
  owned_by: string;
  architecture?: { input_modalities: string[]; output_modalities: string[] };
  providers: RouterProvider[];
}

/** One provider serving a router model. */
export interface RouterProvider {
  provider: string;
  status: "live" | "error" | string;
  context_length?: number;
  pricing?: { input: number; output: number };
  supports_tools?: boolean;
  supports_structured_output?: boolean;
  first_token_latency_ms?: number;
  throughput?: number;
  is_model_author?: boolean;
  is_free?: boolean;
}
