import type { IncomingMessage } from "node:http";
import { Hono } from "hono";
import { openCors } from "../http/cors";
import { jsonResponse } from "../http/json";
import { requestId } from "../http/request-id";
import { STAND_IN_HEADER, standIn } from "../http/stand-in";
import { registerFaultRoutes } from "./control";
import { type CorpusCollection, defaultCorpusNow, sharedCorpus } from "./corpus";
import { errorResponse } from "./errors";
import { type FaultBook, type FaultStep, faultBook, TWEETS_SCOPE_HEADER } from "./faults";
import {
  AVATAR_PATH,
  authorAvatarSvg,
  authorCoverSvg,
  COVER_PATH,
  inlineImages,
  servedImages,
} from "./images";
import { createSearch } from "./search";
import { wireTweet } from "./wire";

/** The key the emulator accepts unless told another (`X-API-Key`). */
export const TWEETS_EMULATOR_API_KEY = "hiber-local-tweets-key";

/** `X-Hiber-Stand-In` value on every answer: the posts are generated sample data. */
export const TWEETS_STAND_IN_VALUE = "tweets-emulator";

/** Options of {@link createTweetsApp}. */
export interface TweetsAppOptions {
  /** The only `X-API-Key` accepted; default {@link TWEETS_EMULATOR_API_KEY}. */
  apiKey?: string;
  /**
   * The corpus's "now" (epoch ms or a Date): posts are dated in the 183 days before it. Default: when the
   * process's first emulator without one was created (so they all share one corpus, built once).
   */
  now?: number | Date;
  /** Hub collections to post about, besides the catalogue's models and datasets. */
  collections?: readonly CorpusCollection[];
  /** Scripted faults at start, or a {@link FaultBook} the caller keeps to script them in process. */
  faults?: FaultStep[] | FaultBook;
  /**
   * How authors' `profilePicture` / `coverPicture` point at the generated SVGs: `"served"` (default) URLs of
   * the emulator's own image routes, or `"inline"` `data:` URLs (for a page whose CSP allows no other origin).
   */
  images?: "served" | "inline";
}

/** The origin clients reach the emulator at (a proxy's `X-Forwarded-Host`/`-Proto`/`-Prefix` honoured). */
function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || undefined;
  const proto = first("x-forwarded-proto") ?? url.protocol.replace(/:$/, "");
  const host = first("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const prefix = (first("x-forwarded-prefix") ?? "").replace(/\/$/, "");
  return `${proto}://${host}${prefix}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}

/**
 * The tweets emulator as a Hono app: twitterapi.io's `GET /twitter/tweet/advanced_search` over a
 * generated sample corpus, the generated avatars, and the fault script under `/_emulator`.
 */
export function createTweetsApp(options: TweetsAppOptions = {}): Hono {
  const apiKey = options.apiKey ?? TWEETS_EMULATOR_API_KEY;
  const now = options.now === undefined ? defaultCorpusNow() : Number(options.now);
  const faults = faultBook(options.faults);
  const corpus = sharedCorpus({ now, collections: options.collections });
  const search = createSearch(corpus);
  const app = new Hono();

  app.use("*", requestId());
  app.use(
    "*",
    openCors({
      exposeHeaders: ["X-Request-Id", "Retry-After", STAND_IN_HEADER],
      allowMethods: ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"],
      allowHeaders: ["X-API-Key", "Content-Type", "Accept", TWEETS_SCOPE_HEADER],
    }),
  );
  app.use("*", standIn(TWEETS_STAND_IN_VALUE));

  registerFaultRoutes(app, faults, corpus, now);
  app.get(`${AVATAR_PATH}/:file{.+\\.svg}`, (c) => {
    const author = corpus.authors.get(c.req.param("file").slice(0, -4).toLowerCase());
    return author ? svgResponse(authorAvatarSvg(author)) : jsonResponse({ detail: "Not Found" }, 404);
  });
  app.get(`${COVER_PATH}/:file{.+\\.svg}`, (c) => {
    const author = corpus.authors.get(c.req.param("file").slice(0, -4).toLowerCase());
    return author ? svgResponse(authorCoverSvg(author)) : jsonResponse({ detail: "Not Found" }, 404);
  });

  // The script runs before the key check, so a scripted 401 answers whatever the key.
  app.use("/twitter/*", async (c, next) => {
    if (c.req.method === "OPTIONS") return next();
    const scope = c.req.header(TWEETS_SCOPE_HEADER) ?? null;
    const step = faults.take(scope);
    const url = new URL(c.req.url);
    const call = {
      query: url.searchParams.get("query"),
      queryType: url.searchParams.get("queryType"),
      cursor: url.searchParams.get("cursor"),
      scope,
    };
    if (step?.delayMs) await sleep(step.delayMs);
    if (step?.drop) {
      faults.calls.push({ ...call, status: "dropped" });
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      if (incoming) {
        incoming.socket.destroy();
        return new Response(null);
      }
      // Without a socket (app.request in tests): a body that breaks while it is read.
      return new Response(
        new ReadableStream({
          start: (controller) => controller.error(new Error("connection dropped (scripted)")),
        }),
      );
    }
    if (step?.fail !== undefined) c.res = errorResponse(step.fail);
    else if (step?.invalidBody) c.res = jsonResponse({ tweets: {}, has_next_page: false, next_cursor: "" });
    else {
      const key = c.req.header("x-api-key");
      if (key === undefined) c.res = errorResponse(403);
      else if (key !== apiKey) c.res = errorResponse(401);
      else await next();
    }
    faults.calls.push({ ...call, status: c.res.status });
    return c.res;
  });

  app.get("/twitter/tweet/advanced_search", (c) => {
    const query = c.req.query("query");
    if (query === undefined || query.trim() === "") return errorResponse(400, "query is required");
    const queryType = c.req.query("queryType") ?? "Latest";
    if (queryType !== "Latest" && queryType !== "Top") {
      return errorResponse(400, "queryType must be Latest or Top");
    }
    const scope = c.req.header(TWEETS_SCOPE_HEADER);
    const maxResults = scope === undefined ? undefined : faults.scopes.get(scope)?.maxResults;
    const result = search(query, queryType, c.req.query("cursor") ?? "", maxResults);
    if (!result.ok) return errorResponse(400, result.detail);
    const images = options.images === "inline" ? inlineImages : servedImages(publicOrigin(c.req.raw));
    return jsonResponse({
      tweets: result.posts.map((post) => wireTweet(post, images)),
      has_next_page: result.nextCursor !== "",
      next_cursor: result.nextCursor,
      status: "success",
      msg: "success",
    });
  });
  app.notFound(() => jsonResponse({ detail: "Not Found" }, 404));
  return app;
}
