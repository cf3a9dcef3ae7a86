/**
 * The proxy in front of the hub and the datasets server (routes/hub-proxy.ts, routes/datasets-proxy.ts):
 * `{mount}/*` → `{upstream}/*`, path for path, GET and HEAD only, with the token added server-side, `Link`
 * URLs pointed back at this origin, one retry on 502/503/504 and network errors, a timeout and a response
 * cache. Redirects are followed here, within the upstream's origin only; the answer is read as a stream and
 * refused past `maxBodyBytes`. A 200 is stored with its gzip and brotli copies; hits are answered from the
 * stored bytes with headers built once per entry (cached-answer.ts), in process before the app's routing
 * (hits-first.ts); an answer not stored is compressed here too (app.ts
 * does not run `hono/compress` on the proxies' mounts). Every failure of ours is JSON `{ error, code }` (`upstream_timeout`,
 * `upstream_unreachable`, `upstream_too_large`, `upstream_redirect_refused`, `upstream_error`).
 */
import type { Context } from "hono";
import { baseRoutePath } from "hono/route";
import type { ResponseStore } from "./cache.ts";
import { cachedAnswer, withCompressed } from "./cached-answer.ts";
import { startDeadline } from "./deadline.ts";

/** Upstream response headers passed through to the browser. */
const PASSED_HEADERS = [
  "content-type",
  "etag",
  "last-modified",
  "link",
  "x-total-count",
  "x-request-id",
  "x-error-code",
  "x-error-message",
  "x-repo-commit",
  "retry-after",
  "ratelimit",
  "ratelimit-policy",
];

/** Statuses worth one more try for an idempotent request. */
const RETRY_STATUSES = new Set([502, 503, 504]);

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Redirects followed within the upstream before giving up. */
const MAX_REDIRECTS = 3;

export interface CachingProxyOptions {
  /** Upstream base URL, e.g. `https://huggingface.co`. */
  upstream: string;
  /** Secret bearer token added server-side. */
  token?: string;
  /** Header that carries `token` as it is (e.g. `x-api-key`); `Authorization: Bearer {token}` when absent. */
  tokenHeader?: string;
  /** Milliseconds for one try: the answer, its redirects and its whole body. */
  timeoutMs: number;
  cache: ResponseStore;
  /** Largest upstream body read (`upstream_too_large` beyond); unlimited when absent. */
  maxBodyBytes?: number;
  /** Believe `X-Forwarded-Host`/`-Proto` when rewriting `Link` URLs (only behind a trusted reverse proxy). */
  trustProxy?: boolean;
  /** The upstream's name in error messages, e.g. "The hub". */
  label?: string;
  /** Extra tries after the first for GET/HEAD on network errors and 502/503/504. */
  retries?: number;
  fetch?: typeof fetch;
  /**
   * The security headers (security-headers.ts `securityHeaderRecord`), put in the header record of each
   * answer built from an upstream's answer (once per cached entry), so the app-wide middleware leaves it.
   */
  securityHeaders?: Readonly<Record<string, string>>;
}

/**
 * The path and query of a request's URL, read from the string: `c.req.url` is always a parsed, normalised
 * absolute URL (the WHATWG `Request` and @hono/node-server both build it so), so this is what
 * `new URL(url).pathname` and `.search` would give, without building a `URL` on every request.
 */
export function pathAndSearch(url: string): { pathname: string; search: string } {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start === -1) return { pathname: "/", search: "" };
  const hash = url.indexOf("#", start);
  const end = hash === -1 ? url.length : hash;
  const query = url.indexOf("?", start);
  if (query === -1 || query > end) return { pathname: url.slice(start, end), search: "" };
  const search = url.slice(query, end);
  return { pathname: url.slice(start, query), search: search === "?" ? "" : search };
}

/**
 * The origin the browser used to reach us. A reverse proxy's `X-Forwarded-Host`/`-Proto` are believed only
 * with `trustProxy` (`TRUST_PROXY=on`); otherwise any client could choose the URLs we hand back.
 */
export function requestOrigin(c: Context, trustProxy = false): string {
  return originOf(c.req.raw, trustProxy);
}

/** {@link requestOrigin} of a `Request`. */
export function originOf(request: Request, trustProxy = false): string {
  const forwarded = (name: string) =>
    trustProxy ? request.headers.get(name)?.split(",")[0]?.trim() || undefined : undefined;
  const url = request.url;
  const proto = forwarded("x-forwarded-proto") ?? url.slice(0, url.indexOf(":"));
  const host = forwarded("x-forwarded-host") ?? request.headers.get("host") ?? new URL(url).host;
  return `${proto}://${host}`;
}

/**
 * Rewrites the URLs of an RFC 8288 `Link` header that point at the upstream so they point at this proxy.
 * `<https://huggingface.co/api/models?cursor=x>; rel="next"` → `<http://localhost:3000/api/hub/api/models?cursor=x>; rel="next"`.
 */
export function rewriteLinkHeader(link: string, upstream: string, publicBase: string): string {
  const upstreamUrl = new URL(upstream);
  return link.replace(/<([^>]+)>/g, (whole, target: string) => {
    let parsed: URL;
    try {
      parsed = new URL(target, upstreamUrl);
    } catch {
      return whole;
    }
    const upstreamPath = upstreamUrl.pathname.replace(/\/$/, "");
    if (parsed.origin !== upstreamUrl.origin || !parsed.pathname.startsWith(upstreamPath)) return whole;
    return `<${publicBase}${parsed.pathname.slice(upstreamPath.length)}${parsed.search}>`;
  });
}

/** A failure of ours, answered as JSON `{ error, code }`. */
class ProxyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Whether another try may help (network errors). */
    readonly retryable = false,
  ) {
    super(message);
  }
}

/** An error answer of ours: JSON `{ error, code }`. */
export function jsonError(status: number, message: string, code: string): Response {
  return new Response(JSON.stringify({ error: message, code }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads a body up to `max` bytes; throws `upstream_too_large` past it, without reading the rest. */
async function readCapped(response: Response, max: number, label: string): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new ProxyError(502, "upstream_too_large", `${label}'s answer is too large.`);
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Proxies `{mount}/*` to `{upstream}/*` path for path, `{mount}` being where the sub-app using this handler
 * is mounted (e.g. `/api/hub`). Only what the browser needs crosses: the client's cookies and authorization
 * never go upstream, the configured token is added here.
 */
export function createCachingProxyHandler(options: CachingProxyOptions) {
  const doFetch = options.fetch ?? fetch;
  const retries = options.retries ?? 1;
  const upstream = options.upstream.replace(/\/$/, "");
  const upstreamOrigin = new URL(upstream).origin;
  const label = options.label ?? "The upstream";
  const maxBodyBytes = options.maxBodyBytes ?? Number.POSITIVE_INFINITY;

  /** One try: the request, its redirects within the upstream, and the whole body, within the time limit. */
  async function attempt(target: string, method: string, headers: Headers, client: AbortSignal) {
    const deadline = startDeadline(options.timeoutMs, client);
    try {
      let url = target;
      for (let hop = 0; ; hop++) {
        const response = await doFetch(url, { method, headers, redirect: "manual", signal: deadline.signal });
        const location = response.headers.get("location");
        if (!REDIRECT_STATUSES.has(response.status) || location === null) {
          const body =
            method === "HEAD" ? new Uint8Array(0) : await readCapped(response, maxBodyBytes, label);
          return { response, body };
        }
        await response.body?.cancel().catch(() => {});
        const next = new URL(location, url);
        if (next.origin !== upstreamOrigin || hop >= MAX_REDIRECTS)
          throw new ProxyError(
            502,
            "upstream_redirect_refused",
            `${label} redirected elsewhere; the redirect was not followed.`,
          );
        url = next.toString();
      }
    } catch (error) {
      if (error instanceof ProxyError) throw error;
      if (deadline.expired)
        throw new ProxyError(504, "upstream_timeout", `${label} did not answer in time.`, true);
      throw new ProxyError(502, "upstream_unreachable", `${label} could not be reached.`, true);
    } finally {
      deadline.clear();
    }
  }

  return async (c: Context): Promise<Response> => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD")
      return jsonError(405, "Only GET and HEAD are allowed here.", "method_not_allowed");

    const prefix = baseRoutePath(c);
    const incoming = pathAndSearch(c.req.url);
    const path = incoming.pathname.slice(prefix.length) || "/";
    const target = `${upstream}${path}${incoming.search}`;
    const publicBase = `${requestOrigin(c, options.trustProxy)}${prefix}`;

    const cacheKey = `${method} ${target}`;
    // A store that fails (Redis down) is a miss: the upstream still answers.
    let cached = await options.cache.get(cacheKey).catch((error: unknown) => {
      console.error("The response cache could not be read:", error);
      return undefined;
    });
    const hit = cached !== undefined;

    if (!cached) {
      const headers = new Headers({ accept: c.req.header("accept") ?? "application/json" });
      if (options.token)
        if (options.tokenHeader) headers.set(options.tokenHeader, options.token);
        else headers.set("authorization", `Bearer ${options.token}`);

      let answer: Awaited<ReturnType<typeof attempt>> | undefined;
      for (let try_ = 0; try_ <= retries; try_++) {
        if (try_ > 0) await sleep(200 * try_);
        try {
          answer = await attempt(target, method, headers, c.req.raw.signal);
        } catch (error) {
          const failure = error as ProxyError;
          if (failure.retryable && try_ < retries) continue;
          return jsonError(failure.status, failure.message, failure.code);
        }
        if (!RETRY_STATUSES.has(answer.response.status)) break;
      }
      if (!answer) return jsonError(502, `${label} could not be reached.`, "upstream_unreachable");
      const { response, body } = answer;

      // An upstream server error becomes ours: its own message when it sent one in JSON (an HTML error
      // page, say, is not shown), with the stable code `upstream_error`.
      if (response.status >= 500)
        return jsonError(
          response.status,
          upstreamErrorMessage(response, body) ?? `${label} answered with an error (${response.status}).`,
          "upstream_error",
        );

      cached = {
        status: response.status,
        headers: PASSED_HEADERS.flatMap((name) => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
        body,
      };
      // With its gzip and brotli copies (cached-answer.ts): a 200 is stored so, and no hit compresses it again.
      cached = await withCompressed(cached);
      if (response.status === 200) {
        await options.cache.set(cacheKey, cached).catch((error: unknown) => {
          console.error("The response cache could not be written:", error);
        });
      }
    }

    return cachedAnswer(cached, {
      hit,
      head: method === "HEAD",
      acceptEncoding: c.req.header("accept-encoding"),
      base: publicBase,
      rewriteLink: (link) => rewriteLinkHeader(link, upstream, publicBase),
      securityHeaders: options.securityHeaders,
    });
  };
}

/** The `error` (or `message`) string of an upstream's JSON error body, when it has one. */
function upstreamErrorMessage(response: Response, body: Uint8Array): string | undefined {
  if (!(response.headers.get("content-type") ?? "").includes("json")) return undefined;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const message = "error" in parsed ? parsed.error : "message" in parsed ? parsed.message : undefined;
    return typeof message === "string" && message.length <= 500 ? message : undefined;
  } catch {
    return undefined;
  }
}
