/** `GET /twitter/tweet/advanced_search`: query, order, cursor paging (reference/apis.md §4). */
import { createHash } from "node:crypto";
import type { Corpus } from "./corpus";
import { matches, parseQuery, QuerySyntaxError } from "./query";
import type { CorpusPost } from "./wire";

/** Posts per page (the service's documented maximum). */
export const TWEETS_PAGE_SIZE = 20;

export type QueryType = "Latest" | "Top";

/** One page of a search, or why the request is bad (a 400 `detail`). */
export type SearchResult =
  | { ok: true; posts: CorpusPost[]; nextCursor: string }
  | { ok: false; detail: string };

/** A cursor: the offset of the next page, tied to the query it pages (opaque to clients). */
function cursorFor(key: string, offset: number): string {
  const tag = createHash("sha1").update(key).digest("base64url").slice(0, 10);
  return Buffer.from(`hiber:${tag}:${offset}`).toString("base64url");
}

function offsetOf(key: string, cursor: string): number | undefined {
  const match = /^hiber:([\w-]{10}):(\d+)$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match || cursorFor(key, Number(match[2])) !== cursor) return undefined;
  return Number(match[2]);
}

/** Searches the corpus; results of recent queries are kept so paging does not filter again. */
export function createSearch(corpus: Corpus) {
  const cache = new Map<string, CorpusPost[]>();
  const results = (key: string, query: string, queryType: QueryType) => {
    let list = cache.get(key);
    if (!list) {
      const node = parseQuery(query);
      list = (queryType === "Top" ? corpus.top : corpus.latest).filter((post) => matches(node, post));
      if (cache.size >= 200) cache.delete(cache.keys().next().value as string);
    }
    cache.delete(key);
    cache.set(key, list);
    return list;
  };

  /** One page; `maxResults` ends the results there (a scope's setting, faults.ts). */
  return (query: string, queryType: QueryType, cursor: string, maxResults?: number): SearchResult => {
    const key = `${queryType}\n${query}`;
    const offset = cursor === "" ? 0 : offsetOf(key, cursor);
    if (offset === undefined) return { ok: false, detail: "Invalid cursor" };
    let list: CorpusPost[];
    try {
      list = results(key, query, queryType);
      if (maxResults !== undefined) list = list.slice(0, maxResults);
    } catch (error) {
      if (error instanceof QuerySyntaxError) return { ok: false, detail: error.message };
      throw error;
    }
    const posts = list.slice(offset, offset + TWEETS_PAGE_SIZE);
    const next = offset + TWEETS_PAGE_SIZE;
    return { ok: true, posts, nextCursor: next < list.length ? cursorFor(key, next) : "" };
  };
}
