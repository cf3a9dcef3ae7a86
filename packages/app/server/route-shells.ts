/**
 * The prerendered route shells: the build writes, for the routes whose first screen depends only on the
 * path, the HTML the app renders first and the rules of the stylesheet it uses (`.vite/route-shells.json`,
 * scripts/prerender.mjs from src/prerender.tsx). The server puts a route's shell inside the page's `#root`
 * and its critical CSS inline in `<head>`, and loads the whole stylesheet without blocking the paint: the
 * navbar, the page's loading state and the footer paint from the HTML alone, before any script has run or
 * any other file has arrived. The client applies the whole stylesheet and replaces the shell with the live
 * app once the page's chunk has loaded (main.tsx, deferred-stylesheets.ts).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DEFERRED_STYLESHEET } from "../src/deferred-stylesheets.ts";
import { matchesPattern } from "../src/routes/table.ts";

/** A route's shell: the markup of `#root` and the CSS it needs to paint. */
export interface RouteShell {
  html: string;
  css: string;
}

/** The map the build writes: route pattern → shell. */
export type RouteShells = Record<string, RouteShell>;

/** Relative to the client folder (scripts/prerender.mjs writes it). */
export const ROUTE_SHELLS_PATH = path.join(".vite", "route-shells.json");

const isShell = (value: unknown): value is RouteShell =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RouteShell).html === "string" &&
  typeof (value as RouteShell).css === "string";

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
    Object.entries(parsed).filter((entry): entry is [string, RouteShell] => isShell(entry[1])),
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
const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g;

/**
 * The page's stylesheets made non-blocking, the shell's critical CSS inline before them: each `<link
 * rel="stylesheet">` gets `media="print"` (fetched at low priority, applied to nothing, so the first paint
 * does not wait for it) and the client sets its media to `all` before it replaces the shell; a
 * `<noscript>` copy applies it where no script runs.
 */
function withCriticalCss(html: string, css: string): string {
  let first = true;
  return html.replace(STYLESHEET, (link, attributes: string) => {
    const deferred = `<link rel="stylesheet"${attributes} media="print" ${DEFERRED_STYLESHEET}><noscript>${link}</noscript>`;
    if (!first) return deferred;
    first = false;
    return `<style data-critical-css>${css}</style>${deferred}`;
  });
}

/**
 * The page with `shell` inside its empty `<div id="root">` (unchanged when it has none) and its critical CSS
 * in `<head>`, marked `inert` until the app replaces it: its links and buttons do nothing before the scripts
 * run, so they take no click or focus that would be lost.
 */
export function withShell(html: string, shell: RouteShell | undefined): string {
  if (!shell) return html;
  const at = html.indexOf(ROOT);
  if (at === -1) return html;
  const page = `${html.slice(0, at)}<div id="root" inert>${shell.html}</div>${html.slice(at + ROOT.length)}`;
  return withCriticalCss(page, shell.css);
}
