/**
 * The security headers over real HTTP: a strict CSP on pages and API answers (connect-src widened to a real
 * Solana cluster only), no framing, a Permissions-Policy, HSTS only with `HSTS=on`, and source maps served
 * only with `SERVE_SOURCE_MAPS=on`.
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { THEME_INIT_SCRIPT } from "../src/theme-init.ts";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { listen } from "./test-utils.ts";

let clientDir: string;
const running: Awaited<ReturnType<typeof listen>>[] = [];

async function start(env: Record<string, string> = {}) {
  const config = loadConfig({ PAYMENTS: "off", ...env }, { clientDir });
  const server = await listen(
    createServer(config, { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" }),
  );
  running.push(server);
  return server;
}

function directives(csp: string | null): Record<string, string> {
  return Object.fromEntries(
    (csp ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-headers-client-"));
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
  await writeFile(
    path.join(clientDir, "assets", "app-1234.js"),
    "console.log('hi')\n//# sourceMappingURL=app-1234.js.map",
  );
  await writeFile(path.join(clientDir, "assets", "app-1234.js.map"), '{"version":3,"sources":["secret.ts"]}');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

describe("security headers", () => {
  it("sends a strict CSP, no framing and a Permissions-Policy on pages and API answers, without HSTS by default", async () => {
    const server = await start();
    for (const url of [`${server.url}/`, `${server.url}/api/health`, `${server.url}/api/nothing`]) {
      const response = await fetch(url);
      const csp = directives(response.headers.get("content-security-policy"));
      expect(csp, url).toMatchObject({
        "default-src": "'self'",
        // The inline theme script of index.html, by the SHA-256 of its exact text, and no other.
        "script-src": `'self' 'sha256-${createHash("sha256").update(THEME_INIT_SCRIPT).digest("base64")}'`,
        "style-src": "'self' 'unsafe-inline'",
        "connect-src": "'self'",
        "object-src": "'none'",
        "base-uri": "'self'",
        "form-action": "'self'",
        "frame-ancestors": "'none'",
      });
      expect(response.headers.get("x-frame-options"), url).toBe("DENY");
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(response.headers.get("permissions-policy"), url).toContain("camera=()");
      expect(response.headers.get("permissions-policy"), url).toContain("geolocation=()");
      expect(response.headers.get("strict-transport-security"), url).toBeNull();
    }
  });

  it("lets the browser reach a real Solana cluster and the real hub's images, and sends HSTS with HSTS=on", async () => {
    const server = await start({
      SOLANA_RPC_URL: "https://api.devnet.solana.com",
      HUB_URL: "https://huggingface.co",
      HSTS: "on",
    });
    const response = await fetch(`${server.url}/`);
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp["connect-src"]).toBe("'self' https://api.devnet.solana.com wss://api.devnet.solana.com");
    expect(csp["img-src"]).toBe("'self' data: https://huggingface.co https://cdn-avatars.huggingface.co");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("lets the real posts' avatars load only when a tweets source is real", async () => {
    const embedded = await fetch(`${(await start()).url}/`);
    expect(directives(embedded.headers.get("content-security-policy"))["img-src"]).toBe("'self' data:");
    const real = await fetch(`${(await start({ TWEETS_URL: "https://api.twitterapi.io" })).url}/`);
    expect(directives(real.headers.get("content-security-policy"))["img-src"]).toBe(
      "'self' data: https://pbs.twimg.com",
    );
  });

  it("serves source maps only with SERVE_SOURCE_MAPS=on", async () => {
    const hidden = await start();
    expect((await fetch(`${hidden.url}/assets/app-1234.js.map`)).status).toBe(404);
    expect((await fetch(`${hidden.url}/assets/app-1234.js`)).status).toBe(200);
    const shown = await start({ SERVE_SOURCE_MAPS: "on" });
    const map = await fetch(`${shown.url}/assets/app-1234.js.map`);
    expect(map.status).toBe(200);
    expect(await map.text()).toContain("secret.ts");
  });
});
