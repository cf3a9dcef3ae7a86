import { createHttpError, HubApiError, InputError, InvalidResponseError } from "../errors";
import type { CollectionEntry, RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { readJson } from "../utils/read-json";
import { buildUrl, getJson, resolveBaseUrl } from "../utils/request";
import { collectionsFailure } from "./list-collections";
import { INVALID_COLLECTIONS_MESSAGE, isApiCollection, toCollectionEntry } from "./map-collection";

/** Parameters of {@link collectionInfo}. */
export type CollectionInfoParams = RequestOptions & {
  /** The collection's slug, `owner/title-slug-<24 hex id>` (a {@link CollectionEntry}'s `slug`). */
  slug: string;
};

/** `owner/slug`: two segments of letters, digits, `-`, `_`, `.`; no `..`. */
const SLUG = /^[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*$/;

/**
 * Fetches one collection with every item (`GET /api/collections/{slug}`).
 *
 * @throws {InputError} for a malformed slug or token (before any request).
 * @throws {HubApiError} "Collection with ID {slug} not found" (status 404) for an unknown collection;
 *   "Failed to fetch collections: {status} {statusText}" for any other non-2xx answer.
 * @throws {InvalidResponseError} "Invalid collections data format received from API" when the body is not a
 *   collection.
 */
export async function collectionInfo(params: CollectionInfoParams): Promise<CollectionEntry> {
  checkCredentials(params);
  const { slug } = params;
  if (typeof slug !== "string" || !SLUG.test(slug) || slug.includes("..")) {
    throw new InputError("Invalid collection slug: expected owner/title-slug-id");
  }
  const url = buildUrl(params.baseUrl, `/api/collections/${slug}`);
  const res = await getJson(url, params);
  if (!res.ok) {
    const message = res.status === 404 ? `Collection with ID ${slug} not found` : collectionsFailure(res);
    throw await createHttpError(res, HubApiError, message, url);
  }
  const body = await readJson(res, url);
  if (!isApiCollection(body)) {
    throw new InvalidResponseError(INVALID_COLLECTIONS_MESSAGE, { url, status: res.status, body });
  }
  return toCollectionEntry(body, resolveBaseUrl(params.baseUrl), true);
}
