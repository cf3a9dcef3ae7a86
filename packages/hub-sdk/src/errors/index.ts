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
 *
 * Files: `base.ts` (the root, input, response-shape and no-response errors), `http.ts` (HTTP errors and
 * `createHttpError`), `payment.ts` (the 402 family), `tweets.ts` (the tweets search's errors and the spec's
 * texts), `redact.ts` (credential scrubbing, internal).
 */

export * from "./base";
export * from "./http";
export * from "./payment";
export * from "./tweets";
