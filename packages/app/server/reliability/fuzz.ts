/**
 * The fuzz set over every `/api/*` route and a few pages: long ids, path traversal, bad percent-encoding,
 * injection strings (SQL, shell, HTML/script, CRLF), odd methods, huge headers, a spoofed
 * `X-Forwarded-Host`, and cross-origin or non-JSON POSTs to every state-changing route. Every answer is
 * held to the contract of report.ts; after each batch the server must still answer its health check.
 *
 * Used by fuzz.test.ts (the in-process server over the emulators) and bench/reliability.ts (the real
 * process, more cases, more concurrency). Checks that need a view inside the server (generations run,
 * router calls, a balance on the local chain) run when the target provides the hook.
 */
import {
  healthProblems,
  isAnswer,
  type Outcome,
  pool,
  send,
  sendRaw,
  sendSocket,
  TRAVERSAL_CANARY,
} from "./harness.ts";
import { MODEL } from "./relays.ts";
import { excerpt, inspectAnswer, Tally } from "./report.ts";

/** The server under test, and optional views inside it. */
export interface FuzzTarget {
  url: string;
  /** Generations run so far (`POST /api/inference`): a refused POST must run none. */
  generations?: () => number;
  /** Calls that reached the router so far. */
  routerCalls?: () => number;
  /** A fresh funded-nothing address, and its USDC balance: a refused faucet POST must not change it. */
  freshAddress?: () => Promise<string>;
  usdcOf?: (owner: string) => bigint;
}

export interface FuzzOptions {
  /** Requests in flight at once. */
  concurrency?: number;
  /** Each case is sent this many times (load; the larger variant). */
  repeat?: number;
  /** Deadline of one answer. */
  deadlineMs?: number;
}

const SCRIPT = "<script>alert(1)</script>";
const IMG = '"><img src=x onerror=alert(1)>';
/** Strings that must never come back verbatim in an HTML page. */
export const INJECTED = [SCRIPT, "onerror=alert(1)"];

/** Payloads, as they go on the wire in a path or query (already percent-encoded where they must be). */
export const PAYLOADS: Record<string, string> = {
  "long id": "a".repeat(10_000),
  traversal: "../../../../../etc/passwd",
  "traversal to the canary": "../../canary.txt",
  "encoded traversal": "%2e%2e%2f%2e%2e%2f%2e%2e%2fcanary.txt",
  "backslash traversal": "..%5c..%5c..%5ccanary.txt",
  "double-encoded traversal": "%252e%252e%252f%252e%252e%252fcanary.txt",
  "overlong utf-8 dots": "%c0%ae%c0%ae%c0%afcanary.txt",
  "bad percent %zz": "%zz",
  "lone percent": "%",
  "null byte": "a%00b",
  sql: "'%20OR%201=1;--%20DROP%20TABLE%20proofs",
  shell: "$(id);`id`|id&&id",
  script: SCRIPT,
  "img onerror": IMG.replaceAll(" ", "%20"),
  "crlf in query": "x%0d%0aSet-Cookie:%20hiber_injected=1",
  unicode: "%E2%80%AE%F0%9F%92%A9%EF%BF%BF",
};

/** Routes, `{}` standing for the payload. */
export const GET_TEMPLATES = [
  "/api/hub/api/models/{}",
  "/api/hub/api/models/x/{}",
  "/api/hub/api/models?search={}&limit=2",
  "/api/hub/api/datasets/{}",
  "/api/hub/{}",
  "/api/datasets-server/first-rows?dataset={}&config=default&split=train",
  "/api/datasets-server/{}",
  "/api/router/v1/models/{}",
  "/api/router/{}",
  "/api/solana/{}",
  "/api/config/{}",
  "/api/{}",
  "/{}",
  "/assets/{}",
  "/model/{}",
  "/dataset/{}/details",
  "/store?q={}",
];

/** Routes fuzzed with every odd method. */
export const METHOD_ROUTES = [
  "/api/health",
  "/api/config",
  "/api/hub/api/models?limit=1",
  "/api/datasets-server/splits?dataset=x",
  "/api/router/v1/models",
  "/api/router/v1/chat/completions",
  "/api/inference",
  "/api/solana",
  "/",
  "/store",
  "/assets/app-1234.js",
];
export const ODD_METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "CONNECT", "HIBER"];

function decoded(payload: string): string {
  try {
    return decodeURIComponent(payload);
  } catch {
    return payload;
  }
}

function check(tally: Tally, target: FuzzTarget, label: string, outcome: Outcome, extra: string[] = []) {
  if (!isAnswer(outcome)) return tally.record(label, [outcome.failure, ...extra]);
  const api = label.includes(" /api/");
  const problems = inspectAnswer(outcome, { origin: target.url, api, injected: INJECTED });
  if (outcome.body.includes(TRAVERSAL_CANARY)) problems.push("served a file outside the client folder");
  if (/root:.*:0:0:/.test(outcome.body)) problems.push("served /etc/passwd");
  if ((outcome.headers.get("set-cookie") ?? "").includes("hiber_injected"))
    problems.push("CRLF injected a response header");
  tally.record(label, [...problems, ...extra]);
}

async function batchEnd(tally: Tally, target: FuzzTarget, batch: string) {
  tally.record(`${batch}: health check after the batch`, await healthProblems(target.url));
}

/** Paths, queries and bodies carrying every payload, then odd methods, headers and raw bytes. */
export async function fuzzRequests(target: FuzzTarget, options: FuzzOptions = {}): Promise<Tally> {
  const tally = new Tally("fuzz");
  const { concurrency = 8, repeat = 1, deadlineMs = 10_000 } = options;
  const times = <T>(tasks: (() => Promise<T>)[]) => Array.from({ length: repeat }, () => tasks).flat();

  const paths = Object.entries(PAYLOADS).flatMap(([name, payload]) =>
    GET_TEMPLATES.map((template) => async () => {
      const path = template.replace("{}", payload);
      const label = `GET ${template} (${name})`;
      check(tally, target, label, await sendRaw(target.url, { method: "GET", path }, { deadlineMs }));
    }),
  );
  await pool(times(paths), concurrency);
  await batchEnd(tally, target, "paths");

  const bodies = Object.entries(PAYLOADS).flatMap(([name, payload]) => {
    const text = decoded(payload);
    const json = { "content-type": "application/json" };
    return [
      ["/api/inference", { prompt: text, model: MODEL, maxTokens: 8 }],
      ["/api/inference", { prompt: "hello", model: text }],
      ["/api/inference", { prompt: "hello", model: MODEL, models: [text], temperature: text }],
      ["/api/solana", { jsonrpc: "2.0", id: 1, method: "getBalance", params: [text] }],
      ["/api/solana", { jsonrpc: "2.0", id: text, method: text, params: text }],
    ].map(([path, body]) => async () => {
      const label = `POST ${path} ${JSON.stringify(body).slice(0, 60)} (${name})`;
      const outcome = await sendRaw(
        target.url,
        { method: "POST", path: path as string, headers: json, body: JSON.stringify(body) },
        { deadlineMs },
      );
      check(tally, target, label, outcome);
    });
  });
  const broken = ["{", "null", "[]", '{"prompt":', "\u0000", "x".repeat(200_000)].map((body) => async () => {
    for (const path of ["/api/inference", "/api/solana"]) {
      const outcome = await sendRaw(
        target.url,
        { method: "POST", path, headers: { "content-type": "application/json" }, body },
        { deadlineMs },
      );
      check(tally, target, `POST ${path} with the body ${excerpt(body).slice(0, 20)}`, outcome);
    }
  });
  await pool(times([...bodies, ...broken]), concurrency);
  await batchEnd(tally, target, "bodies");

  const methods = METHOD_ROUTES.flatMap((path) =>
    ODD_METHODS.map((method) => async () => {
      const probe = "hiber-trace-probe-secret";
      const outcome = await sendRaw(
        target.url,
        { method, path, headers: { "x-trace-probe": probe, cookie: `session=${probe}` } },
        { deadlineMs },
      );
      const extra = isAnswer(outcome) && outcome.body.includes(probe) ? ["echoes the request's headers"] : [];
      // Node answers CONNECT by closing the socket (no tunnel is offered): a refusal.
      if (method === "CONNECT" && !isAnswer(outcome) && outcome.failure.includes("hang up"))
        return tally.record(`${method} ${path}`, []);
      check(tally, target, `${method} ${path}`, outcome, extra);
    }),
  );
  await pool(times(methods), concurrency);
  await batchEnd(tally, target, "methods");

  const headers: [string, Record<string, string>][] = [
    ["a 20 kB header", { "x-big": "a".repeat(20_000) }],
    ["a 12 kB cookie", { cookie: `c=${"b".repeat(12_000)}` }],
    ["200 headers", Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`x-h${i}`, "v".repeat(40)]))],
    ["an 8 kB accept", { accept: `application/json, ${"x/y, ".repeat(1_600)}` }],
    ["a script in accept", { accept: SCRIPT }],
    ["a long authorization", { authorization: `Bearer ${"z".repeat(8_000)}` }],
  ];
  const headerTasks = headers.flatMap(([name, sent]) =>
    ["/api/health", "/api/hub/api/models?limit=1", "/api/router/v1/models", "/store"].map(
      (path) => async () => {
        check(
          tally,
          target,
          `GET ${path} with ${name}`,
          await sendRaw(target.url, { method: "GET", path, headers: sent }, { deadlineMs }),
        );
      },
    ),
  );
  // A spoofed X-Forwarded-Host must not rewrite the Link header (no TRUST_PROXY in the test setup).
  headerTasks.push(async () => {
    const outcome = await send(`${target.url}/api/hub/api/models?limit=1`, {
      headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    const link = isAnswer(outcome) ? (outcome.headers.get("link") ?? "") : "";
    check(
      tally,
      target,
      "GET /api/hub/api/models with X-Forwarded-Host: evil.example",
      outcome,
      link.includes("evil.example") ? [`Link points at the spoofed host: ${link}`] : [],
    );
  });
  await pool(times(headerTasks), concurrency);

  // Bytes no HTTP client sends: bare CR and LF in headers, CRLF in the request line, a bad version.
  const port = new URL(target.url).port;
  const rawTexts: [string, string][] = [
    [
      "a bare CR in a header",
      "GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\rSet-Cookie: hiber_injected=1\r\n\r\n",
    ],
    [
      "a bare LF in a header",
      "GET /api/health HTTP/1.1\r\nHost: x\nX-A: a\nSet-Cookie: hiber_injected=1\r\n\r\n",
    ],
    [
      "CRLF in the request line",
      "GET /api/health?x=1\r\nSet-Cookie: hiber_injected=1 HTTP/1.1\r\nHost: x\r\n\r\n",
    ],
    ["HTTP/9.9", "GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n"],
    [
      "an absolute URL to another host",
      "GET http://evil.example/api/config HTTP/1.1\r\nHost: evil.example\r\n\r\n",
    ],
    [
      "two content lengths",
      `POST /api/inference HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 40\r\nConnection: close\r\n\r\n{}`,
    ],
  ];
  await pool(
    rawTexts.map(([name, text]) => async () => {
      const sent = text.includes("Connection: close")
        ? text
        : text.replace(/\r\n\r\n$/, "\r\nConnection: close\r\n\r\n");
      const outcome = await sendSocket(target.url, sent);
      // A refused parse closes the socket without an answer: that is handled too.
      if (!isAnswer(outcome)) tally.record(`raw: ${name}`, []);
      else check(tally, target, `raw: ${name}`, outcome);
    }),
    concurrency,
  );
  await batchEnd(tally, target, "headers and raw bytes");
  return tally;
}

/** POSTs that change state, with a valid JSON body each. */
export function stateChangingRoutes(faucetTo: string) {
  return [
    { method: "POST", path: "/api/inference", body: { prompt: "cross origin?", model: MODEL, maxTokens: 8 } },
    {
      method: "POST",
      path: "/api/router/v1/chat/completions",
      body: { model: MODEL, messages: [{ role: "user", content: "free?" }], max_tokens: 8 },
    },
    {
      method: "POST",
      path: "/api/solana",
      body: { jsonrpc: "2.0", id: 1, method: "hiber_faucetUsdc", params: [faucetTo, 1_000_000] },
    },
    { method: "PUT", path: "/api/router/_emulator/scripts", body: { [MODEL]: { fail: 500 } } },
    { method: "DELETE", path: "/api/router/_emulator/scripts", body: {} },
    { method: "POST", path: "/api/hub/api/models", body: {} },
    { method: "POST", path: "/api/datasets-server/rows", body: {} },
    { method: "POST", path: "/api/config", body: {} },
  ];
}

/** The shapes of a cross-site request a browser sends without asking (or that a page can make it send). */
const CROSS_SITE: [string, Record<string, string>][] = [
  ["Origin evil.example, JSON", { origin: "https://evil.example", "content-type": "application/json" }],
  ["Origin null, JSON", { origin: "null", "content-type": "application/json" }],
  ["Origin evil.example, text/plain", { origin: "https://evil.example", "content-type": "text/plain" }],
  ["no Origin, text/plain", { "content-type": "text/plain;charset=UTF-8" }],
  ["no Origin, form", { "content-type": "application/x-www-form-urlencoded" }],
  ["no Origin, multipart", { "content-type": "multipart/form-data; boundary=hiber" }],
  ["no Origin, no content type", {}],
];
/** Statuses that refuse a request (403 cross-origin, 415 not JSON; 404/405 where the route takes no such method). */
const REFUSED = new Set([403, 404, 405, 415]);

/**
 * Every state-changing route × every cross-site shape must be refused, and run nothing (no generation, no
 * router call, no faucet); the same request from the app's own origin as JSON is not refused.
 */
export async function fuzzCrossOrigin(target: FuzzTarget): Promise<Tally> {
  const tally = new Tally("cross-origin and content types");
  for (const [shape, headers] of CROSS_SITE) {
    const faucetTo = (await target.freshAddress?.()) ?? "11111111111111111111111111111111";
    for (const route of stateChangingRoutes(faucetTo)) {
      const generations = target.generations?.();
      const calls = target.routerCalls?.();
      const outcome = await sendRaw(target.url, {
        method: route.method,
        path: route.path,
        headers,
        body: JSON.stringify(route.body),
      });
      const label = `${route.method} ${route.path} (${shape})`;
      const problems: string[] = [];
      if (isAnswer(outcome)) {
        problems.push(...inspectAnswer(outcome, { origin: target.url, api: true }));
        if (!REFUSED.has(outcome.status))
          problems.push(`accepted: ${outcome.status} ${excerpt(outcome.body)}`);
      } else problems.push(outcome.failure);
      if (generations !== undefined && target.generations?.() !== generations)
        problems.push("a generation ran");
      // (DELETE of the emulator's scripts also clears its call log: only a rise counts.)
      if (calls !== undefined && (target.routerCalls?.() ?? 0) > calls)
        problems.push("the router was called");
      if (route.path === "/api/solana" && target.usdcOf && target.usdcOf(faucetTo) !== 0n)
        problems.push("the faucet paid out");
      tally.record(label, problems);
    }
  }
  // Controls: the app's own pages post JSON from their own origin; that must still work.
  for (const headers of [{ origin: target.url }, {}] as Record<string, string>[]) {
    const outcome = await send(`${target.url}/api/inference`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "same origin", model: MODEL, maxTokens: 8 }),
    });
    const label = `same-origin JSON POST /api/inference (${"origin" in headers ? "Origin: self" : "no Origin"})`;
    const ok = isAnswer(outcome) && (outcome.status === 200 || outcome.status === 429);
    tally.record(
      label,
      ok
        ? []
        : [`refused: ${isAnswer(outcome) ? `${outcome.status} ${excerpt(outcome.body)}` : outcome.failure}`],
    );
  }
  tally.record("health check after the batch", await healthProblems(target.url));
  return tally;
}
