import type { RequestOptions } from "../types/public";
import { splitOptions } from "./chat-completion";
import { routerUrl } from "./request";
import { streamChunks } from "./stream";
import type { ChatCompletionInput, ChatCompletionStreamOutput } from "./types";

/** Parameters of {@link chatCompletionStream}. */
export type ChatCompletionStreamParams = RequestOptions & ChatCompletionInput;

/**
 * Streams a chat completion (`POST {baseUrl}/v1/chat/completions` with `stream: true`, read as SSE).
 * Yields every chunk in order; the text is in `chunk.choices[0]?.delta.content`. Ends at `data: [DONE]`.
 * Breaking out of the loop, or aborting `signal`, stops the download.
 *
 * ```ts
 * for await (const chunk of chatCompletionStream({ accessToken, model, messages })) {
 *   output += chunk.choices[0]?.delta.content ?? "";
 * }
 * ```
 *
 * @throws {InferenceRouterError} "Chat completion failed" for a non-2xx answer, an in-stream error event
 *   (`serverMessage` is the event's message), or a stream cut off before it finished.
 */
export async function* chatCompletionStream(
  params: ChatCompletionStreamParams,
): AsyncGenerator<ChatCompletionStreamOutput> {
  const { options, body } = splitOptions(params);
  const url = routerUrl(options.baseUrl, "/v1/chat/completions");
  yield* streamChunks<ChatCompletionStreamOutput>(url, body, options, "Chat completion failed", (chunk) =>
    (chunk.choices ?? []).some((choice) => choice.finish_reason != null),
  );
}
