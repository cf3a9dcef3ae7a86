/**
 * The caching proxy's answer from a stored entry (caching-proxy.ts): the stored bytes, or their stored
 * gzip for a client that accepts it, with a plain header record built once per entry (and public origin,
 * for the `Link` rewrite) and reused by every later hit. @hono/node-server writes such a record and a
 * byte body straight to the socket: a hit builds no undici `Response` or `Headers` of its own, and is
 * never compressed again per request (app.ts does not run `hono/compress` on the proxies' mounts). With
 * `securityHeaders`, the record carries them too and the answer is marked so (security-headers.ts), so the
 * app-wide middleware does not rebuild the answer's headers to add them.
 */
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { chooseEncoding } from "../accept-encoding.ts";
import { withSecurityHeaders } from "../security-headers.ts";
import type { CachedResponse } from "./cache.ts";

const gzipAsync = promisify(gzip);

/** Smallest body stored gzipped too (as `hono/compress`: below, the gain is not worth a header). */
const GZIP_THRESHOLD = 1024;
/** Bodies that compress: JSON (`application/json`, `…+json`), text (not event streams), SVG. */
const COMPRESSIBLE = /^\s*(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)|image\/svg\+xml)/i;

/** The entry with its body gzipped beside it, when the body is text worth compressing. */
export async function withGzip(entry: CachedResponse): Promise<CachedResponse> {
  const type = entry.headers.find(([name]) => name === "content-type")?.[1] ?? "";
  if (entry.gzip || entry.body.byteLength < GZIP_THRESHOLD || !COMPRESSIBLE.test(type)) return entry;
  const zipped = await gzipAsync(entry.body);
  return { ...entry, gzip: new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength) };
}

type HeaderRecord = Record<string, string>;

interface Prepared {
  /** The public base (`{origin}{mount}`) the `Link` header was rewritten for. */
  base: string;
  /** The security headers included, when any. */
  security: Readonly<HeaderRecord> | undefined;
  identity: HeaderRecord;
  gzip?: HeaderRecord;
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
  if (!entry.gzip) return { base, security, identity };
  identity.vary = "Accept-Encoding";
  const gzip: HeaderRecord = {
    ...identity,
    "content-encoding": "gzip",
    "content-length": String(entry.gzip.byteLength),
  };
  // Another representation of the same resource: its validator is a weak one (as hono/compress does).
  const etag = identity.etag;
  if (etag && !etag.startsWith("W/")) gzip.etag = `W/${etag}`;
  return { base, security, identity, gzip };
}

/** `chooseEncoding(header, ["gzip"])` of the last few `Accept-Encoding` values seen (browsers send a handful). */
const gzipAccepted = new Map<string, boolean>();

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let accepted = gzipAccepted.get(acceptEncoding);
  if (accepted === undefined) {
    accepted = chooseEncoding(acceptEncoding, ["gzip"]) === "gzip";
    if (gzipAccepted.size >= 64) gzipAccepted.clear();
    gzipAccepted.set(acceptEncoding, accepted);
  }
  return accepted;
}

/**
 * The answer to send for `entry`: gzip when the entry has it and `acceptEncoding` accepts it, else the
 * body as stored; no body for HEAD. `base` is the public `{origin}{mount}`, `rewriteLink` points a
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
  },
): Response {
  let prepared = options.hit ? preparedHits.get(entry) : undefined;
  if (prepared?.base !== options.base || prepared.security !== options.securityHeaders) {
    prepared = prepare(entry, options.hit, options.base, options.rewriteLink, options.securityHeaders);
    if (options.hit) preparedHits.set(entry, prepared);
  }
  const zipped = entry.gzip && prepared.gzip && acceptsGzip(options.acceptEncoding);
  const body = zipped ? entry.gzip : entry.body;
  const headers = (zipped ? prepared.gzip : undefined) ?? prepared.identity;
  const response = new Response(options.head ? null : body, { status: entry.status, headers });
  return options.securityHeaders ? withSecurityHeaders(response) : response;
}
