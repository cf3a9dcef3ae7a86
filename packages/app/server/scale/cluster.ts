/**
 * A deployment of several app servers on one machine, made of the real parts: N processes of the app server
 * (`server/main.ts`, as `npm start` runs it) on one PostgreSQL database (`DATABASE_URL`) and one Redis
 * (`REDIS_URL`), behind Debian's HAProxy with health checks on `GET /api/health`, paying on one Solana chain
 * (the emulator from `@hiber/emulators`, started here and reached by every instance as a cluster at
 * `SOLANA_RPC_URL`, with the in-process facilitator's fee payer in `X402_FEE_PAYER_KEY`). Used by
 * `three-instances.test.ts` and `bench/three-instances.ts`; HAProxy runs the README's recipe,
 * `deploy/haproxy.cfg`, pointed at the instances' ports.
 *
 * Everything listens on 127.0.0.1. Ports are free ones picked at run time unless given.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type RunningSolanaEmulator, startSolanaEmulator } from "@hiber/emulators";
import { parseSecretKey } from "../payments/keys.ts";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

/** The deployment recipe's HAProxy configuration (the README's), which the cluster runs as it is. */
export const HAPROXY_CONFIG = path.join(appDir, "deploy/haproxy.cfg");

/**
 * `deploy/haproxy.cfg` pointed at this machine: the frontend on 127.0.0.1:`port`, one `server` line per
 * instance, and a stats page on `statsPort` (where the cluster reads what the health checks see).
 */
export async function haproxyConfig(options: {
  port: number;
  statsPort: number;
  servers: { name: string; port: number }[];
}): Promise<string> {
  const recipe = await readFile(HAPROXY_CONFIG, "utf8");
  const servers = options.servers.map(({ name, port }) => `  server ${name} 127.0.0.1:${port} check`);
  const lines = recipe.split("\n").filter((line) => !/^\s*server /.test(line));
  const bind = lines.findIndex((line) => /^\s*bind /.test(line));
  if (bind < 0) throw new Error(`${HAPROXY_CONFIG} has no bind line`);
  lines[bind] = `  bind 127.0.0.1:${options.port}`;
  const backend = lines.findIndex((line) => line.startsWith("backend app"));
  let end = lines.findIndex((line, index) => index > backend && /^\S/.test(line));
  if (end < 0) end = lines.length;
  while (end > backend && lines[end - 1]?.trim() === "") end -= 1;
  lines.splice(end, 0, ...servers);
  return [
    ...lines,
    "listen stats",
    `  bind 127.0.0.1:${options.statsPort}`,
    "  stats enable",
    "  stats uri /stats",
    "",
  ].join("\n");
}

/** The newest modification time of the files under `dir` (recursively, tests aside), in ms. */
async function newest(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".test.ts"))
      .map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(0, ...times);
}

/**
 * How to start the app server: its build (`dist/server/main.js` on the emulators' build, as `npm start` and
 * the e2e tests run it; it starts in about half the time) when both are newer than their sources, else
 * the sources through tsx, so the processes always run the code as it is.
 */
async function serverCommand(): Promise<string[]> {
  const built = path.join(appDir, "dist/server/main.js");
  const emulators = path.resolve(appDir, "../emulators");
  const builtAt = await stat(built).then(
    (file) => file.mtimeMs,
    () => 0,
  );
  const emulatorsAt = await stat(path.join(emulators, "dist/index.js")).then(
    (file) => file.mtimeMs,
    () => 0,
  );
  const sources = ["server", "src/lib", "../hub-sdk/src", "../wallet-kit/src"];
  const newestSource = Math.max(...(await Promise.all(sources.map((dir) => newest(path.join(appDir, dir))))));
  const fresh = builtAt > newestSource && emulatorsAt > (await newest(path.join(emulators, "src")));
  return fresh ? ["--conditions=hiber-dist", built] : ["--import", "tsx", "server/main.ts"];
}

/** A port free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `ready` every 50 ms until it resolves true; rejects after `timeoutMs`. */
export async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One app server process. */
export interface Instance {
  name: string;
  port: number;
  url: string;
  process?: ChildProcess;
  /** Everything it wrote, for a failing test's message. */
  output: string[];
}

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  instances?: number;
  /** More environment for every instance. */
  env?: Record<string, string>;
}

export interface Cluster {
  /** The load balancer's URL: what clients use. */
  url: string;
  chain: RunningSolanaEmulator;
  /** The recipient of every payment, whose USDC balance is what was taken. */
  payTo: string;
  instances: Instance[];
  /** Sends `signal` to the instance and resolves once its process has exited. */
  stop(instance: Instance, signal: NodeJS.Signals): Promise<number | null>;
  /** Starts the instance again on its port and resolves once it answers its health check. */
  start(instance: Instance): Promise<void>;
  /** Resolves once HAProxy's health checks see `instance` as `state` ("UP" or "DOWN"). */
  lbSees(instance: Instance, state: "UP" | "DOWN"): Promise<void>;
  close(): Promise<void>;
}

/** The JSON-RPC of the chain, as a wallet or a test calls it. */
export async function chainRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** `owner`'s USDC balance on the chain, in base units. */
export function usdcOf(chain: RunningSolanaEmulator, owner: string): bigint {
  const account = chain.chain.getAccount(chain.chain.usdcAccountOf(owner));
  // SPL token account layout: the amount is a u64 at offset 64.
  return account ? Buffer.from(account.data).readBigUInt64LE(64) : 0n;
}

/** A new key as `solana-keygen` writes it (a JSON array of bytes) and its address. */
function newKey(): { secret: string; address: string } {
  const { privateKey } = generateKeyPairSync("ed25519");
  const seed = Buffer.from(privateKey.export({ format: "jwk" }).d as string, "base64url");
  const secret = JSON.stringify([...seed]);
  return { secret, address: parseSecretKey(secret).address };
}

async function startHaproxy(configFile: string, output: string[]): Promise<ChildProcess> {
  await run("haproxy", ["-c", "-q", "-f", configFile]).catch((error: Error & { stderr?: string }) => {
    throw new Error(
      `haproxy could not run (${error.stderr || error.message}): run \`bash scripts/setup.sh --browser\` (it installs Debian's haproxy)`,
    );
  });
  const child = spawn("haproxy", ["-db", "-f", configFile], { stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (data) => output.push(String(data)));
  return child;
}

/** Whether `url`'s health check answers 200. */
async function healthy(url: string): Promise<boolean> {
  const response = await fetch(`${url}/api/health`);
  await response.body?.cancel();
  return response.ok;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 3;
  const dir = await mkdtemp(path.join(os.tmpdir(), "hiber-cluster-"));
  const chain = await startSolanaEmulator();
  const feePayer = newKey();
  const payTo = newKey().address;
  // What main.ts does for its own local chain, done once for the shared one: the fee payer holds SOL, and
  // the recipient has a USDC account.
  await chainRpc(chain.url, "requestAirdrop", [feePayer.address, 5_000_000_000]);
  await chainRpc(chain.url, "hiber_faucetUsdc", [payTo, 1]);

  const instances: Instance[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    instances.push({ name: `app${index + 1}`, port, url: `http://127.0.0.1:${port}`, output: [] });
  }
  const env = (instance: Instance): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(instance.port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dir, instance.name),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    TRUST_PROXY: "on",
    // The test scripts the router emulator of an instance (its control API is off unless asked for).
    EMULATOR_CONTROL: "on",
    SOLANA_RPC_URL: chain.url,
    X402_PAY_TO: payTo,
    X402_FEE_PAYER_KEY: feePayer.secret,
    ...options.env,
  });
  const command = await serverCommand();
  const start = async (instance: Instance) => {
    instance.output.length = 0;
    const child = spawn(process.execPath, command, {
      cwd: appDir,
      env: env(instance),
      stdio: ["ignore", "pipe", "pipe"],
    });
    instance.process = child;
    for (const stream of [child.stdout, child.stderr])
      stream?.on("data", (data) => instance.output.push(String(data)));
    const died = exited(child).then((code) => {
      throw new Error(`${instance.name} exited (${code}) while starting:\n${instance.output.join("")}`);
    });
    await Promise.race([waitFor(`${instance.name} health`, () => healthy(instance.url), 180_000), died]);
    died.catch(() => undefined);
  };

  const lbPort = await freePort();
  const statsPort = await freePort();
  const configFile = path.join(dir, "haproxy.cfg");
  await writeFile(
    configFile,
    await haproxyConfig({
      port: lbPort,
      statsPort,
      servers: instances.map(({ name, port }) => ({ name, port })),
    }),
  );
  const lbOutput: string[] = [];
  let haproxy: ChildProcess | undefined;
  const close = async () => {
    const children = [haproxy, ...instances.map((instance) => instance.process)].filter(
      (child): child is ChildProcess => child !== undefined,
    );
    for (const child of children) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    await chain.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map(start));
    haproxy = await startHaproxy(configFile, lbOutput);
  } catch (error) {
    await close();
    throw error;
  }

  const lbSees = (instance: Instance, state: "UP" | "DOWN") =>
    waitFor(`HAProxy sees ${instance.name} ${state}`, async () => {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const row = csv.split("\n").find((line) => line.startsWith(`app,${instance.name},`));
      return row?.split(",")[17]?.startsWith(state) ?? false;
    });
  const url = `http://127.0.0.1:${lbPort}`;
  await Promise.all(instances.map((instance) => lbSees(instance, "UP")));
  return {
    url,
    chain,
    payTo,
    instances,
    stop: async (instance, signal) => {
      const child = instance.process;
      if (!child) return null;
      child.kill(signal);
      return exited(child);
    },
    start,
    lbSees,
    close,
  };
}
