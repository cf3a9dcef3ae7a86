/** Signed actions: nonces and verification, on both database drivers, and the nonce route over HTTP. */
import { buildSignedMessage, bytesToBase64 } from "@hiber/wallet-kit/signed-message";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { OpenDatabase } from "../db/client.ts";
import { DATABASE_KINDS, openTestDatabase } from "../db/testing.ts";
import { listen } from "../test-utils.ts";
import { postJson, type TestWallet, testWallet } from "./testing.ts";
import { NONCE_TTL_MS, SignedActionRefusal, SignedActions } from "./verify.ts";

/** The body `wallet` sends for `action`, signed over `nonce`. */
async function sign(wallet: TestWallet, nonce: string, action = "comment.post", payload = { text: "hi" }) {
  const message = buildSignedMessage({ action, address: wallet.address, nonce, payload });
  const signature = bytesToBase64(await wallet.signMessage(new TextEncoder().encode(message)));
  return { message, signature, address: wallet.address };
}

/** The refusal's status and code, or "accepted". */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) => {
      if (error instanceof SignedActionRefusal) return `${error.status} ${error.code}`;
      throw error;
    },
  );

describe.each(DATABASE_KINDS)("SignedActions on %s", (kind) => {
  let database: OpenDatabase;
  let clock = Date.parse("2026-11-26T00:00:00Z");
  let actions: SignedActions;
  const wallet = testWallet();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    actions = new SignedActions(database.db, () => clock);
  });
  afterAll(() => database?.close());

  it("accepts a good signature once, giving back the action, address and payload", async () => {
    const { nonce, expiresAt } = await actions.issueNonce(wallet.address);
    expect(Date.parse(expiresAt)).toBe(clock + NONCE_TTL_MS);
    const body = await sign(wallet, nonce, "comment.post", { text: "Works well" });
    await expect(actions.verify(body, "comment.post")).resolves.toMatchObject({
      action: "comment.post",
      address: wallet.address,
      nonce,
      payload: { text: "Works well" },
      signature: body.signature,
    });
    expect(await outcome(actions.verify(body, "comment.post"))).toBe("409 nonce_used");
  });

  it("lets only one of two simultaneous requests with the same nonce through", async () => {
    const { nonce } = await actions.issueNonce(wallet.address);
    const body = await sign(wallet, nonce);
    const results = await Promise.all([1, 2, 3].map(() => outcome(actions.verify(body, "comment.post"))));
    expect(results.sort()).toEqual(["409 nonce_used", "409 nonce_used", "accepted"]);
  });

  it("refuses a tampered message or signature, and keeps the nonce for the real one", async () => {
    const { nonce } = await actions.issueNonce(wallet.address);
    const body = await sign(wallet, nonce, "comment.post", { text: "Works well" });
    const tampered = { ...body, message: body.message.replace("Works well", "Works badly") };
    expect(await outcome(actions.verify(tampered, "comment.post"))).toBe("401 bad_signature");
    const bytes = Buffer.from(body.signature, "base64");
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const badSignature = { ...body, signature: bytes.toString("base64") };
    expect(await outcome(actions.verify(badSignature, "comment.post"))).toBe("401 bad_signature");
    const otherSigner = { ...(await sign(testWallet(), nonce)), message: body.message };
    expect(await outcome(actions.verify(otherSigner, "comment.post"))).toBe("400 address_mismatch");
    expect(await outcome(actions.verify({ ...otherSigner, address: wallet.address }, "comment.post"))).toBe(
      "401 bad_signature",
    );
    expect(await outcome(actions.verify(body, "comment.post"))).toBe("accepted");
  });

  it("refuses an unsigned body, another format, and another action", async () => {
    const { nonce } = await actions.issueNonce(wallet.address);
    const body = await sign(wallet, nonce);
    expect(await outcome(actions.verify(undefined, "comment.post"))).toBe("401 unsigned");
    expect(await outcome(actions.verify({ text: "hi" }, "comment.post"))).toBe("401 unsigned");
    expect(await outcome(actions.verify({ ...body, signature: "" }, "comment.post"))).toBe("401 unsigned");
    expect(await outcome(actions.verify({ ...body, message: `${body.message}\n` }, "comment.post"))).toBe(
      "400 invalid_message",
    );
    expect(await outcome(actions.verify(body, "comment.like"))).toBe("400 wrong_action");
  });

  it("refuses an expired nonce", async () => {
    const { nonce } = await actions.issueNonce(wallet.address);
    const body = await sign(wallet, nonce);
    clock += NONCE_TTL_MS;
    expect(await outcome(actions.verify(body, "comment.post"))).toBe("401 nonce_expired");
  });

  it("refuses a nonce issued to another address, and one never issued", async () => {
    const other = testWallet();
    const { nonce } = await actions.issueNonce(other.address);
    expect(await outcome(actions.verify(await sign(wallet, nonce), "comment.post"))).toBe(
      "401 unknown_nonce",
    );
    expect(await outcome(actions.verify(await sign(wallet, "made-up"), "comment.post"))).toBe(
      "401 unknown_nonce",
    );
    // The nonce is still good for the address it was issued to.
    expect(await outcome(actions.verify(await sign(other, nonce), "comment.post"))).toBe("accepted");
  });

  it("issues nonces only to base58 Solana addresses", async () => {
    for (const address of [undefined, "", "not an address", "0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl", 42])
      expect(await outcome(actions.issueNonce(address))).toBe("400 invalid_address");
  });
});

describe("POST /api/signed/nonce over HTTP", () => {
  let database: OpenDatabase;
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const config = loadConfig({}, { clientDir: "dist/client" });
    server = await listen(
      createServer(
        config,
        { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" },
        {
          database: database.db,
        },
      ),
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("answers a nonce and its expiry for an address, and a clear 400 for anything else", async () => {
    const wallet = testWallet();
    const good = await postJson<{ nonce: string; expiresAt: string }>(`${server.url}/api/signed/nonce`, {
      address: wallet.address,
    });
    expect(good.status).toBe(200);
    expect(good.json.nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(Date.parse(good.json.expiresAt)).toBeGreaterThan(Date.now());
    const bad = await postJson(`${server.url}/api/signed/nonce`, { address: "nope" });
    expect(bad).toEqual({
      status: 400,
      json: { error: "The address is not a valid Solana address.", code: "invalid_address" },
    });
  });

  it("answers 503 when the server has no database", async () => {
    const config = loadConfig({}, { clientDir: "dist/client" });
    const bare = await listen(
      createServer(config, { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" }),
    );
    try {
      const res = await postJson(`${bare.url}/api/signed/nonce`, { address: testWallet().address });
      expect(res.status).toBe(503);
      expect(res.json.code).toBe("signed_unavailable");
    } finally {
      await bare.close();
    }
  });
});
