/**
 * Scripted faults of the tweets emulator, for tests and demos: the next N search requests answer a
 * status (401, 402, 403, 429, 500, …), answer late, drop the connection, or carry a body whose `tweets`
 * is not an array. Steps run in order; each lasts `times` requests (default 1, or `"always"`). Set in
 * process (`RunningTweets.faults`) or over HTTP (`PUT /_emulator/faults`, see control.ts).
 */

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
}

/** One search request the emulator received. */
export interface TweetsCall {
  query: string | null;
  queryType: string | null;
  cursor: string | null;
  status: number | "dropped";
}

/** Longest scripted delay, in milliseconds. */
export const MAX_FAULT_DELAY_MS = 60_000;

/** The script's steps with the requests each has left, and the call log. */
export class FaultBook {
  #steps: { step: FaultStep; left: number }[] = [];
  readonly calls: TweetsCall[] = [];

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

  /** Forgets the script and the call log. */
  clear(): void {
    this.#steps = [];
    this.calls.length = 0;
  }

  /** The steps still to run, with the requests each has left (`"always"` for a lasting one). */
  snapshot(): (FaultStep & { left: number | "always" })[] {
    return this.#steps.map(({ step, left }) => ({ ...step, left: left === Infinity ? "always" : left }));
  }

  /** The step for the next request (counted down), if any. */
  take(): FaultStep | undefined {
    const current = this.#steps[0];
    if (!current) return undefined;
    current.left--;
    if (current.left <= 0) this.#steps.shift();
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

const KEYS = new Set(["fail", "delayMs", "drop", "invalidBody", "times"]);

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
  return step;
}
