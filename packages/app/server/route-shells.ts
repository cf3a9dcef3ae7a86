/**
 * The prerendered route shells: the build writes, for the routes whose first screen depends only on the
 * path, the HTML the app renders first (`.vite/route-shells.json`, scripts/prerender.mjs from
 * src/prerender.tsx). The server puts a route's shell inside the page's `#root`, so the navbar, the page's
 * loading state and the footer paint before any script has run; the client replaces it with the live app
 * once the page's chunk has loaded (main.tsx).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { matchesPattern } from "../src/routes/table.ts";

/** The map the build writes: route pattern → markup of `#root`. */
export type RouteShells = Record<string, string>;

/** Relative to the client folder (scripts/prerender.mjs writes it). */
export const ROUTE_SHELLS_PATH = path.join(".vite", "route-shells.json");

/** The build's shells, or none when the build wrote none or it cannot be read (every page is bare then). */
export async function loadRouteShells(clientDir: string): Promise<RouteShells> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(clientDir, ROUTE_SHELLS_PATH), "utf8"));
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * The pattern of `shells` a request's path matches, else undefined. A request with a query string gets none:
 * the query can change the first screen (a store category, a page, a run's settings).
 */
export function shellPattern(shells: RouteShells, pathname: string, search: string): string | undefined {
  if (search !== "" && search !== "?") return undefined;
  return Object.keys(shells).find((pattern) => matchesPattern(pattern, pathname));
}

const ROOT = '<div id="root"></div>';

/**
 * The page with `shell` inside its empty `<div id="root">` (unchanged when it has none), marked `inert`
 * until the app replaces it: its links and buttons do nothing before the scripts run, so they take no
 * click or focus that would be lost.
 */
export function withShell(html: string, shell: string | undefined): string {
  if (!shell) return html;
  const at = html.indexOf(ROOT);
  if (at === -1) return html;
  return `${html.slice(0, at)}<div id="root" inert>${shell}</div>${html.slice(at + ROOT.length)}`;
}
