/**
 * The two relay reproductions: a generation through `/api/router` with the server's token (free,
 * unlimited, even with payments on), and `HF_TOKEN` forwarded on any hub path (`/api/whoami-v2`, a private
 * repo's `resolve/main/…`). Both must be refused; the router must not be called and the upstream must never
 * see the token on those paths. Run with payments off (fuzz.test.ts) and on (payments.matrix.test.ts).
 */
import { isAnswer, send, sendRaw, type UpstreamHit } from "./harness.ts";
import { inspectAnswer, Tally } from "./report.ts";

export const MODEL = "meta-llama/Llama-3.1-8B-Instruct";

/** A server with a router and a hub (and datasets server) whose requests the test records. */
export interface RelayTarget {
  url: string;
  routerCalls: () => number;
  /** Requests that reached the hub and the datasets server. */
  upstreamHits: () => UpstreamHit[];
  /** `HF_TOKEN` as configured: it must reach no path outside the allow-list. */
  hubToken: string;
}

/** The two relays: generation through `/api/router`, and `HF_TOKEN` on any hub path. */
export async function checkRelays(target: RelayTarget, label = "relays"): Promise<Tally> {
  const tally = new Tally(label);
  const json = { "content-type": "application/json" };
  const chat = { model: MODEL, messages: [{ role: "user", content: "free?" }], max_tokens: 8 };
  const generations: [string, unknown][] = [
    ["/api/router/v1/chat/completions", chat],
    ["/api/router/v1/chat/completions", { ...chat, stream: true }],
    ["/api/router/v1/completions", { model: MODEL, prompt: "free?", max_tokens: 8 }],
    [`/api/router/models/${MODEL}`, { inputs: "free?" }],
    [`/api/router/hf-inference/models/${MODEL}`, { inputs: "free?" }],
  ];
  for (const [path, body] of generations) {
    const calls = target.routerCalls();
    const outcome = await sendRaw(target.url, {
      method: "POST",
      path,
      headers: json,
      body: JSON.stringify(body),
    });
    const problems = isAnswer(outcome)
      ? inspectAnswer(outcome, { origin: target.url, api: true })
      : [outcome.failure];
    if (isAnswer(outcome) && outcome.status < 300)
      problems.push(`answered ${outcome.status}: a free generation`);
    if (target.routerCalls() !== calls) problems.push("reached the router");
    tally.record(`POST ${path}${JSON.stringify(body).includes("stream") ? " (stream)" : ""}`, problems);
  }
  const models = await send(`${target.url}/api/router/v1/models`);
  tally.record(
    "GET /api/router/v1/models (allowed)",
    isAnswer(models) && models.status === 200
      ? []
      : [`not served: ${isAnswer(models) ? models.status : models.failure}`],
  );

  const bearer = `Bearer ${target.hubToken}`;
  const paths: [string, string][] = [
    ["/api/hub/api/whoami-v2", "/api/whoami-v2"],
    [`/api/hub/${MODEL}/resolve/main/config.json`, "/resolve/"],
    ["/api/hub/datasets/private-org/private-set/resolve/main/data.csv", "/resolve/"],
    ["/api/hub/api/settings/tokens", "/api/settings"],
    ["/api/datasets-server/api/whoami-v2", "/api/whoami-v2"],
  ];
  for (const [path, upstreamPath] of paths) {
    const seen = new Set(target.upstreamHits());
    const outcome = await send(`${target.url}${path}`, { headers: { authorization: "Bearer hf_browser" } });
    const problems = isAnswer(outcome)
      ? inspectAnswer(outcome, { origin: target.url, api: true })
      : [outcome.failure];
    if (isAnswer(outcome) && outcome.status !== 404) problems.push(`answered ${outcome.status}, not 404`);
    const leaked = target
      .upstreamHits()
      .filter((hit) => !seen.has(hit))
      .filter((hit) => hit.path.includes(upstreamPath) && hit.authorization === bearer);
    if (leaked.length > 0) problems.push(`the upstream got HF_TOKEN on ${leaked[0]?.path}`);
    tally.record(`GET ${path} with HF_TOKEN set`, problems);
  }
  // Control: an allowed read carries the token upstream, so the tap would have seen a leak.
  const before = new Set(target.upstreamHits());
  const list = await send(`${target.url}/api/hub/api/models?limit=1&relay-control=1`);
  const carried = target
    .upstreamHits()
    .filter((hit) => !before.has(hit))
    .some((hit) => hit.authorization === bearer);
  tally.record("GET /api/hub/api/models (allowed, token added upstream)", [
    ...(isAnswer(list) && list.status === 200
      ? []
      : [`not served: ${isAnswer(list) ? list.status : list.failure}`]),
    ...(carried ? [] : ["the tap did not see the token on an allowed read"]),
  ]);
  return tally;
}
