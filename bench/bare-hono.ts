/**
 * The throughput baseline of `perf.ts`: a bare Hono handler (no middleware) on @hono/node-server, answering
 * every GET with the body of the file named by its first argument as `application/json`. Prints
 * `running at http://127.0.0.1:{port}` once it listens (as the app server does, for `startServer`).
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const file = process.argv[2];
if (!file) throw new Error("usage: tsx bench/bare-hono.ts <body file>");
const body = new Uint8Array(readFileSync(file));
const app = new Hono();
app.get("*", (c) => c.body(body, 200, { "content-type": "application/json; charset=utf-8" }));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" }, (info: AddressInfo) =>
  console.log(`running at http://127.0.0.1:${info.port}`),
);
