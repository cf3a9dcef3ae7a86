/**
 * "Test Payment"'s reply as the dialog shows it: the answer like a prompt's (text, model, stand-in mark,
 * receipt), or a message for people; never the raw body or its internal `attempts`.
 */
import type { PlaygroundTestPaymentResult } from "@hiber/ui";
import type { InferenceReply } from "../queries/playground.ts";
import { receiptOf } from "./payments.ts";

/** The answer of a 200 reply; `undefined` for any other reply. */
export function testPaymentResultOf(
  reply: InferenceReply | undefined,
  model: string,
): PlaygroundTestPaymentResult | undefined {
  const body = (reply?.body ?? {}) as { generated_text?: unknown; model?: unknown; standIn?: unknown };
  if (reply?.status !== 200 || typeof body.generated_text !== "string") return undefined;
  return {
    text: body.generated_text,
    model: typeof body.model === "string" ? body.model : model,
    ...(body.standIn === true ? { standIn: true } : {}),
    ...(reply.receipt ? { receipt: receiptOf(reply.receipt) } : {}),
  };
}

/** Why a reply brought no answer: the server's `{ error }` message, else its status. */
export function testPaymentErrorOf(reply: InferenceReply): string {
  const error = (reply.body as { error?: unknown } | null)?.error;
  if (typeof error === "string" && error) return error;
  if (reply.status === 402) return "The server asked for a payment that was not made. Nothing was charged.";
  return `The test request failed (HTTP ${reply.status}). Nothing was charged.`;
}
