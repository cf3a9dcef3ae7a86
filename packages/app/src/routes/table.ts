/**
 * The route table (spec part 1 §2), shared by the client router and the server,
 * which answers 404 for any path that matches none of these.
 */
export type RouteStatus = "built" | "placeholder" | "planned";

export interface RouteEntry {
  /** React Router pattern. */
  path: string;
  /** Screen title, shown by pages that are not built yet, and the page's title (`<title>`, see `pageTitle`). */
  title: string;
  status: RouteStatus;
  /** The page's title from the path's parameters (a model page: its `author/name`), where it names what it shows. */
  pageTitle?: (params: Record<string, string>) => string;
}

/** A repo id from the path's `author` and name parameter. */
const repo = (author: string | undefined, name: string | undefined) =>
  author === undefined ? (name ?? "") : `${author}/${name ?? ""}`;

export const routeTable: RouteEntry[] = [
  { path: "/", title: "Prompt playground", status: "built" },
  { path: "/store", title: "Model store", status: "built" },
  {
    path: "/models/:slug",
    title: "Model detail",
    status: "built",
    // The slug is `model/{author}/{name}` (modelSlug).
    pageTitle: ({ slug }) => slug?.replace(/^model\//, "") ?? "",
  },
  { path: "/feed", title: "Feed", status: "built" },
  { path: "/swarms", title: "Swarms", status: "built" },
  // A swarm run as its own page (the spec's swarm detail): the run's settings in the query string.
  { path: "/swarms/run", title: "Swarm run", status: "built" },
  { path: "/profile", title: "Profile", status: "built" },
  { path: "/explore", title: "Explore AI Models", status: "placeholder" },
  { path: "/community", title: "AI Developer Community", status: "placeholder" },
  { path: "/graph", title: "Community graph", status: "built" },
  {
    path: "/collection/:collectionId/feed",
    title: "Collection feed",
    status: "built",
    pageTitle: ({ collectionId }) => `Feed of collection ${collectionId}`,
  },
  {
    path: "/collection/:collectionId",
    title: "Collection insights",
    status: "built",
    pageTitle: ({ collectionId }) => `Collection ${collectionId}`,
  },
  { path: "/huggingface-models", title: "Featured AI Models", status: "built" },
  // The spec does not name the datasets screen's route; this is ours.
  { path: "/huggingface-datasets", title: "Featured Datasets", status: "built" },
  {
    path: "/huggingface-models/:modelId",
    title: "Model insights",
    status: "built",
    pageTitle: ({ modelId }) => modelId ?? "",
  },
  {
    path: "/model/:author/:modelId",
    title: "Model insights",
    status: "built",
    pageTitle: ({ author, modelId }) => repo(author, modelId),
  },
  {
    path: "/dataset/:datasetId/details",
    title: "Dataset insights",
    status: "built",
    pageTitle: ({ datasetId }) => `${datasetId} (dataset)`,
  },
  {
    path: "/dataset/:author/:datasetId/details",
    title: "Dataset insights",
    status: "built",
    pageTitle: ({ author, datasetId }) => `${repo(author, datasetId)} (dataset)`,
  },
  {
    path: "/model/:author/:modelId/discussions",
    title: "Model discussions",
    status: "built",
    pageTitle: ({ author, modelId }) => `Discussions of ${repo(author, modelId)}`,
  },
  {
    path: "/dataset/:author/:datasetId/discussions",
    title: "Dataset discussions",
    status: "built",
    pageTitle: ({ author, datasetId }) => `Discussions of ${repo(author, datasetId)} (dataset)`,
  },
  { path: "/wallet", title: "Wallet", status: "built" },
  // Two models answering one prompt side by side (issue 18); not in the spec.
  { path: "/compare", title: "Compare by running", status: "built" },
  // Issue 18: the leaderboard of the wallet-signed votes between side-by-side answers.
  { path: "/arena", title: "Arena", status: "built" },
  // The local chain's explorer ("View transaction" on the embedded chain); not in the spec.
  {
    path: "/explorer/tx/:signature",
    title: "Transaction",
    status: "built",
    pageTitle: ({ signature = "" }) =>
      `Transaction ${signature.length > 12 ? `${signature.slice(0, 6)}…${signature.slice(-6)}` : signature}`,
  },
];

/** The main navigation, in the spec's order. */
export const navLinks = [
  { label: "Playground", href: "/" },
  { label: "Store", href: "/store" },
  { label: "Feed", href: "/feed" },
  { label: "Graph", href: "/graph" },
  { label: "Swarms", href: "/swarms" },
];

/** Whether a URL path matches a pattern such as `/model/:author/:modelId` (a trailing slash is ignored). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const split = (p: string) => p.split("/").filter(Boolean);
  const want = split(pattern);
  let have: string[];
  try {
    have = split(pathname).map(decodeURIComponent);
  } catch {
    return false;
  }
  return (
    want.length === have.length && want.every((segment, i) => segment.startsWith(":") || segment === have[i])
  );
}

/** The path's parameters for `pattern` (decoded), or undefined when it does not match. */
function paramsOf(pattern: string, pathname: string): Record<string, string> | undefined {
  if (!matchesPattern(pattern, pathname)) return undefined;
  const have = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const params: Record<string, string> = {};
  pattern
    .split("/")
    .filter(Boolean)
    .forEach((segment, i) => {
      if (segment.startsWith(":")) params[segment.slice(1)] = have[i] ?? "";
    });
  return params;
}

/** What every page's title ends with. */
export const SITE_NAME = "Hiber";

/**
 * The page's title for a path (WCAG 2.4.2): what it shows, then the site — "Model store · Hiber",
 * "google-bert/bert-base-uncased · Hiber", "Page not found · Hiber". With `generic`, the route's own name
 * without the path's parameters ("Model insights · Hiber"): the server's page, made once per route.
 */
export function pageTitle(pathname: string, { generic = false } = {}): string {
  for (const route of routeTable) {
    const params = paramsOf(route.path, pathname);
    if (!params) continue;
    const name = (!generic && route.pageTitle?.(params)) || route.title;
    return `${name} · ${SITE_NAME}`;
  }
  return `Page not found · ${SITE_NAME}`;
}

export function isKnownRoute(pathname: string): boolean {
  return routeTable.some((route) => matchesPattern(route.path, pathname));
}
