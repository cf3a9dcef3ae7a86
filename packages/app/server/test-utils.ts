import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { QueryClient } from "@tanstack/react-query";
import type { Hono } from "hono";
import { vi } from "vitest";
import { EARLY_ANSWERS_ID } from "../src/lib/early-answers-id.ts";
import { storeModelsPageQueryOptions, storeRequestFromUrl } from "../src/queries/models.ts";

/**
 * Serves a Hono app on a random local port, for tests over real HTTP. `close` also ends the connections still
 * open (as the emulators' own servers do): a response whose body a test did not read kept `server.close`
 * waiting ~3 s for the client to drop its socket.
 */
export async function listen(app: Hono): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      });
    });
  });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over node:http, which decodes nothing: the body exactly as it came over the wire. */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  init: { method?: string; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** The text of the early-answers element of a page's HTML (server/early-answers.ts), if it has one. */
export function earlyText(html: string): string | undefined {
  return new RegExp(`<script type="application/json" id="${EARLY_ANSWERS_ID}">(.*?)</script>`, "s").exec(
    html,
  )?.[1];
}

/**
 * The store's page query for `/store{search}` at `origin`, run as the browser runs it (`earlyFetch` reading the
 * page's early answers) on a page whose HTML is `html`: its result and the URLs it asked the network for.
 * Stubs `window` and `document` (the test restores them with `vi.unstubAllGlobals`).
 */
export async function runStoreQuery(origin: string, html: string, search: string) {
  const text = earlyText(html);
  vi.stubGlobal("window", { location: new URL(`${origin}/store${search}`) });
  vi.stubGlobal("document", {
    getElementById: (id: string) =>
      id === EARLY_ANSWERS_ID && text !== undefined ? { textContent: text } : null,
  });
  const network = vi.spyOn(globalThis, "fetch");
  const { query, page } = storeRequestFromUrl(new URLSearchParams(search));
  const result = await new QueryClient().fetchQuery(storeModelsPageQueryOptions(query, page));
  return { result, requests: network.mock.calls.map(([input]) => String(input)) };
}
