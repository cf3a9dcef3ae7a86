/**
 * Three app instances behind HAProxy on one PostgreSQL and one Redis, under sustained mixed load for longer
 * than the test (packages/app/server/scale/three-instances.test.ts): store lists, the feed, paid x402
 * prompts, signed votes and comments. One instance is SIGKILLed at a third of the run and started again, and
 * SIGTERMed (drained) at two thirds and started again. Prints what was asked, answered and refused.
 *
 *   npm run bench:instances            # 60 s, 12 users
 *   BENCH_SECONDS=120 BENCH_USERS=24 npm run bench:instances
 *
 * Needs Debian's postgresql, redis-server and haproxy (`bash scripts/setup.sh --browser`).
 */
import { startCluster } from "../packages/app/server/scale/cluster.ts";
import { PAID_MODELS, startLoad } from "../packages/app/server/scale/load.ts";
import { summarize } from "../packages/app/server/scale/report.ts";
import startServices from "../scripts/test-services.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const users = Number(process.env.BENCH_USERS ?? 12);
const stopServices = await startServices();
const startedAt = Date.now();
const cluster = await startCluster({
  databaseUrl: process.env.TEST_DATABASE_URL as string,
  redisUrl: process.env.TEST_REDIS_URL as string,
});
console.log(`cluster up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${cluster.url}`);
const load = await startLoad({
  url: cluster.url,
  chainUrl: cluster.chain.url,
  users,
  model: () => PAID_MODELS[0],
});
const victim = cluster.instances[1];
if (!victim) throw new Error("no second instance");
const until = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, startedLoad + at * 1000 - Date.now())));
const startedLoad = Date.now();
await until(seconds / 3);
const killedAt = Date.now();
await cluster.stop(victim, "SIGKILL");
await cluster.lbSees(victim, "DOWN");
await cluster.start(victim);
await cluster.lbSees(victim, "UP");
const restartedAt = Date.now();
await until((2 * seconds) / 3);
const termAt = Date.now();
const code = await cluster.stop(victim, "SIGTERM");
await cluster.start(victim);
await cluster.lbSees(victim, "UP");
await until(seconds);
await load.stop();
console.log(summarize(load, cluster.instances, { killedAt, restartedAt, termAt }).text);
console.log(
  `SIGTERM exit code ${code}; unclear errors: ${load.outcomes.filter((outcome) => !outcome.clear).length}`,
);
await cluster.close();
await stopServices();
