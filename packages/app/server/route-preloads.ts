/**
 * The route chunks named in the HTML: the build writes which scripts each route needs beyond the entry's
 * (`.vite/route-preloads.json`, scripts/route-preloads.ts); for a request the server finds the route its
 * path matches and adds a `<link rel="modulepreload">` per script to the page's `<head>`, so the browser
 * fetches the page's chunk while it fetches the entry instead of after the entry has run and asked for it.
 * (Scripts of this origin: the Content-Security-Policy's `script-src 'self'` allows them.)
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { matchesPattern } from "../src/routes/table.ts";

/** The map the build writes: route pattern → script URLs. */
export type RoutePreloads = Record<string, string[]>;

/** Relative to the client folder; the same path as the build plugin's `ROUTE_PRELOADS_FILE`. */
export const ROUTE_PRELOADS_PATH = path.join(".vite", "route-preloads.json");

/** The build's map, or an empty one when the build wrote none or it cannot be read (nothing is preloaded then). */
export async function loadRoutePreloads(clientDir: string): Promise<RoutePreloads> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(clientDir, ROUTE_PRELOADS_PATH), "utf8"));
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((url) => typeof url === "string"),
    ),
  );
}

/** How many segments of a pattern are literal: the more, the more specific (as React Router ranks them). */
const literalSegments = (pattern: string) =>
  pattern.split("/").filter((segment) => segment && !segment.startsWith(":")).length;

/** The pattern of `preloads` a path matches (the most specific when several do), else undefined. */
export function preloadPattern(preloads: RoutePreloads, pathname: string): string | undefined {
  const matching = Object.keys(preloads).filter((pattern) => matchesPattern(pattern, pathname));
  return matching.sort((a, b) => literalSegments(b) - literalSegments(a))[0];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The page with a `<link rel="modulepreload" fetchpriority="low" crossorigin>` per script (as the build writes
 * the entry's own, scripts/scripts-after-paint.ts: after the first screen's images and font) at the end of its
 * `<head>`.
 */
export function withPreloads(html: string, scripts: string[]): string {
  if (scripts.length === 0) return html;
  const links = scripts
    .map(
      (url) =>
        `    <link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(url)}">\n`,
    )
    .join("");
  const end = html.indexOf("</head>");
  if (end === -1) return html;
  // Before the indentation of `</head>` when it starts its line, so the links line up with the others.
  const line = html.lastIndexOf("\n", end) + 1;
  const at = line > 0 && html.slice(line, end).trim() === "" ? line : end;
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}
