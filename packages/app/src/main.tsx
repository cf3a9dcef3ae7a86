import { LinkProvider } from "@hiber/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Link, RouterProvider } from "react-router-dom";
import { AppErrorBoundary } from "./AppErrorBoundary.tsx";
import { preloadScreen, routes } from "./routes/routes.tsx";
import { AppWalletRoot } from "./wallet/AppWalletRoot.tsx";
import "./styles.css";

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

// A store link opened directly: its list request starts now, alongside the store's chunk, not after it.
if (window.location.pathname === "/store") {
  void import("./queries/models.ts").then(({ prefetchStoreList }) =>
    prefetchStoreList(queryClient, window.location.search),
  );
}

const router = createBrowserRouter(routes);

/**
 * Pure ui components render links through this: in-app paths become router links, which start loading their
 * screen's chunk when the pointer is over them or they have focus.
 */
function RouterLink({ href, ...props }: React.ComponentProps<"a"> & { href: string }) {
  if (/^[a-z]+:/i.test(href) || href.startsWith("//")) return <a href={href} {...props} />;
  return (
    <Link
      to={href}
      {...props}
      onPointerEnter={(event) => {
        preloadScreen(href);
        props.onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadScreen(href);
        props.onFocus?.(event);
      }}
    />
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <LinkProvider component={RouterLink}>
          <AppWalletRoot>
            <RouterProvider router={router} />
          </AppWalletRoot>
        </LinkProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
