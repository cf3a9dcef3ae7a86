/**
 * Signed actions in tests: a wallet over a fresh ed25519 key pair (Node's crypto), and the request body it
 * sends, built by the browser's own code (`@hiber/wallet-kit`'s `signAction`) against a running server.
 */
import { generateKeyPairSync, sign } from "node:crypto";
import { type MessageSigner, signAction } from "@hiber/wallet-kit";
import type { SignedActionBody, SignedPayload } from "@hiber/wallet-kit/signed-message";
import { getBase58Decoder } from "@solana/kit";

export interface TestWallet extends MessageSigner {
  address: string;
}

/** A new key pair that signs messages as a wallet does. */
export function testWallet(): TestWallet {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x as string, "base64url");
  return {
    address: getBase58Decoder().decode(raw),
    canSignMessages: true,
    signMessage: async (message) => Uint8Array.from(sign(null, message, privateKey)),
  };
}

/** The signed body of `action` with `payload`, with a nonce from the server at `baseUrl` (through `fetch`). */
export function signedBody(
  baseUrl: string,
  wallet: TestWallet,
  action: string,
  payload: SignedPayload,
  fetch?: typeof globalThis.fetch,
): Promise<SignedActionBody> {
  return signAction(wallet, action, payload, { baseUrl, fetch });
}

/** POSTs JSON to `url`; resolves with the status and the JSON answer. */
export async function postJson<T = { error?: string; code?: string }>(
  url: string,
  body: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}
