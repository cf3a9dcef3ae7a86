import { Hono } from "hono";
import { jsonResponse } from "../../http/json";
import { defaultDatasetCatalogue, type HubDatasetCatalogue } from "../../hub-datasets/catalogue";
import { defaultHubCatalogue, type HubCatalogue } from "../catalogue";
import raw from "../catalogue/collections.json" with { type: "json" };
import { HubHttpError } from "../errors";
import { encodeCursor, nextPageUrl } from "../query";
import {
  buildCollectionCatalogue,
  type CollectionRepos,
  defaultCollectionCatalogue,
  type HubCollectionCatalogue,
} from "./catalogue";
import { parseCollectionListQuery, queryCollections } from "./query";
import { collectionBody, collectionRow } from "./wire";

/** Options of {@link createCollectionRoutes}. */
export interface CollectionRoutesOptions {
  /** The models items refer to; defaults to the shipped catalogue. */
  catalogue?: HubCatalogue;
  /** The datasets items refer to; defaults to the shipped catalogue. */
  datasetCatalogue?: HubDatasetCatalogue;
  /**
   * The collections to serve. Defaults to the shipped `catalogue/collections.json`, checked against the
   * models and datasets above.
   */
  collectionCatalogue?: HubCollectionCatalogue;
}

/** An unknown collection: 404 `{"error": "Collection not found"}`. */
function collectionNotFound(): HubHttpError {
  return new HubHttpError(404, "Collection not found");
}

/**
 * The hub's collection endpoints, as a Hono sub-app to mount on the hub app (behind its request-id,
 * CORS and token middleware):
 *
 * - `GET /api/collections?owner=&item=&q=&sort=&limit=&cursor=` → a bare array of rows (at most 4 items
 *   each), paged by an absolute `Link: rel="next"` URL, with `X-Total-Count` as the other hub lists;
 * - `GET /api/collections/{namespace}/{slug}-{id}` → the collection with every item and `shareUrl`;
 *   an unknown one is a 404.
 */
export function createCollectionRoutes(options: CollectionRoutesOptions = {}): Hono {
  let repos: CollectionRepos | undefined;
  let served: HubCollectionCatalogue | undefined;
  const load = () => {
    repos ??= {
      models: options.catalogue ?? defaultHubCatalogue,
      datasets: options.datasetCatalogue ?? defaultDatasetCatalogue(),
    };
    served ??=
      options.collectionCatalogue ??
      (options.catalogue || options.datasetCatalogue
        ? buildCollectionCatalogue(raw, repos)
        : defaultCollectionCatalogue());
    return { repos, catalogue: served };
  };
  const routes = new Hono();

  routes.get("/api/collections", (c) => {
    const { repos, catalogue } = load();
    const query = parseCollectionListQuery(new URL(c.req.url).searchParams);
    const page = queryCollections(catalogue.collections, query, catalogue.snapshotDate);
    const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
    if (page.nextOffset !== undefined) {
      headers.Link = `<${nextPageUrl(c.req.raw, encodeCursor(page.nextOffset))}>; rel="next"`;
    }
    return jsonResponse(
      page.items.map((collection) => collectionRow(collection, repos)),
      200,
      headers,
    );
  });

  routes.get("/api/collections/:namespace/:slug", (c) => {
    const { repos, catalogue } = load();
    const collection = catalogue.get(`${c.req.param("namespace")}/${c.req.param("slug")}`);
    if (!collection) throw collectionNotFound();
    return jsonResponse(collectionBody(collection, repos));
  });

  routes.onError((error) => {
    if (error instanceof HubHttpError) return error.toResponse();
    throw error;
  });
  return routes;
}
