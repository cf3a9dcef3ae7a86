/**
 * The x402 example of the docs site (docs/guides/HubSdk.mdx shows this file as it is): type-checked with the
 * docs package (`tsc`), not run by a test here; the same flow runs in the release check's consumer
 * (scripts/release-consumer/src/PayOnePrompt.tsx, through wallet-kit's `usePayingFetch`).
 */
import { createPayingFetch, InsufficientBalanceError, type PaymentSigner } from "@hiber/hub-sdk/x402";

/** Pays one prompt to an x402 API (`POST {appUrl}/api/inference`) with any `PaymentSigner`. */
export async function payOnePrompt(signer: PaymentSigner, appUrl: string) {
  const paying = createPayingFetch({
    signer, // wallet-kit's useWalletSession().paymentSigner, or one over a key pair
    rpcUrl: `${appUrl}/api/solana`, // where the payment is built (blockhash, mint) and the balance read
    maxSpend: 1, // this session's cap in USDC
  });
  try {
    const { response, receipt } = await paying.fetch(`${appUrl}/api/inference`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Hello", model: "meta-llama/Llama-3.1-8B-Instruct" }),
    });
    // receipt: the settled payment (transaction signature, amount); null when the answer was not charged.
    return { answer: await response.json(), transaction: receipt?.transaction, spent: paying.spentUsdc };
  } catch (error) {
    // "Insufficient USDC balance. You have 0.05 USDC, need 0.10 USDC." Nothing was signed.
    if (error instanceof InsufficientBalanceError) return { problem: error.message };
    throw error;
  }
}
