/**
 * The contract between the x402 middleware (payments/middleware.ts) and the inference route for a paid
 * answer that streams live: kept apart so the route does not load the payment stack.
 */

/** How a verified payment whose answer streams live ends (set on the context as {@link PAID_STREAM}). */
export interface PaidStream {
  /** The answer was delivered complete: settles, and says what to send as the last event. Once only. */
  settle(): Promise<PaidStreamEnd>;
  /** The answer failed or was abandoned: nothing is charged and the proof is released. No-op once ended. */
  cancel(): Promise<void>;
}

/** The outcome of {@link PaidStream.settle}: the receipt (`PAYMENT-RESPONSE`'s value), or why not settled. */
export type PaidStreamEnd =
  | { settled: true; paymentResponse: string; transaction: string }
  | { settled: false; error: string; code: string };

/** The context key under which the streaming middleware hands the route its {@link PaidStream}. */
export const PAID_STREAM = "paidStream";

/** A paid request streams live when it asks for a stream and accepts server-sent events. */
export function wantsLiveStream(stream: boolean | undefined, accept: string | undefined): boolean {
  return stream === true && (accept ?? "").includes("text/event-stream");
}
