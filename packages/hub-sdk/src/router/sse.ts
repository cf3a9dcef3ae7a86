/** One server-sent event: its `event` name (`"message"` when the stream names none) and its `data`. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body and yields each event with data (multi-line data joined with `\n`),
 * with its `event:` name. Comments, `id:` and `retry:` lines are skipped. Stops at the end of the body.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  let event = "message";
  const field = (line: string, name: string) =>
    line.slice(line.startsWith(`${name}: `) ? name.length + 2 : name.length + 1);
  try {
    while (true) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r\n|\r|\n/);
      // A "\r" at the very end may be the first half of "\r\n": wait for the next chunk.
      while (newline !== -1 && !(newline === buffer.length - 1 && buffer.endsWith("\r") && !done)) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
        if (line === "") {
          if (data.length > 0) yield { event, data: data.join("\n") };
          data = [];
          event = "message";
        } else if (line.startsWith("data:")) {
          data.push(field(line, "data"));
        } else if (line.startsWith("event:")) {
          event = field(line, "event");
        }
        newline = buffer.search(/\r\n|\r|\n/);
      }
      if (done) break;
    }
    if (buffer.startsWith("data:")) data.push(field(buffer, "data"));
    if (data.length > 0) yield { event, data: data.join("\n") };
  } finally {
    // Stop the download when the consumer stops early (break, return, throw).
    await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** {@link readServerSentEvents}, the `data` of each event only. */
export async function* readEventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const { data } of readServerSentEvents(body)) yield data;
}
