/**
 * Parses an RFC 8288 `Link` header into a map from `rel` to URL, e.g. `{ next: "https://…?cursor=…" }`.
 *
 * Accepts absolute `http(s)` URLs (as the hub sends) and origin-relative paths (`</api/hub/api/models?…>`,
 * as the app's proxy may write them). Anything else is ignored.
 */
export function parseLinkHeader(header: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  if (!header) return links;
  const pattern = /<((?:https?:\/\/|\/)[^>]+)>;\s*rel="([^"]+)"/g;
  for (const match of header.matchAll(pattern)) {
    const [, url, rels] = match;
    if (url === undefined || rels === undefined) continue;
    for (const rel of rels.split(/\s+/)) {
      if (rel !== "" && !(rel in links)) links[rel] = url;
    }
  }
  return links;
}
