import { QueryClient } from "@tanstack/react-query";
import { useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AppRoot } from "./AppRoot.tsx";
import { applyDeferredStylesheets } from "./deferred-stylesheets.ts";
import { routes } from "./routes/routes.tsx";
import "./styles.css";

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

// A store link opened directly: its list request starts now, alongside the store's chunk, not after it.
const storeList =
  window.location.pathname === "/store"
    ? import("./queries/models.ts").then(({ prefetchStoreList }) =>
        prefetchStoreList(queryClient, window.location.search),
      )
    : undefined;

const router = createBrowserRouter(routes);

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

/** Lifts the prerendered shell's `inert` (server/route-shells.ts) in the commit that replaces it. */
function ShellReplaced({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => container.removeAttribute("inert"), [container]);
  return null;
}

const render = () =>
  createRoot(root).render(
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
      <ShellReplaced container={root} />
    </AppRoot>,
  );

// A page the server answered with its prerendered shell (server/route-shells.ts) keeps it on screen until
// the route's chunk and the whole stylesheet have loaded: the first render is then the page itself, which
// replaces the shell's identical navbar, loading state and footer in one commit (no blank frame, nothing
// moves). Without a shell, the app renders at once (its loading fallback shows while the chunk loads).
if (root.hasChildNodes() && !router.state.initialized) {
  const routeReady = new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  // Cards the server rendered from the list it put in the page (server/store-cards.ts): the list is read
  // from the page too (no request), and the first render waits for it, so it shows the same cards.
  const cards = root.querySelector('[data-slot="model-card"]') ? storeList : undefined;
  void Promise.all([routeReady, applyDeferredStylesheets(), cards]).then(render);
} else {
  void applyDeferredStylesheets().then(render);
}
