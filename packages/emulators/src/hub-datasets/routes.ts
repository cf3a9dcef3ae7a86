import { type Context, Hono } from "hono";
import { jsonResponse } from "../http/json";
import { HubHttpError, notFound, repoNotFound, revisionNotFound } from "../hub/errors";
import { encodeCursor, flag, nextPageUrl } from "../hub/query";
import { defaultDatasetCatalogue, type HubDataset, type HubDatasetCatalogue } from "./catalogue";
import { datasetInfoBody, datasetListRow, parseDatasetExpand, projectDatasetExpand } from "./project";
import { parseDatasetListQuery, queryDatasets } from "./query";

/** Options of {@link createHubDatasetsRoutes} and {@link registerHubDatasetRoutes}. */
export interface HubDatasetsOptions {
  /** The datasets to serve; defaults to the shipped snapshot (`hub/catalogue/datasets.json`). */
  datasetCatalogue?: HubDatasetCatalogue;
}

const FULL_SHA = /^[0-9a-f]{40}$/;
const PREFIX = "/api/datasets/";

/** Splits `/api/datasets/<rest>` into a repo id, an optional revision and whether the id is legacy. */
function parseRepoPath(pathname: string): { id: string; revision?: string; legacy: boolean } | undefined {
  const segments = pathname
    .slice(PREFIX.length)
    .split("/")
    .map((s) => decodeURIComponent(s));
  if (segments.some((s) => s === "")) return undefined;
  if (segments.length >= 3 && segments[1] === "revision") {
    return { id: segments[0] ?? "", revision: segments.slice(2).join("/"), legacy: true };
  }
  if (segments.length >= 4 && segments[2] === "revision") {
    return { id: `${segments[0]}/${segments[1]}`, revision: segments.slice(3).join("/"), legacy: false };
  }
  if (segments.length <= 2) return { id: segments.join("/"), legacy: segments.length === 1 };
  return undefined;
}

/**
 * The sha a revision resolves to: `main`/`HEAD` give the head, a 40-hex commit is echoed (as the hub
 * does for any commit of the history), and `refs/convert/parquet` exists for datasets with a viewer.
 * @throws HubHttpError 404 `RevisionNotFound` for anything else.
 */
function resolveRevision(dataset: HubDataset, revision: string | undefined): string {
  if (
    revision === undefined ||
    revision === "HEAD" ||
    revision === "main" ||
    revision === "refs/heads/main"
  ) {
    return dataset.sha;
  }
  if (FULL_SHA.test(revision)) return revision;
  if (revision === "refs/convert/parquet" && dataset.parquetSha) return dataset.parquetSha;
  throw revisionNotFound(revision);
}

/** 307 from a legacy id (`imdb`) to the dataset that took it over, keeping the rest of the path and the query. */
function legacyRedirect(c: Context, target: HubDataset, name: string): Response {
  const url = new URL(c.req.url);
  const location = url.pathname.replace(`${PREFIX}${encodeURIComponent(name)}`, `${PREFIX}${target.id}`);
  return new Response(`Temporary Redirect. Redirecting to ${location}`, {
    status: 307,
    headers: { Location: `${location}${url.search}`, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The hub's dataset endpoints as a Hono sub-app: `GET /api/datasets` (filters, search, author, sort,
 * cursor paging with an absolute `Link` and `X-Total-Count`, `full`, `cardData`, `expand`/`expand[]`)
 * and `GET /api/datasets/{repo_id}[/revision/{rev}]` (`expand`, `blobs`; 401 `RepoNotFound` for
 * unknown ids, 307 for legacy ids, 404 `RevisionNotFound`). Mount it on the hub app (whose middleware
 * adds `X-Request-Id`, CORS and the token check): `hubApp.route("/", createHubDatasetsRoutes())`.
 * Hub errors are answered by this sub-app's own error handler; other errors go to the host's.
 */
export function createHubDatasetsRoutes(options: HubDatasetsOptions = {}): Hono {
  const catalogue = options.datasetCatalogue ?? defaultDatasetCatalogue();
  const routes = new Hono();

  routes.get("/api/datasets", (c) => {
    const params = new URL(c.req.url).searchParams;
    const query = parseDatasetListQuery(params);
    const expand = parseDatasetExpand(params);
    const page = queryDatasets(catalogue.datasets, query);
    const rows = page.items.map((dataset) =>
      expand
        ? projectDatasetExpand(dataset, expand)
        : datasetListRow(dataset, { full: flag(params, "full"), cardData: flag(params, "cardData") }),
    );
    const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
    if (page.nextOffset !== undefined) {
      headers.Link = `<${nextPageUrl(c.req.raw, encodeCursor(page.nextOffset))}>; rel="next"`;
    }
    return jsonResponse(rows, 200, headers);
  });

  routes.get("/api/datasets/*", (c) => {
    const parsed = parseRepoPath(new URL(c.req.url).pathname);
    if (!parsed) return notFound();
    const dataset = catalogue.get(parsed.id);
    if (!dataset) {
      const target = parsed.legacy ? catalogue.resolveAlias(parsed.id) : undefined;
      if (target) return legacyRedirect(c, target, parsed.id);
      throw repoNotFound();
    }
    const sha = resolveRevision(dataset, parsed.revision);
    const params = new URL(c.req.url).searchParams;
    const expand = parseDatasetExpand(params);
    const context = { sha, blobs: flag(params, "blobs") };
    const body = expand ? projectDatasetExpand(dataset, expand, context) : datasetInfoBody(dataset, context);
    return jsonResponse(body, 200, { "X-Repo-Commit": sha });
  });

  routes.onError((error) => {
    if (error instanceof HubHttpError) return error.toResponse();
    throw error;
  });
  return routes;
}

/**
 * Adds the dataset endpoints of {@link createHubDatasetsRoutes} to a hub app (for example the one
 * `createHubApp()` returns), behind its middleware.
 */
export function registerHubDatasetRoutes<App extends Hono>(app: App, options: HubDatasetsOptions = {}): App {
  app.route("/", createHubDatasetsRoutes(options));
  return app;
}
