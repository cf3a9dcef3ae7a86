/**
 * What the x402 client needs from a wallet to pay: the payer's address and a way to sign (not send) a
 * transaction. `@hiber/wallet-kit` implements it over the connected wallet-adapter wallet; tests and
 * servers implement it over a key pair. Transactions travel as wire bytes, so no Solana library type
 * crosses this boundary.
 */
export interface PaymentSigner {
  /** The payer's address (base58), or null while no wallet is connected. */
  readonly address: string | null;
  /** Whether the wallet can sign transactions (spec: "Wallet does not support transaction sending."). */
  readonly canSignTransactions: boolean;
  /**
   * Signs a serialized transaction (legacy or v0 wire bytes) with the payer's key, without sending it,
   * and returns the serialized transaction carrying the payer's signature. Other signatures (the
   * facilitator's, as fee payer) stay empty for the server to add.
   */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
}
