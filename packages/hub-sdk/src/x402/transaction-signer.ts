import {
  type Address,
  address,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureDictionary,
  type Transaction,
  type TransactionPartialSigner,
} from "@solana/kit";
import type { PaymentSigner } from "./signer";

/** The payer's signature was missing, or the wallet changed the transaction it was asked to sign. */
export class SignatureMismatchError extends Error {
  override name = "SignatureMismatchError";
}

/**
 * Adapts a {@link PaymentSigner} (wire bytes in, wire bytes out) to the kit `TransactionPartialSigner` that
 * `@x402/svm`'s `ExactSvmScheme` signs with. Each kit transaction is encoded to wire bytes, signed by the
 * wallet, decoded again, and only the payer's signature is taken back. A wallet that altered the message
 * (so the signature would cover something else) is refused with {@link SignatureMismatchError}.
 *
 * @throws Error when the signer has no address (no wallet connected).
 */
export function toTransactionSigner(signer: PaymentSigner): TransactionPartialSigner {
  if (signer.address === null) throw new Error("The payment signer has no address (no wallet connected).");
  const payer: Address = address(signer.address);
  const encoder = getTransactionEncoder();
  const decoder = getTransactionDecoder();
  return {
    address: payer,
    async signTransactions(transactions: readonly Transaction[]): Promise<readonly SignatureDictionary[]> {
      const dictionaries: SignatureDictionary[] = [];
      for (const transaction of transactions) {
        const signed = decoder.decode(
          await signer.signTransaction(new Uint8Array(encoder.encode(transaction))),
        );
        if (!sameBytes(signed.messageBytes, transaction.messageBytes)) {
          throw new SignatureMismatchError("The wallet changed the transaction it was asked to sign.");
        }
        const signature = signed.signatures[payer];
        if (!signature) throw new SignatureMismatchError("The wallet did not sign the transaction.");
        dictionaries.push(Object.freeze({ [payer]: signature }) as SignatureDictionary);
      }
      return dictionaries;
    },
  };
}

function sameBytes(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}
