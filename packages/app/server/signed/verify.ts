/**
 * Signed actions, the server half: nonces issued to an address (`signed_nonces`: short expiry, single use)
 * and {@link SignedActions.verify}, which every signed endpoint calls before acting. The message format is
 * `@hiber/wallet-kit/signed-message` (the browser builds the same text). The order of the checks: the body's
 * shape, the message's format, the action and address it names, the ed25519 signature over the message's
 * UTF-8 bytes against the address (Node's crypto), then the nonce, consumed in one atomic UPDATE, so two
 * requests with one nonce never both pass.
 */
import { createPublicKey, randomBytes, verify as verifySignature } from "node:crypto";
import {
  base64ToBytes,
  parseSignedMessage,
  type SignedActionMessage,
  type SignedNonce,
} from "@hiber/wallet-kit/signed-message";
import { getBase58Encoder } from "@solana/kit";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { signedNonces } from "../db/schema.ts";

/** How long a nonce may be used after it is issued. */
export const NONCE_TTL_MS = 5 * 60_000;
/** Used and expired nonces are deleted at most this often (per process). */
const SWEEP_EVERY_MS = 60_000;

/** A refusal, answered as JSON `{ error, code }` with `status`. */
export class SignedActionRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (status: 400 | 401 | 409, code: string, message: string) =>
  new SignedActionRefusal(status, code, message);

/** The 32-byte ed25519 public key of a base58 Solana address, or null when it is not one. */
export function addressPublicKey(address: unknown): Uint8Array | null {
  if (typeof address !== "string" || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return null;
  try {
    const bytes = getBase58Encoder().encode(address);
    return bytes.length === 32 ? Uint8Array.from(bytes) : null;
  } catch {
    return null;
  }
}

/** Whether `signature` is `address`'s ed25519 signature of `message` (its UTF-8 bytes). */
export function isValidSignature(message: string, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64) return false;
  try {
    const key = createPublicKey({
      key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(publicKey).toString("base64url") },
      format: "jwk",
    });
    return verifySignature(null, Buffer.from(message, "utf8"), key, signature);
  } catch {
    return false;
  }
}

/** A verified signed action: what to do, who signed it, and the signed proof to keep. */
export interface VerifiedAction extends SignedActionMessage {
  message: string;
  /** base64, as received. */
  signature: string;
}

export class SignedActions {
  #lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Issues a nonce to `address`; refuses what is not a base58 Solana address (400 `invalid_address`). */
  async issueNonce(address: unknown): Promise<SignedNonce> {
    if (!addressPublicKey(address))
      throw refuse(400, "invalid_address", "The address is not a valid Solana address.");
    const now = this.now();
    const nonce = randomBytes(18).toString("base64url");
    const expiresAt = new Date(now + NONCE_TTL_MS);
    await this.db.insert(signedNonces).values({ nonce, address: address as string, expiresAt });
    if (now - this.#lastSweep >= SWEEP_EVERY_MS) {
      this.#lastSweep = now;
      // A replay of a swept nonce is still refused (401 `unknown_nonce` instead of 409 `nonce_used`).
      await this.db.delete(signedNonces).where(lt(signedNonces.expiresAt, new Date(now)));
    }
    return { nonce, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Verifies a signed request's body `{ message, signature, address }` for `action` and consumes its nonce.
   * Throws {@link SignedActionRefusal}: 401 `unsigned` (no message or signature), 400 `invalid_message`,
   * 400 `wrong_action`, 400 `address_mismatch`, 401 `bad_signature`, 401 `unknown_nonce` (never issued, or
   * issued to another address), 401 `nonce_expired`, 409 `nonce_used` (a replay).
   */
  async verify(body: unknown, action: string): Promise<VerifiedAction> {
    const { message, signature, address } = (body ?? {}) as Record<string, unknown>;
    if (typeof message !== "string" || typeof signature !== "string" || !message || !signature)
      throw refuse(401, "unsigned", "This action must be signed with a wallet.");
    const parsed = parseSignedMessage(message);
    if (!parsed) throw refuse(400, "invalid_message", "The signed message is not in the expected format.");
    if (parsed.action !== action)
      throw refuse(400, "wrong_action", "The signed message is for another action.");
    if (address !== undefined && address !== parsed.address)
      throw refuse(400, "address_mismatch", "The address does not match the signed message.");
    const publicKey = addressPublicKey(parsed.address);
    if (!publicKey) throw refuse(400, "invalid_address", "The address is not a valid Solana address.");
    const signatureBytes = base64ToBytes(signature);
    if (!signatureBytes || !isValidSignature(message, signatureBytes, publicKey))
      throw refuse(401, "bad_signature", "The signature does not match the message and address.");

    const now = new Date(this.now());
    const [consumed] = await this.db
      .update(signedNonces)
      .set({ usedAt: now })
      .where(
        and(
          eq(signedNonces.nonce, parsed.nonce),
          eq(signedNonces.address, parsed.address),
          isNull(signedNonces.usedAt),
          gt(signedNonces.expiresAt, now),
        ),
      )
      .returning({ nonce: signedNonces.nonce });
    if (!consumed) {
      const [row] = await this.db
        .select()
        .from(signedNonces)
        .where(and(eq(signedNonces.nonce, parsed.nonce), eq(signedNonces.address, parsed.address)));
      if (row?.usedAt) throw refuse(409, "nonce_used", "This signed action was already used.");
      if (row) throw refuse(401, "nonce_expired", "The signature has expired. Please sign again.");
      throw refuse(401, "unknown_nonce", "The nonce was not issued to this address.");
    }
    return { ...parsed, message, signature };
  }
}
