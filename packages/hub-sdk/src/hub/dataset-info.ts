import { createHttpError, HubApiError, InputError, InvalidResponseError } from "../errors";
import type { DatasetInfo, RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { readJson } from "../utils/read-json";
import { buildUrl, getJson } from "../utils/request";
import { isApiDatasetInfo, toDatasetInfo } from "./map-dataset";

/** Parameters of {@link datasetInfo}. */
export type DatasetInfoParams = RequestOptions & {
  /** Repo id, `owner/name` (or a bare legacy name such as `imdb`, which the hub redirects). */
  name: string;
  /** Branch, tag or commit sha. Defaults to `HEAD`. */
  revision?: string;
  /** Return only these wire keys (plus the id), e.g. `["downloads", "cardData"]`. */
  expand?: string[];
  /** Ask for file sizes (`blobs=true`), filling `files[].size`. */
  blobs?: boolean;
};

/** A repo id: one or two segments of letters, digits, `-`, `_`, `.`; no `..`. */
const REPO_ID = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)?$/;

/**
 * Fetches one dataset in detail (`GET /api/datasets/{name}/revision/{revision}`).
 *
 * @throws {InputError} for an invalid name, empty revision or malformed token (before any request).
 * @throws {HubApiError} "Failed to fetch dataset {name}" for a non-2xx answer. Without a token a missing,
 *   private or gated repo is a 401 with `errorCode` `RepoNotFound`; an unknown revision has `RevisionNotFound`.
 * @throws {InvalidResponseError} "Invalid response format" when the body is not a dataset object.
 */
export async function datasetInfo(params: DatasetInfoParams): Promise<DatasetInfo> {
  checkCredentials(params);
  const { name, revision = "HEAD" } = params;
  if (typeof name !== "string" || !REPO_ID.test(name) || name.includes("..")) {
    throw new InputError("Invalid dataset name: expected a repo id such as owner/name");
  }
  if (typeof revision !== "string" || revision === "") {
    throw new InputError("Invalid revision: expected a non-empty string");
  }

  const url = buildUrl(params.baseUrl, `/api/datasets/${name}/revision/${encodeURIComponent(revision)}`, {
    expand: params.expand,
    blobs: params.blobs ? "true" : undefined,
  });
  const res = await getJson(url, params);
  if (!res.ok) {
    throw await createHttpError(res, HubApiError, `Failed to fetch dataset ${name}`, url);
  }

  const body = await readJson(res, url);
  if (!isApiDatasetInfo(body)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body });
  }
  return toDatasetInfo(body);
}
