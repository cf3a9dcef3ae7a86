import { HubSdkError, type HubSdkErrorOptions } from "./base";
import { redactSecrets, redactUrl } from "./redact";

/** What an {@link HttpError} knows about the failed response. */
export interface HttpErrorInit extends HubSdkErrorOptions {
  /** HTTP status code. */
  status: number;
  /** URL of the request, without credentials. */
  url: string;
  /** Value of the `X-Request-Id` response header. */
  requestId?: string;
  /** Value of the `X-Error-Code` response header, e.g. `RepoNotFound`. */
  errorCode?: string;
  /** The server's own explanation (`X-Error-Message`, JSON `error`/`message`, or a text body). */
  serverMessage?: string;
  /** The response body: parsed JSON when it was JSON, otherwise the text (possibly empty). */
  body?: unknown;
}

/** A service answered with a non-2xx status. */
export abstract class HttpError extends HubSdkError {
  override name = "HttpError";
  /** HTTP status code. */
  readonly status: number;
  /** URL of the request, without credentials. */
  readonly url: string;
  /** Value of the `X-Request-Id` response header, when present. */
  readonly requestId?: string;
  /** Value of the `X-Error-Code` response header, e.g. `RepoNotFound`, `RevisionNotFound`. */
  readonly errorCode?: string;
  /** The server's own explanation of the failure, when it gave one. */
  readonly serverMessage?: string;
  /** The response body: parsed JSON when it was JSON, otherwise the text (possibly empty). */
  readonly body: unknown;

  constructor(message: string, init: HttpErrorInit) {
    super(message, init);
    this.status = init.status;
    this.url = redactUrl(init.url);
    this.requestId = init.requestId;
    this.errorCode = init.errorCode;
    this.serverMessage = init.serverMessage === undefined ? undefined : redactSecrets(init.serverMessage);
    this.body = init.body;
  }
}

/** The Hugging Face hub (or its emulator / proxy) answered with an error status. */
export class HubApiError extends HttpError {
  override name = "HubApiError";
}

/** The datasets server answered with an error status. */
export class DatasetsServerError extends HttpError {
  override name = "DatasetsServerError";
}

/** The inference router answered with an error status. */
export class InferenceRouterError extends HttpError {
  override name = "InferenceRouterError";
}

/** A concrete {@link HttpError} subclass, as accepted by {@link createHttpError}. */
export type HttpErrorClass<E extends HttpError> = new (message: string, init: HttpErrorInit) => E;

/**
 * Builds an {@link HttpError} of the given class from a failed `Response`, reading `X-Request-Id`,
 * `X-Error-Code`, `X-Error-Message` and the body (JSON `{error}` / `{message}` or text). Consumes the body.
 * An `AbortError` while reading the body propagates.
 *
 * @param url The request URL, used when `res.url` is empty (mocked responses).
 */
export async function createHttpError<E extends HttpError>(
  res: Response,
  ErrorClass: HttpErrorClass<E>,
  message: string,
  url?: string,
): Promise<E> {
  const text = await readText(res);
  let body: unknown = text;
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
  }
  const serverMessage =
    messageFromBody(body) ?? nonEmpty(res.headers.get("X-Error-Message")) ?? textMessage(body);
  return new ErrorClass(message, {
    status: res.status,
    url: res.url || url || "",
    requestId: nonEmpty(res.headers.get("X-Request-Id")),
    errorCode: nonEmpty(res.headers.get("X-Error-Code")),
    serverMessage,
    body,
  });
}

/** Whether `error` is the `AbortError` a fetch rejects with when its signal aborts. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error.name === "AbortError" || error.name === "TimeoutError")
  );
}

async function readText(res: Response): Promise<string> {
  try {
    return await res.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    return "";
  }
}

function nonEmpty(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === "" ? undefined : value;
}

/** Text of the usual JSON error shapes: `{error}`, `{error: [...]}`, `{message}`, `{errors: [{message}]}`. */
function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const { error, message, errors } = record;
  if (typeof error === "string" && error !== "") {
    const description = record.error_description;
    return typeof description === "string" && description !== "" ? `${error}: ${description}` : error;
  }
  if (Array.isArray(error)) {
    const parts = error.filter((part): part is string => typeof part === "string");
    if (parts.length > 0) return parts.join("\n");
  }
  if (typeof message === "string" && message !== "") return message;
  if (Array.isArray(errors)) {
    const parts = errors
      .map((entry: unknown) =>
        typeof entry === "object" && entry !== null && "message" in entry ? entry.message : undefined,
      )
      .filter((part): part is string => typeof part === "string");
    if (parts.length > 0) return parts.join("\n");
  }
  return undefined;
}

const MAX_TEXT_MESSAGE = 500;

function textMessage(body: unknown): string | undefined {
  if (typeof body !== "string") return undefined;
  const text = body.trim();
  if (text === "") return undefined;
  return text.length > MAX_TEXT_MESSAGE ? `${text.slice(0, MAX_TEXT_MESSAGE)}…` : text;
}
