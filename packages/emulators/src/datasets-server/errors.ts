/** `X-Error-Code` values the datasets server sends (reference/apis.md §2.0). */
export type DatasetsServerErrorCode =
  | "ExternalUnauthenticatedError"
  | "ExternalAuthenticatedError"
  | "ResponseNotFound"
  | "MissingRequiredParameter"
  | "InvalidParameter"
  | "TooBigContentError"
  | "UnexpectedApiError";

/** The service's text for a dataset that does not exist or is not accessible (verbatim). */
export const DATASET_NOT_ACCESSIBLE =
  "The dataset does not exist, or is not accessible without authentication (private or gated). Please check the spelling of the dataset name or retry with authentication.";

/**
 * An error the datasets server answers with: status, `{"error": message}` and `X-Error-Code`, plus
 * `X-Revision` when the dataset is known. Throw it from a handler; the app turns it into a response.
 */
export class DatasetsServerHttpError extends Error {
  override readonly name = "DatasetsServerHttpError";

  constructor(
    readonly status: number,
    readonly code: DatasetsServerErrorCode,
    message: string,
    readonly revision?: string,
  ) {
    super(message);
  }
}

/** 422 for an absent or empty required parameter. */
export function missingParameter(name: string): DatasetsServerHttpError {
  return new DatasetsServerHttpError(422, "MissingRequiredParameter", `Parameter '${name}' is required`);
}

/** 422 for an `offset` or `length` that is not an integer in range. */
export function invalidParameter(message: string): DatasetsServerHttpError {
  return new DatasetsServerHttpError(422, "InvalidParameter", message);
}

/**
 * An unknown (or private, or gated) dataset: 401 without credentials, 404 with them, as the service
 * does not reveal whether the dataset exists.
 */
export function datasetNotAccessible(authenticated: boolean): DatasetsServerHttpError {
  return authenticated
    ? new DatasetsServerHttpError(404, "ExternalAuthenticatedError", DATASET_NOT_ACCESSIBLE)
    : new DatasetsServerHttpError(401, "ExternalUnauthenticatedError", DATASET_NOT_ACCESSIBLE);
}

/** 404 for a config or split the dataset does not have, or a dataset whose viewer is disabled. */
export function responseNotFound(revision?: string): DatasetsServerHttpError {
  return new DatasetsServerHttpError(404, "ResponseNotFound", "Not found.", revision);
}
