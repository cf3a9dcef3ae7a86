import { VersionedTransaction } from "@solana/web3.js";

/**
 * Signs wire bytes (a legacy or v0 transaction) with a wallet's `signTransaction` and returns the
 * signed wire bytes: `VersionedTransaction.deserialize` → `signTransaction` → `serialize`. Signatures
 * of other signers (e.g. an x402 facilitator as fee payer) stay as they were.
 */
export async function signSerializedTransaction(
  bytes: Uint8Array,
  signTransaction: (transaction: VersionedTransaction) => Promise<VersionedTransaction>,
): Promise<Uint8Array> {
  const transaction = VersionedTransaction.deserialize(bytes);
  const signed = await signTransaction(transaction);
  return signed.serialize();
}
