/**
 * `POST /api/signed/nonce` `{ address }` → `{ nonce, expiresAt }`, and {@link readSignedAction}, the first
 * step of every signed endpoint (comments, likes, reports, votes): it verifies the body and consumes the
 * nonce, or answers the refusal as JSON `{ error, code }` (400, 401, 409).
 */
import type { Context } from "hono";
import { Hono } from "hono";
import type { CounterStore } from "../limits/counters.ts";
import { clientAddress } from "../limits/free-limits.ts";
import { SignedActionRefusal, type SignedActions, type VerifiedAction } from "./verify.ts";

/** Nonces one client address may ask for per minute (a signed action needs one; a person needs few). */
export const NONCES_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/** Without a database (tests that build the server from parts) signed actions answer 503. */
export const SIGNED_UNAVAILABLE = {
  error: "Signed actions are not available on this server.",
  code: "signed_unavailable",
} as const;

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

function refusal(c: Context, error: unknown): Response {
  if (error instanceof SignedActionRefusal)
    return c.json({ error: error.message, code: error.code }, error.status);
  throw error;
}

/**
 * The request's signed action for `action`, verified and its nonce consumed; or the Response refusing it.
 * Use: `const signed = await readSignedAction(c, actions, "comment.post"); if (signed instanceof Response)
 * return signed;` then act on `signed.address` and `signed.payload` (only the signed payload is trusted).
 */
export async function readSignedAction(
  c: Context,
  actions: SignedActions | undefined,
  action: string,
): Promise<VerifiedAction | Response> {
  if (!actions) return c.json(SIGNED_UNAVAILABLE, 503);
  try {
    return await actions.verify(await readJson(c), action);
  } catch (error) {
    return refusal(c, error);
  }
}

export function createSignedRoutes(
  actions: SignedActions | undefined,
  limits?: { counters: CounterStore; trustProxy: boolean },
) {
  const app = new Hono();
  app.post("/nonce", async (c) => {
    if (!actions) return c.json(SIGNED_UNAVAILABLE, 503);
    if (limits) {
      const key = `signed-nonce:${clientAddress(c, limits.trustProxy)}`;
      if ((await limits.counters.hit(key, MINUTE_MS)) > NONCES_PER_MINUTE) {
        c.header("retry-after", String(Math.ceil((MINUTE_MS - (Date.now() % MINUTE_MS)) / 1000)));
        return c.json(
          { error: "Too many signing requests. Try again in a minute.", code: "rate_limited" },
          429,
        );
      }
    }
    const body = (await readJson(c)) as { address?: unknown } | undefined;
    try {
      return c.json(await actions.issueNonce(body?.address), 200, { "cache-control": "no-store" });
    } catch (error) {
      return refusal(c, error);
    }
  });
  return app;
}
