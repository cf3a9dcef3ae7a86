import { createHttpError, HubApiError, InputError, InvalidResponseError } from "../errors";
import type { ModelInfo, RequestOptions } from "../types/public";
import { checkCredentials } from "../utils/check-credentials";
import { readJson } from "../utils/read-json";
import { buildUrl, getJson } from "../utils/request";
import { isApiModelInfo, toModelInfo } from "./map-model";

/** Parameters of {@link modelInfo}. */
export type ModelInfoParams = RequestOptions & {
  /** Repo id, `owner/name` (or a bare legacy name such as `gpt2`). */
  name: string;
  /** Branch, tag or commit sha. Defaults to `HEAD`. */
  revision?: string;
  /** Return only these wire keys (plus the id), e.g. `["safetensors", "usedStorage"]`. */
  expand?: string[];
  /** Ask for file sizes (`blobs=true`), filling `files[].size`. */
  blobs?: boolean;
};

/** A repo id: one or two segments of letters, digits, `-`, `_`, `.`; no `..`. */
export const REPO_ID = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)?$/;

/**
 * Fetches one model in detail (`GET /api/models/{name}/revision/{revision}`).
 *
 * @throws {InputError} for an invalid name, empty revision or malformed token (before any request).
 * @throws {HubApiError} "Failed to fetch model {name}" for a non-2xx answer. Without a token a missing,
 *   private or gated repo is a 401 with `errorCode` `RepoNotFound`; an unknown revision has `RevisionNotFound`.
 * @throws {InvalidResponseError} "Invalid response format" when the body is not a model object.
 */
export async function modelInfo(params: ModelInfoParams): Promise<ModelInfo> {
  checkCredentials(params);
  const { name, revision = "HEAD" } = params;
  if (typeof name !== "string" || !REPO_ID.test(name) || name.includes("..")) {
    throw new InputError("Invalid model name: expected a repo id such as owner/name");
  }
  if (typeof revision !== "string" || revision === "") {
    throw new InputError("Invalid revision: expected a non-empty string");
  }

  const url = buildUrl(params.baseUrl, `/api/models/${name}/revision/${encodeURIComponent(revision)}`, {
    expand: params.expand,
    blobs: params.blobs ? "true" : undefined,
  });
  const res = await getJson(url, params);
  if (!res.ok) {
    throw await createHttpError(res, HubApiError, `Failed to fetch model ${name}`, url);
  }

  const body = await readJson(res, url);
  if (!isApiModelInfo(body)) {
    throw new InvalidResponseError("Invalid response format", { url, status: res.status, body });
  }
  return toModelInfo(body);
}
