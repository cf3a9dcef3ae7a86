import { InvalidResponseError } from "../errors";
import type { RequestOptions } from "../types/public";
import { readJson } from "../utils/read-json";
import { splitOptions } from "./chat-completion";
import { createRouterError, routerFetch, routerUrl } from "./request";
import { streamChunks } from "./stream";
import type { CompletionInput, CompletionOutput } from "./types";

/** Parameters of {@link completion} and {@link completionStream}. */
export type CompletionParams = RequestOptions & CompletionInput;

function isCompletionOutput(body: unknown): body is CompletionOutput {
  if (typeof body !== "object" || body === null) return false;
  const { choices } = body as { choices?: unknown };
  return Array.isArray(choices);
}

/**
 * Asks the router for a plain (non-chat) completion: `POST {baseUrl}/v1/completions`. The text is in
 * `choices[0].text`.
 *
 * @throws {InferenceRouterError} "Completion failed" for a non-2xx answer.
 * @throws {InvalidResponseError} "Invalid response format" when the body has no `choices` array.
 */
export async function completion(params: CompletionParams): Promise<CompletionOutput> {
  const { options, body } = splitOptions(params);
  const url = routerUrl(options.baseUrl, "/v1/completions");
  const res = await routerFetch(url, { method: "POST", body: { ...body, stream: false } }, options);
  if (!res.ok) throw await createRouterError(res, "Completion failed", url);
  const json = await readJson(res, url);
  if (!isCompletionOutput(json)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body: json });
  }
  return json;
}

/**
 * Streams a plain completion (`POST {baseUrl}/v1/completions` with `stream: true`): yields each chunk, the
 * text in `chunk.choices[0]?.text`, until `data: [DONE]`.
 *
 * @throws {InferenceRouterError} "Completion failed", as {@link chatCompletionStream} does.
 */
export async function* completionStream(params: CompletionParams): AsyncGenerator<CompletionOutput> {
  const { options, body } = splitOptions(params);
  const url = routerUrl(options.baseUrl, "/v1/completions");
  yield* streamChunks<CompletionOutput>(url, body, options, "Completion failed", (chunk) =>
    (chunk.choices ?? []).some((choice) => choice.finish_reason != null),
  );
}
