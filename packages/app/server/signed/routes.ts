/**
 * `POST /api/signed/nonce` `{ address }` → `{ nonce, expiresAt }`, and {@link readSignedAction}, the first
 * step of every signed endpoint (comments, likes, reports, votes): it verifies the body and consumes the
 * nonce, or answers the refusal as JSON `{ error, code }` (400, 401, 409).
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { SignedActionRefusal, type SignedActions, type VerifiedAction } from "./verify.ts";

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

export function createSignedRoutes(actions: SignedActions | undefined) {
  const app = new Hono();
  app.post("/nonce", async (c) => {
    if (!actions) return c.json(SIGNED_UNAVAILABLE, 503);
    const body = (await readJson(c)) as { address?: unknown } | undefined;
    try {
      return c.json(await actions.issueNonce(body?.address), 200, { "cache-control": "no-store" });
    } catch (error) {
      return refusal(c, error);
    }
  });
  return app;
}
