/**
 * Answers the page came with: for a link opened directly, the server may put the answer of the page's
 * first request in the HTML (server/early-answers.ts), a `<script type="application/json">` (data, never run)
 * holding `[{ url, status, headers, body }]`. {@link earlyFetch} answers a GET of such a URL (path and
 * query, this origin) from it, once; every other request, and a later one for the same URL, goes to the
 * network. The answer goes through the caller's own reading (status, `Link`, `X-Total-Count`, the body's
 * checks) exactly as a fetched one would.
 */

import { EARLY_ANSWERS_ID } from "./early-answers-id.ts";

/** One answer as the server writes it: `url` is the request's path and query. */
export interface EarlyAnswer {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const isEarlyAnswer = (value: unknown): value is EarlyAnswer =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as EarlyAnswer).url === "string" &&
  typeof (value as EarlyAnswer).status === "number" &&
  typeof (value as EarlyAnswer).headers === "object" &&
  (value as EarlyAnswer).headers !== null;

/** The element read last and its answers not used yet. */
let read: { element: Element; unused: EarlyAnswer[] } | undefined;

/** The answers of the page not used yet (the element is read once). */
function answers(): EarlyAnswer[] {
  const element = typeof document === "undefined" ? null : document.getElementById(EARLY_ANSWERS_ID);
  if (!element) return [];
  if (read?.element !== element) {
    let unused: EarlyAnswer[] = [];
    try {
      const parsed: unknown = JSON.parse(element.textContent ?? "");
      if (Array.isArray(parsed)) unused = parsed.filter(isEarlyAnswer);
    } catch {
      // Not ours to mend: the requests go to the network.
    }
    read = { element, unused };
  }
  return read.unused;
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/** `fetch`, but a GET the page already holds the answer of is answered from it (once). */
export const earlyFetch: typeof fetch = (input, init) => {
  const method = init?.method ?? (typeof input === "object" && "method" in input ? input.method : "GET");
  if (method.toUpperCase() === "GET" && !init?.signal?.aborted && answers().length > 0) {
    const url = new URL(requestUrl(input), window.location.href);
    const list = answers();
    const index =
      url.origin === window.location.origin ? list.findIndex((a) => a.url === url.pathname + url.search) : -1;
    const [answer] = index === -1 ? [] : list.splice(index, 1);
    if (answer) {
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), { status: answer.status, headers: answer.headers }),
      );
    }
  }
  return fetch(input, init);
};
