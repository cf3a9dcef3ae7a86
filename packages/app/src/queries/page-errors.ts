/**
 * The page errors the insights and discussions queries share (spec §8 "Insights"): "{status} {statusText}",
 * the error whose message a page shows as it is, and "Unknown error occurred". A module of its own so that a
 * screen using one of them (the store's comments) does not load the insights queries.
 */
import { HttpError } from "@hiber/hub-sdk";

/** Status texts of the statuses a hub answers with (the spec's "{status} {statusText}"). */
const STATUS_TEXTS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** "{status} {statusText}" of an HTTP error. */
export function statusLine(status: number): string {
  return `${status} ${STATUS_TEXTS[status] ?? ""}`.trim();
}

/** An error whose message the page shows as it is (spec §8 "Insights"). */
export class InsightsError extends Error {
  override name = "InsightsError";
}

/** Whether the hub said the repo does not exist (404, or the 401 `RepoNotFound` it gives without a token). */
export function isRepoNotFound(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    (error.status === 404 || (error.status === 401 && error.errorCode === "RepoNotFound"))
  );
}

/** The spec's texts for a failure that is not an HTTP status: the error's own message, else "Unknown error occurred". */
export function otherFailure(error: unknown): Error {
  if (error instanceof DOMException && error.name === "AbortError") return error;
  return new InsightsError(
    error instanceof Error && error.message ? error.message : "Unknown error occurred",
  );
}
