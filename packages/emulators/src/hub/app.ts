import { type Context, Hono } from "hono";
import { openCors } from "../http/cors";
import { jsonResponse } from "../http/json";
import { requestId } from "../http/request-id";
import { defaultDatasetCatalogue } from "../hub-datasets/catalogue";
import { type HubDatasetsOptions, registerHubDatasetRoutes } from "../hub-datasets/routes";
import { avatarSvg } from "./avatar";
import { defaultHubCatalogue, type HubCatalogue, type HubModel } from "./catalogue";
import { createCollectionRoutes, type HubCollectionCatalogue } from "./collections";
import { registerHubControl } from "./control";
import { createDiscussionRoutes } from "./discussions";
import { HubHttpError, invalidCredentials, notFound, repoNotFound, revisionNotFound } from "./errors";
import { createModelCardRoutes, withHostileCardModel } from "./model-card";
import { infoBody, listRow, parseExpand, projectExpand } from "./project";
import { encodeCursor, flag, nextPageUrl, parseModelListQuery, queryModels } from "./query";

/** Options of {@link createHubApp}. */
export interface HubAppOptions extends HubDatasetsOptions {
  /** The models to serve; defaults to the shipped snapshot (`catalogue/models.json`). */
  catalogue?: HubCatalogue;
  /** The collections to serve; defaults to the shipped `catalogue/collections.json`. */
  collectionCatalogue?: HubCollectionCatalogue;
}

/** Headers a browser may read, as the hub lists them. */
export const HUB_EXPOSED_HEADERS = [
  "X-Repo-Commit",
  "X-Request-Id",
  "X-Error-Code",
  "X-Error-Message",
  "X-Total-Count",
  "ETag",
  "Link",
];

/** A token the hub would accept in form: `Bearer hf_<alphanumerics>`. */
const VALID_AUTHORIZATION = /^Bearer hf_[A-Za-z0-9]+$/;

/**
 * Owners that took over the hub's legacy single-segment ids (`gpt2` → `openai-community/gpt2`): a
 * legacy id answers 307 to the canonical one, as the hub does.
 */
const LEGACY_OWNERS = ["openai-community", "google-bert", "distilbert", "FacebookAI", "google-t5", "albert"];

const FULL_SHA = /^[0-9a-f]{40}$/;

/** Splits `/api/models/<rest>` into a repo id and an optional revision. */
function parseRepoPath(pathname: string): { id: string; revision?: string; legacy: boolean } | undefined {
  const segments = pathname
    .replace(/^\/api\/models\//, "")
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

/** The sha a revision resolves to, or a 404 RevisionNotFound. */
function resolveRevision(model: HubModel, revision: string | undefined): string {
  if (
    revision === undefined ||
    revision === "HEAD" ||
    revision === "main" ||
    revision === "refs/heads/main"
  ) {
    return model.sha;
  }
  // A pinned commit is echoed, as the hub does for any commit of the repo's history.
  if (FULL_SHA.test(revision)) return revision;
  throw revisionNotFound(revision);
}

function legacyRedirect(c: Context, catalogue: HubCatalogue, name: string): Response | undefined {
  const canonical = LEGACY_OWNERS.map((owner) => catalogue.get(`${owner}/${name}`)).find(Boolean);
  if (!canonical) return undefined;
  const url = new URL(c.req.url);
  const location = url.pathname.replace(
    `/api/models/${encodeURIComponent(name)}`,
    `/api/models/${canonical.id}`,
  );
  return new Response(`Temporary Redirect. Redirecting to ${location}`, {
    status: 307,
    headers: { Location: `${location}${url.search}`, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The hub emulator as a Hono app: `GET /api/models`, `GET /api/models/{repo_id}[/revision/{rev}]`,
 * `GET /api/users/{name}/avatar` and `GET /api/organizations/{name}/avatar`, the datasets and collections
 * endpoints (`hub-datasets/`, `collections/`), with the hub's headers,
 * paging, projections and errors (reference/apis.md §1), and the control API `/_emulator/delay`.
 */
export function createHubApp(options: HubAppOptions = {}): Hono {
  const catalogue = withHostileCardModel(options.catalogue ?? defaultHubCatalogue);
  const app = new Hono();

  app.use("*", requestId());
  app.use("*", openCors({ exposeHeaders: HUB_EXPOSED_HEADERS }));
  // A delay on every request, set through `/_emulator/delay` (control.ts).
  registerHubControl(app);
  app.use("*", async (c, next) => {
    const authorization = c.req.header("authorization");
    if (authorization !== undefined && !VALID_AUTHORIZATION.test(authorization)) throw invalidCredentials();
    await next();
  });

  // Discussions first: `/api/models/*` below would take their paths for model ids.
  app.route("/", createDiscussionRoutes({ catalogue, datasetCatalogue: options.datasetCatalogue }));

  app.get("/api/models", (c) => {
    const params = new URL(c.req.url).searchParams;
    const query = parseModelListQuery(params);
    const expand = parseExpand(params, "list");
    const page = queryModels(catalogue.models, query);

    const rows = page.items.map((model) =>
      expand
        ? projectExpand(model, expand, { view: "list" })
        : listRow(model, {
            full: flag(params, "full"),
            config: flag(params, "config"),
            cardData: flag(params, "cardData"),
          }),
    );
    const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
    if (page.nextOffset !== undefined) {
      headers.Link = `<${nextPageUrl(c.req.raw, encodeCursor(page.nextOffset))}>; rel="next"`;
    }
    return jsonResponse(rows, 200, headers);
  });

  app.get("/api/models/*", (c) => {
    const parsed = parseRepoPath(new URL(c.req.url).pathname);
    if (!parsed) return notFound();
    const model = catalogue.get(parsed.id);
    if (!model) {
      const redirect = parsed.legacy ? legacyRedirect(c, catalogue, parsed.id) : undefined;
      if (redirect) return redirect;
      throw repoNotFound();
    }
    const sha = resolveRevision(model, parsed.revision);
    const params = new URL(c.req.url).searchParams;
    const expand = parseExpand(params, "info");
    const context = { sha, blobs: flag(params, "blobs") };
    const body = expand
      ? projectExpand(model, expand, { ...context, view: "info" })
      : infoBody(model, context);
    return jsonResponse(body, 200, { "X-Repo-Commit": sha });
  });

  // Every author of the catalogue has an avatar: of models and of datasets (the graph draws both).
  let datasetAuthors: ReadonlySet<string> | undefined;
  const isAuthor = (name: string) => {
    datasetAuthors ??= new Set(
      (options.datasetCatalogue ?? defaultDatasetCatalogue()).datasets.map((dataset) => dataset.author),
    );
    return catalogue.authors.has(name) || datasetAuthors.has(name);
  };
  const avatar = (c: Context) => {
    const name = c.req.param("name") ?? "";
    if (!isAuthor(name)) return notFound();
    return new Response(avatarSvg(name), {
      headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
    });
  };
  app.get("/api/users/:name/avatar", avatar);
  app.get("/api/organizations/:name/avatar", avatar);

  registerHubDatasetRoutes(app, { datasetCatalogue: options.datasetCatalogue });
  app.route("/", createCollectionRoutes(options));
  app.route("/", createModelCardRoutes({ catalogue, datasetCatalogue: options.datasetCatalogue }));

  app.notFound(() => notFound());
  app.onError((error) => {
    if (error instanceof HubHttpError) return error.toResponse();
    console.error("[hub emulator]", error);
    return jsonResponse({ error: "Internal Error" }, 500);
  });

  return app;
}
