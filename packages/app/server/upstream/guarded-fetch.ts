/**
 * `fetch` for an upstream the server calls with its token on a user's behalf, outside the caching proxy
 * (the router's generations, through hub-sdk's `generateWithFallback`): a redirect is not followed (the
 * token must not travel to another host) but fails the request; the answer's body is cut past `maxBodyBytes`;
 * and a network failure or a connection dropped mid-answer becomes a plain message, never Node's raw
 * "fetch failed" / "terminated". An abort (the client left, the time limit) stays an abort.
 */
export interface GuardedFetchOptions {
  /** How messages name the upstream, e.g. "The inference router". */
  label: string;
  maxBodyBytes: number;
  fetch?: typeof fetch;
}

export function guardedFetch({
  label,
  maxBodyBytes,
  fetch: doFetch = fetch,
}: GuardedFetchOptions): typeof fetch {
  const tooLarge = () => new Error(`${label}'s answer is too large.`);
  return async (input, init) => {
    const aborted = () => init?.signal?.aborted === true;
    let response: Response;
    try {
      response = await doFetch(input, { ...init, redirect: "manual" });
    } catch (error) {
      if (aborted()) throw error;
      throw new Error(`${label} could not be reached.`);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {});
      throw new Error(`${label} redirected elsewhere; the redirect was not followed.`);
    }
    const upstreamBody = response.body;
    if (upstreamBody === null) return response;
    if (Number(response.headers.get("content-length")) > maxBodyBytes) {
      await upstreamBody.cancel().catch(() => {});
      throw tooLarge();
    }
    const reader = upstreamBody.getReader();
    let received = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          controller.error(aborted() ? error : new Error(`${label}'s answer was cut off.`));
          return;
        }
        if (chunk.done) return controller.close();
        received += chunk.value.byteLength;
        if (received > maxBodyBytes) {
          controller.error(tooLarge());
          await reader.cancel().catch(() => {});
          return;
        }
        controller.enqueue(chunk.value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
