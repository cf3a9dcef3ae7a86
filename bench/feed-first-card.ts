/**
 * Benchmark: open /feed → the first post card painted, against the bare tweets search the feed makes
 * (through the app's `/api/tweets` proxy, the embedded tweets emulator behind it) in the same run (how:
 * `first-card.ts`).
 *
 * Usage: `npm run bench:feed` (builds first), or `npx tsx bench/feed-first-card.ts` on a fresh build.
 * Environment: BENCH_RUNS (default 7), BENCH_PORT (default 0: any free port), CHROMIUM_PATH.
 */
import { runFirstCardBench } from "./first-card.ts";

await runFirstCardBench({
  path: "/feed",
  card: '[data-slot="post-card"]',
  listUrl: "/api/tweets/twitter/tweet/advanced_search\\?",
  routeChunk: "FeedContainer",
  noun: "post card",
  hasItems: (body) =>
    typeof body === "object" &&
    body !== null &&
    "tweets" in body &&
    Array.isArray(body.tweets) &&
    body.tweets.length > 0,
});
