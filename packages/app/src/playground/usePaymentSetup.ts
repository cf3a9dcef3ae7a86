import { usePayingFetch, useWalletSession } from "@hiber/wallet-kit";
import { usePublicConfig } from "../lib/api.ts";
import { resolveSolanaEndpoints } from "../wallet/solana-config.ts";
import { paymentConfigOf } from "./payments.ts";

/**
 * What a paying screen (the playground, Run both) reads first: the server's public config, the wallet
 * session, the Solana RPC URL, the payment settings (`undefined` when payments are off) and the wallet's
 * x402 payer with the session's spend cap.
 */
export function usePaymentSetup() {
  const config = usePublicConfig();
  const session = useWalletSession();
  const solana = config.data?.solana;
  const rpcUrl = solana ? resolveSolanaEndpoints(solana, window.location).endpoint : "/api/solana";
  const paymentConfig = paymentConfigOf(config.data?.payments, solana?.networkName);
  const payer = usePayingFetch({ rpcUrl });
  return { config, session, solana, rpcUrl, paymentConfig, payer };
}
