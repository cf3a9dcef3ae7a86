/** Test helpers: fetch JSON from a running emulator and follow `Link: rel="next"` pages. */

export interface JsonResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** GETs `url` and parses the body as JSON. */
export async function getJson<T = unknown>(url: string, init?: RequestInit): Promise<JsonResult<T>> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** The `rel="next"` URL of a `Link` header (parsed the way huggingface.js does). */
export function nextLink(headers: Headers): string | undefined {
  const link = headers.get("link");
  if (!link) return undefined;
  for (const match of link.matchAll(/<(https?:[/][/][^>]+)>;\s+rel="([^"]+)"/g)) {
    if (match[2] === "next") return match[1];
  }
  return undefined;
}

/** Walks every page from `url`, returning the pages' bodies and headers. */
export async function walkPages<T>(url: string, init?: RequestInit): Promise<JsonResult<T[]>[]> {
  const pages: JsonResult<T[]>[] = [];
  let next: string | undefined = url;
  while (next) {
    const page: JsonResult<T[]> = await getJson<T[]>(next, init);
    if (page.status !== 200) throw new Error(`GET ${next} → ${page.status}`);
    pages.push(page);
    next = nextLink(page.headers);
    if (pages.length > 1000) throw new Error("too many pages");
  }
  return pages;
}
