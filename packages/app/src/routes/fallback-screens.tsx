/**
 * The screens of the routes with no screen of their own: a placeholder of the spec ("Coming soon..."), a route
 * not built yet, and a path that is no route. A chunk of their own (routes.tsx), out of the initial bundle:
 * most visits never show them.
 */
import { ComingSoonScreen, NotBuiltYetScreen, NotFoundScreen } from "@hiber/ui";
import { useLocation } from "react-router-dom";
import type { RouteEntry } from "./table.ts";

/** The screen of a route of the table that has none of its own: "Coming soon..." or "not built yet". */
export function placeholderScreen({ status, title }: RouteEntry) {
  const Screen = status === "placeholder" ? ComingSoonScreen : NotBuiltYetScreen;
  return () => <Screen title={title} />;
}

export function NotFound() {
  const { pathname } = useLocation();
  return <NotFoundScreen path={pathname} />;
}
