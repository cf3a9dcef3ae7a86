/** The JSON-RPC and pubsub protocol itself, spoken by hand (no client library in between). */

import { Keypair } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningSolanaEmulator, startSolanaEmulator } from "./server";

let emulator: RunningSolanaEmulator;

beforeAll(async () => {
  emulator = await startSolanaEmulator();
});

afterAll(async () => {
  await emulator.close();
});

async function post(body: string, path = "/"): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${emulator.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** A websocket client that collects every message it receives. */
async function socket(
  path = "/",
): Promise<{ ws: WebSocket; messages: unknown[]; next: () => Promise<unknown> }> {
  const ws = new WebSocket(`${emulator.wsUrl}${path}`);
  const messages: unknown[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  ws.on("message", (data) => {
    const message = JSON.parse(data.toString());
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  const next = () =>
    messages.length > 0
      ? Promise.resolve(messages.shift())
      : new Promise<unknown>((resolve) => waiters.push(resolve));
  return { ws, messages, next };
}

describe("JSON-RPC over HTTP", () => {
  it("answers batches in order, on any path", async () => {
    const { json } = await post(
      JSON.stringify([
        { jsonrpc: "2.0", id: "a", method: "getHealth" },
        { jsonrpc: "2.0", id: 7, method: "getSlot", params: [] },
        { jsonrpc: "2.0", method: "getSlot" },
      ]),
      "/api/solana",
    );
    expect(json).toEqual([
      { jsonrpc: "2.0", id: "a", result: "ok" },
      { jsonrpc: "2.0", id: 7, result: emulator.chain.slot },
    ]);
  });

  it("uses the JSON-RPC error codes", async () => {
    expect((await post("{oops")).json).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32700, message: "Parse error" },
    });
    expect((await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getBlock" }))).json).toMatchObject({
      error: { code: -32601, message: "Method not found" },
    });
    expect((await post(JSON.stringify({ id: 1, method: "getSlot" }))).json).toMatchObject({
      error: { code: -32600 },
    });
    const badKey = { jsonrpc: "2.0", id: 1, method: "getBalance", params: ["0OIl"] };
    expect((await post(JSON.stringify(badKey))).json).toMatchObject({
      error: { code: -32602, message: "Invalid param: Invalid" },
    });
    const garbage = {
      jsonrpc: "2.0",
      id: 1,
      method: "sendTransaction",
      params: ["AQID", { encoding: "base64" }],
    };
    expect((await post(JSON.stringify(garbage))).json).toMatchObject({
      error: { code: -32602, message: expect.stringContaining("invalid transaction") },
    });
  });

  it("writes rentEpoch u64::MAX digit for digit", async () => {
    const owner = Keypair.generate().publicKey.toBase58();
    emulator.chain.requestAirdrop(owner, 1_000_000_000n);
    const response = await fetch(emulator.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "getAccountInfo",
        params: [owner, { encoding: "base64" }],
      }),
    });
    expect(await response.text()).toContain('"rentEpoch":18446744073709551615,');
  });

  it("answers a notification-only request with no content", async () => {
    expect((await post(JSON.stringify({ jsonrpc: "2.0", method: "getSlot" }))).status).toBe(204);
  });

  it("allows browsers to send web3.js's solana-client header", async () => {
    const response = await fetch(emulator.url, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,solana-client",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("solana-client");
  });
});

describe("pubsub over the websocket", () => {
  it("notifies a signature subscription at once when the transaction already landed", async () => {
    const owner = Keypair.generate().publicKey.toBase58();
    const signature = emulator.chain.requestAirdrop(owner, 1_000_000_000n);
    const { ws, next } = await socket("/api/solana");
    ws.send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "signatureSubscribe", params: [signature] }));
    const ack = (await next()) as { result: number };
    expect(ack).toEqual({ jsonrpc: "2.0", id: 1, result: expect.any(Number) });
    expect(await next()).toEqual({
      jsonrpc: "2.0",
      method: "signatureNotification",
      params: {
        subscription: ack.result,
        result: { context: { slot: expect.any(Number) }, value: { err: null } },
      },
    });
    ws.close();
  });

  it("notifies slots, ignores keep-alive notifications and refuses unknown subscription ids", async () => {
    const { ws, next } = await socket();
    ws.send(JSON.stringify({ jsonrpc: "2.0", method: "ping" }));
    ws.send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "slotSubscribe" }));
    const ack = (await next()) as { result: number };
    emulator.chain.advanceBlocks(1);
    expect(await next()).toEqual({
      jsonrpc: "2.0",
      method: "slotNotification",
      params: {
        subscription: ack.result,
        result: { parent: emulator.chain.slot - 1, root: emulator.chain.slot, slot: emulator.chain.slot },
      },
    });
    ws.send(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "slotUnsubscribe", params: [ack.result] }));
    expect(await next()).toEqual({ jsonrpc: "2.0", id: 2, result: true });
    ws.send(JSON.stringify({ jsonrpc: "2.0", id: 3, method: "slotUnsubscribe", params: [ack.result] }));
    expect(await next()).toMatchObject({
      id: 3,
      error: { code: -32602, message: "Invalid subscription id." },
    });
    ws.send(JSON.stringify({ jsonrpc: "2.0", id: 4, method: "getSlot" }));
    expect(await next()).toMatchObject({ id: 4, error: { code: -32601 } });
    ws.close();
  });

  it("notifies account changes in jsonParsed for token accounts", async () => {
    const owner = Keypair.generate().publicKey.toBase58();
    const ata = emulator.chain.usdcAccountOf(owner);
    const { ws, next } = await socket();
    ws.send(
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "accountSubscribe",
        params: [ata, { encoding: "jsonParsed" }],
      }),
    );
    await next();
    emulator.chain.faucetUsdc(owner, 1_500_000n);
    const notification = (await next()) as { params: { result: { value: { data: unknown } } } };
    expect(notification.params.result.value.data).toMatchObject({
      program: "spl-token",
      parsed: { type: "account", info: { owner, tokenAmount: { uiAmountString: "1.5" } } },
      space: 165,
    });
    ws.close();
  });
});
