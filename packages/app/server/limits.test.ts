/**
 * Request limits and JSON errors of `/api/*`, over real HTTP: a body past `MAX_BODY_BYTES` is refused with
 * 413 before it is read (declared with Content-Length, or chunked), every error is `{ error, code }`, and an
 * unexpected exception is logged, never shown.
 */

import { mkdtemp, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { listen } from "./test-utils.ts";

const MB = 1024 * 1024;

/** POSTs `total` bytes in 1 MB chunks, stopping as soon as the server answers. */
function pushBody(url: string, total: number, chunked: boolean) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(total) }),
      },
    });
    const chunk = Buffer.alloc(MB, 0x20);
    let sent = 0;
    let answered = false;
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", write);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text) => {
        body += text;
      });
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sent });
        request.destroy();
      });
    });
    // The server may close the socket while we still write: only an error before any answer fails.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    write();
  });
}

describe("request limits and errors of /api/*", () => {
  let server: Awaited<ReturnType<typeof listen>>;
  const failing = vi.fn(async () => {
    throw new Error("secret internal detail");
  });

  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-limits-client-"));
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
    const config = loadConfig({ PAYMENTS: "off" }, { clientDir });
    server = await listen(
      createServer(
        config,
        { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9", router: "http://127.0.0.1:9" },
        { inference: { generate: failing } },
      ),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ["declared with Content-Length", false],
    ["chunked", true],
  ])("refuses a 150 MB body %s with 413 before reading it", async (_name, chunked) => {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const result = await pushBody(`${server.url}/api/router/v1/chat/completions`, 150 * MB, chunked);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({
      error: "The request body is larger than 65536 bytes.",
      code: "payload_too_large",
    });
    // The answer came long before the body was sent, and the server kept none of it.
    expect(result.sent).toBeLessThan(100 * MB);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(40 * MB);
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const response = await fetch(`${server.url}/api/inference`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The body must be JSON.", code: "invalid_json" });
  });

  it("answers a failed generation with a JSON 502 and logs its cause without showing it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await fetch(`${server.url}/api/inference`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "hi", model: "a/b" }),
    });
    const text = await response.text();
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(text)).toMatchObject({ code: "inference_failed" });
    expect(text).not.toContain("secret internal detail");
    expect(String(log.mock.calls.flat().join(" "))).toContain("secret internal detail");
    log.mockRestore();
  });

  it("answers an unexpected exception with a JSON 500 internal_error, logged, never shown", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-limits-client-"));
    const broken = await listen(
      createServer(
        loadConfig({ PAYMENTS: "off" }, { clientDir }),
        { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" },
        {
          inference: {
            generate: failing,
            payments: async () => {
              throw new Error("secret internal detail");
            },
          },
        },
      ),
    );
    try {
      const response = await fetch(`${broken.url}/api/inference`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ prompt: "hi", model: "a/b" }),
      });
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        error: "Something went wrong on the server.",
        code: "internal_error",
      });
      expect(text).not.toContain("secret");
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
      await broken.close();
    }
  });

  it("answers an unknown /api path with JSON 404", async () => {
    const response = await fetch(`${server.url}/api/no/such/thing`, { method: "DELETE" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found.", code: "not_found" });
  });
});
