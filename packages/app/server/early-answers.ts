/**
 * The store's list from the HTML: when `/store` is opened, the server knows the list request its page will
 * make first (`storeFirstListParams` of `src/queries/models.ts`, from the query string: search, category,
 * sort, page) and asks its own `/api/hub` for it, in process, through the same caching proxy the browser
 * would reach. If the answer is a 200 within {@link EARLY_WAIT_MS} (a cache hit, or a quick hub), the page
 * carries it as `<script type="application/json" id="hiber-early-answers">` (data, not run: no change to the
 * Content-Security-Policy), which the client reads instead of fetching (`src/lib/early-answers.ts`): the cards
 * render as soon as the store's code has run, with no list request in between. Otherwise (a slow or failing
 * hub, an answer over {@link MAX_EARLY_BYTES}) the page is the usual one and the client asks as before, and
 * shows the usual error.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import { listModelsPage } from "@hiber/hub-sdk";
import { LRUCache } from "lru-cache";
import type { EarlyAnswer } from "../src/lib/early-answers.ts";
import { EARLY_ANSWERS_ID } from "../src/lib/early-answers-id.ts";
import { storeFirstListParams } from "../src/queries/models.ts";
import { matchesPattern } from "../src/routes/table.ts";
import type { RoutePage } from "./static.ts";
import { type RenderStore, withStoreCards } from "./store-cards.ts";

/** How long the HTML waits for the hub's answer before it goes without it. */
export const EARLY_WAIT_MS = 50;
/** Larger answers (a far page's window) are left to the client's own request. */
export const MAX_EARLY_BYTES = 512 * 1024;

/** The app's own `fetch` (`app.fetch` of app.ts): the request goes through the app's routes in process. */
export type AppFetch = (request: Request) => Response | Promise<Response>;

/** Headers of the answer the client reads (hub-sdk: the body's type, the next page, the total). */
const KEPT_HEADERS = ["content-type", "link", "x-total-count"];
/** Headers of the page's request passed on, so the proxy writes `Link` for the origin the browser sees. */
const FORWARDED_HEADERS = ["x-forwarded-host", "x-forwarded-proto"];

interface Captured extends Omit<EarlyAnswer, "body"> {
  /** The body as the hub proxy sent it (JSON text). */
  text: string;
}

/**
 * The answer of the store's first list request for the page at `pageUrl`, or undefined when `pageUrl` is not
 * the store, the answer is not a 200 list (hub-sdk's own checks), is too large, or takes longer than `waitMs`.
 */
export async function earlyStoreAnswer(
  appFetch: AppFetch,
  pageUrl: URL,
  headers: Headers,
  waitMs = EARLY_WAIT_MS,
): Promise<Captured | undefined> {
  if (!matchesPattern("/store", pageUrl.pathname)) return undefined;
  let captured: Captured | undefined;
  const capture: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const forwarded = new Headers(init?.headers);
    for (const name of FORWARDED_HEADERS) {
      const value = headers.get(name);
      if (value !== null) forwarded.set(name, value);
    }
    const response = await appFetch(new Request(url, { headers: forwarded }));
    const text = await response.text();
    if (response.status === 200 && Buffer.byteLength(text) <= MAX_EARLY_BYTES) {
      const kept = Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value]];
        }),
      );
      captured = { url: url.pathname + url.search, status: 200, headers: kept, text };
    }
    return new Response(text, { status: response.status, headers: response.headers });
  };
  const ask = listModelsPage({
    ...storeFirstListParams(pageUrl.search),
    baseUrl: `${pageUrl.origin}/api/hub`,
    fetch: capture,
  }).then(
    () => captured,
    () => undefined,
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs, undefined);
  });
  try {
    return await Promise.race([ask, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The element holding `answer` for the client: JSON with every `<` written `\u003c`, so no text of the answer
 * can close the element or open a comment (`<` only occurs inside JSON strings, where the escape means the same).
 */
export function earlyAnswersElement(answer: Captured): string {
  const { text, ...rest } = answer;
  const json = `[${JSON.stringify(rest).slice(0, -1)},"body":${text}}]`;
  return `<script type="application/json" id="${EARLY_ANSWERS_ID}">${json.replace(/</g, "\\u003c")}</script>`;
}

/** The page with `element` just before its `</body>` (at the end when it has none). */
export function withBodyEnd(html: string, element: string): string {
  const end = html.lastIndexOf("</body>");
  return end === -1 ? `${html}${element}` : `${html.slice(0, end)}${element}\n  ${html.slice(end)}`;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page built for a request: its bytes and their brotli and gzip (quick settings: made at request time). */
export interface EarlyPage {
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** How long a page built from an answer is served again for the same answer (its cards' relative dates). */
export const EARLY_PAGE_TTL_MS = 60_000;

interface BuiltPage {
  /** The route's page it was built on (static.ts keeps one per route and shell). */
  routeHtml: Uint8Array;
  /** The answer's element: the same page is served again only for the same answer. */
  element: string;
  page: EarlyPage;
}

/**
 * For static.ts: the route's page with the early answer of the request, or undefined when there is none (then
 * the page is served as it is). With `renderStore` (server/store-cards.ts), the page also holds the store's
 * first cards rendered from that answer, in place of its skeleton shell. A page is built (rendered and
 * compressed) once per page URL and answer: the hub proxy's cache answers the same bytes for a while, and
 * the same page is then served from memory.
 */
export function earlyAnswersPage(
  appFetch: AppFetch,
  waitMs = EARLY_WAIT_MS,
  renderStore?: Promise<RenderStore | undefined>,
) {
  const built = new LRUCache<string, BuiltPage>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: ({ page }) => page.identity.byteLength + page.br.byteLength + page.gzip.byteLength,
    ttl: EARLY_PAGE_TTL_MS,
  });
  return async (request: Request, route: RoutePage): Promise<EarlyPage | undefined> => {
    const answer = await earlyStoreAnswer(appFetch, new URL(request.url), request.headers, waitMs);
    if (!answer) return undefined;
    const element = earlyAnswersElement(answer);
    const known = built.get(request.url);
    if (known?.routeHtml === route.html && known.element === element) return known.page;
    const html =
      (await withStoreCards(await renderStore, request.url, route, answer)) ??
      Buffer.from(route.html).toString("utf8");
    const bytes = Buffer.from(withBodyEnd(html, element));
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip(bytes, { level: 6 }),
    ]);
    const page = { identity: new Uint8Array(bytes), br: new Uint8Array(br), gzip: new Uint8Array(gz) };
    built.set(request.url, { routeHtml: route.html, element, page });
    return page;
  };
}
