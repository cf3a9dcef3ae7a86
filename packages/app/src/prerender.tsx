/**
 * The build's route shells (scripts/prerender.ts loads this through Vite): the HTML the app renders first
 * for a path — navbar, the page's loading state, footer — in the state of a first visit (no data yet, no
 * wallet, the default theme). The server puts it in the page (server/route-shells.ts), so the browser
 * paints it before any script has run; main.tsx replaces it with the live app once the page's chunk is in.
 */
import { QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppRoot } from "./AppRoot.tsx";
import { routes } from "./routes/routes.tsx";

/** The markup of `#root` for a path, or undefined when its route does not render (an error, a redirect). */
export async function renderShell(pathname: string): Promise<string | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Nothing fetches here: every query stays pending, as on a first visit before its answer.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <AppRoot queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
}
