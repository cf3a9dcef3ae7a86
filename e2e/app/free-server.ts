/** A second server of the same build with payments off (the shared test server has them on), for free runs. */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Gives a test server's `DATA_DIR` a migrated, empty PGlite database copied from a template made once per
 * schema (packages/app/scripts/e2e-data-dir.mjs): a new PGlite database would run initdb at the server's start,
 * 5–25 s of CPU on a 2-core runner.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  await promisify(execFile)("node", ["packages/app/scripts/e2e-data-dir.mjs", dataDir]);
}

/** Starts the payments-off server; `track` gets the child at once, so a timed-out start can still be stopped. */
export async function startFreeServer(
  port: number,
  name: string,
  track: (child: ChildProcess) => void,
): Promise<void> {
  const url = `http://127.0.0.1:${port}`;
  // A server left on the port (a run stopped midway) would answer the health check below in our place.
  const stale = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`Port ${port} is already taken by another server: stop it first.`);
  const dataDir = `test-results/app-data-${name}-free-${port}`;
  await prepareDataDir(dataDir);
  const child = spawn("node", ["--conditions=hiber-dist", "packages/app/dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      EMULATOR_CONTROL: "on",
      DATA_DIR: dataDir,
      PAYMENTS: "off",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  track(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  // Up to 150 s: a second server starting on a loaded runner.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The payments-off server exited: ${stderr}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The payments-off server did not start on ${port}: ${stderr}`);
}

/** Sets the router emulator's scripts through the app's `/api/router/_emulator` (replacing all of them). */
export async function scriptRouter(api: APIRequestContext, scripts: Record<string, unknown>): Promise<void> {
  expect((await api.delete("/api/router/_emulator/scripts")).ok()).toBe(true);
  if (Object.keys(scripts).length === 0) return;
  const response = await api.put("/api/router/_emulator/scripts", { data: scripts });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * In the enclosing `describe`: a payments-off server on `port` for its tests (started once, stopped after),
 * its router scripts cleared before each test. Returns the server's API context (valid inside the tests).
 */
export function useFreeServer(port: number, name: string): () => APIRequestContext {
  const url = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let api: APIRequestContext | undefined;
  test.beforeAll(async () => {
    // A second server (its emulators, chain and database) starting beside busy workers: up to 150 s.
    test.setTimeout(160_000);
    await startFreeServer(port, name, (child) => {
      server = child;
    });
    api = await playwrightRequest.newContext({ baseURL: url });
  });
  test.afterAll(async () => {
    await api?.dispose();
    server?.kill("SIGTERM");
  });
  test.beforeEach(async () => {
    await scriptRouter(api!, {});
  });
  return () => api!;
}
