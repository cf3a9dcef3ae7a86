/**
 * `/api/hub/*` → `{hub}/*`, path for path (`/api/hub/api/models` → `{hub}/api/models`): the hub (real or
 * emulated) through the caching proxy, with `HF_TOKEN` added server-side and `Link` URLs rewritten to this origin.
 * Only the read paths of {@link HUB_ALLOWED_PATHS} are forwarded; any other answers 404 without reaching the
 * hub, so the token cannot be spent on `/api/whoami-v2`, a private repo's `/resolve/…` and the like.
 */
import { type Context, Hono } from "hono";
import { baseRoutePath } from "hono/route";
import { type AllowedPath, allowPaths, REPO_ID, SEGMENT } from "../security/allow-list.ts";
import { type CachingProxyOptions, createCachingProxyHandler } from "../upstream/caching-proxy.ts";

const REPO_TYPE = "(?:models|datasets|spaces)";
const REVISION = String.raw`[\w.%-]+`;
const path = (source: string) => new RegExp(`^${source}$`);

/** The hub's paths the product reads, below `/api/hub`. */
export const HUB_ALLOWED_PATHS: readonly AllowedPath[] = [
  { pattern: path("/api/models"), usedBy: "hub-sdk listModels(Page): the store, the models page" },
  {
    pattern: path(`/api/models/${REPO_ID}(?:/revision/${REVISION})?`),
    usedBy: "hub-sdk modelInfo: the model page, the playground's model cards",
  },
  { pattern: path("/api/datasets"), usedBy: "hub-sdk listDatasets(Page): the store, the datasets page" },
  {
    pattern: path(`/api/datasets/${REPO_ID}(?:/revision/${REVISION})?`),
    usedBy: "hub-sdk datasetInfo: the dataset page",
  },
  {
    pattern: path(`/api/${REPO_TYPE}/${REPO_ID}/discussions(?:/\\d+)?`),
    usedBy: "hub-sdk listDiscussions(Page), discussionDetails: comments on model and dataset cards",
  },
  {
    pattern: path("/api/collections"),
    usedBy: "hub-sdk listCollections(Page): collection lists, the 404 → collection lookup",
  },
  {
    pattern: path(`/api/collections/${SEGMENT}/${SEGMENT}`),
    usedBy: "hub-sdk collectionInfo: one collection (`/api/collections/{namespace}/{slug}-{id}`)",
  },
  {
    pattern: path(`(?:/datasets)?/${SEGMENT}/${SEGMENT}/raw/${REVISION}/README\\.md`),
    usedBy:
      "hub-sdk modelCard, datasetCard: a model's or a dataset's card (its README.md, no other text file)",
  },
  {
    pattern: path(
      `(?:/datasets)?/${SEGMENT}/${SEGMENT}/resolve/${REVISION}/(?:${SEGMENT}/)*${SEGMENT}\\.(?:png|jpe?g|gif|webp)`,
    ),
    usedBy: "the images a card shows (raster only: an SVG could carry script, and is shown as a link)",
  },
  {
    pattern: path(`/api/(?:users|organizations)/${SEGMENT}/avatar`),
    usedBy: "authors' avatars (discussions, collections, the community graph)",
  },
  {
    pattern: path(String.raw`/avatars/[\w-]+\.(?:svg|png|jpe?g|webp)`),
    usedBy: "site-relative default avatars (`avatarUrl: /avatars/….svg`)",
  },
];

/** The routes, to mount at `/api/hub`. */
export function createHubProxyRoutes(
  options: CachingProxyOptions & {
    /**
     * Whether the emulator's control API (`/_emulator/*`: a delay on every hub answer) is served: only when
     * the hub is the embedded emulator and `ServerConfig.emulatorControl` allows it.
     */
    control?: boolean;
  },
): Hono {
  const app = new Hono();
  if (options.control) app.on(["GET", "PUT"], "/_emulator/*", forwardControl(options));
  app.use("/*", allowPaths(HUB_ALLOWED_PATHS));
  app.all("/*", createCachingProxyHandler(options));
  return app;
}

/** The embedded hub's control API, passed through uncached (JSON in, JSON out). */
function forwardControl(options: CachingProxyOptions) {
  const doFetch = options.fetch ?? fetch;
  const upstream = options.upstream.replace(/\/$/, "");
  return async (c: Context): Promise<Response> => {
    const incoming = new URL(c.req.url);
    const path = incoming.pathname.slice(baseRoutePath(c).length);
    const put = c.req.method === "PUT";
    const response = await doFetch(`${upstream}${path}${incoming.search}`, {
      method: c.req.method,
      headers: put ? { "content-type": "application/json" } : {},
      body: put ? await c.req.arrayBuffer() : undefined,
    });
    return new Response(response.body, {
      status: response.status,
      headers: {
        "content-type": response.headers.get("content-type") ?? "application/json",
        "cache-control": "no-store",
      },
    });
  };
}
