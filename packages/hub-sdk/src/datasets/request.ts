import { createHttpError, DatasetsServerError, InputError, InvalidResponseError } from "../errors";
import type { RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { readJson } from "../utils/read-json";
import { buildUrl, getJson, type QueryParams } from "../utils/request";

/** Default base URL of the datasets server. */
export const DATASETS_SERVER_URL = "https://datasets-server.huggingface.co";

/**
 * GETs `{baseUrl}{path}?{query}` on the datasets server and returns the parsed JSON body, after
 * `accept(body)` checked its shape.
 *
 * @throws {DatasetsServerError} `message` for a non-2xx answer (`errorCode` from `X-Error-Code`,
 *   `serverMessage` from the `{"error"}` body).
 * @throws {InvalidResponseError} "Invalid response format" when the body is not JSON or fails `accept`.
 */
export async function getDatasetsServer<T>(
  path: string,
  query: QueryParams,
  params: RequestOptions,
  message: string,
  accept: (body: unknown) => body is T,
): Promise<T> {
  checkCredentials(params);
  // The token goes to the datasets server's origin (not the hub's), so resolve the default here.
  const options: RequestOptions = { ...params, baseUrl: params.baseUrl ?? DATASETS_SERVER_URL };
  const url = buildUrl(options.baseUrl, path, query);
  const res = await getJson(url, options);
  if (!res.ok) {
    throw await createHttpError(res, DatasetsServerError, message, url);
  }
  const body = await readJson(res, url);
  if (!accept(body)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body });
  }
  return body;
}

/** Checks a required string parameter (dataset, config, split): non-empty. */
export function requireName(value: unknown, name: "dataset" | "config" | "split"): string {
  if (typeof value !== "string" || value.trim() === "") {
    throw new InputError(`Invalid ${name}: expected a non-empty string`);
  }
  return value;
}

/** Checks an optional string parameter: absent, or non-empty. */
export function optionalName(value: unknown, name: "config" | "split"): string | undefined {
  return value === undefined ? undefined : requireName(value, name);
}
