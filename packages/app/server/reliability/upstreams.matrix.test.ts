/**
 * The upstream fault matrix: the hub, the datasets server and the router (its model list through
 * `/api/router`, and the generation behind `POST /api/inference`) × timeout, reset (before and during the
 * body), 429, 500, 503 (a gateway's HTML page), bad JSON, wrong shape, slow body, huge body and a redirect
 * to a foreign host. Each upstream is a tiny `node:http` server the test scripts (exact for resets, slow and
 * huge bodies, redirects); the limits are small so the matrix runs in seconds.
 *
 * Expected of the server: it stays up, answers within its time limits, every 5xx is JSON `{ error, code }`
 * with no stack trace and no raw network text, a foreign redirect is neither passed on nor followed (the
 * foreign host sees nothing), and a huge body is refused (502), not buffered and not passed on.
 */
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createRouterGenerate } from "../routes/inference.ts";
import {
  healthProblems,
  isAnswer,
  makeClientDir,
  type Outcome,
  type Running,
  send,
  serveApp,
  startUpstream,
  type Upstream,
} from "./harness.ts";
import { MODEL } from "./relays.ts";
import { excerpt, inspectAnswer, Tally } from "./report.ts";

const UPSTREAM_TIMEOUT_MS = 800;
const GENERATION_TIMEOUT_MS = 1_500;
const MAX_UPSTREAM_BODY_BYTES = 256 * 1024;
const HUGE_BYTES = 3 * 1024 * 1024;
const ROUTER_TOKEN = "hf_FaultRouterToken0123456789abcdef";

const FAULTS = [
  "healthy (control)",
  "timeout",
  "reset",
  "reset mid-body",
  "429",
  "500",
  "503 (HTML)",
  "bad JSON",
  "wrong shape",
  "slow body",
  "huge body",
  "foreign redirect",
] as const;
type Fault = (typeof FAULTS)[number];

/** A body of the right shape for each upstream, `pad` long. */
type Shape = (pad: string) => unknown;
const SHAPES: Record<string, Shape> = {
  hub: (pad) => ({ _id: "0", id: "faults/model", tags: [], pad }),
  datasets: (pad) => ({ dataset: "faults/set", features: [], rows: [], truncated: false, pad }),
  "router models": (pad) => ({ object: "list", data: [{ id: MODEL, object: "model", pad }] }),
  generation: (pad) => ({
    id: "chatcmpl-fault",
    object: "chat.completion",
    created: 0,
    model: MODEL,
    choices: [{ index: 0, message: { role: "assistant", content: `fine ${pad}` }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  }),
};

/** Where an upstream's foreign redirect points, on the one foreign host (the groups run side by side). */
const stealPath = (name: string) => `/steal/${name.replace(/\W+/g, "-")}`;

/** An upstream that answers as `current.fault` says, and the foreign host its redirect points at. */
function faultyUpstream(shape: Shape, evil: Upstream, name: string) {
  const state: { fault: Fault } = { fault: "healthy (control)" };
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
    res.end(JSON.stringify(body));
  };
  const start = startUpstream(async (req, res) => {
    switch (state.fault) {
      case "healthy (control)":
        return json(res, 200, shape(""));
      case "timeout":
        return; // never answers; the socket is dropped when the test closes the upstream
      case "reset":
        req.socket.destroy();
        return;
      case "reset mid-body":
        res.writeHead(200, { "content-type": "application/json" });
        res.write(JSON.stringify(shape("x".repeat(5_000))).slice(0, 2_000));
        setTimeout(() => req.socket.destroy(), 50);
        return;
      case "429":
        return json(res, 429, { error: "Too many requests" }, { "retry-after": "1" });
      case "500":
        return json(res, 500, { error: "Internal Error" });
      case "503 (HTML)":
        res.writeHead(503, { "content-type": "text/html" });
        res.end("<html><body><h1>503 Service Temporarily Unavailable</h1><hr>nginx</body></html>");
        return;
      case "bad JSON":
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(shape("")).slice(0, -7));
        return;
      case "wrong shape":
        return json(res, 200, { unexpected: ["shape"], choices: "none", data: 7 });
      case "slow body": {
        res.writeHead(200, { "content-type": "application/json" });
        const text = JSON.stringify(shape("s".repeat(1_000)));
        for (let i = 0; i < text.length && !res.destroyed; i++) {
          res.write(text[i]);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        res.end();
        return;
      }
      case "huge body": {
        // Chunked, no Content-Length: the size is only known by reading.
        res.writeHead(200, { "content-type": "application/json" });
        const [head, tail] = JSON.stringify(shape("@")).split("@") as [string, string];
        res.write(head);
        const chunk = "h".repeat(64 * 1024);
        for (let sent = 0; sent < HUGE_BYTES && !res.destroyed; sent += chunk.length) {
          if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
        }
        res.end(tail);
        return;
      }
      case "foreign redirect":
        res.writeHead(302, { location: `${evil.url}${stealPath(name)}${req.url}` });
        res.end();
        return;
    }
  });
  return { state, start };
}

describe("reliability: the upstream fault matrix", () => {
  let evil: Upstream;
  const upstreams: Record<string, { state: { fault: Fault }; server: Upstream }> = {};
  let app: Running;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await makeClientDir();
    evil = await startUpstream((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    });
    for (const [name, shape] of Object.entries(SHAPES)) {
      const { state, start } = faultyUpstream(shape, evil, name);
      upstreams[name] = { state, server: await start };
    }
    const url = (name: string) => upstreams[name]?.server.url ?? "";
    const config = loadConfig(
      {
        HUB_URL: url("hub"),
        DATASETS_SERVER_URL: url("datasets"),
        ROUTER_URL: url("router models"),
        ROUTER_TOKEN,
        HF_TOKEN: "hf_FaultHubToken0123456789abcdef",
        PAYMENTS: "off",
        UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
        GENERATION_TIMEOUT_MS: String(GENERATION_TIMEOUT_MS),
        MAX_UPSTREAM_BODY_BYTES: String(MAX_UPSTREAM_BODY_BYTES),
        CACHE_TTL_MS: "0",
        FREE_RATE_LIMIT: "1000000",
        FREE_DAILY_BUDGET: "1000000",
      },
      { clientDir },
    );
    const generate = createRouterGenerate({
      baseUrl: url("generation"),
      accessToken: ROUTER_TOKEN,
      retryDelayMs: 50,
    });
    app = await serveApp(
      createServer(
        config,
        { hub: url("hub"), datasetsServer: url("datasets"), router: url("router models") },
        { inference: { generate, timeoutMs: GENERATION_TIMEOUT_MS } },
      ),
    );
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([evil?.close(), ...Object.values(upstreams).map(({ server }) => server.close())]);
  });

  it("survives every upstream fault within its limits, with JSON errors and no foreign redirect", async () => {
    const tally = new Tally("upstream faults");
    // Proxies: one try and one retry, each within the timeout, plus the retry's pause and some slack.
    const proxyBound = 2 * UPSTREAM_TIMEOUT_MS + 1_500;
    const routes: Record<string, { bound: number; request: (index: number) => Promise<Outcome> }> = {
      hub: { bound: proxyBound, request: (i) => get(`/api/hub/api/models/faults/case-${i}`) },
      datasets: {
        bound: proxyBound,
        request: (i) =>
          get(`/api/datasets-server/first-rows?dataset=faults/case-${i}&config=default&split=train`),
      },
      "router models": { bound: proxyBound, request: () => get("/api/router/v1/models") },
      generation: {
        bound: GENERATION_TIMEOUT_MS + 1_500,
        request: (i) =>
          send(
            `${app.url}/api/inference`,
            {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ prompt: `fault case ${i}`, model: MODEL, maxTokens: 8 }),
            },
            { deadlineMs: GENERATION_TIMEOUT_MS + 3_500, maxBytes: 1_000_000 },
          ),
      },
    };
    function get(path: string) {
      return send(`${app.url}${path}`, {}, { deadlineMs: proxyBound + 2_000, maxBytes: 1_000_000 });
    }

    // The four upstreams run side by side; each goes through its faults one at a time.
    await Promise.all(
      Object.entries(routes).map(async ([name, route]) => {
        const upstream = upstreams[name];
        if (!upstream) throw new Error(name);
        for (const [index, fault] of FAULTS.entries()) {
          upstream.state.fault = fault;
          const visits = () => evil.hits.filter((hit) => hit.path.startsWith(stealPath(name))).length;
          const evilHits = visits();
          const outcome = await route.request(index);
          tally.record(
            `${name} × ${fault}`,
            expectations(name, fault, outcome, route.bound, visits() - evilHits),
          );
        }
        upstream.state.fault = "healthy (control)";
      }),
    );
    tally.record("health check after the matrix", await healthProblems(app.url));
    tally.print(60);
    expect(tally.failures).toEqual([]);
  }, 90_000);

  function expectations(
    name: string,
    fault: Fault,
    outcome: Outcome,
    bound: number,
    evilHits: number,
  ): string[] {
    if (!isAnswer(outcome)) return [outcome.failure];
    const problems = inspectAnswer(outcome, { origin: app.url, api: true });
    const seen = `${outcome.status} ${excerpt(outcome.body)}`;
    if (outcome.ms > bound) problems.push(`answered after ${Math.round(outcome.ms)} ms (bound ${bound} ms)`);
    if (evilHits > 0) problems.push("the foreign host was contacted");
    if (outcome.truncated) problems.push("passed a body of over 1 MB on");
    const failed = outcome.status >= 500;
    switch (fault) {
      case "healthy (control)":
        if (outcome.status !== 200) problems.push(`the healthy upstream was not served: ${seen}`);
        break;
      case "timeout":
        if (outcome.status !== 504) problems.push(`not 504: ${seen}`);
        break;
      case "huge body":
        if (outcome.status !== 502) problems.push(`not refused with 502: ${seen}`);
        break;
      case "reset":
      case "reset mid-body":
      case "slow body":
        if (!failed) problems.push(`a broken answer was passed on as ${seen}`);
        break;
      case "bad JSON":
      case "wrong shape":
        // The proxies pass bodies through; the generation reads them and must fail cleanly.
        if (name === "generation" && !failed) problems.push(`a broken answer became ${seen}`);
        break;
      case "foreign redirect":
        // Checked for every fault: no Location to a foreign host (inspectAnswer), no visit there.
        break;
    }
    return problems;
  }
});
