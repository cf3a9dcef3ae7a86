/**
 * The hub emulator's control API under `/_emulator` (no token: it is the emulator's own): a delay added
 * to hub requests, to see how a client behaves on a slow hub. `PUT /_emulator/delay {"ms": 100}` delays
 * every request; `{"ms": 100, "path": "/api/models/openai-community/gpt2"}` only those whose path starts
 * with `path` (so a test that slows one repo does not slow the others running beside it). `ms: 0` removes
 * that delay. When several prefixes match, the longest wins.
 */
import type { Hono } from "hono";
import { jsonResponse } from "../http/json";

/** Longest delay the control API accepts, in milliseconds. */
export const MAX_DELAY_MS = 60_000;

/** Adds the delays and their control routes; a delay applies to every request but the control API's. */
export function registerHubControl(app: Hono): void {
  /** Delay per path prefix; `""` is every request. */
  const delays = new Map<string, number>();
  const delayFor = (pathname: string): number => {
    let best: [string, number] | undefined;
    for (const entry of delays) {
      if (pathname.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
    }
    return best?.[1] ?? 0;
  };
  const describe = () => {
    const paths = [...delays].filter(([path]) => path !== "");
    return { ms: delays.get("") ?? 0, ...(paths.length ? { paths: Object.fromEntries(paths) } : {}) };
  };

  app.use("*", async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    const delayMs = pathname.startsWith("/_emulator/") ? 0 : delayFor(pathname);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await next();
  });
  app.get("/_emulator/delay", () => jsonResponse(describe()));
  app.put("/_emulator/delay", async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    const { ms, path = "" } = fields;
    if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 0 || ms > MAX_DELAY_MS) {
      return jsonResponse(
        { error: `Body must be {"ms": <integer from 0 to ${MAX_DELAY_MS}>, "path"?: "/…"}` },
        400,
      );
    }
    if (typeof path !== "string" || (path !== "" && !path.startsWith("/"))) {
      return jsonResponse({ error: `"path" must be a path starting with "/"` }, 400);
    }
    if (ms === 0) delays.delete(path);
    else delays.set(path, ms);
    return jsonResponse(path ? { ms, path } : { ms });
  });
}
