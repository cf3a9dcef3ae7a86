/**
 * A paid answer streamed live as server-sent events carries its receipt in the stream, not in the headers
 * (they are sent before the answer is complete): a last `receipt` event, `{ paymentResponse, transaction }`,
 * where `paymentResponse` is what the `PAYMENT-RESPONSE` header would carry. A stream that ends without it
 * was not settled (the server released the proof; nothing was charged).
 */

/** A live paid stream, and the settlement it ends with. */
export interface WatchedPaidStream {
  /** The same bytes, passed through as they arrive. */
  body: ReadableStream<Uint8Array>;
  /** `PAYMENT-RESPONSE`'s value from the `receipt` event, or `null` when the stream ended (or was cancelled) without it. */
  paymentResponse: Promise<string | null>;
}

/** Whether `response` is a server-sent event stream. */
export function isEventStream(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("text/event-stream");
}

/** Passes `body` through, reading the `receipt` event on the way. */
export function watchPaidStream(body: ReadableStream<Uint8Array>): WatchedPaidStream {
  const decoder = new TextDecoder();
  let buffer = "";
  let found: string | null = null;
  let resolve: (value: string | null) => void = () => {};
  const paymentResponse = new Promise<string | null>((done) => {
    resolve = done;
  });
  const scan = (final: boolean) => {
    const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
    buffer = final ? "" : (blocks.pop() ?? "");
    for (const block of blocks) {
      const lines = block.split("\n");
      if (!lines.some((line) => line.replace(/^event:\s?/, "") === "receipt" && line.startsWith("event:")))
        continue;
      const data = lines
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.replace(/^data:\s?/, ""))
        .join("\n");
      try {
        const value = (JSON.parse(data) as { paymentResponse?: unknown }).paymentResponse;
        if (typeof value === "string") found = value;
      } catch {
        // not a receipt
      }
    }
  };
  const watched = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        buffer += decoder.decode(chunk, { stream: true });
        scan(false);
        controller.enqueue(chunk);
      },
      flush() {
        buffer += decoder.decode();
        scan(true);
        resolve(found);
      },
    }),
  );
  // A reader that cancels (or a stream that errors) ends it without a receipt.
  const reader = watched.getReader();
  const out = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          resolve(found);
        } else controller.enqueue(value);
      } catch (error) {
        resolve(found);
        controller.error(error);
      }
    },
    async cancel(reason) {
      resolve(found);
      await reader.cancel(reason).catch(() => {});
    },
  });
  return { body: out, paymentResponse };
}
