/**
 * twitterapi.io's `GET /twitter/tweet/advanced_search` (reference/apis.md §4): one page, or every page,
 * normalised to the spec's Tweet, with the spec's error texts (errors/tweets.ts).
 */
import {
  createHttpError,
  InputError,
  InvalidResponseError,
  isAbortError,
  TWEETS_ERROR_MESSAGES,
  TweetsApiError,
  tweetsHttpErrorMessage,
} from "../errors";
import { buildUrl } from "../utils/request";
import { type FeedCategory, isFeedCategory, narrowQuery } from "./feed-query";
import { toTweet } from "./map-tweet";
import type { Tweet, TweetsPage, TweetsQueryType } from "./types";

/** The search service: twitterapi.io. In a browser, use the app's proxy (`/api/tweets`), which adds the key. */
export const TWEETS_URL = "https://api.twitterapi.io";

/** The search endpoint, below the base URL. */
export const TWEETS_SEARCH_PATH = "/twitter/tweet/advanced_search";

/** Parameters of {@link searchTweetsPage}. */
export interface SearchTweetsPageParams {
  /** Advanced-search syntax: OR lists, quoted phrases, `from:`, `#tag`, `url:`, `since:`/`until:`. */
  query: string;
  /** `Latest` (default) or `Top`. */
  queryType?: TweetsQueryType;
  /** A previous page's `nextCursor`; the first page without one. */
  cursor?: string | null;
  /** One of the feed's 9 categories; narrows `query` (see `narrowQuery`). `All` or none: `query` as is. */
  category?: FeedCategory;
  /** Base URL: `https://api.twitterapi.io` by default, the app's `/api/tweets` (or `/api/tweets-backup`) in a browser. */
  baseUrl?: string;
  /**
   * The service's key, sent as `X-API-Key`. Server side only: in a browser leave it out, the app's proxy
   * adds it.
   */
  apiKey?: string;
  /** Custom fetch implementation (tests, proxies). */
  fetch?: typeof fetch;
  /** Abort the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
}

/** Parameters of {@link searchTweets}: those of a page, without the cursor. */
export type SearchTweetsParams = Omit<SearchTweetsPageParams, "cursor">;

/**
 * Fetches one page of posts (up to 20). Feed it to TanStack's `useInfiniteQuery` with
 * `getNextPageParam: (page) => page.nextCursor`.
 *
 * @returns the page's tweets (entries without an id, a text or a readable date are left out), whether there
 *   is a next page, and its cursor (`null` on the last page).
 * @throws {InputError} for a blank query, an unknown queryType or category, or a key with line breaks.
 * @throws {TweetsApiError} with the spec's text: 401 "Unauthorized: Please check your API key", 403
 *   "Forbidden: Access denied", 429 "Rate limit exceeded. Please try again later.", any other status
 *   "HTTP error! status: {status}, details: {the service's explanation or the status text}"; offline
 *   (`navigator.onLine === false`) "No internet connection. Please check your network and try again.";
 *   no answer, or the app's proxy could not reach the service (502/504 `upstream_unreachable` /
 *   `upstream_timeout`), "Unable to connect to the Twitter API" with `possibleCauses`.
 * @throws {InvalidResponseError} "Invalid response format. Expected tweets array." for a 2xx without a
 *   `tweets` array. An abort rejects with the platform's `AbortError`, untouched.
 */
export async function searchTweetsPage(params: SearchTweetsPageParams): Promise<TweetsPage> {
  const url = searchUrl(params);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (params.apiKey !== undefined) headers["X-API-Key"] = params.apiKey;
  if (isOffline()) throw noAnswer("offline", url);

  let res: Response;
  try {
    // Call through a local binding: browsers throw "Illegal invocation" when fetch's `this` is not the window.
    const fetchImpl = params.fetch ?? globalThis.fetch;
    res = await fetchImpl(url, { method: "GET", headers, signal: params.signal });
  } catch (cause) {
    if (isAbortError(cause) || params.signal?.aborted) throw cause;
    throw noAnswer(isOffline() ? "offline" : "unreachable", url, cause);
  }
  if (!res.ok) throw await statusError(res, url, params.apiKey);

  let body: unknown;
  try {
    body = JSON.parse(await res.text());
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    throw new InvalidResponseError(TWEETS_ERROR_MESSAGES.invalidResponse, { url, status: res.status, cause });
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (!Array.isArray(record.tweets)) {
    throw new InvalidResponseError(TWEETS_ERROR_MESSAGES.invalidResponse, { url, status: res.status, body });
  }
  const tweets = record.tweets.map(toTweet).filter((tweet): tweet is Tweet => tweet !== undefined);
  const cursor =
    typeof record.next_cursor === "string" && record.next_cursor !== "" ? record.next_cursor : null;
  const hasNextPage = record.has_next_page === true && cursor !== null;
  return { tweets, hasNextPage, nextCursor: hasNextPage ? cursor : null };
}

/**
 * Iterates over the pages of a search, stopping after the last page, an empty page, or a cursor seen
 * before (the service's paging is not guaranteed to end otherwise).
 *
 * ```ts
 * for await (const page of searchTweets({ query: feedQuery("Research"), apiKey })) console.log(page.tweets.length);
 * ```
 *
 * Throws the same errors as {@link searchTweetsPage}.
 */
export async function* searchTweets(params: SearchTweetsParams): AsyncGenerator<TweetsPage> {
  const seen = new Set<string>();
  let cursor: string | null = null;
  for (;;) {
    const page = await searchTweetsPage({ ...params, cursor });
    if (page.tweets.length === 0) return;
    yield page;
    if (page.nextCursor === null || seen.has(page.nextCursor)) return;
    seen.add(page.nextCursor);
    cursor = page.nextCursor;
  }
}

function searchUrl(params: SearchTweetsPageParams): string {
  const query = typeof params.query === "string" ? params.query.trim() : "";
  if (query === "") throw new InputError("Invalid query: expected a non-empty search");
  const queryType = params.queryType ?? "Latest";
  if (queryType !== "Latest" && queryType !== "Top") {
    throw new InputError('Invalid queryType: expected "Latest" or "Top"');
  }
  if (params.category !== undefined && !isFeedCategory(params.category)) {
    throw new InputError("Invalid category: expected one of the feed's categories");
  }
  if (params.apiKey !== undefined && (params.apiKey === "" || /[\r\n]/.test(params.apiKey))) {
    throw new InputError("Invalid apiKey: expected a non-empty key on one line");
  }
  return buildUrl(params.baseUrl ?? TWEETS_URL, TWEETS_SEARCH_PATH, {
    query: narrowQuery(query, params.category),
    queryType,
    cursor: params.cursor || undefined,
  });
}

/** The codes of the app's proxy (server/upstream/caching-proxy.ts) for a service it could not reach. */
const PROXY_UNREACHABLE_CODES = new Set(["upstream_unreachable", "upstream_timeout"]);

async function statusError(res: Response, url: string, apiKey: string | undefined): Promise<TweetsApiError> {
  const error = await createHttpError(res, TweetsApiError, "", url);
  const code = (error.body as { code?: unknown } | null)?.code;
  const unreachable = typeof code === "string" && PROXY_UNREACHABLE_CODES.has(code);
  const details = hideKey(error.serverMessage, apiKey) || res.statusText || String(res.status);
  return new TweetsApiError(
    unreachable ? TWEETS_ERROR_MESSAGES.unreachable : tweetsHttpErrorMessage(res.status, details),
    {
      status: error.status,
      url: error.url,
      requestId: error.requestId,
      errorCode: error.errorCode ?? (typeof code === "string" ? code : undefined),
      serverMessage: hideKey(error.serverMessage, apiKey),
      body: echoesKey(error.body, apiKey) ? undefined : error.body,
      reason: unreachable ? "unreachable" : undefined,
    },
  );
}

function noAnswer(reason: "offline" | "unreachable", url: string, cause?: unknown): TweetsApiError {
  return new TweetsApiError(TWEETS_ERROR_MESSAGES[reason], { status: 0, url, reason, cause });
}

/** Whether a browser says it is offline (never outside a browser). */
function isOffline(): boolean {
  const navigator = (globalThis as { navigator?: { onLine?: unknown } }).navigator;
  return navigator?.onLine === false;
}

/** Whether a body repeats the key (then it is not kept on the error). */
function echoesKey(body: unknown, apiKey: string | undefined): boolean {
  return apiKey !== undefined && JSON.stringify(body ?? "").includes(apiKey);
}

/** The service's text with the key, if it echoed it, hidden. */
function hideKey(text: string | undefined, apiKey: string | undefined): string | undefined {
  if (text === undefined || apiKey === undefined || apiKey.length < 4) return text;
  return text.replaceAll(apiKey, "[redacted]");
}
