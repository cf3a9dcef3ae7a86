import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { jsonResponse } from "./json";

/** Where and how to listen. */
export interface ListenOptions {
  /** TCP port; `0` (the default) picks a free one. */
  port?: number;
  /** Interface to bind; defaults to `127.0.0.1`. */
  host?: string;
}

/** A listening server. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:5564` (no trailing slash). */
  url: string;
  /** Stops listening and drops open keep-alive connections. */
  close(): Promise<void>;
}

/** Anything with a WHATWG fetch handler, e.g. a Hono app. */
export interface FetchHandler {
  /** `env` is @hono/node-server's `{ incoming, outgoing }` (the tweets emulator drops a socket through it). */
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}

/** Formats a host for a URL (IPv6 literals get brackets). */
function urlHost(host: string): string {
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/** Whether a URL's path has malformed percent-encoding (`%ZZ`, a cut-off `%E0%A4%A`), which no route can decode. */
export function hasMalformedPath(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Serves `app` over HTTP/1.1 on Node. A path with malformed percent-encoding is answered
 * `400 {"error": "Malformed percent-encoding in the URL path"}` here, before any route, as the real
 * services do (rather than a 500 from a route's `decodeURIComponent`). Resolves once the socket is listening; rejects if it cannot bind
 * (for example `EADDRINUSE`). Node's global `Request`/`Response` are left untouched, so the server can
 * run inside another process (the app server, a test runner).
 */
export function startServer(app: FetchHandler, options: ListenOptions = {}): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const server = createAdaptorServer({
    fetch: (request, env) =>
      hasMalformedPath(request.url)
        ? jsonResponse({ error: "Malformed percent-encoding in the URL path" }, 400)
        : app.fetch(request, env),
    overrideGlobalObjects: false,
  }) as Server;
  // Clients pool connections (undici keeps one for the advertised timeout less a second). With Node's 5 s
  // default, a pooled socket can be reused just as the server closes it on a loaded machine: the request then
  // fails with "socket hang up". The app's own server does the same (server/main.ts).
  server.keepAliveTimeout = 65_000;

  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", onError);
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${urlHost(host)}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
