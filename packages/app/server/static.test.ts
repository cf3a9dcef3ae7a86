/**
 * The built client and `/api` answers over real HTTP (node:http, which does not decode bodies): the
 * precompressed copies chosen by `Accept-Encoding`, `Vary`, the caching of hashed and un-hashed files,
 * `/api` JSON gzipped, and the generation's event stream left uncompressed and unbuffered.
 */

import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding.ts";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import type { Generate } from "./routes/inference.ts";
import { listen, rawRequest as raw } from "./test-utils.ts";

// A script large enough to be worth compressing, as the build writes it: the file and two copies.
const SCRIPT = Buffer.from(
  `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i })))};\n`,
);
const INDEX = Buffer.from(`<!doctype html><title>Hiber</title>${"<!-- padding -->".repeat(100)}`);

/** The generation's test double: one token, then it waits until the test has seen that token arrive. */
let releaseGeneration: () => void = () => {};
const generate: Generate = async (_request, { onToken }) => {
  onToken?.("first");
  await new Promise<void>((resolve) => {
    releaseGeneration = resolve;
  });
  onToken?.(" second");
  return { text: "first second", model: "test/model" };
};

let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-static-"));
  await mkdir(path.join(clientDir, "assets"));
  const script = path.join(clientDir, "assets", "index-AbC123.js");
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await writeFile(path.join(clientDir, "index.html"), INDEX);
  await writeFile(path.join(clientDir, "index.html.br"), brotliCompressSync(INDEX));
  await writeFile(path.join(clientDir, "index.html.gz"), gzipSync(INDEX));
  const config = loadConfig({ PAYMENTS: "off" }, { clientDir });
  server = await listen(
    createServer(
      config,
      { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" },
      { inference: { generate } },
    ),
  );
});
afterAll(async () => {
  releaseGeneration();
  await server?.close();
});

describe("the built client", () => {
  const asset = () => `${server.url}/assets/index-AbC123.js`;

  it("answers a hashed script brotli-encoded to a client that accepts br, cached for a year", async () => {
    const res = await raw(asset(), { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(res.body.byteLength);
    expect(res.body.byteLength).toBeLessThan(SCRIPT.byteLength / 2);
    expect(brotliDecompressSync(res.body).equals(SCRIPT)).toBe(true);
    // The security headers are still there.
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers gzip to a client that accepts gzip only", async () => {
    const res = await raw(asset(), { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(res.body).equals(SCRIPT)).toBe(true);
  });

  it("answers the file itself, still saying Vary, to a client that accepts no encoding", async () => {
    const res = await raw(asset());
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.equals(SCRIPT)).toBe(true);
  });

  /** index.html with the page's title in place of the bare "Hiber". */
  const titled = (title: string) =>
    INDEX.toString().replace("<title>Hiber</title>", `<title>${title}</title>`);

  it("answers index.html compressed, revalidated on every use, titled by route, on every route of the app", async () => {
    for (const [route, title] of [
      ["/", "Prompt playground · Hiber"],
      ["/store", "Model store · Hiber"],
      ["/wallet", "Wallet · Hiber"],
      // The route's name: the page is made once per route, the client names the model.
      ["/model/google-bert/bert-base-uncased", "Model insights · Hiber"],
    ] as const) {
      const res = await raw(`${server.url}${route}`, { "accept-encoding": "gzip, br" });
      expect(res.status, route).toBe(200);
      expect(res.headers["content-encoding"], route).toBe("br");
      expect(res.headers["cache-control"], route).toBe("no-cache");
      expect(res.headers.vary, route).toBe("Accept-Encoding");
      expect(res.headers["content-type"], route).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.body).toString(), route).toBe(titled(title));
    }
    const plain = await raw(`${server.url}/store`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(titled("Model store · Hiber"));
    const missing = await raw(`${server.url}/no/such/page`, { "accept-encoding": "gzip" });
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toBe(titled("Page not found · Hiber"));
  });

  it("revalidates un-hashed files of the build (the favicon)", async () => {
    const res = await raw(`${server.url}/favicon.svg`, { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });
});

describe("/api answers", () => {
  it("gzips JSON for a client that accepts it", async () => {
    const plain = await raw(`${server.url}/api/config`);
    const res = await raw(`${server.url}/api/config`, { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(res.headers["content-security-policy"]).toBeDefined();
  });

  it("streams the generation's events uncompressed, each as it comes", async () => {
    const arrived = await new Promise<{ encoding?: string; type?: string; first: string }>(
      (resolve, reject) => {
        const req = request(
          `${server.url}/api/inference`,
          {
            method: "POST",
            headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
          },
          (res) => {
            res.once("data", (chunk: Buffer) =>
              resolve({
                encoding: res.headers["content-encoding"],
                type: res.headers["content-type"],
                first: chunk.toString(),
              }),
            );
            res.on("error", reject);
          },
        );
        req.on("error", reject);
        req.end(JSON.stringify({ prompt: "Hello", model: "test/model", stream: true }));
      },
    );
    // The first token is readable while the generation still waits: nothing buffered it.
    expect(arrived.type).toMatch(/^text\/event-stream/);
    expect(arrived.encoding).toBeUndefined();
    expect(arrived.first).toContain('"token":"first"');
    releaseGeneration();
  });
});

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    [undefined, undefined],
  ] as const)("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("picks only copies that exist", () => {
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
  });
});
