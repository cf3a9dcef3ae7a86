import { useSyncExternalStore } from "react";
import { type createBrowserRouter, useLocation } from "react-router-dom";

type Router = ReturnType<typeof createBrowserRouter>;

let router: Router | undefined;

/** Lets the shell see where the router is headed; main.tsx calls it once with the app's router. */
export function followRouter(appRouter: Router): void {
  router = appRouter;
}

const subscribe = (onChange: () => void) => router?.subscribe(onChange) ?? (() => {});
const targetKey = () => router?.state.location.key;

/**
 * Whether a navigation is under way. Navigations render as transitions, so while the next route's chunk
 * loads React keeps the previous page on screen: the router already points at the next location, the
 * rendered one is still the old.
 */
export function usePendingNavigation(): boolean {
  const rendered = useLocation();
  const target = useSyncExternalStore(subscribe, targetKey);
  return target !== undefined && target !== rendered.key;
}
