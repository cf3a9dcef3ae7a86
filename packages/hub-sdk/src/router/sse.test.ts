import { describe, expect, it } from "vitest";
import { readEventData, readServerSentEvents } from "./sse";

/** A body that arrives in the given chunks. */
function body(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe("readServerSentEvents", () => {
  it("yields each event with its name, across chunk boundaries and line endings", async () => {
    const events = await all(
      readServerSentEvents(
        body(
          'event: token\ndata: {"token":"a"}\n\n',
          "event:res",
          "et\r\ndata: {}\r\n\r\n: comment\n",
          "data: x\ndata: y\n\n",
        ),
      ),
    );
    expect(events).toEqual([
      { event: "token", data: '{"token":"a"}' },
      { event: "reset", data: "{}" },
      { event: "message", data: "x\ny" },
    ]);
  });

  it("keeps readEventData's data-only view", async () => {
    expect(await all(readEventData(body("event: done\ndata: 1\n\ndata: 2")))).toEqual(["1", "2"]);
  });
});
