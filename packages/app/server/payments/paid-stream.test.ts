/**
 * A paid answer streamed live (`stream: true`, `Accept: text/event-stream`): the proof is verified before
 * any work, tokens reach the client before settlement, a complete answer is settled once and its receipt is
 * the last event; a stream that fails midway is not settled and its proof is released.
 */
import { createPayingFetch } from "@hiber/hub-sdk/x402";
import { decodePaymentResponseHeader } from "@x402/core/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../db/client.ts";
import { openTestDatabase } from "../db/testing.ts";
import { type Generate, GenerationError } from "../routes/inference.ts";
import { faucet, generate, inference, newWallet, PRICE, type RunningApp, startApp, usdc } from "./testing.ts";

/** Gates by prompt: a "gated …" prompt sends its first token, then waits for the test to open its gate. */
const gates = new Map<string, () => void>();
const gated: Generate = async (request, options) => {
  if (!request.prompt.startsWith("gated")) return generate(request, options);
  options.onToken?.("first ");
  await new Promise<void>((open) => gates.set(request.prompt, open));
  if (request.prompt.includes("fail"))
    throw new GenerationError("The model failed midway.", "inference_failed");
  options.onToken?.("second ");
  return { text: "first second", model: request.model, attempts: [] };
};

const live = (prompt: string): RequestInit => {
  const init = inference(prompt, { stream: true });
  return { ...init, headers: { ...(init.headers as Record<string, string>), accept: "text/event-stream" } };
};

/** Reads the stream until `text` has arrived (or to its end without one); returns what was read so far. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text?: string, so = "") {
  const decoder = new TextDecoder();
  let read = so;
  while (text === undefined || !read.includes(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    read += decoder.decode(value, { stream: true });
  }
  return read;
}

async function waitForGate(prompt: string): Promise<() => void> {
  while (!gates.has(prompt)) await new Promise((tick) => setTimeout(tick, 5));
  return gates.get(prompt) as () => void;
}

describe("POST /api/inference, paid and streamed live", () => {
  let database: OpenDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = await startApp({ database: database.db, generation: gated });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("sends tokens before settling, then settles once and ends with the receipt event", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 300_000n);
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl });
    const { response, receipt, settlement } = await paying.fetch(
      `${app.url}/api/inference`,
      live("gated answer"),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("PAYMENT-RESPONSE")).toBeNull();
    expect(receipt).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();

    // The first token is here while the answer is still being generated: nothing settled or spent yet.
    const early = await readUntil(reader, `event: token\ndata: {"token":"first "}`);
    expect(early).toContain(`{"token":"first "}`);
    expect(usdc(app, wallet.address)).toBe(300_000n);
    expect(paying.spent).toBe(0n);

    (await waitForGate("gated answer"))();
    const text = await readUntil(reader, "event: receipt", early).then((so) =>
      readUntil(reader, undefined, so),
    );
    const events = [...text.matchAll(/event: (\w+)/g)].map((match) => match[1]);
    expect(events).toEqual(["token", "token", "done", "receipt"]);
    const last = JSON.parse(text.split("event: receipt\ndata: ")[1]?.split("\n")[0] ?? "{}") as {
      paymentResponse: string;
      transaction: string;
    };
    expect(decodePaymentResponseHeader(last.paymentResponse)).toMatchObject({
      success: true,
      transaction: last.transaction,
      payer: wallet.address,
    });
    expect(app.solana.chain?.getSignatureStatus(last.transaction)).toMatchObject({ err: null });
    // The client commits its spend cap only now, from the receipt event.
    expect((await settlement)?.transaction).toBe(last.transaction);
    expect(paying.spent).toBe(PRICE);
    expect(usdc(app, wallet.address)).toBe(300_000n - PRICE);
  });

  it("does not settle a stream that fails midway: an error event, the proof released, usable once more", async () => {
    const wallet = await newWallet();
    await faucet(app, wallet.address, 300_000n);
    let proof: string | undefined;
    const recording: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      proof ??= request.headers.get("PAYMENT-SIGNATURE") ?? undefined;
      return fetch(request);
    };
    const paying = createPayingFetch({ signer: wallet, rpcUrl: app.rpcUrl, fetch: recording });
    const { response, settlement } = await paying.fetch(`${app.url}/api/inference`, live("gated fail"));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const early = await readUntil(reader, `{"token":"first "}`);
    (await waitForGate("gated fail"))();
    const text = await readUntil(reader, undefined, early);
    expect(text).toContain(
      `event: error\ndata: {"error":"The model failed midway.","code":"inference_failed"}`,
    );
    expect(text).not.toContain("event: done");
    expect(text).not.toContain("event: receipt");
    expect(await settlement).toBeNull();
    expect(paying.spent).toBe(0n);
    expect(usdc(app, wallet.address)).toBe(300_000n);

    // Released, not spent: the same proof buys one answer (settled once), and then nothing.
    const replay = (prompt: string) =>
      fetch(`${app.url}/api/inference`, {
        ...live(prompt),
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          "PAYMENT-SIGNATURE": proof as string,
        },
      });
    const again = await replay("once more");
    expect(again.status).toBe(200);
    expect(await again.text()).toMatch(/event: done[\s\S]*event: receipt/);
    expect(usdc(app, wallet.address)).toBe(300_000n - PRICE);
    const twice = await replay("twice");
    expect(twice.status).toBe(402);
    expect(app.generations).not.toContain("twice");
    expect(usdc(app, wallet.address)).toBe(300_000n - PRICE);
  });
});
