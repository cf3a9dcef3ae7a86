import { ComingSoonScreen, ErrorCard, NotBuiltYetScreen, NotFoundScreen } from "@hiber/ui";
import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import { useLocation } from "react-router-dom";
import { DatasetsContainer } from "../containers/DatasetsContainer.tsx";
import { StoreContainer } from "../containers/StoreContainer.tsx";
import { Layout } from "./Layout.tsx";
import { type RouteEntry, routeTable } from "./table.ts";

// Lazy chunks: the wallet page brings web3.js, which the initial bundle must not contain.
const WalletContainer = lazy(() =>
  import("../containers/WalletContainer.tsx").then((module) => ({ default: module.WalletContainer })),
);
const TransactionContainer = lazy(() =>
  import("../containers/TransactionContainer.tsx").then((module) => ({
    default: module.TransactionContainer,
  })),
);
// The playground's chunk; its paying code (x402, @solana/kit) is a further chunk, loaded by a paid prompt.
const PlaygroundContainer = lazy(() =>
  import("../containers/PlaygroundContainer.tsx").then((module) => ({ default: module.PlaygroundContainer })),
);

const screens: Record<string, () => React.ReactNode> = {
  "/": () => (
    <Suspense fallback={null}>
      <PlaygroundContainer />
    </Suspense>
  ),
  "/store": () => <StoreContainer />,
  "/huggingface-datasets": () => <DatasetsContainer />,
  "/wallet": () => (
    <Suspense fallback={null}>
      <WalletContainer />
    </Suspense>
  ),
  "/explorer/tx/:signature": () => (
    <Suspense fallback={null}>
      <TransactionContainer />
    </Suspense>
  ),
};

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
