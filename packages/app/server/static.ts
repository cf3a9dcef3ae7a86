/**
 * The built client (app.ts mounts these last): the files of `dist/client` and the single-page app's
 * `index.html`, each answered with the brotli or gzip copy the build wrote beside it (`vite.config.ts`,
 * vite-plugin-compression2) when the request's `Accept-Encoding` names it: br first, then gzip, else the
 * file itself. Every answer that has compressed copies says `Vary: Accept-Encoding`. Hashed files
 * (`/assets/*`, their names change with their content) are cached for a year as immutable; everything
 * else (`index.html`, the favicon, …) is revalidated (`no-cache`).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Handler, MiddlewareHandler } from "hono";
import { isKnownRoute, pageTitle, SITE_NAME } from "../src/routes/table.ts";
import { chooseEncoding, ENCODINGS } from "./accept-encoding.ts";
import { loadRoutePreloads, preloadPattern, withPreloads } from "./route-preloads.ts";
import { loadRouteShells, type RouteShell, shellPattern, withShell } from "./route-shells.ts";

const brotli = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** `Cache-Control` of the hashed build output (`/assets/*`). */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** `Cache-Control` of everything else the client is made of: revalidated on every use. */
export const REVALIDATE = "no-cache";

/** Whether a file of the build has a compressed copy (the build only writes those that gain). */
const compressible = (file: string) =>
  /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|ttf|otf|ico)$/.test(file);

/**
 * The files of the build, by path: `/assets/*` immutable, the rest `no-cache`, each with its compressed
 * copy when one exists (@hono/node-server's `serveStatic` with `precompressed`, which matches the
 * encodings of `Accept-Encoding` by name: one sent with a q-value gets the file itself). Only paths with
 * an extension are looked up on disk; the others fall through to {@link spaIndex}.
 */
export function clientFiles(clientDir: string): MiddlewareHandler {
  const files = serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (file, c) => {
      c.header("cache-control", c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
      // serveStatic says `Vary` when it picked a copy; the file itself must say it too, or a shared
      // cache would hand the uncompressed answer to every later client.
      if (!/\.(?:br|gz)$/.test(file) && compressible(file)) c.header("vary", "Accept-Encoding");
    },
  });
  return (c, next) => (path.extname(c.req.path) ? files(c, next) : next());
}

interface IndexVariants {
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/** The page a request gets, and what it is made of, for a page made for the request (`requestPage`). */
export interface RoutePage {
  /** The page as it is served (with its route's preloads, and its shell when the query string allows one). */
  html: Uint8Array;
  /** The page with its route's preloads and an empty `#root`. */
  bare: string;
  /** The route's prerendered shell, whatever the query string. */
  shell?: RouteShell;
}

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page with its route's title in place of the bare "Hiber" (WCAG 2.4.2: it is there before any script
 * runs, a prerendered shell's too); the route's own name, not the path's parameters, so there is one page per
 * route. The client names the page more closely once it runs (Layout: a model page is its `author/name`).
 */
function withTitle(html: string, title: string): string {
  return html.replace(`<title>${SITE_NAME}</title>`, `<title>${escapeHtml(title)}</title>`);
}

/** A page with its route's preloads and shell, compressed once here (the build compressed only the bare page). */
async function compressed(html: string): Promise<IndexVariants> {
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity: bytesOf(identity), br: bytesOf(br), gzip: bytesOf(gzip) };
}

/**
 * The single-page app: every route of the table gets `index.html` (200), any other path the same page
 * with a real 404. A route whose chunks the build listed (server/route-preloads.ts) gets the page with a
 * `<link rel="modulepreload">` per chunk, and one the build prerendered (server/route-shells.ts) its shell
 * in `#root`. Each page and its compressed copies are made once and kept in memory (one per route
 * pattern); `options.requestPage` may answer a request with a page of its own, made from that one.
 */
export function spaIndex(
  clientDir: string,
  options: {
    /** A page built for the request (server/early-answers.ts: the store's list in it), else the usual one. */
    requestPage?: (request: Request, page: RoutePage) => Promise<IndexVariants | undefined>;
  } = {},
): Handler {
  const file = path.join(clientDir, "index.html");
  const load = async () => {
    const copy = (suffix: string) => readFile(`${file}${suffix}`).then(bytesOf);
    const [identity, br, gzip, preloads, shells] = await Promise.all([
      copy(""),
      copy(".br").catch(() => undefined),
      copy(".gz").catch(() => undefined),
      loadRoutePreloads(clientDir),
      loadRouteShells(clientDir),
    ]);
    return { page: { identity, br, gzip } satisfies IndexVariants, preloads, shells };
  };
  let built: ReturnType<typeof load> | undefined;
  const routePages = new Map<string, Promise<{ variants: IndexVariants; bare: string }>>();
  const pageFor = async (pathname: string, search: string) => {
    built ??= load();
    const { page, preloads, shells } = await built;
    const pattern = preloadPattern(preloads, pathname);
    const routeShell = shellPattern(shells, pathname, "");
    const shell = shellPattern(shells, pathname, search);
    const title = pageTitle(pathname, { generic: true });
    const key = `${title} ${pattern ?? ""} ${shell ?? ""}`;
    let routePage = routePages.get(key);
    if (!routePage) {
      const bare = withTitle(
        withPreloads(Buffer.from(page.identity).toString("utf8"), pattern ? (preloads[pattern] ?? []) : []),
        title,
      );
      routePage = compressed(withShell(bare, shell ? shells[shell] : undefined)).then((variants) => ({
        variants,
        bare,
      }));
      routePages.set(key, routePage);
    }
    const { variants, bare } = await routePage;
    return { variants, bare, shell: routeShell ? shells[routeShell] : undefined };
  };
  return async (c) => {
    let route: Awaited<ReturnType<typeof pageFor>>;
    try {
      route = await pageFor(c.req.path, new URL(c.req.url).search);
    } catch {
      built = undefined;
      routePages.clear();
      return c.text("The client is not built: run `pnpm build` first.", 500);
    }
    const page =
      (await options.requestPage?.(c.req.raw, {
        html: route.variants.identity,
        bare: route.bare,
        shell: route.shell,
      })) ?? route.variants;
    const available = ENCODINGS.filter((name) => page[name]);
    const encoding = chooseEncoding(c.req.header("accept-encoding"), available);
    const body = (encoding && page[encoding]) ?? page.identity;
    c.header("content-type", "text/html; charset=UTF-8");
    c.header("cache-control", REVALIDATE);
    if (available.length > 0) c.header("vary", "Accept-Encoding");
    if (encoding) c.header("content-encoding", encoding);
    const status = isKnownRoute(c.req.path) ? 200 : 404;
    return c.body(body, status);
  };
}
