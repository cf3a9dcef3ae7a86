/**
 * Graceful shutdown of the app server (main.ts, on SIGTERM or SIGINT), so that a load balancer can take an
 * instance out without cutting a request:
 *
 * 1. `GET /api/health` answers `503 { code: "draining" }` (routes/health.ts): a health check sees it leave;
 * 2. the listener closes: new connections are refused, which a load balancer retries on another instance
 *    (HAProxy's `retry-on conn-failure`), and idle kept-alive connections are closed; an answer still being
 *    written carries `Connection: close`;
 * 3. the requests in flight (a paid generation, a stream of tokens) finish, for at most `graceMs`
 *    (`SHUTDOWN_GRACE_MS`); whatever is still open then is cut;
 * 4. the caller closes the rest (database pool, Redis, chain) and exits.
 */
import type { Server } from "node:http";

/** What `GET /api/health` reports. */
export interface ServerState {
  draining(): boolean;
  /** Requests received and not yet answered in full (health checks aside). */
  inFlight(): number;
}

export interface Lifecycle extends ServerState {
  /** Steps 1–3 above; resolves with whether every request finished within `graceMs`. */
  drain(graceMs: number): Promise<{ finished: boolean; cut: number }>;
}

/** Counts `server`'s requests in flight and drains them on demand. */
export function trackLifecycle(server: Server): Lifecycle {
  let inFlight = 0;
  let draining = false;
  let onIdle: (() => void) | undefined;
  server.on("request", (request, response) => {
    // A health check is not work to wait for (and would count itself).
    if (request.url?.startsWith("/api/health")) return;
    inFlight += 1;
    if (draining && !response.headersSent) response.setHeader("connection", "close");
    response.once("close", () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
  });
  return {
    draining: () => draining,
    inFlight: () => inFlight,
    async drain(graceMs) {
      draining = true;
      server.close();
      server.closeIdleConnections();
      const idle = new Promise<boolean>((resolve) => {
        if (inFlight === 0) resolve(true);
        onIdle = () => resolve(true);
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      });
      const finished = await Promise.race([idle, late]);
      clearTimeout(timer);
      const cut = inFlight;
      server.closeAllConnections();
      return { finished, cut };
    },
  };
}
