/**
 * What the reliability matrices share: the app served over real HTTP, requests read with a deadline and a
 * byte cap (so a hung or endless answer is a finding, not a hung test), raw requests for what `fetch`
 * will not send (TRACE, `../`, bad percent-encoding, CRLF), and tiny `node:http` upstreams the test
 * controls (faults, a recording tap in front of an emulator).
 */
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { Answer } from "./report.ts";

/** A text placed beside (outside) the client folder: no path may serve it. */
export const TRAVERSAL_CANARY = "hiber-traversal-canary-7f3a";

/** A built-client stand-in (index.html, one hashed asset) with a canary file in its parent folder. */
export async function makeClientDir(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), "hiber-reliability-"));
  const clientDir = path.join(root, "client");
  await mkdir(path.join(clientDir, "assets"), { recursive: true });
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
  await writeFile(path.join(clientDir, "assets", "app-1234.js"), "console.log('hi')");
  await writeFile(path.join(root, "canary.txt"), TRAVERSAL_CANARY);
  await writeFile(path.join(root, "package.json"), `{"name":"${TRAVERSAL_CANARY}"}`);
  return clientDir;
}

/** A listening server and how to stop it (open connections are dropped, so an endless answer cannot hang it). */
export interface Running {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves a Hono app (the app server) on a free loopback port. */
export async function serveApp(app: Hono): Promise<Running> {
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started as Server),
    );
  });
  return running(server);
}

function running(server: Server, sockets?: Set<Socket>): Running {
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets ?? []) socket.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** One request seen by an upstream the test controls. */
export interface UpstreamHit {
  method: string;
  path: string;
  authorization?: string;
  body: string;
}

/** A `node:http` upstream driven by `handler`; it records every request and drops every socket on close. */
export interface Upstream extends Running {
  hits: UpstreamHit[];
}

export async function startUpstream(
  handler: (req: IncomingMessage, res: ServerResponse, hit: UpstreamHit) => void | Promise<void>,
): Promise<Upstream> {
  const hits: UpstreamHit[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const hit: UpstreamHit = {
      method: req.method ?? "",
      path: req.url ?? "",
      authorization: req.headers.authorization,
      body: Buffer.concat(chunks).toString(),
    };
    hits.push(hit);
    try {
      await handler(req, res, hit);
    } catch {
      res.destroy();
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { ...running(server, sockets), hits };
}

/**
 * A recording tap in front of `target` (an emulator): every request is recorded, then forwarded as is,
 * headers included, so a test can see what the app sent upstream (the token, the path).
 */
export function startTap(target: string): Promise<Upstream> {
  return startUpstream(async (req, res, hit) => {
    const upstream = await fetch(`${target}${hit.path}`, {
      method: hit.method,
      headers: Object.fromEntries(
        Object.entries(req.headers).flatMap(([name, value]) =>
          typeof value === "string" && name !== "host" && name !== "connection" ? [[name, value]] : [],
        ),
      ),
      body: hit.method === "GET" || hit.method === "HEAD" ? undefined : hit.body,
      redirect: "manual",
    });
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (name !== "content-encoding" && name !== "content-length" && name !== "transfer-encoding")
        headers[name] = value;
    });
    res.writeHead(upstream.status, headers);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
}

/** Options of {@link send} and {@link sendRaw}. */
export interface SendOptions {
  /** Give up (and say so) after this many milliseconds; the whole body included. */
  deadlineMs?: number;
  /** Read at most this many bytes of the body. */
  maxBytes?: number;
}

/** What came back: an answer, or why none did. */
export type Outcome = Answer | { failure: string; ms: number };

export function isAnswer(outcome: Outcome): outcome is Answer {
  return "status" in outcome;
}

/** `fetch` with a deadline over the whole answer and a cap on the bytes read. */
export async function send(url: string, init: RequestInit = {}, options: SendOptions = {}): Promise<Outcome> {
  const deadlineMs = options.deadlineMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 1_000_000;
  const started = performance.now();
  const signal = AbortSignal.timeout(deadlineMs);
  try {
    const response = await fetch(url, { redirect: "manual", ...init, signal });
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    let truncated = false;
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
      if (size > maxBytes) {
        truncated = true;
        await reader.cancel().catch(() => {});
        break;
      }
    }
    const body = Buffer.concat(chunks).toString("utf8");
    return {
      status: response.status,
      headers: response.headers,
      body,
      ms: performance.now() - started,
      truncated,
    };
  } catch (error) {
    const ms = performance.now() - started;
    if (signal.aborted) return { failure: `no complete answer within ${deadlineMs} ms`, ms };
    return { failure: `connection failed: ${(error as Error).cause ?? (error as Error).message}`, ms };
  }
}

/** A request through `node:http`: any method token, and the path sent byte for byte (no normalising). */
export function sendRaw(
  origin: string,
  request: { method: string; path: string; headers?: Record<string, string>; body?: string },
  options: SendOptions = {},
): Promise<Outcome> {
  const deadlineMs = options.deadlineMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 1_000_000;
  const started = performance.now();
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const finish = (outcome: Outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = http.request(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.path,
        // A body always goes with its length (Node sends none by default for DELETE, OPTIONS, …).
        headers:
          request.body === undefined
            ? request.headers
            : { "content-length": String(Buffer.byteLength(request.body)), ...request.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= maxBytes) chunks.push(chunk);
          else res.destroy();
        });
        const done = () =>
          finish({
            status: res.statusCode ?? 0,
            headers: toHeaders(res.headers),
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
            truncated: size > maxBytes,
          });
        res.on("end", done);
        res.on("close", done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ failure: `no complete answer within ${deadlineMs} ms`, ms: performance.now() - started });
    }, deadlineMs);
    req.on("error", (error) =>
      finish({ failure: `connection failed: ${error.message}`, ms: performance.now() - started }),
    );
    req.end(request.body);
  });
}

/** Writes `text` on a raw socket (for bytes no HTTP client will send) and returns the status and what came back. */
export function sendSocket(origin: string, text: string, deadlineMs = 5_000): Promise<Outcome> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), deadlineMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = raw.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const headers = new Headers();
      for (const line of head.split("\r\n").slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      if (status === 0) resolve({ failure: "no HTTP answer on the socket", ms: performance.now() - started });
      else resolve({ status, headers, body: rest.join("\r\n\r\n"), ms: performance.now() - started });
    });
    socket.on("error", () => {});
    socket.write(text);
  });
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** Problems with `GET /api/health` (empty when the server answers `{"status":"ok"}`). */
export async function healthProblems(url: string): Promise<string[]> {
  const outcome = await send(`${url}/api/health`, {}, { deadlineMs: 5_000 });
  if (!isAnswer(outcome)) return [`health check: ${outcome.failure}`];
  if (outcome.status !== 200 || !outcome.body.includes('"ok"'))
    return [`health check answered ${outcome.status}: ${outcome.body.slice(0, 80)}`];
  return [];
}

/** Runs `tasks` with at most `concurrency` at a time, keeping their order in the results. */
export async function pool<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

/** The test's load factor: `RELIABILITY_SCALE` (default 1) multiplies fuzz cases and concurrency. */
export function scale(): number {
  const raw = Number(process.env.RELIABILITY_SCALE ?? "1");
  return Number.isFinite(raw) && raw >= 1 ? Math.floor(raw) : 1;
}
