/**
 * Benchmark: open /store → the first model card painted, against the bare list request in the same run
 * (how: `first-card.ts`). The cards do not wait for their comments, which are queries of their own.
 *
 * Usage: `npm run bench:store` (builds first), or `npx tsx bench/store-first-paint.ts` on a fresh build.
 * Environment: BENCH_RUNS (default 7), BENCH_PORT (default 0: any free port), CHROMIUM_PATH.
 */
import { runFirstCardBench } from "./first-card.ts";

await runFirstCardBench({
  path: "/store",
  card: '[data-slot="model-card"]',
  listUrl: "/api/hub/api/models\\?",
  routeChunk: "StoreContainer",
  noun: "model card",
  hasItems: (body) => Array.isArray(body) && body.length > 0,
  oneCardPage: true,
});
