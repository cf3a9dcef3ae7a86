/**
 * The reliability suite's bookkeeping: each matrix counts the cases it tried, those the server handled
 * (answered as the contract says) and those it failed, prints one line, and lists what went wrong.
 *
 * The contract every answer is held to ({@link inspectAnswer}): a 5xx of `/api/*` is JSON
 * `{ error, code }`; no answer carries a stack trace or a raw network text ("fetch failed",
 * "terminated"); no redirect points at a foreign host; no HTML page reflects an injected script.
 */

/** An answer as the suite reads it: status, headers and (at most a capped part of) the body. */
export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  /** Milliseconds from sending the request to the end of the body. */
  ms: number;
  /** The body was longer than the reader's cap (the rest was not read). */
  truncated?: boolean;
}

/** Text that betrays a stack trace: `at fn (file:line:col)`, `node:internal`, a file URL with a line. */
const STACK_TRACE = [/\n\s+at \S.*:\d+:\d+\)?/, /node:internal/, /file:\/\/\/\S+:\d+:\d+/, /\bat async\b/];
/** Raw network texts that must never reach a user in an error answer. */
const RAW_NETWORK_TEXT = /fetch failed|\bterminated\b|ECONNRESET|ECONNREFUSED|UND_ERR_|socket hang up/i;

/** Counts of one matrix, and the reasons of every failure. */
export class Tally {
  tried = 0;
  handled = 0;
  readonly failures: string[] = [];
  /** Named counts printed after the line, e.g. `bad payments accepted`. */
  readonly counts: Record<string, number> = {};

  constructor(readonly name: string) {}

  /** Records one case: handled when `problems` is empty. */
  record(label: string, problems: string[]): void {
    this.tried += 1;
    if (problems.length === 0) this.handled += 1;
    else this.failures.push(`${label}: ${problems.join("; ")}`);
  }

  /** Adds `by` to a named count (created at 0 by `by = 0`). */
  count(name: string, by = 1): void {
    this.counts[name] = (this.counts[name] ?? 0) + by;
  }

  get failed(): number {
    return this.failures.length;
  }

  /** `name: tried N · handled N · failed N` plus the named counts. */
  line(): string {
    const extra = Object.entries(this.counts).map(([name, value]) => ` · ${name} ${value}`);
    return `${this.name}: tried ${this.tried} · handled ${this.handled} · failed ${this.failed}${extra.join("")}`;
  }

  /** Prints the line, then each failure (at most `limit`). */
  print(limit = 40): void {
    const shown = this.failures.slice(0, limit).map((failure) => `  ✗ ${failure}`);
    if (this.failures.length > limit) shown.push(`  … and ${this.failures.length - limit} more`);
    console.log([this.line(), ...shown].join("\n"));
  }
}

/** Options of {@link inspectAnswer}. */
export interface InspectOptions {
  /** The app's own origin: a `Location` elsewhere is a foreign redirect. */
  origin: string;
  /** Whether the path is under `/api/` (JSON error contract). */
  api: boolean;
  /** Strings that must not come back verbatim in an HTML page (injected markup). */
  injected?: string[];
}

/** The contract's problems with one answer (empty when it keeps the contract). */
export function inspectAnswer(answer: Answer, options: InspectOptions): string[] {
  const problems: string[] = [];
  const type = answer.headers.get("content-type") ?? "";
  if (answer.status >= 500 && options.api) problems.push(...jsonErrorProblems(answer));
  if (STACK_TRACE.some((pattern) => pattern.test(answer.body))) problems.push("stack trace in the body");
  if (answer.status >= 400 && RAW_NETWORK_TEXT.test(answer.body))
    problems.push(`raw network text in the body: ${excerpt(answer.body)}`);
  const location = answer.headers.get("location");
  if (location !== null) {
    const target = new URL(location, options.origin);
    if (target.origin !== new URL(options.origin).origin) problems.push(`redirect to ${target.origin}`);
  }
  if (type.includes("html")) {
    for (const injected of options.injected ?? []) {
      if (answer.body.includes(injected)) problems.push(`HTML reflects ${injected}`);
    }
  }
  return problems;
}

/** Problems of an error answer that must be JSON `{ error, code }` with `content-type: application/json`. */
export function jsonErrorProblems(answer: Answer): string[] {
  const type = answer.headers.get("content-type") ?? "";
  if (!type.includes("application/json"))
    return [`${answer.status} as ${type || "no content type"}: ${excerpt(answer.body)}`];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`${answer.status} with a body that is not JSON: ${excerpt(answer.body)}`];
  }
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  const problems: string[] = [];
  if (typeof error !== "string" || error === "") problems.push(`${answer.status} without an error message`);
  if (typeof code !== "string" || !/^[a-z][a-z0-9_]*$/.test(code))
    problems.push(`${answer.status} without a stable code: ${excerpt(answer.body)}`);
  return problems;
}

/** The first 120 characters of a body, on one line. */
export function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat || "(empty)";
}
