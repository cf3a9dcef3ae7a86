/**
 * The route table (spec part 1 §2), shared by the client router and the server,
 * which answers 404 for any path that matches none of these.
 */
export type RouteStatus = "built" | "placeholder" | "planned";

export interface RouteEntry {
  /** React Router pattern. */
  path: string;
  /** Screen title, shown by pages that are not built yet. */
  title: string;
  status: RouteStatus;
}

export const routeTable: RouteEntry[] = [
  { path: "/", title: "Playground", status: "built" },
  { path: "/store", title: "Store", status: "built" },
  { path: "/models/:slug", title: "Model detail", status: "built" },
  { path: "/feed", title: "Feed", status: "built" },
  { path: "/swarms", title: "Swarms", status: "built" },
  // A swarm run as its own page (the spec's swarm detail): the run's settings in the query string.
  { path: "/swarms/run", title: "Swarm run", status: "built" },
  { path: "/profile", title: "Profile", status: "built" },
  { path: "/explore", title: "Explore AI Models", status: "placeholder" },
  { path: "/community", title: "AI Developer Community", status: "placeholder" },
  { path: "/graph", title: "Community graph", status: "built" },
  { path: "/collection/:collectionId/feed", title: "Collection feed", status: "built" },
  { path: "/collection/:collectionId", title: "Collection insights", status: "built" },
  { path: "/huggingface-models", title: "Featured AI Models", status: "built" },
  // The spec does not name the datasets screen's route; this is ours.
  { path: "/huggingface-datasets", title: "Featured Datasets", status: "built" },
  { path: "/huggingface-models/:modelId", title: "Model insights", status: "built" },
  { path: "/model/:author/:modelId", title: "Model insights", status: "built" },
  { path: "/dataset/:datasetId/details", title: "Dataset insights", status: "built" },
  { path: "/dataset/:author/:datasetId/details", title: "Dataset insights", status: "built" },
  { path: "/model/:author/:modelId/discussions", title: "Model discussions", status: "built" },
  { path: "/dataset/:author/:datasetId/discussions", title: "Dataset discussions", status: "built" },
  { path: "/wallet", title: "Wallet", status: "built" },
  // Two models answering one prompt side by side (issue 18); not in the spec.
  { path: "/compare", title: "Compare by running", status: "built" },
  // Issue 18: the leaderboard of the wallet-signed votes between side-by-side answers.
  { path: "/arena", title: "Arena", status: "built" },
  // The local chain's explorer ("View transaction" on the embedded chain); not in the spec.
  { path: "/explorer/tx/:signature", title: "Transaction", status: "built" },
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

export function isKnownRoute(pathname: string): boolean {
  return routeTable.some((route) => matchesPattern(route.path, pathname));
}
