/**
 * Sustained mixed load on a deployment (cluster.ts), as its users make it: store lists and the feed (the
 * hub and tweets proxies), paid prompts (real x402 payments signed by key-pair wallets on the shared chain,
 * streamed), signed arena votes and signed comments. Each virtual user loops until `stop()`, retrying as
 * the app does when an answer is a 502/503 (a fresh payment, a fresh nonce). Every answer is recorded with
 * the instance that gave it (HAProxy's `X-Served-By`), so a test can check the invariants and a bench can
 * print the figures.
 */
import http from "node:http";
import { createPayingFetch } from "@hiber/hub-sdk/x402";
import type { SignedPayload } from "@hiber/wallet-kit/signed-message";
import { newWallet } from "../payments/testing.ts";
import { signedBody, type TestWallet, testWallet } from "../signed/testing.ts";

export const PAID_MODELS = [
  "meta-llama/Llama-3.1-8B-Instruct",
  "mistralai/Mistral-7B-Instruct-v0.2",
] as const;
export const COMMENTED_MODEL = "meta-llama/Llama-3.1-8B-Instruct";

export type OperationKind = "store" | "feed" | "paid" | "vote" | "comment";

/** One request's outcome as the client saw it. */
export interface Outcome {
  kind: OperationKind;
  status: number;
  /** The `code` of a JSON error answer; `network` when no answer came at all. */
  code?: string;
  /** Whether a failure was clear: a JSON `{ error, code }` with a message. */
  clear: boolean;
  servedBy?: string;
  /** Why no answer came (a network failure's message). */
  detail?: string;
  startedAt: number;
  ms: number;
}

/** A paid prompt's attempt: its proof, and the receipt when it was answered and settled. */
export interface PaidAttempt {
  payer: string;
  model: string;
  proof?: string;
  status: number;
  transaction?: string;
  answered: boolean;
}

/** A signed write the client saw accepted (201), or found already done (409 `already_voted`). */
export interface Acknowledged {
  kind: "vote" | "comment";
  /** The run id (votes) or the comment's text (comments). */
  key: string;
  address: string;
  /** Attempts that got no clear yes or no (a cut request), so a retried comment may exist twice. */
  ambiguousAttempts: number;
}

/**
 * A `fetch` over node:http whose connections leave from `localAddress` (any 127.x address reaches the
 * load balancer on 127.0.0.1): each signing user is its own client address, as behind real NATs, so the
 * per-address nonce limit counts each apart. Enough of fetch for JSON requests.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const body = typeof init.body === "string" ? init.body : undefined;
    return new Promise<Response>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: init.method ?? "GET",
          headers: Object.fromEntries(new Headers(init.headers).entries()),
          localAddress,
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (typeof value === "string") headers.set(name, value);
            resolve(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 0, headers }));
          });
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }) as typeof fetch;
}

/** Reads an answer: ok, or a failure that must be a JSON `{ error, code }`. */
async function outcomeOf(
  kind: OperationKind,
  response: Response,
  startedAt: number,
): Promise<Outcome & { json?: unknown; text: string }> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const error = json as { error?: unknown; code?: unknown } | undefined;
  const clear =
    response.ok || (typeof error?.error === "string" && error.error !== "" && typeof error.code === "string");
  return {
    kind,
    status: response.status,
    code: response.ok ? undefined : typeof error?.code === "string" ? error.code : "unclear",
    clear,
    servedBy: response.headers.get("x-served-by") ?? undefined,
    startedAt,
    ms: Date.now() - startedAt,
    json,
    text,
  };
}

function networkFailure(kind: OperationKind, startedAt: number, error?: unknown): Outcome {
  const detail =
    error instanceof Error
      ? `${error.message} ${String((error.cause as Error | undefined)?.message ?? "")}`.trim()
      : undefined;
  return { kind, status: 0, code: "network", clear: false, detail, startedAt, ms: Date.now() - startedAt };
}

/** Whether an answer is one the app retries (the server or the balancer could not answer this time). */
const retryable = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

export interface LoadOptions {
  url: string;
  chainUrl: string;
  users: number;
  /** The model paid prompts ask for; the test switches it to steer the victim's slow model. */
  model: () => string;
  /** Stop after this many operations in all (a bound besides `stop()`). */
  maxOperations?: number;
}

export interface Load {
  outcomes: Outcome[];
  paid: PaidAttempt[];
  acknowledged: Acknowledged[];
  /** Paid prompts in flight now, by model. */
  pendingPaid(model: string): Promise<unknown>[];
  /** Operations started and not finished. */
  pending(): Promise<unknown>[];
  /** Resolves once `count` more operations have finished (from now). */
  after(count: number): Promise<void>;
  /** Resolves once `instance` has answered `count` more operations (from now). */
  servedBy(instance: string, count: number): Promise<void>;
  stop(): Promise<void>;
}

/** A paying user: its x402 fetch and the last proof it sent. */
interface Payer {
  address: string;
  paying: ReturnType<typeof createPayingFetch>;
  proof?: string;
}

const PRICE_FUNDING = 20_000_000; // $20 of USDC per paying user

/** Starts `options.users` virtual users against `options.url`. */
export async function startLoad(options: LoadOptions): Promise<Load> {
  const outcomes: Outcome[] = [];
  const paid: PaidAttempt[] = [];
  const acknowledged: Acknowledged[] = [];
  const inFlight = new Map<Promise<unknown>, { model?: string }>();
  const waiters: (() => void)[] = [];
  let stopped = false;
  let sourceIndex = 0;
  const record = (outcome: Outcome) => {
    outcomes.push(outcome);
    for (const wake of waiters.splice(0)) wake();
  };
  const track = <T>(promise: Promise<T>, model?: string): Promise<T> => {
    inFlight.set(promise, { model });
    promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };
  const waitUntil = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (done() ? resolve() : waiters.push(check));
      check();
    });

  /** A GET the app makes; retried on a 502/503 as its Retry button would. */
  const get = async (kind: OperationKind, path: string) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const startedAt = Date.now();
      const response = await fetch(`${options.url}${path}`).catch(() => undefined);
      const outcome = response ? await outcomeOf(kind, response, startedAt) : networkFailure(kind, startedAt);
      record(outcome);
      if (!retryable(outcome.status)) return;
    }
  };

  const paidPrompt = async (payer: Payer, n: number) => {
    const { paying } = payer;
    const model = options.model();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      payer.proof = undefined;
      const startedAt = Date.now();
      const body = JSON.stringify({
        prompt: `load ${payer.address.slice(0, 6)} ${n}`,
        model,
        maxTokens: 8,
        stream: true,
      });
      const attemptRecord: PaidAttempt = { payer: payer.address, model, status: 0, answered: false };
      paid.push(attemptRecord);
      try {
        const { response, receipt } = await track(
          paying.fetch(`${options.url}/api/inference`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body,
          }),
          model,
        );
        attemptRecord.proof = payer.proof;
        const outcome = await outcomeOf("paid", response, startedAt);
        attemptRecord.status = outcome.status;
        // A paid stream: the buffered tokens, then `done` with the whole answer.
        attemptRecord.answered = response.ok && outcome.text.includes("event: done");
        attemptRecord.transaction = receipt?.transaction;
        record(outcome);
        if (!retryable(outcome.status)) return;
      } catch (error) {
        attemptRecord.proof = payer.proof;
        const message = error instanceof Error ? error.message : String(error);
        const code = (error as { code?: string }).code ?? "unknown";
        record({
          kind: "paid",
          status: 0,
          code,
          clear: message !== "" && !/fetch failed|terminated/i.test(message),
          startedAt,
          ms: Date.now() - startedAt,
        });
        if (!code.startsWith("x402_settlement_failed") && !code.startsWith("x402_request_failed")) return;
      }
    }
  };

  /** A signed write from its own client address; retried with a fresh nonce on a 502/503. */
  const signed = async (
    kind: "vote" | "comment",
    wallet: TestWallet,
    endpoint: string,
    action: string,
    payload: SignedPayload,
    key: string,
  ) => {
    sourceIndex += 1;
    const from = fetchFrom(`127.0.${1 + Math.floor(sourceIndex / 250)}.${2 + (sourceIndex % 250)}`);
    let ambiguousAttempts = 0;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const startedAt = Date.now();
      let outcome: Outcome;
      try {
        const body = await signAs(from, options.url, wallet, action, payload);
        const response = await from(`${options.url}${endpoint}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        outcome = await outcomeOf(kind, response, startedAt);
      } catch (error) {
        const status = (error as { status?: number }).status ?? 0;
        const code = (error as { code?: string }).code;
        outcome = status
          ? { kind, status, code, clear: Boolean(code), startedAt, ms: Date.now() - startedAt }
          : networkFailure(kind, startedAt, error);
      }
      record(outcome);
      if (outcome.status === 201 || outcome.code === "already_voted") {
        acknowledged.push({ kind, key, address: wallet.address, ambiguousAttempts });
        return;
      }
      if (!retryable(outcome.status)) return;
      ambiguousAttempts += 1;
    }
  };

  const user = async (index: number) => {
    const payer = await newWallet();
    await fetch(options.chainUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "hiber_faucetUsdc",
        params: [payer.address, PRICE_FUNDING],
      }),
    }).then((response) => response.text());
    // The paying fetch's requests, through a fetch that notes each proof sent (for the replay checks).
    const me: Payer = {
      address: payer.address,
      paying: createPayingFetch({
        signer: payer,
        rpcUrl: options.chainUrl,
        maxSpend: 1_000,
        fetch: (input, init) => {
          const request = new Request(input, init);
          me.proof = request.headers.get("PAYMENT-SIGNATURE") ?? me.proof;
          return fetch(request);
        },
      }),
    };
    let voter = testWallet();
    for (let n = 0; !stopped; n += 1) {
      if (options.maxOperations !== undefined && outcomes.length >= options.maxOperations) break;
      // A commenter posts at most 10 an hour: a new wallet every 5 comments keeps the load under it.
      if (n % 5 === 4) voter = testWallet();
      const step = (n + index) % 5;
      if (step === 0)
        await track(
          get("store", `/api/hub/api/models?limit=20&sort=downloads&direction=-1&skip=${(n % 4) * 20}`),
        );
      else if (step === 1)
        await track(
          get(
            "feed",
            `/api/tweets/twitter/tweet/advanced_search?query=${encodeURIComponent("llama")}&queryType=Latest`,
          ),
        );
      else if (step === 2) await paidPrompt(me, n);
      else if (step === 3) {
        const startedAt = Date.now();
        const run = await track(
          fetch(`${options.url}/api/arena/runs`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ a: PAID_MODELS[0], b: PAID_MODELS[1] }),
          }).catch(() => undefined),
        );
        if (!run) {
          record(networkFailure("vote", startedAt));
          continue;
        }
        const created = await outcomeOf("vote", run, startedAt);
        if (created.status !== 201) {
          record(created);
          continue;
        }
        const { runId } = created.json as { runId: string };
        await track(signed("vote", voter, "/api/arena/votes", "arena.vote", { runId, outcome: "a" }, runId));
      } else {
        const text = `load comment ${index}.${n} ${voter.address.slice(0, 8)}`;
        await track(
          signed(
            "comment",
            voter,
            `/api/models/${COMMENTED_MODEL}/comments`,
            "comment.post",
            {
              model: COMMENTED_MODEL,
              text,
              rating: 4,
            },
            text,
          ),
        );
      }
    }
  };
  const users = Array.from({ length: options.users }, (_, index) => user(index));

  return {
    outcomes,
    paid,
    acknowledged,
    pendingPaid: (model) =>
      [...inFlight].filter(([, entry]) => entry.model === model).map(([promise]) => promise),
    pending: () => [...inFlight.keys()],
    after: (count) => {
      const target = outcomes.length + count;
      return waitUntil(() => outcomes.length >= target || stopped);
    },
    servedBy: (instance, count) => {
      const served = () => outcomes.filter((outcome) => outcome.servedBy === instance).length;
      const target = served() + count;
      return waitUntil(() => served() >= target || stopped);
    },
    stop: async () => {
      stopped = true;
      for (const wake of waiters.splice(0)) wake();
      await Promise.all(users);
    },
  };
}

/** wallet-kit's `signAction` (nonce, canonical message, signature), its requests sent from `from`. */
function signAs(
  from: typeof fetch,
  baseUrl: string,
  wallet: TestWallet,
  action: string,
  payload: SignedPayload,
) {
  return signedBody(baseUrl, wallet, action, payload, from);
}
