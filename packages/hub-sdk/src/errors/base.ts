import { redactUrl } from "./redact";

/** Options accepted by every error constructor. */
export interface HubSdkErrorOptions {
  /** The underlying error, if any. */
  cause?: unknown;
}

/** Base class of every error thrown by the SDK. Test with `instanceof`, not with messages. */
export abstract class HubSdkError extends Error {
  override name = "HubSdkError";

  constructor(message: string, options?: HubSdkErrorOptions) {
    super(message, options && "cause" in options ? { cause: options.cause } : undefined);
  }
}

/** Invalid parameters or a malformed access token. Thrown before any request is made. */
export class InputError extends HubSdkError {
  override name = "InputError";
}

/** What an {@link InvalidResponseError} carries. */
export interface InvalidResponseErrorInit extends HubSdkErrorOptions {
  /** URL of the request, without credentials. */
  url?: string;
  /** HTTP status of the (successful) response. */
  status?: number;
  /** The body that did not match, when it could be read. */
  body?: unknown;
}

/** A 2xx response whose body does not have the expected shape. */
export class InvalidResponseError extends HubSdkError {
  override name = "InvalidResponseError";
  /** URL of the request, without credentials. */
  readonly url?: string;
  /** HTTP status of the response. */
  readonly status?: number;
  /** The body that did not match, when it could be read. */
  readonly body?: unknown;

  constructor(message: string, init: InvalidResponseErrorInit = {}) {
    super(message, init);
    this.url = init.url === undefined ? undefined : redactUrl(init.url);
    this.status = init.status;
    this.body = init.body;
  }
}

/** What a {@link RequestFailedError} carries. */
export interface RequestFailedErrorInit extends HubSdkErrorOptions {
  /** Internal code: `x402_request_failed:No response received`. */
  code: string;
  /** URL of the request, without credentials. */
  url?: string;
}

/** A request got no response at all (network failure). */
export class RequestFailedError extends HubSdkError {
  override name = "RequestFailedError";
  /** Internal code, e.g. `x402_request_failed:No response received`. */
  readonly code: string;
  /** URL of the request, without credentials. */
  readonly url?: string;

  constructor(init: RequestFailedErrorInit) {
    super("Request failed.", init);
    this.code = init.code;
    this.url = init.url === undefined ? undefined : redactUrl(init.url);
  }
}
