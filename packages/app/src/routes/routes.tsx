import { ComingSoonScreen, ErrorCard, NotBuiltYetScreen, NotFoundScreen } from "@hiber/ui";
import type { RouteObject } from "react-router-dom";
import { useLocation } from "react-router-dom";
import { DatasetsContainer } from "../containers/DatasetsContainer.tsx";
import { StoreContainer } from "../containers/StoreContainer.tsx";
import { Layout } from "./Layout.tsx";
import { type RouteEntry, routeTable } from "./table.ts";

const screens: Record<string, () => React.ReactNode> = {
  "/store": () => <StoreContainer />,
  "/huggingface-datasets": () => <DatasetsContainer />,
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
