/**
 * Vitest global setup of the `unit` project: a throwaway PostgreSQL server and a throwaway Redis, for the
 * tests that run on real servers (the payment ledger, the counters, two app instances). Both come from
 * Debian's packages (scripts/setup.sh installs them); each runs on a free port with its files in a temporary
 * folder, and is stopped and deleted at the end. Exported to the tests as `TEST_DATABASE_URL` (a server
 * whose `postgres` database may create databases) and `TEST_REDIS_URL`. When either variable is already set,
 * that server is used instead and nothing is started.
 *
 * PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user (else `nobody`).
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const SETUP_HINT = "run `bash scripts/setup.sh` (it installs Debian's postgresql and redis-server)";

/** Polls `ready` until it resolves true, every 50 ms, for at most `timeoutMs`. */
async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not become ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port free right now (or `preferred` from the environment). */
async function freePort(preferred: string | undefined): Promise<number> {
  if (preferred) return Number(preferred);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The folder of PostgreSQL's server programs: Debian keeps them off the PATH. */
function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], "bin");
  throw new Error(`PostgreSQL's initdb was not found under ${root}: ${SETUP_HINT}`);
}

async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const bin = postgresBin();
  const port = await freePort(process.env.TEST_POSTGRES_PORT);
  const dir = await mkdtemp(path.join(os.tmpdir(), "hiber-test-pg-"));
  const data = path.join(dir, "data");
  // As root, run the server's programs as an unprivileged user that owns the folder.
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? ((await userExists("postgres")) ? "postgres" : "nobody") : undefined;
  if (user) {
    const { stdout } = await run("id", ["-u", user]);
    const { stdout: group } = await run("id", ["-g", user]);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (program: string, args: string[]) =>
    user
      ? run("runuser", ["-u", user, "--", path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  await as("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  await as("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "-w",
    "start",
  ]);
  await waitFor("PostgreSQL", async () => {
    await run(path.join(bin, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port), "-q"]);
    return true;
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await as("pg_ctl", ["-D", data, "-m", "immediate", "stop"]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function userExists(name: string): Promise<boolean> {
  return run("id", ["-u", name]).then(
    () => true,
    () => false,
  );
}

/** Sends PING on a plain socket and expects +PONG. */
function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(1000, () => socket.destroy());
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      resolve(data.toString().startsWith("+PONG"));
      socket.end();
    });
  });
}

async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort(process.env.TEST_REDIS_PORT);
  const server: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const failed = new Promise<never>((_, reject) =>
    server.once("error", (error) =>
      reject(new Error(`redis-server could not start (${error.message}): ${SETUP_HINT}`)),
    ),
  );
  await Promise.race([waitFor("Redis", () => redisPing(port)), failed]);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      server.kill("SIGTERM");
      await exited;
    },
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const [postgres, redis] = await Promise.allSettled([
    process.env.TEST_DATABASE_URL ? undefined : startPostgres(),
    process.env.TEST_REDIS_URL ? undefined : startRedis(),
  ]);
  for (const started of [postgres, redis])
    if (started.status === "fulfilled" && started.value) stops.push(started.value.stop);
  const teardown = async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
  };
  for (const started of [postgres, redis]) {
    if (started.status === "rejected") {
      await teardown();
      throw started.reason;
    }
  }
  if (postgres.status === "fulfilled" && postgres.value) process.env.TEST_DATABASE_URL = postgres.value.url;
  if (redis.status === "fulfilled" && redis.value) process.env.TEST_REDIS_URL = redis.value.url;
  return teardown;
}
