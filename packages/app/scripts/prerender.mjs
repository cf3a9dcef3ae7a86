// The route shells (after `vite build`): for each route below, the HTML the app renders first (src/prerender.tsx,
// loaded through Vite's SSR module loader so its CSS and asset imports resolve as in the client build), written
// to dist/client/.vite/route-shells.json as `{ "<route pattern>": "<markup of #root>" }`. The server puts a
// route's shell in the page it answers (server/route-shells.ts), so the navbar, the page's loading state and
// the footer paint from the HTML, before any script has run.
import { writeFile } from "node:fs/promises";
import { createServer } from "vite";

/**
 * The routes prerendered: those whose first screen depends on nothing but the path (not on a wallet, the
 * query string or stored state). The others keep the bare page.
 */
const ROUTES = [
  "/",
  "/store",
  "/feed",
  "/graph",
  "/swarms",
  "/explore",
  "/community",
  "/huggingface-models",
  "/huggingface-datasets",
  "/compare",
  "/arena",
];

const vite = await createServer({
  root: process.cwd(),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "warn",
});
try {
  const { renderShell } = await vite.ssrLoadModule("/src/prerender.tsx");
  const shells = {};
  for (const route of ROUTES) {
    const html = await renderShell(route);
    if (!html) throw new Error(`prerender: ${route} did not render`);
    shells[route] = html;
  }
  await writeFile("dist/client/.vite/route-shells.json", `${JSON.stringify(shells, null, 2)}\n`);
} finally {
  await vite.close();
}
