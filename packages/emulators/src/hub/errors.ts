import { jsonResponse } from "../http/json";

/** `X-Error-Code` values the hub sends (reference/apis.md §1.0). */
export type HubErrorCode = "RepoNotFound" | "RevisionNotFound" | "EntryNotFound" | "GatedRepo";

/**
 * An error the hub answers with: status, JSON body `{"error": message}`, `X-Error-Message` and, when the
 * hub has one, `X-Error-Code`. Throw it from a handler; the app's error handler turns it into a response.
 */
export class HubHttpError extends Error {
  override readonly name = "HubHttpError";

  constructor(
    readonly status: number,
    message: string,
    readonly code?: HubErrorCode,
  ) {
    super(message);
  }

  /** The wire response for this error. */
  toResponse(): Response {
    const headers: Record<string, string> = { "X-Error-Message": this.message };
    if (this.code) headers["X-Error-Code"] = this.code;
    return jsonResponse({ error: this.message }, this.status, headers);
  }
}

/** 400 for a bad query parameter. */
export function badRequest(message: string): HubHttpError {
  return new HubHttpError(400, message);
}

/**
 * A missing repo. Without a token the hub answers 401 (not 404) for missing, private and gated repos
 * alike, so that it does not reveal whether a repo exists; the emulator always answers this way.
 */
export function repoNotFound(): HubHttpError {
  return new HubHttpError(401, "Repository not found", "RepoNotFound");
}

/** A revision that is neither a branch of the repo nor a 40-hex commit id. */
export function revisionNotFound(revision: string): HubHttpError {
  return new HubHttpError(404, `Invalid rev id: ${revision}`, "RevisionNotFound");
}

/** A file the repo does not have (a repo without a `README.md`: no card). */
export function entryNotFound(): HubHttpError {
  return new HubHttpError(404, "Entry not found", "EntryNotFound");
}

/** A bad token (`Authorization` present but not `Bearer hf_…`). */
export function invalidCredentials(): HubHttpError {
  return new HubHttpError(401, "Invalid credentials in Authorization header");
}

/** The generic 404 for routes the emulator does not serve. */
export function notFound(): Response {
  return jsonResponse({ error: "Not Found" }, 404);
}
