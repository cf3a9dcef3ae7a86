/** Ed25519 keys and signatures with node:crypto (synchronous, no WebCrypto). */

import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import { bytesToBase58 } from "./wire";

const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/** A key pair the emulator signs with. */
export interface EmulatorKeypair {
  /** Base58 public key. */
  address: string;
  /** Signs a message; returns the 64-byte signature. */
  sign(message: Uint8Array): Uint8Array;
}

/**
 * A key pair derived from a label. Deterministic, so the mint authority and faucet keep their
 * addresses across restarts without storing a secret; the keys are public knowledge and only ever
 * hold value on this local chain.
 */
export function deriveKeypair(label: string): EmulatorKeypair {
  const seed = createHash("sha256").update(`hiber-emulators/solana/${label}`).digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, seed]),
    format: "der",
    type: "pkcs8",
  });
  const spki = createPublicKey(privateKey).export({ format: "der", type: "spki" });
  const address = bytesToBase58(new Uint8Array(spki.subarray(SPKI_PREFIX.length)));
  return { address, sign: (message) => new Uint8Array(sign(null, message, privateKey)) };
}

function publicKeyObject(raw: Uint8Array): KeyObject | undefined {
  try {
    return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: "der", type: "spki" });
  } catch {
    return undefined;
  }
}

/** Whether `signature` is `publicKey`'s Ed25519 signature of `message`. */
export function verifySignature(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = publicKeyObject(publicKey);
  if (!key) return false;
  try {
    return verify(null, message, key, signature);
  } catch {
    return false;
  }
}
