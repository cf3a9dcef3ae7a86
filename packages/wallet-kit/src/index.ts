/**
 * @hiber/wallet-kit — Solana wallet connection and x402 payments for Hiber.
 * Not built yet: the wallet issue adds WalletKitProvider, the wallet button and modal, and a PaymentSigner.
 */
export {};
