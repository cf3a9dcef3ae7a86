import { type Context, Hono } from "hono";
import { jsonResponse } from "../../http/json";
import { defaultDatasetCatalogue, type HubDatasetCatalogue } from "../../hub-datasets/catalogue";
import { avatarSvg } from "../avatar";
import { defaultHubCatalogue, type HubCatalogue } from "../catalogue";
import { HubHttpError, notFound, repoNotFound } from "../errors";
import { type DiscussionCorpus, defaultDiscussionCorpus } from "./corpus";
import { parseDiscussionListQuery, queryDiscussions } from "./query";
import { avatarPath, discussionDetailsBody, discussionRow, type RepoContext } from "./wire";

/** Options of {@link createDiscussionRoutes}. */
export interface DiscussionRoutesOptions {
  /** The models that exist; an id not in it is a 401 `RepoNotFound`. Defaults to the shipped catalogue. */
  catalogue?: HubCatalogue;
  /** The threads to serve; defaults to the shipped sample corpus (`catalogue/discussions.json`). */
  corpus?: DiscussionCorpus;
  /** The datasets that exist (their discussions: none in the sample corpus); defaults to the shipped one. */
  datasetCatalogue?: HubDatasetCatalogue;
}

/** A missing discussion number: 404 `{"error": "Discussion not found"}`. */
function discussionNotFound(): HubHttpError {
  return new HubHttpError(404, "Discussion not found");
}

/**
 * The hub's discussion endpoints for models, as a Hono sub-app to mount on the hub app (behind its
 * request-id, CORS and token middleware), before any catch-all `/api/models/*` route:
 *
 * - `GET /api/models/{repo_id}/discussions?p=&type=&status=&author=&search=&sort=` →
 *   `{discussions, count, start, numClosedDiscussions}`, 50 per page, newest first by default;
 * - `GET /api/models/{repo_id}/discussions/{num}` → the discussion with its `events`;
 * - `GET /avatars/{hash}.svg` → the avatar of a discussion user (the `avatarUrl` of the bodies).
 *
 * - `GET /api/datasets/{repo_id}/discussions[/{num}]`: the same shapes for a dataset of the catalogue; the
 *   sample corpus has no dataset threads, so the list is empty and every `num` is a 404.
 *
 * An unknown repo is a 401 `RepoNotFound` (as the model endpoints answer); an unknown `num` is a 404.
 */
export function createDiscussionRoutes(options: DiscussionRoutesOptions = {}): Hono {
  const catalogue = options.catalogue ?? defaultHubCatalogue;
  const corpus = () => options.corpus ?? defaultDiscussionCorpus();
  const routes = new Hono();

  const repoOf = (c: Context): RepoContext => {
    const owner = c.req.param("owner");
    const name = c.req.param("name") ?? "";
    const repoId = owner ? `${owner}/${name}` : name;
    const model = catalogue.get(repoId);
    if (!model) throw repoNotFound();
    return { repoId: model.id, owner: model.author, repoType: "model" };
  };

  const list = (c: Context) => {
    const repo = repoOf(c);
    const query = parseDiscussionListQuery(new URL(c.req.url).searchParams);
    const served = corpus();
    const page = queryDiscussions(served.threads(repo.repoId), query, served.snapshotDate);
    return jsonResponse({
      discussions: page.items.map((thread) => discussionRow(served, repo, thread)),
      count: page.count,
      start: page.start,
      numClosedDiscussions: page.numClosedDiscussions,
    });
  };

  const details = (c: Context) => {
    const repo = repoOf(c);
    const num = c.req.param("num") ?? "";
    const served = corpus();
    const thread = /^\d+$/.test(num)
      ? served.threads(repo.repoId).find((t) => t.num === Number(num))
      : undefined;
    if (!thread) throw discussionNotFound();
    return jsonResponse(discussionDetailsBody(served, repo, thread));
  };

  routes.get("/api/models/:owner/:name/discussions", list);
  routes.get("/api/models/:owner/:name/discussions/:num", details);
  routes.get("/api/models/:name/discussions", list);
  routes.get("/api/models/:name/discussions/:num", details);

  const datasets = () => options.datasetCatalogue ?? defaultDatasetCatalogue();
  const knownDataset = (c: Context) => {
    const owner = c.req.param("owner");
    const name = c.req.param("name") ?? "";
    if (!datasets().get(owner ? `${owner}/${name}` : name)) throw repoNotFound();
  };
  const datasetList = (c: Context) => {
    knownDataset(c);
    return jsonResponse({ discussions: [], count: 0, start: 0, numClosedDiscussions: 0 });
  };
  const datasetDetails = (c: Context) => {
    knownDataset(c);
    throw discussionNotFound();
  };
  routes.get("/api/datasets/:owner/:name/discussions", datasetList);
  routes.get("/api/datasets/:owner/:name/discussions/:num", datasetDetails);
  routes.get("/api/datasets/:name/discussions", datasetList);
  routes.get("/api/datasets/:name/discussions/:num", datasetDetails);

  let avatars: Map<string, string> | undefined;
  routes.get("/avatars/:file", (c) => {
    avatars ??= new Map(corpus().usernames.map((name) => [avatarPath(name), name]));
    const name = avatars.get(`/avatars/${c.req.param("file")}`);
    if (name === undefined) return notFound();
    return new Response(avatarSvg(name), {
      headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
    });
  });

  routes.onError((error) => {
    if (error instanceof HubHttpError) return error.toResponse();
    throw error;
  });
  return routes;
}
