/** A payments-off server of the same build (the shared test server has payments on), for free runs. */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

/**
 * Gives a test server's `DATA_DIR` a migrated, empty PGlite database copied from a template made once per
 * schema (packages/app/scripts/e2e-data-dir.mjs): a new PGlite database would run initdb at the server's start,
 * 5–25 s of CPU on a 2-core runner.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  await promisify(execFile)("node", ["packages/app/scripts/e2e-data-dir.mjs", dataDir]);
}

/** Starts a payments-off server on `port`; `track` gets the child at once, so a timed-out start can be stopped. */
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
      // Every payments-off test a worker runs shares this server: a 4-agent swarm and its synthesis alone are
      // five prompts, more than the default 10 a minute over a file; no test here is about the free limits
      // (the unit tests are: server/limits).
      FREE_RATE_LIMIT: "100000",
      FREE_DAILY_BUDGET: "100000",
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
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The payments-off server did not start on ${port}: ${stderr}`);
}
