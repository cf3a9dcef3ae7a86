/**
 * The app server's Solana side: the embedded chain served on the app's own origin at /api/solana
 * (HTTP and websocket), reached by an unmodified web3.js Connection, with its state in the data directory.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Connection, Keypair, LAMPORTS_PER_SOL, type PublicKey } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig, type ServerConfig } from "../config.ts";
import { attachSolanaUpgrade, SOLANA_STATE_FILE, type SolanaService, startSolana } from "./chain.ts";

interface RunningApp {
  origin: string;
  solana: SolanaService;
  close(): Promise<void>;
}

/** Starts the app server as main.ts does (Solana service, createServer, upgrade wiring) on a free port. */
async function startApp(config: ServerConfig): Promise<RunningApp> {
  const solana = await startSolana(config.solana, { dataDir: config.dataDir });
  const app = createServer(
    config,
    { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" },
    { solana },
  );
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started as Server),
    );
  });
  attachSolanaUpgrade(server, solana);
  const { port } = server.address() as AddressInfo;
  return {
    origin: `127.0.0.1:${port}`,
    solana,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await solana.close();
    },
  };
}

/** A web3.js Connection through the app's origin, exactly as the browser builds it from /api/config. */
function connect(app: RunningApp): Connection {
  return new Connection(`http://${app.origin}/api/solana`, {
    commitment: "confirmed",
    wsEndpoint: `ws://${app.origin}/api/solana`,
  });
}

/** Closes web3.js's websocket from the client side, so it does not keep reconnecting after the test. */
function disconnect(connection: Connection): void {
  (connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close();
}

async function airdrop(connection: Connection, to: PublicKey, lamports: number): Promise<string> {
  const signature = await connection.requestAirdrop(to, lamports);
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const result = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
  expect(result.value.err).toBeNull();
  return signature;
}

describe("the local chain on the app's origin", () => {
  let dataDir: string;
  let config: ServerConfig;
  let app: RunningApp;
  const wallet = Keypair.generate();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "hiber-solana-"));
    const clientDir = path.join(dataDir, "client");
    await mkdir(clientDir);
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Hiber</title>");
    config = loadConfig({ DATA_DIR: path.join(dataDir, "data") }, { clientDir });
    app = await startApp(config);
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("describes itself in /api/config", async () => {
    const body = await (await fetch(`http://${app.origin}/api/config`)).json();
    expect(body.upstreams.solana).toEqual({ emulated: true });
    expect(body.solana).toMatchObject({
      rpcUrl: "/api/solana",
      wsUrl: "/api/solana",
      cluster: "localnet",
      emulated: true,
    });
  });

  it("answers an unmodified web3.js Connection: balance, airdrop, confirmation over the websocket", async () => {
    const connection = connect(app);
    try {
      expect(await connection.getBalance(wallet.publicKey)).toBe(0);
      const signature = await airdrop(connection, wallet.publicKey, 2 * LAMPORTS_PER_SOL);
      expect(await connection.getBalance(wallet.publicKey)).toBe(2 * LAMPORTS_PER_SOL);

      const record = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
      expect(record?.meta?.err).toBeNull();
      const keys = record?.transaction.message.staticAccountKeys.map((key) => key.toBase58());
      const index = keys?.indexOf(wallet.publicKey.toBase58()) ?? -1;
      expect(index).toBeGreaterThan(0);
      expect(record?.meta?.postBalances[index]).toBe(2 * LAMPORTS_PER_SOL);
    } finally {
      disconnect(connection);
    }
  });

  it("serves the health check, and refuses websocket upgrades on other paths", async () => {
    expect(await (await fetch(`http://${app.origin}/api/solana/health`)).text()).toBe("ok");
    const upgrade = (pathname: string) =>
      new Promise<string>((resolve, reject) => {
        const [hostname, port] = app.origin.split(":");
        const req = request({
          hostname,
          port: Number(port),
          path: pathname,
          headers: {
            Connection: "Upgrade",
            Upgrade: "websocket",
            "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
          },
        });
        req.on("upgrade", (_res, socket) => {
          socket.destroy();
          resolve("upgraded");
        });
        req.on("response", (res) => {
          res.resume();
          resolve(String(res.statusCode));
        });
        req.on("error", reject);
        req.end();
      });
    expect(await upgrade("/api/solana")).toBe("upgraded");
    expect(await upgrade("/api/other")).toBe("404");
  });

  it("keeps balances across a restart with the same data directory", async () => {
    await app.close();
    expect(existsSync(path.join(config.dataDir, SOLANA_STATE_FILE))).toBe(true);
    app = await startApp(config);
    const connection = connect(app);
    try {
      expect(await connection.getBalance(wallet.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
      await airdrop(connection, wallet.publicKey, LAMPORTS_PER_SOL);
      expect(await connection.getBalance(wallet.publicKey)).toBe(3 * LAMPORTS_PER_SOL);
    } finally {
      disconnect(connection);
    }
  });

  it("gives in-process users the chain and a loopback RPC URL", async () => {
    expect(app.solana.chain?.getBalance(wallet.publicKey.toBase58())).toBe(3n * BigInt(LAMPORTS_PER_SOL));
    const [host, port] = app.origin.split(":");
    const url = app.solana.serverRpcUrl({ address: host ?? "", port: Number(port), family: "IPv4" });
    expect(url).toBe(`http://${app.origin}/api/solana`);
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getHealth" }),
    });
    expect(await response.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "ok" });
  });
});

describe("a real cluster", () => {
  it("serves nothing at /api/solana and publishes the cluster's own URL", async () => {
    const config = loadConfig(
      { SOLANA_RPC_URL: "https://api.devnet.solana.com", PAYMENTS: "off" },
      { clientDir: "/nowhere" },
    );
    const app = await startApp(config);
    try {
      expect(app.solana.chain).toBeUndefined();
      const response = await fetch(`http://${app.origin}/api/solana`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status).toBe(404);
      const body = await (await fetch(`http://${app.origin}/api/config`)).json();
      expect(body.upstreams.solana).toEqual({ emulated: false });
      expect(body.solana).toMatchObject({ rpcUrl: "https://api.devnet.solana.com", cluster: "devnet" });
    } finally {
      await app.close();
    }
  });
});
