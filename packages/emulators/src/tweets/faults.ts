/**
 * Scripted faults of the tweets emulator, for tests and demos: the next N search requests answer a
 * status (401, 402, 403, 429, 500, …), answer late, drop the connection, or carry a body whose `tweets`
 * is not an array. Steps run in order; each lasts `times` requests (default 1, or `"always"`). Set in
 * process (`RunningTweets.faults`) or over HTTP (`PUT /_emulator/faults`, see control.ts).
 * A step with a `scope` applies only to requests carrying that value in {@link TWEETS_SCOPE_HEADER} (a test's
 * page sends its own, so tests running side by side script one emulator without meeting each other's steps);
 * a scope can also cut its searches' results short ({@link ScopeSettings}).
 */

/** Request header naming the scope a request belongs to (a test's id); the app forwards it to its emulator. */
export const TWEETS_SCOPE_HEADER = "x-hiber-emulator-scope";

/** What a scope changes in its searches. */
export interface ScopeSettings {
  /** At most this many results per search (its last page ends there): a short corpus for a paging test. */
  maxResults?: number;
}

/** Statuses a step can answer with (bodies: errors.ts). */
export const FAULT_STATUSES = [400, 401, 402, 403, 404, 429, 500, 502, 503] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

/** One step of the script. `delayMs` may combine with any of the others (wait, then fail). */
export interface FaultStep {
  /** Answer this status with the service's body for it. */
  fail?: FaultStatus;
  /** Wait this long before answering (0 to 60,000 ms). */
  delayMs?: number;
  /** Destroy the connection without an answer. */
  drop?: boolean;
  /** Answer 200 with `tweets` an object instead of an array. */
  invalidBody?: boolean;
  /** How many requests the step lasts: a positive integer (default 1) or `"always"`. */
  times?: number | "always";
  /** Only requests of this scope ({@link TWEETS_SCOPE_HEADER}) take the step; unset: every request. */
  scope?: string;
}

/** One search request the emulator received. */
export interface TweetsCall {
  query: string | null;
  queryType: string | null;
  cursor: string | null;
  status: number | "dropped";
  /** The request's scope ({@link TWEETS_SCOPE_HEADER}), or null. */
  scope: string | null;
}

/** Longest scripted delay, in milliseconds. */
export const MAX_FAULT_DELAY_MS = 60_000;

/** The script's steps with the requests each has left, and the call log. */
export class FaultBook {
  #steps: { step: FaultStep; left: number }[] = [];
  readonly calls: TweetsCall[] = [];
  /** Settings per scope (`PUT /_emulator/scopes/{scope}`). */
  readonly scopes = new Map<string, ScopeSettings>();

  /** Replaces the script. */
  set(steps: FaultStep[]): void {
    this.#steps = [];
    this.add(steps);
  }

  /** Appends steps to the script. */
  add(steps: FaultStep[]): void {
    for (const step of steps)
      this.#steps.push({ step, left: step.times === "always" ? Infinity : (step.times ?? 1) });
  }

  /** Forgets the script, the call log and the scopes' settings; given a scope, only that scope's. */
  clear(scope?: string): void {
    if (scope === undefined) {
      this.#steps = [];
      this.calls.length = 0;
      this.scopes.clear();
      return;
    }
    this.#steps = this.#steps.filter(({ step }) => step.scope !== scope);
    const others = this.calls.filter((call) => call.scope !== scope);
    this.calls.splice(0, this.calls.length, ...others);
    this.scopes.delete(scope);
  }

  /** The steps still to run, with the requests each has left (`"always"` for a lasting one). */
  snapshot(): (FaultStep & { left: number | "always" })[] {
    return this.#steps.map(({ step, left }) => ({ ...step, left: left === Infinity ? "always" : left }));
  }

  /** The step for the next request of `scope` (counted down): the first unscoped or of that scope, if any. */
  take(scope: string | null = null): FaultStep | undefined {
    const index = this.#steps.findIndex(({ step }) => step.scope === undefined || step.scope === scope);
    const current = this.#steps[index];
    if (!current) return undefined;
    current.left--;
    if (current.left <= 0) this.#steps.splice(index, 1);
    return current.step;
  }
}

/** The book an option names: the one given, or a new one holding the given steps. */
export function faultBook(option: FaultStep[] | FaultBook | undefined): FaultBook {
  if (option instanceof FaultBook) return option;
  const book = new FaultBook();
  if (option) book.set(option);
  return book;
}

const KEYS = new Set(["fail", "delayMs", "drop", "invalidBody", "times", "scope"]);

/** Whether `value` can name a scope: 1 to 200 characters. */
export function isScope(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 200;
}

/** Validates a scope's settings received over the control API. @throws {Error} naming the bad field. */
export function parseScopeSettings(value: unknown): ScopeSettings {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error("the settings must be an object");
  const raw = value as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (key !== "maxResults") throw new Error(`unknown field "${key}"`);
  const max = raw.maxResults;
  if (max === undefined) return {};
  if (typeof max !== "number" || !Number.isInteger(max) || max < 0)
    throw new Error("maxResults must be a non-negative integer");
  return { maxResults: max };
}

/** Validates one step received over the control API. @throws {Error} naming the bad field. */
export function parseFaultStep(value: unknown): FaultStep {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error("a step must be an object");
  const raw = value as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (!KEYS.has(key)) throw new Error(`unknown field "${key}"`);
  const step: FaultStep = {};
  if (raw.fail !== undefined) {
    if (!(FAULT_STATUSES as readonly unknown[]).includes(raw.fail))
      throw new Error(`fail must be one of ${FAULT_STATUSES.join(", ")}`);
    step.fail = raw.fail as FaultStatus;
  }
  if (raw.delayMs !== undefined) {
    const ms = raw.delayMs;
    if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 0 || ms > MAX_FAULT_DELAY_MS)
      throw new Error(`delayMs must be an integer from 0 to ${MAX_FAULT_DELAY_MS}`);
    step.delayMs = ms;
  }
  for (const flag of ["drop", "invalidBody"] as const) {
    if (raw[flag] === undefined) continue;
    if (typeof raw[flag] !== "boolean") throw new Error(`${flag} must be true or false`);
    step[flag] = raw[flag];
  }
  if ([step.fail !== undefined, step.drop, step.invalidBody].filter(Boolean).length > 1)
    throw new Error("a step has at most one of fail, drop, invalidBody");
  if (raw.times !== undefined) {
    const times = raw.times;
    if (times !== "always" && (typeof times !== "number" || !Number.isInteger(times) || times < 1))
      throw new Error('times must be a positive integer or "always"');
    step.times = times;
  }
  if (raw.scope !== undefined) {
    if (!isScope(raw.scope)) throw new Error("scope must be a string of 1 to 200 characters");
    step.scope = raw.scope;
  }
  return step;
}
