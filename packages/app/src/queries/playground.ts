import { listRouterModels, type ModelInfo, modelInfo, readServerSentEvents } from "@hiber/hub-sdk";
import type { PlaygroundModel, PlaygroundModelsStatus } from "@hiber/ui";
import type { PayingFetchSession, PaymentBatch, SessionReceipt } from "@hiber/wallet-kit";
import { mutationOptions, queryOptions, type UseQueryResult } from "@tanstack/react-query";
import { hubBaseUrl } from "../lib/api.ts";
import { PLAYGROUND_MODEL_IDS, toPlaygroundModel } from "../playground/models.ts";

/**
 * Where the browser reads the inference router's model list: this origin's proxy (DESIGN.md §2), which
 * serves only `GET /v1/models` (generations go through `POST /api/inference`).
 */
export function routerBaseUrl(): string {
  return `${window.location.origin}/api/router`;
}

/** One playground model's details on the hub (`GET /api/hub/api/models/{id}`): downloads, likes, size, dates. */
export function playgroundModelInfoQueryOptions(name: string) {
  return queryOptions({
    queryKey: ["models", "playground", name],
    queryFn: ({ signal }) => modelInfo({ name, baseUrl: hubBaseUrl(), signal }),
    staleTime: 5 * 60_000,
  });
}

/** The models the router serves (`GET /api/router/v1/models`), for "Available". */
export function routerModelsQueryOptions() {
  return queryOptions({
    queryKey: ["router", "models"],
    queryFn: ({ signal }) => listRouterModels({ baseUrl: routerBaseUrl(), signal }),
    staleTime: 5 * 60_000,
  });
}

/** The queries behind "Select Model": each of the 11 models' details, then the router's list. */
export function playgroundModelsQueries() {
  return [...PLAYGROUND_MODEL_IDS.map(playgroundModelInfoQueryOptions), routerModelsQueryOptions()] as const;
}

/** What the "Select Model" card shows. */
export interface PlaygroundModelsView {
  status: PlaygroundModelsStatus;
  models: PlaygroundModel[];
  error?: string;
  /** A reload runs while the old list shows. */
  isRefreshing: boolean;
  /** Reloads every model's details and the router's list ("Refresh", "Retry"). */
  refresh: () => void;
}

/**
 * `useQueries`' `combine` for {@link playgroundModelsQueries}: a model whose lookup fails stays on offer with
 * unknown numbers ("n/a"); only when every lookup fails is the list an error ("Failed to fetch models").
 */
export function combinePlaygroundModels(results: UseQueryResult<unknown>[]): PlaygroundModelsView {
  const infos = results.slice(0, PLAYGROUND_MODEL_IDS.length) as UseQueryResult<ModelInfo>[];
  const served = results[PLAYGROUND_MODEL_IDS.length] as UseQueryResult<{ id: string }[]>;
  const servedIds = served.data ? new Set(served.data.map((model) => model.id)) : undefined;
  const pending = results.some((query) => query.isPending);
  const allFailed = infos.every((query) => query.isError);
  const status: PlaygroundModelsStatus = allFailed ? "error" : pending ? "loading" : "success";
  return {
    status,
    models:
      status === "success"
        ? PLAYGROUND_MODEL_IDS.map((id, i) => toPlaygroundModel(id, infos[i]?.data, servedIds))
        : [],
    error: allFailed ? "Failed to fetch models" : undefined,
    isRefreshing: !pending && results.some((query) => query.isFetching),
    refresh: () => {
      for (const query of results) void query.refetch();
    },
  };
}

/** The body of `POST /api/inference` (packages/app/server). */
export interface InferenceBody {
  prompt: string;
  /** The selected model, tried first. */
  model: string;
  /** The listed models the server falls back on, in order. */
  models?: readonly string[];
}

/** What a paid run is given. */
export interface PaidInferenceVariables {
  body: InferenceBody;
  signal?: AbortSignal;
  /** The server answered 402 (its `PAYMENT-REQUIRED` header is on `response`): the payment starts. */
  onPaymentRequired?: (response: Response) => void;
  /** The proof is on its way: the server verifies, runs the model, then settles. */
  onProofSent?: () => void;
  /** Pays through this batch of the payer (signed with the batch's other requests in one approval). */
  batch?: PaymentBatch;
}

/** The server's final reply to a (paid) `POST /api/inference`. */
export interface InferenceReply {
  status: number;
  /** Parsed JSON, else the text. */
  body: unknown;
  /** The settled payment, `null` when nothing was paid. */
  receipt: SessionReceipt | null;
}

/** An `/api/inference` reply's body: parsed JSON, else the text (a proxy's error page, say). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The model that answered, from an `/api/inference` body. */
export function answeringModel(body: unknown): string | undefined {
  const model = (body as { model?: unknown } | null)?.model;
  return typeof model === "string" ? model : undefined;
}

/** What a free run is given: the request, and the run's progress callbacks. */
export interface GenerateVariables {
  body: InferenceBody;
  signal: AbortSignal;
  onToken: (token: string) => void;
  /** The tokens so far are void: that model failed midway, the next one starts over. */
  onReset: () => void;
  /** An attempt ended (the router's trace record, as JSON from the server). */
  onAttempt: (attempt: unknown) => void;
}

/** What a free run produced: the answer, the model that gave it, and every attempt (`done`'s body). */
export interface FreeGeneration {
  generated_text: string;
  model: string;
  attempts: unknown[];
  /** The router answered as a stand-in (the embedded emulator): the text is sample text. */
  standIn?: boolean;
}

/** `/api/inference` refused or failed: its message, and its stable code (e.g. `rate_limited`). */
export class InferenceError extends Error {
  override name = "InferenceError";
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

function inferenceErrorOf(body: unknown, status?: number): InferenceError {
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  const fallback = status === undefined ? "Request failed." : `Request failed (HTTP ${status}).`;
  return new InferenceError(
    typeof error === "string" && error ? error : fallback,
    typeof code === "string" ? code : undefined,
  );
}

/**
 * A free run (payments off): `POST /api/inference` with `stream: true`. The server runs the spec's
 * fallbacks over the listed models and streams server-sent events: `token`, `reset`, `attempt`, then
 * `done` or `error`. A refusal before the stream (400, the free limits' 429, 503) throws its message.
 */
export function generateMutationOptions() {
  return mutationOptions<FreeGeneration, Error, GenerateVariables>({
    mutationKey: ["playground", "generate"],
    mutationFn: async ({ body, signal, onToken, onReset, onAttempt }) => {
      const response = await fetch("/api/inference", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ ...body, stream: true }),
        signal,
      });
      if (!response.ok || !response.body) throw inferenceErrorOf(await readBody(response), response.status);
      return readInferenceStream(response.body, { onToken, onReset, onAttempt });
    },
  });
}

/**
 * Reads an `/api/inference` event stream to its end: `token`, `reset` and `attempt` as they come; resolves
 * to `done`'s body (a paid stream's last `receipt` event is read by the paying fetch), throws `error`'s.
 */
async function readInferenceStream(
  body: ReadableStream<Uint8Array>,
  { onToken, onReset, onAttempt }: Pick<GenerateVariables, "onToken" | "onReset" | "onAttempt">,
): Promise<FreeGeneration> {
  let done: FreeGeneration | undefined;
  for await (const { event, data } of readServerSentEvents(body)) {
    const payload = JSON.parse(data) as unknown;
    if (event === "token") onToken(String((payload as { token?: unknown }).token ?? ""));
    else if (event === "reset") onReset();
    else if (event === "attempt") onAttempt(payload);
    else if (event === "done") done = payload as FreeGeneration;
    else if (event === "error") throw inferenceErrorOf(payload);
  }
  if (done) return done;
  throw new InferenceError("The answer was cut off. Try again.", "stream_ended");
}

/** What a paid streamed run is given: a free run's, and the batch to pay through. */
export interface PaidStreamVariables extends GenerateVariables {
  batch?: PaymentBatch;
}

/** A paid streamed run's answer, and its receipt (`null`: not settled, nothing charged). */
export interface PaidGeneration extends FreeGeneration {
  receipt: SessionReceipt | null;
}

/**
 * A paid run streamed live: `POST /api/inference` with `stream: true` through the wallet's paying fetch.
 * Once the proof is verified the tokens come as the model produces them (so the speed can be measured);
 * the server settles only a complete answer, and its receipt is the stream's last event, which commits the
 * spend. A refusal before the stream throws its message; a failure midway throws and nothing is charged.
 */
export function paidStreamMutationOptions(payer: PayingFetchSession) {
  return mutationOptions<PaidGeneration, Error, PaidStreamVariables>({
    mutationKey: ["playground", "paid-stream"],
    mutationFn: async ({ body, signal, onToken, onReset, onAttempt, batch }) => {
      const { response, settlement } = await (batch ?? payer).fetch("/api/inference", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ ...body, stream: true }),
        signal,
        memo: body.model,
      });
      if (!response.ok || !response.body) throw inferenceErrorOf(await readBody(response), response.status);
      const generation = await readInferenceStream(response.body, { onToken, onReset, onAttempt });
      const receipt = await settlement;
      return {
        ...generation,
        receipt: receipt && {
          signature: receipt.transaction,
          amount: receipt.amount,
          time: new Date(),
          memo: generation.model,
        },
      };
    },
  });
}

/**
 * A paid run: `POST /api/inference` through the wallet's paying fetch (wallet-kit's `usePayingFetch`): its
 * 402 is paid within the session's spend cap, the request retried with the proof, the receipt recorded
 * with the model that answered.
 */
export function paidInferenceMutationOptions(payer: PayingFetchSession) {
  return mutationOptions<InferenceReply, Error, PaidInferenceVariables>({
    mutationKey: ["playground", "inference"],
    mutationFn: async ({ body, signal, onPaymentRequired, onProofSent, batch }) => {
      const model = async (response: Response) => answeringModel(await readBody(response)) ?? body.model;
      const { response, receipt } = await (batch ?? payer).fetch("/api/inference", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        signal,
        onPaymentRequired,
        onProofSent,
        memo: model,
      });
      return {
        status: response.status,
        body: await readBody(response.clone()),
        receipt: receipt && {
          signature: receipt.transaction,
          amount: receipt.amount,
          time: new Date(),
          memo: await model(response),
        },
      };
    },
  });
}

/** "Test Payment" without a wallet (or with payments off): the endpoint's own reply, e.g. its 402. */
export function testInferenceMutationOptions() {
  return mutationOptions<InferenceReply & { paymentRequired: string | null }, Error, InferenceBody>({
    mutationKey: ["playground", "test-payment"],
    mutationFn: async (body) => {
      const response = await fetch("/api/inference", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: await readBody(response),
        receipt: null,
        paymentRequired: response.headers.get("PAYMENT-REQUIRED"),
      };
    },
  });
}

/** "Get Test USDC" on the embedded chain: its faucet (`hiber_faucetUsdc`) mints `units` to `owner`. */
export function faucetMutationOptions(rpcUrl: string) {
  return mutationOptions<void, Error, { owner: string; units: bigint }>({
    mutationKey: ["solana", "faucet"],
    mutationFn: async ({ owner, units }) => {
      const response = await fetch(rpcUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "hiber_faucetUsdc",
          params: [owner, Number(units)],
        }),
      });
      const result = (await response.json()) as { error?: { message?: string } };
      if (result.error) throw new Error(result.error.message ?? "The faucet failed.");
    },
  });
}
