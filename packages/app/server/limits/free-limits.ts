/**
 * The permission of a free generation (payments off): a per-client rate limit and a daily budget for the
 * whole server, counted in a {@link CounterStore} (fixed windows: a minute per client, a UTC day for the
 * budget). Over the client's limit: 429 `{ code: "rate_limited" }`; over the day's budget: 429
 * `{ code: "daily_budget_exhausted" }`; both with `Retry-After` (seconds to the window's end). A request
 * refused by the rate limit does not spend the budget.
 *
 * The client is the socket's remote address; behind a reverse proxy (`TRUST_PROXY`), the last address of
 * `X-Forwarded-For`, the one that proxy saw (earlier entries are whatever the client chose to send).
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { CounterStore } from "./counters.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface FreeLimitsOptions {
  counters: CounterStore;
  /** Generations per client per minute. */
  ratePerMinute: number;
  /** Generations per UTC day for the whole server. */
  dailyBudget: number;
  /** Take the client's address from `X-Forwarded-For` (behind a trusted reverse proxy). */
  trustProxy: boolean;
  /** The clock, for `Retry-After` (tests); it should be the store's. */
  now?: () => number;
}

/** The address a request comes from (see the file's comment); `"unknown"` when there is no socket. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No Node socket (e.g. `app.request` in a test).
    return "unknown";
  }
}

/** Seconds from `now` to the end of its window of `windowMs`, at least 1. */
function retryAfter(now: number, windowMs: number): string {
  return String(Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000)));
}

/** Middleware that admits a free generation or answers 429. */
export function freeLimits(options: FreeLimitsOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  return async (c, next) => {
    const client = clientAddress(c, options.trustProxy);
    const count = await options.counters.hit(`free:rate:${client}`, MINUTE_MS);
    if (count > options.ratePerMinute) {
      c.header("retry-after", retryAfter(now(), MINUTE_MS));
      return c.json(
        {
          error: `Too many free prompts: at most ${options.ratePerMinute} a minute. Wait a moment and try again.`,
          code: "rate_limited",
        },
        429,
      );
    }
    const spent = await options.counters.hit("free:budget", DAY_MS);
    if (spent > options.dailyBudget) {
      c.header("retry-after", retryAfter(now(), DAY_MS));
      return c.json(
        {
          error: "Today's free prompts are used up. Try again tomorrow.",
          code: "daily_budget_exhausted",
        },
        429,
      );
    }
    await next();
  };
}
