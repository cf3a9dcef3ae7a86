/**
 * Signed actions, the half shared by the browser and the server (the app server imports this file as
 * `@hiber/wallet-kit/signed-message`): the canonical text a wallet signs, and the JSON on the wire.
 *
 * A signed action is a few lines of UTF-8 text; the wallet signs its bytes (ed25519, wallet-adapter's
 * `signMessage`), the server parses the text back, checks the signature against the address and consumes
 * the nonce it issued (single use, short expiry). The payload is canonical JSON (keys sorted, no spaces),
 * so the same payload always gives the same text. This module imports nothing and has no side effects.
 *
 * ```text
 * Hiber signed action
 * Action: comment.post
 * Address: 9wX…
 * Nonce: 3f0c…
 * Payload: {"model":"openai/gpt-oss-20b","rating":5,"text":"Works well"}
 * ```
 */

/** The first line of every signed action (a wallet shows it to the user before signing). */
export const SIGNED_MESSAGE_HEADER = "Hiber signed action";

/** Where the app server issues nonces: `POST` `{ address }` → {@link SignedNonce}. */
export const SIGNED_NONCE_PATH = "/api/signed/nonce";

/** A JSON value that survives a round trip through canonical JSON. */
export type SignedPayload = { [key: string]: SignedJson };
export type SignedJson = string | number | boolean | null | SignedJson[] | { [key: string]: SignedJson };

/** The fields of a signed action's text. */
export interface SignedActionMessage {
  /** What is done, e.g. `comment.post`, `comment.like`: the server refuses a message for another action. */
  action: string;
  /** The signer's address (base58 ed25519 public key). */
  address: string;
  /** The nonce the server issued to this address. */
  nonce: string;
  /** The action's data (what the server acts on; nothing outside the signed text is trusted). */
  payload: SignedPayload;
}

/** `POST /api/signed/nonce` answers this. */
export interface SignedNonce {
  nonce: string;
  /** ISO 8601; the nonce is refused after it (and once used). */
  expiresAt: string;
}

/** The JSON body of every signed request. */
export interface SignedActionBody {
  /** The text that was signed ({@link buildSignedMessage}). */
  message: string;
  /** The ed25519 signature of the message's UTF-8 bytes, base64. */
  signature: string;
  /** The signer's address (base58); must be the message's. */
  address: string;
}

/** JSON with object keys sorted at every level, no spaces: one text per value. */
export function canonicalJson(value: SignedJson): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as SignedJson)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const ACTION = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;
const FIELD = /^[A-Za-z0-9_-]+$/;

/** The text to sign. Throws on an action, address or nonce that cannot be written on one line. */
export function buildSignedMessage(message: SignedActionMessage): string {
  if (!ACTION.test(message.action)) throw new Error(`Invalid signed action name: ${message.action}`);
  if (!FIELD.test(message.address)) throw new Error("Invalid address");
  if (!FIELD.test(message.nonce)) throw new Error("Invalid nonce");
  return [
    SIGNED_MESSAGE_HEADER,
    `Action: ${message.action}`,
    `Address: ${message.address}`,
    `Nonce: ${message.nonce}`,
    `Payload: ${canonicalJson(message.payload)}`,
  ].join("\n");
}

/**
 * The fields of a signed action's text, or null when it is not exactly what {@link buildSignedMessage}
 * writes (any other text, even one that means the same, is refused: the bytes signed are the bytes parsed).
 */
export function parseSignedMessage(text: string): SignedActionMessage | null {
  const lines = text.split("\n");
  if (lines.length !== 5 || lines[0] !== SIGNED_MESSAGE_HEADER) return null;
  const field = (index: number, name: string) => {
    const line = lines[index] ?? "";
    return line.startsWith(`${name}: `) ? line.slice(name.length + 2) : null;
  };
  const action = field(1, "Action");
  const address = field(2, "Address");
  const nonce = field(3, "Nonce");
  const payloadText = field(4, "Payload");
  if (action === null || address === null || nonce === null || payloadText === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(payloadText);
  } catch {
    return null;
  }
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) return null;
  const parsed = { action, address, nonce, payload: payload as SignedPayload };
  try {
    return buildSignedMessage(parsed) === text ? parsed : null;
  } catch {
    return null;
  }
}

/** Bytes → standard base64 (the signature on the wire). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 → bytes; null when the text is not base64. */
export function base64ToBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
