import { InputError } from "../errors";
import type { RequestOptions } from "../types/public";
import { checkCredentials } from "./check-credentials";

/** Default base URL of the hub. */
export const HUB_URL = "https://huggingface.co";

/** A query string's entries; `undefined` values are skipped, arrays are repeated. */
export type QueryParams = Record<string, string | number | boolean | readonly string[] | undefined>;

/**
 * Resolves `baseUrl` to an absolute URL without a trailing slash.
 * A relative base (`/api/hub`, as used in the browser behind the app's proxy) is resolved against
 * `globalThis.location`.
 *
 * @throws {InputError} for a relative base with no `location` (outside a browser), or an unparsable one.
 */
export function resolveBaseUrl(baseUrl: string = HUB_URL): string {
  let url: URL;
  try {
    url = new URL(baseUrl, currentLocation());
  } catch {
    throw new InputError(
      isAbsolute(baseUrl)
        ? "Invalid baseUrl"
        : "A relative baseUrl needs a browser location to resolve against; pass an absolute URL",
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new InputError("Invalid baseUrl: expected an http(s) URL");
  }
  url.search = "";
  url.hash = "";
  return url.toString().replace(/\/+$/, "");
}

/**
 * Builds `{baseUrl}{path}?{query}`, keeping any path prefix of the base (`/api/hub` + `/api/models`
 * gives `/api/hub/api/models`). `path` must start with `/`.
 */
export function buildUrl(baseUrl: string | undefined, path: string, query?: QueryParams): string {
  const base = resolveBaseUrl(baseUrl);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, item);
    } else {
      search.append(key, String(value));
    }
  }
  const qs = search.toString();
  return `${base}${path}${qs === "" ? "" : `?${qs}`}`;
}

/**
 * Resolves a URL received from the service itself (a `Link` next URL, i.e. a cursor): an absolute
 * http(s) URL is used as is; an origin-relative path (`/api/hub/api/models?cursor=…`) is resolved
 * against the origin of `baseUrl`.
 *
 * @throws {InputError} when `target` is neither.
 */
export function resolveServiceUrl(baseUrl: string | undefined, target: string): string {
  if (!target.startsWith("/") && !/^https?:\/\//i.test(target)) {
    throw new InputError("Invalid cursor");
  }
  try {
    return new URL(target, `${resolveBaseUrl(baseUrl)}/`).toString();
  } catch {
    throw new InputError("Invalid cursor");
  }
}

/**
 * GETs `url` with the caller's `fetch`, `signal` and credentials, asking for JSON (or the `accept` given).
 *
 * The `Authorization` header is sent only to the origin of `baseUrl`, so a cursor pointing elsewhere
 * never receives the token. Errors from `fetch` (including `AbortError`) propagate untouched.
 */
export async function getJson(
  url: string,
  options: RequestOptions & { accessToken?: string },
  accept = "application/json",
): Promise<Response> {
  const accessToken = checkCredentials(options);
  const headers: Record<string, string> = { Accept: accept };
  if (accessToken !== undefined && sameOrigin(url, resolveBaseUrl(options.baseUrl))) {
    headers.Authorization = `Bearer ${accessToken}`;
  }
  // Call through a local binding: browsers throw "Illegal invocation" when fetch's `this` is not the window.
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return fetchImpl(url, { method: "GET", headers, signal: options.signal });
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

function currentLocation(): string | undefined {
  const location = (globalThis as { location?: { href?: unknown } }).location;
  return typeof location?.href === "string" ? location.href : undefined;
}
