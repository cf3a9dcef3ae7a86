/**
 * Keys of the x402 setup. On the embedded local chain the facilitator's fee payer and the default pay-to
 * address are derived from fixed labels, like the emulator's own authority: deterministic across restarts,
 * public knowledge, and only ever holding value on this machine's chain. On a real cluster the fee payer
 * comes from `X402_FEE_PAYER_KEY` (a secret that never leaves the server) and pay-to from `X402_PAY_TO`.
 */
import { createHash, createPrivateKey, createPublicKey } from "node:crypto";
import { getBase58Decoder, getBase58Encoder } from "@solana/kit";

const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/** An Ed25519 key as Solana tools store it: 32 bytes of seed, then 32 bytes of public key. */
export interface DerivedKey {
  /** Base58 address (the public key). */
  address: string;
  /** 32-byte private seed. */
  seed: Uint8Array;
}

/** The public key of a 32-byte Ed25519 seed, as a base58 address. */
function addressOfSeed(seed: Uint8Array): string {
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, seed]),
    format: "der",
    type: "pkcs8",
  });
  const spki = createPublicKey(privateKey).export({ format: "der", type: "spki" });
  return getBase58Decoder().decode(new Uint8Array(spki.subarray(SPKI_PREFIX.length)));
}

/** A key derived from a label (local chain only: anyone can derive it again). */
export function deriveLocalKey(label: string): DerivedKey {
  const seed = new Uint8Array(createHash("sha256").update(`hiber-app/x402/${label}`).digest());
  return { address: addressOfSeed(seed), seed };
}

/** The fee payer the in-process facilitator uses on the embedded local chain. */
export const LOCAL_FEE_PAYER_LABEL = "fee-payer";
/** The default pay-to address on the embedded local chain. */
export const LOCAL_PAY_TO_LABEL = "pay-to";

/**
 * Parses `X402_FEE_PAYER_KEY`: a JSON array of 64 (or 32) bytes, as `solana-keygen` writes it, or the same
 * bytes in base58 (as wallets export them). Throws without echoing the secret.
 */
export function parseSecretKey(raw: string): DerivedKey {
  const text = raw.trim();
  let bytes: Uint8Array;
  try {
    bytes = text.startsWith("[")
      ? Uint8Array.from(JSON.parse(text) as number[])
      : new Uint8Array(getBase58Encoder().encode(text));
  } catch {
    throw new Error("X402_FEE_PAYER_KEY must be a JSON byte array or a base58 secret key");
  }
  if (bytes.length !== 64 && bytes.length !== 32)
    throw new Error(`X402_FEE_PAYER_KEY must hold 64 (or 32) bytes, got ${bytes.length}`);
  const seed = bytes.slice(0, 32);
  const address = addressOfSeed(seed);
  if (bytes.length === 64 && getBase58Decoder().decode(bytes.slice(32)) !== address)
    throw new Error("X402_FEE_PAYER_KEY: the public half does not match the secret half");
  return { address, seed };
}
