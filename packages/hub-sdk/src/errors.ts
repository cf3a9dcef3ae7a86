/**
 * Error classes of @hiber/hub-sdk.
 *
 * ```
 * HubSdkError (abstract)
 * ├── InputError              invalid params or token format, thrown before any request
 * ├── HttpError (abstract)    status, url, requestId, errorCode, serverMessage, body
 * │   ├── HubApiError  ├── DatasetsServerError  ├── TweetsApiError  └── InferenceRouterError
 * ├── PaymentRequiredError    HTTP 402 with `.requirements`; the x402 client could not pay
 * │   ├── PaymentSignerUnavailableError  no wallet connected, or it cannot sign transactions
 * │   ├── InvalidRecipientError          the requirements name no valid recipient address
 * │   ├── InsufficientBalanceError       the payer's USDC balance is below the price
 * │   ├── SpendCapExceededError          the payment would take the session over its cap
 * │   └── PaymentFailedError             signing or settlement failed ("Failed to process payment.")
 * ├── RequestFailedError      no response at all ("Request failed.", x402_request_failed:No response received)
 * └── InvalidResponseError    2xx, but the body does not have the expected shape
 * ```
 *
 * An `AbortError` raised through a caller's `signal` is never wrapped: it propagates untouched.
 * No error message, `url` or `serverMessage` ever contains the access token.
 */

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

/** The tweets search API answered with an error status. */
export class TweetsApiError extends HttpError {
  override name = "TweetsApiError";
}

/** The inference router answered with an error status. */
export class InferenceRouterError extends HttpError {
  override name = "InferenceRouterError";
}

/** What a {@link PaymentRequiredError} carries. */
export interface PaymentRequiredErrorInit extends HubSdkErrorOptions {
  /** Payment requirements parsed from the 402 body (typed by the x402 module). */
  requirements: unknown;
  /** URL of the request, without credentials. */
  url?: string;
}

/** A service answered HTTP 402 and the payment could not be made automatically. */
export class PaymentRequiredError extends HubSdkError {
  override name = "PaymentRequiredError";
  /** HTTP status: always 402. */
  readonly status = 402;
  /** Payment requirements parsed from the 402 body. */
  readonly requirements: unknown;
  /** URL of the request, without credentials. */
  readonly url?: string;

  constructor(message: string, init: PaymentRequiredErrorInit) {
    super(message, init);
    this.requirements = init.requirements;
    this.url = init.url === undefined ? undefined : redactUrl(init.url);
  }
}

/** What a {@link PaymentFailedError} carries. */
export interface PaymentFailedErrorInit extends PaymentRequiredErrorInit {
  /** Internal code, e.g. `x402_settlement_failed:duplicate_payment` or `x402_signing_failed`. */
  code: string;
}

/** The wallet cannot pay: `reason` says whether none is connected or it cannot sign transactions. */
export class PaymentSignerUnavailableError extends PaymentRequiredError {
  override name = "PaymentSignerUnavailableError";
  /** `not-connected`: no wallet; `cannot-sign`: the wallet does not support transaction sending. */
  readonly reason: "not-connected" | "cannot-sign";

  constructor(reason: "not-connected" | "cannot-sign", init: PaymentRequiredErrorInit) {
    super(
      reason === "not-connected"
        ? "Wallet not connected - please connect your Phantom wallet."
        : "Wallet does not support transaction sending.",
      init,
    );
    this.reason = reason;
  }
}

/** The payment requirements name an empty or invalid recipient address. Nothing was signed. */
export class InvalidRecipientError extends PaymentRequiredError {
  override name = "InvalidRecipientError";
  /** The recipient as the server sent it. */
  readonly recipient: unknown;

  constructor(recipient: unknown, init: PaymentRequiredErrorInit) {
    super("Failed to create payment transaction (invalid recipient address).", init);
    this.recipient = recipient;
  }
}

/** What an {@link InsufficientBalanceError} carries. */
export interface InsufficientBalanceErrorInit extends PaymentRequiredErrorInit {
  /** The payer's balance, in base units (a failed lookup counts as 0). */
  balance: bigint;
  /** The price, in base units. */
  required: bigint;
  /** Decimals of the asset (6 for USDC). */
  decimals: number;
}

/** The payer's USDC balance is below the price. Nothing was signed. */
export class InsufficientBalanceError extends PaymentRequiredError {
  override name = "InsufficientBalanceError";
  /** The payer's balance, in base units. */
  readonly balance: bigint;
  /** The price, in base units. */
  readonly required: bigint;
  /** Decimals of the asset. */
  readonly decimals: number;

  constructor(init: InsufficientBalanceErrorInit) {
    super(
      `Insufficient USDC balance. You have ${formatUnits(init.balance, init.decimals)} USDC, need ${formatUnits(init.required, init.decimals)} USDC.`,
      init,
    );
    this.balance = init.balance;
    this.required = init.required;
    this.decimals = init.decimals;
  }
}

/** What a {@link SpendCapExceededError} carries. */
export interface SpendCapExceededErrorInit extends PaymentRequiredErrorInit {
  /** Already spent (and reserved by payments in flight) in this session, in base units. */
  spent: bigint;
  /** The price asked, in base units. */
  amount: bigint;
  /** The session's cap, in base units. */
  cap: bigint;
  /** Decimals of the asset. */
  decimals: number;
}

/** Paying would take the session's total over its spend cap. Nothing was signed. */
export class SpendCapExceededError extends PaymentRequiredError {
  override name = "SpendCapExceededError";
  /** Already spent in this session, in base units. */
  readonly spent: bigint;
  /** The price asked, in base units. */
  readonly amount: bigint;
  /** The session's cap, in base units. */
  readonly cap: bigint;

  constructor(init: SpendCapExceededErrorInit) {
    super(
      `Spend limit reached: this payment of ${formatUnits(init.amount, init.decimals)} USDC would take this session's total to ${formatUnits(init.spent + init.amount, init.decimals)} USDC, over the ${formatUnits(init.cap, init.decimals)} USDC limit.`,
      init,
    );
    this.spent = init.spent;
    this.amount = init.amount;
    this.cap = init.cap;
  }
}

/**
 * The payment could not be made or was not accepted: the wallet refused or failed to sign, or the server
 * refused the proof or could not settle it (the answer is withheld and nothing is charged).
 */
export class PaymentFailedError extends PaymentRequiredError {
  override name = "PaymentFailedError";
  /** Internal code, e.g. `x402_settlement_failed:duplicate_payment`. */
  readonly code: string;

  constructor(init: PaymentFailedErrorInit) {
    super("Failed to process payment.", init);
    this.code = init.code;
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

/**
 * Formats base units as a decimal amount: at least two decimals, trailing zeros beyond them dropped
 * (`100000n, 6` → `"0.10"`, `1n, 6` → `"0.000001"`).
 */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  if (decimals >= 2) fraction = fraction.padEnd(2, "0");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
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

/** Hides anything shaped like a hub token or a bearer credential. */
function redactSecrets(text: string): string {
  return text
    .replace(/\bBearer\s+\S+/gi, "Bearer [redacted]")
    .replace(/\bhf_[A-Za-z0-9]{6,}\b/g, "hf_[redacted]");
}

/** Drops `user:password@` from a URL, if any. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.username === "" && parsed.password === "") return url;
    parsed.username = "";
    parsed.password = "";
    return parsed.toString();
  } catch {
    return url;
  }
}
