import { InferenceRouterError, isAbortError } from "../errors";
import type { RequestOptions } from "../types/public";
import { createRouterError, routerFetch, routerMessage } from "./request";
import { readEventData } from "./sse";

/**
 * POSTs a streaming request and yields each parsed JSON chunk until `data: [DONE]`.
 *
 * @throws {InferenceRouterError} `message` for a non-2xx answer, for an in-stream `{"error"}` event, and
 *   for a stream that ends (or whose connection drops) before `[DONE]` and before any finish reason.
 */
export async function* streamChunks<T>(
  url: string,
  body: Record<string, unknown>,
  options: RequestOptions,
  message: string,
  finished: (chunk: T) => boolean,
): AsyncGenerator<T> {
  const res = await routerFetch(
    url,
    { method: "POST", body: { ...body, stream: true }, accept: "text/event-stream" },
    options,
  );
  if (!res.ok) throw await createRouterError(res, message, url);
  if (!res.body)
    throw new InferenceRouterError(message, {
      status: res.status,
      url,
      serverMessage: "Empty response body",
    });
  const broken = (serverMessage: string, extra: { body?: unknown; cause?: unknown } = {}) =>
    new InferenceRouterError(message, { status: res.status, url, serverMessage, ...extra });

  let complete = false;
  try {
    for await (const data of readEventData(res.body)) {
      if (data.trim() === "[DONE]") return;
      let chunk: unknown;
      try {
        chunk = JSON.parse(data);
      } catch (cause) {
        throw broken("Invalid event in the stream", { body: data, cause });
      }
      if (typeof chunk === "object" && chunk !== null && "error" in chunk) {
        throw broken(routerMessage(chunk) ?? "Error in the stream", { body: chunk });
      }
      if (finished(chunk as T)) complete = true;
      yield chunk as T;
    }
  } catch (error) {
    if (error instanceof InferenceRouterError || isAbortError(error)) throw error;
    // The connection dropped mid-stream (undici: TypeError "terminated").
    throw broken("The connection closed before the answer was complete", { cause: error });
  }
  if (!complete) throw broken("The stream ended before the answer was complete");
}
