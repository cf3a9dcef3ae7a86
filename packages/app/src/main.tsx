import { notifyManager, QueryClient } from "@tanstack/react-query";
import { startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AppRoot } from "./AppRoot.tsx";
import { applyDeferredStylesheets, deferredStylesheetsLoaded } from "./deferred-stylesheets.ts";
import { EARLY_ANSWERS_ID } from "./lib/early-answers-id.ts";
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

/**
 * In the commit that replaces the prerendered shell (server/route-shells.ts): lifts its `inert` and applies
 * the whole stylesheet (loaded by then), so the page is restyled once, before the commit's paint.
 */
function ShellReplaced({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    applyDeferredStylesheets();
    container.removeAttribute("inert");
  }, [container]);
  return null;
}

// Query results that arrive together (the playground's 11 models, its config) are rendered together, at the
// next frame, rather than one synchronous render of the page each.
notifyManager.setScheduler((flush) => requestAnimationFrame(() => flush()));

// The first render is a transition: React renders it in slices of a few milliseconds, letting the browser
// handle input and paint between them (no long task while the shell is on screen), and commits it in one go.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <AppRoot queryClient={queryClient}>
        <RouterProvider router={router} />
        <ShellReplaced container={root} />
      </AppRoot>,
    ),
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
  // The store's list in the page (server/early-answers.ts), with the cards the server rendered from it
  // (server/store-cards.ts) or, when that render failed, the skeleton shell: the list is read from the page
  // (no request) and the first render waits for it, so it shows those cards (no skeleton in between).
  const fromPage = document.getElementById(EARLY_ANSWERS_ID) ? storeList : undefined;
  void Promise.all([routeReady, deferredStylesheetsLoaded(), fromPage]).then(render);
} else {
  void deferredStylesheetsLoaded().then(render);
}
