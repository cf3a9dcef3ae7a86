import { ComingSoonScreen, ErrorCard, NotBuiltYetScreen, NotFoundScreen, Spinner } from "@hiber/ui";
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import type { RouteObject } from "react-router-dom";
import { useLocation } from "react-router-dom";
import { Layout } from "./Layout.tsx";
import { matchesPattern, type RouteEntry, routeTable } from "./table.ts";

/** How long a route's chunk may take before a spinner shows (a quick load shows nothing). */
const SPINNER_DELAY_MS = 300;

/** What a route shows while its chunk loads: nothing at first, then a spinner. */
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
 * A screen in a chunk of its own, loaded when its route is first shown. The initial bundle holds the shell
 * only: the store, the datasets, the playground (its paying code is a further chunk, loaded by a paid
 * prompt), the wallet page and the explorer (web3.js) each load with their route.
 */
function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return () => (
    <Suspense fallback={<RouteLoading />}>
      <Screen />
    </Suspense>
  );
}

/** The screens built so far, each a chunk of its own. */
const loaders: Record<string, () => Promise<ComponentType>> = {
  "/": async () => (await import("../containers/PlaygroundContainer.tsx")).PlaygroundContainer,
  "/store": async () => (await import("../containers/StoreContainer.tsx")).StoreContainer,
  "/huggingface-datasets": async () =>
    (await import("../containers/DatasetsContainer.tsx")).DatasetsContainer,
  "/wallet": async () => (await import("../containers/WalletContainer.tsx")).WalletContainer,
  "/explorer/tx/:signature": async () =>
    (await import("../containers/TransactionContainer.tsx")).TransactionContainer,
};

const screens = Object.fromEntries(Object.entries(loaders).map(([path, load]) => [path, lazyScreen(load)]));

/**
 * Starts loading the chunk of the screen a link leads to (the pointer is over it, or it has focus), so that
 * a click finds it ready. A chunk that fails to load says so when its route renders.
 */
export function preloadScreen(href: string): void {
  const { pathname } = new URL(href, window.location.href);
  const pattern = Object.keys(loaders).find((path) => matchesPattern(path, pathname));
  if (pattern) loaders[pattern]?.().catch(() => {});
}

function NotFound() {
  const { pathname } = useLocation();
  return <NotFoundScreen path={pathname} />;
}

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

function element(route: RouteEntry) {
  const screen = screens[route.path];
  if (screen) return screen();
  if (route.status === "placeholder") return <ComingSoonScreen title={route.title} />;
  return <NotBuiltYetScreen title={route.title} />;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RenderError />,
    children: [
      ...routeTable.map((route) => ({
        path: route.path,
        element: element(route),
        errorElement: <RenderError />,
      })),
      { path: "*", element: <NotFound /> },
    ],
  },
];
