/**
 * `/api/tweets/*` (the primary source) and `/api/tweets-backup/*` (the backup the feed's "Try Backup API"
 * uses), each → its tweets search service (twitterapi.io or an embedded emulator), path for path. Only the
 * search, `GET /twitter/tweet/advanced_search`, is forwarded (any other path answers 404 without reaching
 * the service, so the key is spent on nothing else), through the caching proxy: the key added here as
 * `X-API-Key` (never by the browser), answers cached by query string for the cache's TTL, the service's
 * 401/403/429 passed through with its body, a failure to reach it a 502 `{ error, code: "upstream_unreachable" }`
 * (which hub-sdk shows as "Unable to connect to the Twitter API").
 * `HEAD` of the search (the feed's reachability check, spec part 2 §7 call 7) asks the service's origin
 * without the key (nothing is spent) and answers 200 when it answered at all, else 502.
 * When the service is an embedded emulator, its generated avatars and covers are served too
 * (`/_emulator/{avatars,covers}/{user}.svg`; the search's absolute URLs of them are made paths of this
 * mount, so they load from this origin whatever host the browser used), and, when
 * `ServerConfig.emulatorControl` allows it, its control API (scripted faults, the call log) at
 * `/_emulator/*`; a write there also empties this proxy's cache, so a scripted fault is seen at once.
 * With the control API served, a search's `X-Hiber-Emulator-Scope` header (a browser test's id) goes on to
 * the emulator and keys the cache apart, so a test's scoped faults and settings reach only its own searches.
 */
import { type Context, Hono } from "hono";
import { baseRoutePath } from "hono/route";
import { type AllowedPath, allowPaths } from "../security/allow-list.ts";
import type { CachedResponse, ResponseStore } from "../upstream/cache.ts";
import { type CachingProxyOptions, createCachingProxyHandler, jsonError } from "../upstream/caching-proxy.ts";
import { startDeadline } from "../upstream/deadline.ts";

/** The one path of the search service the product reads, below the mount. */
export const TWEETS_ALLOWED_PATHS: readonly AllowedPath[] = [
  {
    pattern: /^\/twitter\/tweet\/advanced_search$/,
    usedBy: "hub-sdk searchTweetsPage / searchTweets: the feed, the collection feed, the insights posts",
  },
];

/** The embedded emulator's generated images, below the mount. */
const EMULATOR_IMAGES: readonly AllowedPath[] = [
  {
    pattern: /^\/_emulator\/(?:avatars|covers)\/[\w-]+\.svg$/,
    usedBy: "the emulated posts' avatars (Tweet.author.profile_image_url)",
  },
];

export interface TweetsProxyOptions extends Omit<CachingProxyOptions, "upstream" | "token" | "tokenHeader"> {
  /** The service's base URL; undefined when this source is not configured (every search answers 503). */
  upstream: string | undefined;
  /** Where these routes are mounted (`/api/tweets`): the emulator's image URLs are rewritten below it. */
  mount: string;
  /** The service's key (`TWEETS_API_KEY`, or the emulator's), sent as `X-API-Key`. */
  apiKey?: string;
  /** Whether the service is an embedded emulator (its images are served, its URLs of them rewritten). */
  emulated?: boolean;
  /** Whether the emulator's control API is served at `/_emulator/*` (embedded emulator, control allowed). */
  control?: boolean;
}

/** The routes, to mount at `/api/tweets` or `/api/tweets-backup`. */
export function createTweetsProxyRoutes(options: TweetsProxyOptions): Hono {
  const app = new Hono();
  const { upstream } = options;
  const label = options.label ?? "The tweets search";
  const cache = new ClearableStore(options.cache);
  if (upstream && options.control) {
    app.on(["GET", "PUT", "POST", "DELETE"], "/_emulator/*", forwardControl({ ...options, upstream }, cache));
  }
  app.use(
    "/*",
    allowPaths(options.emulated ? [...TWEETS_ALLOWED_PATHS, ...EMULATOR_IMAGES] : TWEETS_ALLOWED_PATHS),
  );
  if (!upstream) {
    app.get("/*", () => jsonError(503, `${label} is not configured.`, "tweets_not_configured"));
    return app;
  }
  const searchFor = (doFetch: typeof fetch | undefined, store: ResponseStore) =>
    createCachingProxyHandler({
      ...options,
      upstream,
      label,
      cache: store,
      token: options.apiKey,
      tokenHeader: "x-api-key",
      fetch: options.emulated ? imagesBelowMount(doFetch ?? fetch, upstream, options.mount) : doFetch,
    });
  const unscoped = searchFor(options.fetch, cache);
  const scoped = new Map<string, ReturnType<typeof searchFor>>();
  const search = (c: Context) => {
    const scope = options.control ? c.req.header(SCOPE_HEADER) : undefined;
    if (!scope) return unscoped(c);
    let handler = scoped.get(scope);
    if (!handler) {
      if (scoped.size >= 100) scoped.delete(scoped.keys().next().value as string);
      handler = searchFor(withHeader(options.fetch ?? fetch, SCOPE_HEADER, scope), scopedStore(cache, scope));
      scoped.set(scope, handler);
    }
    return handler(c);
  };
  const reachable = reachability({ ...options, upstream, label });
  // Hono routes HEAD to GET handlers; the method is still HEAD here. Images: HEAD as GET.
  app.get("/twitter/*", (c) => (c.req.method === "HEAD" ? reachable(c) : search(c)));
  app.get("/*", search);
  return app;
}

/** The emulator's scope header (`TWEETS_SCOPE_HEADER` of @hiber/emulators, which the server loads only when it embeds them). */
const SCOPE_HEADER = "x-hiber-emulator-scope";

/** A fetch that adds one header to every request. */
function withHeader(doFetch: typeof fetch, name: string, value: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(name, value);
    return doFetch(input, { ...init, headers });
  };
}

/** `store`'s entries of one scope, apart from the others. */
function scopedStore(store: ResponseStore, scope: string): ResponseStore {
  return {
    get: (key) => store.get(`scope:${scope} ${key}`),
    set: (key, value) => store.set(`scope:${scope} ${key}`, value),
  };
}

/**
 * A {@link ResponseStore} whose entries can all be dropped at once: keys carry a generation, and
 * {@link ClearableStore.clear} moves to the next (the old entries expire with the store's TTL).
 */
class ClearableStore implements ResponseStore {
  readonly #store: ResponseStore;
  #generation = 0;
  constructor(store: ResponseStore) {
    this.#store = store;
  }
  get(key: string) {
    return this.#store.get(`tweets:${this.#generation} ${key}`);
  }
  set(key: string, value: CachedResponse) {
    return this.#store.set(`tweets:${this.#generation} ${key}`, value);
  }
  clear(): void {
    this.#generation += 1;
  }
}

/**
 * A fetch for the embedded emulator whose JSON answers name its images by paths of this mount
 * (`http://127.0.0.1:4711/_emulator/avatars/ada.svg` → `/api/tweets/_emulator/avatars/ada.svg`): the same
 * bytes for every client, so they cache, and the browser loads them from this origin.
 */
function imagesBelowMount(doFetch: typeof fetch, upstream: string, mount: string): typeof fetch {
  const from = `${new URL(upstream).origin}/_emulator/`;
  const to = `${mount}/_emulator/`;
  return async (input, init) => {
    const response = await doFetch(input, init);
    if (init?.method === "HEAD" || !response.headers.get("content-type")?.includes("json")) return response;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    const text = (await response.text()).replaceAll(from, to);
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  };
}

/**
 * `HEAD`: whether the service answers at all. Its base URL is asked, without the key (nothing is spent,
 * and an emulator's scripted faults, which apply to searches, are left for the searches), within the timeout.
 */
function reachability(options: TweetsProxyOptions & { upstream: string; label: string }) {
  const doFetch = options.fetch ?? fetch;
  const upstream = options.upstream.replace(/\/$/, "");
  return async (c: Context): Promise<Response> => {
    const deadline = startDeadline(options.timeoutMs, c.req.raw.signal);
    try {
      const response = await doFetch(`${upstream}/`, {
        method: "HEAD",
        redirect: "manual",
        signal: deadline.signal,
      });
      await response.body?.cancel().catch(() => {});
      return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
    } catch {
      return deadline.expired
        ? jsonError(504, `${options.label} did not answer in time.`, "upstream_timeout")
        : jsonError(502, `${options.label} could not be reached.`, "upstream_unreachable");
    } finally {
      deadline.clear();
    }
  };
}

/** The embedded emulator's control API, passed through uncached; a write also empties the cache. */
function forwardControl(options: TweetsProxyOptions & { upstream: string }, cache: ClearableStore) {
  const doFetch = options.fetch ?? fetch;
  const upstream = options.upstream.replace(/\/$/, "");
  return async (c: Context): Promise<Response> => {
    const incoming = new URL(c.req.url);
    const path = incoming.pathname.slice(baseRoutePath(c).length);
    const write = c.req.method !== "GET" && c.req.method !== "HEAD";
    const response = await doFetch(`${upstream}${path}${incoming.search}`, {
      method: c.req.method,
      headers: write ? { "content-type": "application/json" } : {},
      body: write && c.req.method !== "DELETE" ? await c.req.arrayBuffer() : undefined,
    });
    if (write) cache.clear();
    return new Response(response.body, {
      status: response.status,
      headers: {
        "content-type": response.headers.get("content-type") ?? "application/json",
        "cache-control": "no-store",
      },
    });
  };
}
