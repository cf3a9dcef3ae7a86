/**
 * Reads a `text/event-stream` body and yields the `data` of each event (multi-line data joined with
 * `\n`). Comments, `event:`, `id:` and `retry:` lines are skipped. Stops at the end of the body.
 */
export async function* readEventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
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
          if (data.length > 0) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        }
        newline = buffer.search(/\r\n|\r|\n/);
      }
      if (done) break;
    }
    if (buffer.startsWith("data:")) data.push(buffer.slice(buffer.startsWith("data: ") ? 6 : 5));
    if (data.length > 0) yield data.join("\n");
  } finally {
    // Stop the download when the consumer stops early (break, return, throw).
    await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
