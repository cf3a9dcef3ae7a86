/** OpenAI wire pieces: completion ids, usage, the system fingerprint and server-sent events. */
import { randomBytes } from "node:crypto";

const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  // Tells @hono/node-server to send the headers at once instead of first reading a few chunks ahead.
  "Transfer-Encoding": "chunked",
};

export function completionId(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString("hex")}`;
}

const encoder = new TextEncoder();

/** An SSE response: `data: {json}` events, then `data: [DONE]` unless the answer broke off. */
export function sseResponse(
  events: AsyncGenerator<unknown, "done" | "failed-event" | "failed-disconnect">,
): Response {
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (!next.done) {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`));
        return;
      }
      if (next.value === "failed-disconnect") {
        controller.error(new Error("The router emulator dropped the connection (scripted)"));
        return;
      }
      if (next.value === "done") controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
    async cancel() {
      await events.return("done");
    },
  });
  return new Response(stream, { status: 200, headers: SSE_HEADERS });
}

export function usage(promptTokens: number, completionTokens: number) {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

/** The system fingerprint the emulator reports: it names the stand-in model. */
export const SYSTEM_FINGERPRINT = "hiber-router-emulator-trigram";

/**
 * The header on every answer of the emulator (`X-Hiber-Stand-In: router-emulator`): its text is a local
 * stand-in's, not the named model's. The real router never sends it.
 */
export { STAND_IN_HEADER } from "../http/stand-in";
export const STAND_IN_VALUE = "router-emulator";
