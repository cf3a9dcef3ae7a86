import { FEED_QUERY, type FeedCategory, searchTweetsPage, TWEETS_SEARCH_PATH } from "@hiber/hub-sdk";
import type { FeedSource } from "@hiber/ui";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { tweetsBaseUrl } from "../lib/api.ts";

/**
 * The feed's posts of a category from one source, page after page (20 a page, newest first): an infinite
 * query over hub-sdk's `searchTweetsPage` through the app's proxy (`/api/tweets` or `/api/tweets-backup`).
 */
export function feedQueryOptions(category: FeedCategory, source: FeedSource) {
  return infiniteQueryOptions({
    queryKey: ["tweets", "feed", source, category],
    queryFn: ({ pageParam, signal }) =>
      searchTweetsPage({
        query: FEED_QUERY,
        category,
        cursor: pageParam,
        baseUrl: tweetsBaseUrl(source),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The spec's reachability check timeout (§9: 5 seconds). */
export const REACHABILITY_TIMEOUT_MS = 5_000;

/**
 * The feed's reachability check (spec §7 call 7): `HEAD /api/health` and `HEAD` of the search path, each with
 * a 5 s timeout. Resolves to what each answered (a status, or the failure's name); never rejects.
 */
export async function checkFeedReachability(): Promise<Record<string, number | string>> {
  const targets = {
    health: `${window.location.origin}/api/health`,
    search: `${tweetsBaseUrl("primary")}${TWEETS_SEARCH_PATH}`,
  };
  const entries = await Promise.all(
    Object.entries(targets).map(async ([name, url]) => {
      try {
        const res = await fetch(url, {
          method: "HEAD",
          signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
        });
        return [name, res.status] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.name : "failed"] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}
