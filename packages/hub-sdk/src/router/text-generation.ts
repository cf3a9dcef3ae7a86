import type { RequestOptions } from "../types/public";
import { readJson } from "../utils/read-json";
import { createRouterError, modelPath, ROUTER_URL, routerFetch, routerUrl } from "./request";
import type { InferenceOptions, TextGenerationParameters } from "./types";

/** Default base URL of the hosted (legacy) inference API on the router. */
export const INFERENCE_URL = `${ROUTER_URL}/hf-inference`;

/** Parameters of {@link textGeneration}. */
export type TextGenerationParams = RequestOptions & {
  /** Model id, `owner/name`. */
  model: string;
  /** The prompt. */
  inputs: string;
  /** Generation parameters (`max_new_tokens`, `temperature`, `return_full_text`, ...). */
  parameters?: TextGenerationParameters;
  /** Legacy `options` (`wait_for_model`, `use_cache`). */
  options?: InferenceOptions;
  /** Ask the server to wait for a cold model instead of answering 503: adds `?wait_for_model=true` and the `x-wait-for-model` header. */
  waitForModel?: boolean;
};

/** What {@link textGeneration} returns. */
export interface TextGenerationResult {
  /** The generated text; for an answer of neither known shape, the raw JSON as text (spec part 2 §7, call 9c). */
  generated_text: string;
  /** The parsed body as received. */
  raw: unknown;
}

/** `generated_text` of a list answer (`[{generated_text}]`, the pipeline's) or an object (`{generated_text}`, TGI's). */
export function generatedTextOf(body: unknown): string | undefined {
  const first = Array.isArray(body) ? body[0] : body;
  if (typeof first !== "object" || first === null) return undefined;
  const text = (first as { generated_text?: unknown }).generated_text;
  return typeof text === "string" ? text : undefined;
}

/** The request URL of the legacy call for `model`. */
export function inferenceUrl(baseUrl: string | undefined, model: string, waitForModel: boolean): string {
  return routerUrl(
    baseUrl ?? INFERENCE_URL,
    `/models/${modelPath(model)}`,
    waitForModel ? { wait_for_model: "true" } : undefined,
  );
}

/**
 * Legacy text generation: `POST {baseUrl}/models/{model}` with `{inputs, parameters, options}`. `baseUrl`
 * defaults to `https://router.huggingface.co/hf-inference`. Accepts both answer shapes (a list or an object
 * with `generated_text`); any other JSON is returned as text.
 *
 * @throws {InferenceRouterError} "Text generation failed" for a non-2xx answer (503 while the model loads,
 *   with `estimated_time` in `body`).
 * @throws {InvalidResponseError} "Invalid response format" when the body is not JSON.
 */
export async function textGeneration(params: TextGenerationParams): Promise<TextGenerationResult> {
  const { model, inputs, parameters, options, waitForModel = false, ...request } = params;
  const url = inferenceUrl(request.baseUrl, model, waitForModel);
  const body: Record<string, unknown> = { inputs };
  if (parameters) body.parameters = parameters;
  if (options) body.options = options;
  const res = await routerFetch(
    url,
    { method: "POST", body, headers: waitForModel ? { "x-wait-for-model": "true" } : undefined },
    request,
  );
  if (!res.ok) throw await createRouterError(res, "Text generation failed", url);
  const raw = await readJson(res, url);
  return { generated_text: generatedTextOf(raw) ?? JSON.stringify(raw), raw };
}
