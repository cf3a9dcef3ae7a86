import { ErrorCard, Spinner } from "@hiber/ui";
import { type ComponentType, useEffect, useState } from "react";
import type { RouteObject } from "react-router-dom";
import { Layout } from "./Layout.tsx";
import { matchesPattern, type RouteEntry, routeTable } from "./table.ts";

/** How long the first page's chunk may take before a spinner shows (a quick load shows nothing). */
const SPINNER_DELAY_MS = 300;

/** What shows while the first page's chunk loads: nothing at first, then a spinner. */
function RouteLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      {visible && <Spinner size="lg" label="Loading page" />}
    </div>
  );
}

/**
 * The screens built so far, each a chunk of its own: the playground (its paying code is a further chunk,
 * loaded by a paid prompt), the store, the featured models, the feed, the collection feed, the datasets, the
 * wallet page and the explorer (both with web3.js).
 */
const loaders: Record<string, () => Promise<ComponentType>> = {
  "/": async () => (await import("../containers/PlaygroundContainer.tsx")).PlaygroundContainer,
  "/store": async () => (await import("../containers/StoreContainer.tsx")).StoreContainer,
  "/huggingface-models": async () => (await import("../containers/FeaturedContainer.tsx")).FeaturedPage,
  "/feed": async () => (await import("../containers/FeedContainer.tsx")).FeedContainer,
  "/graph": async () => (await import("../containers/GraphContainer.tsx")).GraphContainer,
  "/collection/:collectionId/feed": async () =>
    (await import("../containers/CollectionFeedContainer.tsx")).CollectionFeedContainer,
  "/huggingface-datasets": async () =>
    (await import("../containers/DatasetsContainer.tsx")).DatasetsContainer,
  "/model/:author/:modelId": async () =>
    (await import("../containers/ModelInsightsContainer.tsx")).ModelInsightsContainer,
  "/huggingface-models/:modelId": async () =>
    (await import("../containers/ModelInsightsContainer.tsx")).ModelInsightsContainer,
  "/collection/:collectionId": async () =>
    (await import("../containers/CollectionInsightsContainer.tsx")).CollectionInsightsContainer,
  "/dataset/:datasetId/details": async () =>
    (await import("../containers/DatasetInsightsContainer.tsx")).DatasetInsightsContainer,
  "/dataset/:author/:datasetId/details": async () =>
    (await import("../containers/DatasetInsightsContainer.tsx")).DatasetInsightsContainer,
  "/model/:author/:modelId/discussions": async () =>
    (await import("../containers/DiscussionsContainer.tsx")).DiscussionsContainer,
  "/dataset/:author/:datasetId/discussions": async () =>
    (await import("../containers/DiscussionsContainer.tsx")).DiscussionsContainer,
  "/compare": async () => (await import("../containers/CompareContainer.tsx")).CompareContainer,
  "/swarms": async () => (await import("../containers/SwarmsContainer.tsx")).SwarmsContainer,
  "/swarms/run": async () => (await import("../containers/SwarmDetailContainer.tsx")).SwarmDetailContainer,
  "/models/:slug": async () => (await import("../containers/ModelDetailContainer.tsx")).ModelDetailContainer,
  "/wallet": async () => (await import("../containers/WalletContainer.tsx")).WalletContainer,
  "/arena": async () => (await import("../containers/ArenaContainer.tsx")).ArenaContainer,
  "/profile": async () => (await import("../containers/ProfileContainer.tsx")).ProfileContainer,
  "/explorer/tx/:signature": async () =>
    (await import("../containers/TransactionContainer.tsx")).TransactionContainer,
};

/**
 * Starts loading the chunk of the screen a link leads to (the pointer is over it, or it has focus), so that
 * a click finds it ready. A chunk that fails to load says so when its route renders.
 */
export function preloadScreen(href: string): void {
  const { pathname } = new URL(href, window.location.href);
  const pattern = Object.keys(loaders).find((path) => matchesPattern(path, pathname));
  if (pattern) loaders[pattern]?.().catch(() => {});
}

/** The placeholder, not-built-yet and not-found screens (fallback-screens.tsx): not a route's own chunk. */
const fallbackScreens = () => import("./fallback-screens.tsx");

/**
 * React Router's `lazy` for the screen `load` gives. A chunk that fails to load (offline, or replaced by a new
 * deployment) shows the error screen: React Router would render nothing for a route whose lazy() rejects.
 */
const lazyScreen = (load: () => Promise<ComponentType>) => async () => ({
  Component: await load().catch(() => RenderError),
});

function RenderError() {
  return (
    <ErrorCard
      title="Error Rendering Page"
      description="There was an error rendering this page. This is likely a temporary issue."
      actionLabel="Reload Page"
      onAction={() => window.location.reload()}
    />
  );
}

/**
 * A route of the table. Built screens are chunks of their own, loaded by the router (React Router's `lazy`)
 * before it shows them: the initial bundle holds the shell only, and a navigation keeps the previous page
 * on screen (under the loading bar) until the next one is ready. The others share the fallback screens' chunk.
 */
function childRoute(route: RouteEntry): RouteObject {
  const load = loaders[route.path] ?? (async () => (await fallbackScreens()).placeholderScreen(route));
  return { path: route.path, errorElement: <RenderError />, lazy: lazyScreen(load) };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RenderError />,
    // A page opened directly waits for its chunk before the first render.
    hydrateFallbackElement: <RouteLoading />,
    children: [
      ...routeTable.map(childRoute),
      { path: "*", lazy: lazyScreen(async () => (await fallbackScreens()).NotFound) },
    ],
  },
];
