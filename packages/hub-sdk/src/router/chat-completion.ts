import { InvalidResponseError } from "../errors";
import type { RequestOptions } from "../types/public";
import { readJson } from "../utils/read-json";
import { createRouterError, routerFetch, routerUrl } from "./request";
import type { ChatCompletionInput, ChatCompletionOutput } from "./types";

/** Parameters of {@link chatCompletion}: the OpenAI request fields, plus the SDK's request options. */
export type ChatCompletionParams = RequestOptions & ChatCompletionInput;

/** Splits the SDK's options from the wire body. */
export function splitOptions<T extends RequestOptions>(
  params: T,
): { options: RequestOptions; body: Omit<T, keyof RequestOptions> } {
  const { accessToken, baseUrl, fetch, signal, ...body } = params;
  return { options: { accessToken, baseUrl, fetch, signal }, body };
}

/** Whether `body` has the keys the router's chat response must have (apis.md §3.1). */
export function isChatCompletionOutput(body: unknown): body is ChatCompletionOutput {
  if (typeof body !== "object" || body === null) return false;
  const { id, created, model, choices, usage } = body as Record<string, unknown>;
  return (
    typeof id === "string" &&
    typeof created === "number" &&
    typeof model === "string" &&
    Array.isArray(choices) &&
    typeof usage === "object" &&
    usage !== null
  );
}

/**
 * Asks the router for a chat completion (`POST {baseUrl}/v1/chat/completions`, not streamed).
 * `baseUrl` defaults to `https://router.huggingface.co`. It carries the router token: call it from a server.
 *
 * @throws {InferenceRouterError} "Chat completion failed" for a non-2xx answer (`status`, `serverMessage`,
 *   `body`; a loading model is a 503 whose body carries `estimated_time`).
 * @throws {InvalidResponseError} "Invalid response format" when the body lacks `id`, `created`, `model`,
 *   `choices` or `usage`.
 */
export async function chatCompletion(params: ChatCompletionParams): Promise<ChatCompletionOutput> {
  const { options, body } = splitOptions(params);
  const url = routerUrl(options.baseUrl, "/v1/chat/completions");
  const res = await routerFetch(url, { method: "POST", body: { ...body, stream: false } }, options);
  if (!res.ok) throw await createRouterError(res, "Chat completion failed", url);
  const json = await readJson(res, url);
  if (!isChatCompletionOutput(json)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body: json });
  }
  return json;
}
