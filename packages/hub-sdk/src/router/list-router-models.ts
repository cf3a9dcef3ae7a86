import { InvalidResponseError } from "../errors";
import type { RequestOptions } from "../types/public";
import { readJson } from "../utils/read-json";
import { createRouterError, routerFetch, routerUrl } from "./request";
import type { RouterModelEntry } from "./types";

/** Parameters of {@link listRouterModels}. */
export type ListRouterModelsParams = RequestOptions;

function isRouterModel(value: unknown): value is RouterModelEntry {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { id?: unknown }).id === "string" &&
    Array.isArray((value as { providers?: unknown }).providers)
  );
}

/**
 * Lists the chat models the router serves, with their providers (`GET {baseUrl}/v1/models`).
 *
 * @throws {InferenceRouterError} "Failed to fetch router models" for a non-2xx answer.
 * @throws {InvalidResponseError} "Invalid response format" when `data` is not a list of models.
 */
export async function listRouterModels(params: ListRouterModelsParams = {}): Promise<RouterModelEntry[]> {
  const url = routerUrl(params.baseUrl, "/v1/models");
  const res = await routerFetch(url, { method: "GET" }, params);
  if (!res.ok) throw await createRouterError(res, "Failed to fetch router models", url);
  const json = await readJson(res, url);
  const data = (json as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || !data.every(isRouterModel)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body: json });
  }
  return data;
}
