/**
 * The caching proxy's answer from a stored entry (caching-proxy.ts, hits-first.ts): the stored bytes, or
 * their stored brotli or gzip copy for a client that accepts it (`Accept-Encoding`'s q-values), with a plain header record built once per entry (and public origin,
 * for the `Link` rewrite) and reused by every later hit. @hono/node-server writes such a record and a
 * byte body straight to the socket: a hit builds no undici `Response` or `Headers` of its own, and is
 * never compressed again per request (app.ts does not run `hono/compress` on the proxies' mounts). With
 * `securityHeaders`, the record carries them too and the answer is marked so (security-headers.ts), so the
 * app-wide middleware does not rebuild the answer's headers to add them.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { chooseEncoding, type Encoding } from "../accept-encoding.ts";
import { withSecurityHeaders } from "../security-headers.ts";
import type { CachedResponse } from "./cache.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Smallest body stored compressed too (as `hono/compress`: below, the gain is not worth a header). */
const GZIP_THRESHOLD = 1024;
/**
 * Brotli's quality by body size: the best (11) up to 64 KB (a list page: a few milliseconds, once per
 * entry, in libuv's thread pool), 5 up to 1 MB, 1 above (megabytes at 11 would take seconds; 1 takes about
 * as long as gzip and still beats it).
 */
const brotliQuality = (bytes: number) => (bytes <= 64 * 1024 ? 11 : bytes <= 1024 * 1024 ? 5 : 1);
/** Bodies that compress: JSON (`application/json`, `…+json`), text (not event streams), SVG. */
const COMPRESSIBLE = /^\s*(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)|image\/svg\+xml)/i;

/**
 * The entry with its body gzipped and in brotli beside it, when the body is text worth compressing: made
 * once, when the entry is stored (both at once, off the event loop), never per hit. An entry that already
 * has both is returned as it is; one stored with its gzip only (before brotli copies) gets its brotli.
 */
export async function withCompressed(entry: CachedResponse): Promise<CachedResponse> {
  const type = entry.headers.find(([name]) => name === "content-type")?.[1] ?? "";
  if ((entry.gzip && entry.br) || entry.body.byteLength < GZIP_THRESHOLD || !COMPRESSIBLE.test(type))
    return entry;
  const bytes = (buffer: Buffer) =>
    new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
  const [gzipped, brotli] = await Promise.all([
    entry.gzip ?? gzipAsync(entry.body).then(bytes),
    entry.br ??
      brotliAsync(entry.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(entry.body.byteLength),
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.byteLength,
        },
      }).then(bytes),
  ]);
  return { ...entry, gzip: gzipped, br: brotli };
}

type HeaderRecord = Record<string, string>;

interface Prepared {
  /** The public base (`{origin}{mount}`) the `Link` header was rewritten for. */
  base: string;
  /** The security headers included, when any. */
  security: Readonly<HeaderRecord> | undefined;
  identity: HeaderRecord;
  gzip?: HeaderRecord;
  br?: HeaderRecord;
}

/** Header records of entries answered from the cache, kept as long as the entry is (in-process store). */
const preparedHits = new WeakMap<CachedResponse, Prepared>();

function prepare(
  entry: CachedResponse,
  hit: boolean,
  base: string,
  rewriteLink: (link: string) => string,
  security: Readonly<HeaderRecord> | undefined,
): Prepared {
  const identity: HeaderRecord = {};
  for (const [name, value] of entry.headers) identity[name] = name === "link" ? rewriteLink(value) : value;
  // As the middleware would set them: replacing an upstream header of the same name.
  Object.assign(identity, security);
  identity["x-cache"] = hit ? "HIT" : "MISS";
  identity["content-length"] = String(entry.body.byteLength);
  if (!entry.gzip && !entry.br) return { base, security, identity };
  identity.vary = "Accept-Encoding";
  // Another representation of the same resource: its validator is a weak one (as hono/compress does).
  const etag = identity.etag;
  const encoded = (encoding: Encoding, bytes: Uint8Array): HeaderRecord => {
    const headers: HeaderRecord = {
      ...identity,
      "content-encoding": encoding,
      "content-length": String(bytes.byteLength),
    };
    if (etag && !etag.startsWith("W/")) headers.etag = `W/${etag}`;
    return headers;
  };
  return {
    base,
    security,
    identity,
    gzip: entry.gzip && encoded("gzip", entry.gzip),
    br: entry.br && encoded("br", entry.br),
  };
}

/** The copies an entry may have, in {@link chooseEncoding}'s terms. */
const BOTH: readonly Encoding[] = ["br", "gzip"];
const GZIP_ONLY: readonly Encoding[] = ["gzip"];

/**
 * {@link chooseEncoding} of the last few `Accept-Encoding` values seen (browsers send a handful), for an
 * entry with both copies and for one with its gzip only (stored before brotli copies existed).
 */
const chosen = { both: new Map<string, Encoding | null>(), gzipOnly: new Map<string, Encoding | null>() };

function choose(acceptEncoding: string | undefined, hasBr: boolean): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const seen = hasBr ? chosen.both : chosen.gzipOnly;
  let encoding = seen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = chooseEncoding(acceptEncoding, hasBr ? BOTH : GZIP_ONLY) ?? null;
    if (seen.size >= 64) seen.clear();
    seen.set(acceptEncoding, encoding);
  }
  return encoding ?? undefined;
}

/**
 * The answer to send for `entry`: its brotli or gzip copy as `acceptEncoding` prefers among those it has,
 * else the body as stored; no body for HEAD. `base` is the public `{origin}{mount}`, `rewriteLink` points a
 * `Link` header at it; `securityHeaders` are included when given.
 */
export function cachedAnswer(
  entry: CachedResponse,
  options: {
    hit: boolean;
    head: boolean;
    acceptEncoding: string | undefined;
    base: string;
    rewriteLink: (link: string) => string;
    securityHeaders?: Readonly<HeaderRecord>;
    /** Whether to mark the answer for the security-header middleware (not for hits answered before it). */
    mark?: boolean;
  },
): Response {
  let prepared = options.hit ? preparedHits.get(entry) : undefined;
  if (prepared?.base !== options.base || prepared.security !== options.securityHeaders) {
    prepared = prepare(entry, options.hit, options.base, options.rewriteLink, options.securityHeaders);
    if (options.hit) preparedHits.set(entry, prepared);
  }
  const encoding = entry.gzip ? choose(options.acceptEncoding, entry.br !== undefined) : undefined;
  const body = (encoding && entry[encoding]) || entry.body;
  const headers = (encoding && prepared[encoding]) || prepared.identity;
  const response = new Response(options.head ? null : body, { status: entry.status, headers });
  return options.securityHeaders && options.mark !== false ? withSecurityHeaders(response) : response;
}
