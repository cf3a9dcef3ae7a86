/**
 * The tweets search's failures, with the spec's texts (spec part 2 §8 "Lists and feed"). The texts are the
 * messages the feed shows as they are, so they live here, once.
 */
import { InvalidResponseError } from "./base";
import { HttpError, type HttpErrorInit } from "./http";

/** The spec's texts of the tweets search's failures. */
export const TWEETS_ERROR_MESSAGES = {
  /** HTTP 401. */
  unauthorized: "Unauthorized: Please check your API key",
  /** HTTP 403. */
  forbidden: "Forbidden: Access denied",
  /** HTTP 429. */
  rateLimited: "Rate limit exceeded. Please try again later.",
  /** The browser says it is offline (`navigator.onLine === false`). */
  offline: "No internet connection. Please check your network and try again.",
  /** No answer: the request failed, or the app's proxy could not reach the service (502/504 of ours). */
  unreachable: "Unable to connect to the Twitter API",
  /** A 2xx whose body has no `tweets` array. */
  invalidResponse: "Invalid response format. Expected tweets array.",
  /** Anything else (see `describeTweetsError`). */
  default: "Failed to fetch tweets",
} as const;

/** The possible causes the spec lists with "Unable to connect to the Twitter API", for the UI to show. */
export const TWEETS_UNREACHABLE_CAUSES: readonly string[] = [
  "Network connectivity issues",
  "The Twitter API server is down or unreachable",
];

/** The spec's advice with "Unable to connect to the Twitter API". */
export const TWEETS_UNREACHABLE_ADVICE =
  "Please try again later, or contact support if the problem persists.";

/** Why a tweets search failed. */
export type TweetsFailure =
  | "unauthorized"
  | "forbidden"
  | "rate-limited"
  | "http"
  | "offline"
  | "unreachable";

/** What a {@link TweetsApiError} carries beyond {@link HttpErrorInit}. */
export interface TweetsApiErrorInit extends HttpErrorInit {
  /** Why it failed; derived from `status` when absent. */
  reason?: TweetsFailure;
}

/**
 * The tweets search failed: an error status (`status` is the HTTP status), or no answer at all (`status` 0,
 * `reason` `offline` or `unreachable`; also `unreachable` when the app's proxy answered 502/504 because it
 * could not reach the service). `message` is the spec's text, ready to show.
 */
export class TweetsApiError extends HttpError {
  override name = "TweetsApiError";
  /** Why it failed. */
  readonly reason: TweetsFailure;
  /** For `unreachable`: the spec's list of possible causes (else empty). */
  readonly possibleCauses: readonly string[];
  /** For `unreachable`: the spec's advice (retry, or contact support); else undefined. */
  readonly advice?: string;

  constructor(message: string, init: TweetsApiErrorInit) {
    super(message, init);
    this.reason = init.reason ?? failureOfStatus(init.status);
    const unreachable = this.reason === "unreachable";
    this.possibleCauses = unreachable ? TWEETS_UNREACHABLE_CAUSES : [];
    this.advice = unreachable ? TWEETS_UNREACHABLE_ADVICE : undefined;
  }
}

/** The reason an error status stands for. */
export function failureOfStatus(status: number): TweetsFailure {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 429) return "rate-limited";
  return "http";
}

/**
 * The spec's text for an error status: 401, 403 and 429 have their own; any other is
 * `HTTP error! status: {status}, details: {details}` (the service's own explanation, else the status text).
 */
export function tweetsHttpErrorMessage(status: number, details: string): string {
  switch (failureOfStatus(status)) {
    case "unauthorized":
      return TWEETS_ERROR_MESSAGES.unauthorized;
    case "forbidden":
      return TWEETS_ERROR_MESSAGES.forbidden;
    case "rate-limited":
      return TWEETS_ERROR_MESSAGES.rateLimited;
    default:
      return `HTTP error! status: ${status}, details: ${details}`;
  }
}

/**
 * The text to show for a failed tweets search: a {@link TweetsApiError}'s or the tweets' "Invalid response
 * format. Expected tweets array." as they are, and the spec's default "Failed to fetch tweets" for anything
 * else (an unexpected error's own text is developer text, never shown).
 */
export function describeTweetsError(error: unknown): string {
  if (error instanceof TweetsApiError) return error.message;
  if (error instanceof InvalidResponseError && error.message === TWEETS_ERROR_MESSAGES.invalidResponse) {
    return error.message;
  }
  return TWEETS_ERROR_MESSAGES.default;
}
