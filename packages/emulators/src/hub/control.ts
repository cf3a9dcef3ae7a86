/**
 * The hub emulator's control API under `/_emulator` (no token: it is the emulator's own): a delay added
 * to every hub request, to see how a client behaves on a slow hub (`PUT /_emulator/delay {"ms": 100}`).
 */
import type { Hono } from "hono";
import { jsonResponse } from "../http/json";

/** Longest delay the control API accepts, in milliseconds. */
export const MAX_DELAY_MS = 60_000;

/** Adds the delay and its control routes; the delay applies to every request but the control API's. */
export function registerHubControl(app: Hono): void {
  let delayMs = 0;
  app.use("*", async (c, next) => {
    if (delayMs > 0 && !new URL(c.req.url).pathname.startsWith("/_emulator/")) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    await next();
  });
  app.get("/_emulator/delay", () => jsonResponse({ ms: delayMs }));
  app.put("/_emulator/delay", async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const ms = typeof body === "object" && body !== null && "ms" in body ? body.ms : undefined;
    if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 0 || ms > MAX_DELAY_MS) {
      return jsonResponse({ error: `Body must be {"ms": <integer from 0 to ${MAX_DELAY_MS}>}` }, 400);
    }
    delayMs = ms;
    return jsonResponse({ ms: delayMs });
  });
}
