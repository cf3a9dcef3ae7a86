import { createHttpError, InferenceRouterError } from "../errors";
import type { RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { buildUrl } from "../utils/request";

/** Default base URL of the inference router. */
export const ROUTER_URL = "https://router.huggingface.co";

/** `{baseUrl ?? ROUTER_URL}{path}`, keeping any path prefix of the base (the app's `/api/router`). */
export function routerUrl(baseUrl: string | undefined, path: string, query?: Record<string, string>): string {
  return buildUrl(baseUrl ?? ROUTER_URL, path, query);
}

/** A model id as a URL path (`owner/name`, each segment encoded, the slash kept). */
export function modelPath(model: string): string {
  return model.split("/").map(encodeURIComponent).join("/");
}

/**
 * Sends `init` to `url` with the caller's fetch, signal and token. JSON bodies get `Content-Type`; the
 * `Authorization` header carries `accessToken` when given. Errors from `fetch` (an `AbortError` included)
 * propagate untouched.
 */
export function routerFetch(
  url: string,
  init: { method: "GET" | "POST"; body?: unknown; accept?: string; headers?: Record<string, string> },
  params: RequestOptions,
): Promise<Response> {
  const accessToken = checkCredentials(params);
  const headers: Record<string, string> = { Accept: init.accept ?? "application/json", ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (accessToken !== undefined) headers.Authorization = `Bearer ${accessToken}`;
  // Call through a local binding: browsers throw "Illegal invocation" when fetch's `this` is not the window.
  const fetchImpl = params.fetch ?? globalThis.fetch;
  return fetchImpl(url, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: params.signal,
  });
}

/** The router's own message from an error body: `{error}`, `{error: {message}}`, `{detail}` or `{message}`. */
export function routerMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { error, detail, message } = body as Record<string, unknown>;
  if (typeof error === "string" && error !== "") return error;
  if (Array.isArray(error) && error.every((part) => typeof part === "string")) return error.join("\n");
  if (typeof error === "object" && error !== null) {
    const nested = (error as { message?: unknown }).message;
    if (typeof nested === "string" && nested !== "") return nested;
  }
  if (typeof detail === "string" && detail !== "") return detail;
  if (typeof message === "string" && message !== "") return message;
  return undefined;
}

/**
 * Builds an {@link InferenceRouterError} from a failed response (consumes the body). Unlike the generic
 * builder it also reads OpenAI's `{"error": {"message"}}` shape.
 */
export async function createRouterError(
  res: Response,
  message: string,
  url: string,
): Promise<InferenceRouterError> {
  const error = await createHttpError(res, InferenceRouterError, message, url);
  const serverMessage = error.serverMessage ?? routerMessage(error.body);
  if (serverMessage === error.serverMessage) return error;
  return new InferenceRouterError(message, {
    status: error.status,
    url: error.url,
    requestId: error.requestId,
    errorCode: error.errorCode,
    serverMessage,
    body: error.body,
  });
}

/** `estimated_time` (seconds) of a 503 "model is loading" body, when the server gave one. */
export function estimatedTimeOf(body: unknown): number | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as { estimated_time?: unknown }).estimated_time;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}
