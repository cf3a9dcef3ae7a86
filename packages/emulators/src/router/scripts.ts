/**
 * Scriptable behaviour of the router emulator, per model, for tests and demos: a cold model answering
 * 503 for its first calls, an endpoint that is not supported or fails with a fixed status, slow answers,
 * and answers that break off mid-way. Set at start (`scripts` option) or at run time through the control
 * API (`PUT /_emulator/scripts`).
 */

/** The three generation endpoints, in the order the playground's fallback tries them. */
export type RouterEndpoint = "chat" | "completions" | "inference";

/**
 * A scripted failure: `"not-supported"` answers 400 with the router's "not supported" message; a number
 * answers that status with the router's body for it.
 */
export type ScriptedFailure = "not-supported" | 400 | 401 | 402 | 404 | 429 | 500 | 502 | 503;

/** What one model does. Every field is optional; an empty script is a healthy model. */
export interface ModelScript {
  /** Answer `503 {"error": "Model X is currently loading", "estimated_time"}` to the next N calls (any endpoint). */
  loading?: number;
  /** `estimated_time` of the loading answers, in seconds (default 20). With `wait_for_model`, the legacy endpoint waits this long instead. */
  estimatedTime?: number;
  /** A fixed failure on every endpoint, or per endpoint. */
  fail?: ScriptedFailure | Partial<Record<RouterEndpoint, ScriptedFailure>>;
  /** Milliseconds before the response starts (headers included). */
  firstByteDelayMs?: number;
  /** Milliseconds between generated tokens (streamed: between chunks; otherwise added up before answering). */
  tokenDelayMs?: number;
  /** Only the first N tokens wait `tokenDelayMs`, the rest come at full speed (the default pace sets 96, pacing.ts). */
  pacedTokens?: number;
  /** Break the answer after this many tokens: a stream sends an error event and ends without `[DONE]`; otherwise 500. */
  failAfterTokens?: number;
  /** How a streamed answer breaks: an in-stream `{"error"}` event (default) or a dropped connection. */
  failMode?: "event" | "disconnect";
  /** Shape of the legacy text-generation answer: the pipeline's list (default) or TGI's single object. */
  legacyShape?: "list" | "object";
}

/** One call the emulator received, for tests to check which endpoints were tried and how they answered. */
export interface RouterCall {
  model: string;
  endpoint: RouterEndpoint | "classification";
  status: number;
  stream: boolean;
}

/** Per-model scripts with their running state (loading calls left). */
export class ScriptBook {
  readonly #scripts = new Map<string, { script: ModelScript; loadingLeft: number }>();
  readonly calls: RouterCall[] = [];

  constructor(initial: Record<string, ModelScript> = {}) {
    for (const [model, script] of Object.entries(initial)) this.set(model, script);
  }

  /** Replaces the script of `model` (and restarts its loading count). */
  set(model: string, script: ModelScript): void {
    this.#scripts.set(model, { script, loadingLeft: script.loading ?? 0 });
  }

  /** Forgets every script (and the call log). */
  clear(): void {
    this.#scripts.clear();
    this.calls.length = 0;
  }

  /** The script of `model` (empty when none). */
  get(model: string): ModelScript {
    return this.#scripts.get(model)?.script ?? {};
  }

  /** Every script, with the loading calls each has left. */
  snapshot(): Record<string, ModelScript & { loadingLeft: number }> {
    return Object.fromEntries(
      [...this.#scripts].map(([model, { script, loadingLeft }]) => [model, { ...script, loadingLeft }]),
    );
  }

  /** Whether the next call of `model` answers 503 loading; counts the call down. */
  takeLoading(model: string): boolean {
    const entry = this.#scripts.get(model);
    if (!entry || entry.loadingLeft <= 0) return false;
    entry.loadingLeft--;
    return true;
  }

  /** Ends the loading phase of `model` (after a `wait_for_model` wait). */
  finishLoading(model: string): void {
    const entry = this.#scripts.get(model);
    if (entry) entry.loadingLeft = 0;
  }

  /** The scripted failure of `model` on `endpoint`, if any. */
  failure(model: string, endpoint: RouterEndpoint): ScriptedFailure | undefined {
    const fail = this.get(model).fail;
    if (fail === undefined) return undefined;
    return typeof fail === "object" ? fail[endpoint] : fail;
  }
}

const FAILURES = new Set<unknown>(["not-supported", 400, 401, 402, 404, 429, 500, 502, 503]);
const ENDPOINTS = new Set<unknown>(["chat", "completions", "inference"]);

function nonNegative(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a non-negative number`);
  }
  return value;
}

/** Validates a script received over the control API. @throws {Error} with a message naming the bad field. */
export function parseModelScript(value: unknown): ModelScript {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error("a script must be an object");
  }
  const raw = value as Record<string, unknown>;
  const script: ModelScript = {};
  const loading = nonNegative(raw.loading, "loading");
  if (loading !== undefined) script.loading = Math.floor(loading);
  const estimatedTime = nonNegative(raw.estimatedTime, "estimatedTime");
  if (estimatedTime !== undefined) script.estimatedTime = estimatedTime;
  const firstByteDelayMs = nonNegative(raw.firstByteDelayMs, "firstByteDelayMs");
  if (firstByteDelayMs !== undefined) script.firstByteDelayMs = firstByteDelayMs;
  const tokenDelayMs = nonNegative(raw.tokenDelayMs, "tokenDelayMs");
  if (tokenDelayMs !== undefined) script.tokenDelayMs = tokenDelayMs;
  const pacedTokens = nonNegative(raw.pacedTokens, "pacedTokens");
  if (pacedTokens !== undefined) script.pacedTokens = Math.floor(pacedTokens);
  const failAfterTokens = nonNegative(raw.failAfterTokens, "failAfterTokens");
  if (failAfterTokens !== undefined) script.failAfterTokens = Math.floor(failAfterTokens);
  if (raw.failMode !== undefined) {
    if (raw.failMode !== "event" && raw.failMode !== "disconnect")
      throw new Error('failMode must be "event" or "disconnect"');
    script.failMode = raw.failMode;
  }
  if (raw.legacyShape !== undefined) {
    if (raw.legacyShape !== "list" && raw.legacyShape !== "object")
      throw new Error('legacyShape must be "list" or "object"');
    script.legacyShape = raw.legacyShape;
  }
  if (raw.fail !== undefined) {
    if (FAILURES.has(raw.fail)) {
      script.fail = raw.fail as ScriptedFailure;
    } else if (typeof raw.fail === "object" && raw.fail !== null && !Array.isArray(raw.fail)) {
      const perEndpoint: Partial<Record<RouterEndpoint, ScriptedFailure>> = {};
      for (const [endpoint, failure] of Object.entries(raw.fail)) {
        if (!ENDPOINTS.has(endpoint)) throw new Error(`fail: unknown endpoint "${endpoint}"`);
        if (!FAILURES.has(failure))
          throw new Error(`fail.${endpoint}: unknown failure ${JSON.stringify(failure)}`);
        perEndpoint[endpoint as RouterEndpoint] = failure as ScriptedFailure;
      }
      script.fail = perEndpoint;
    } else {
      throw new Error(`fail: unknown failure ${JSON.stringify(raw.fail)}`);
    }
  }
  return script;
}
