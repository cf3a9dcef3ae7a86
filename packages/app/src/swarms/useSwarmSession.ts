/**
 * A swarm page's run and its payments: with payments on, each agent is its own paid request through the
 * connected wallet (`usePayingFetch`); with them off, the free, rate-limited path. Shared by /swarms and a
 * run's own page.
 */
import { usePayingFetch, useWalletSession } from "@hiber/wallet-kit";
import { usePublicConfig } from "../lib/api.ts";
import { paymentConfigOf } from "../playground/payments.ts";
import { resolveSolanaEndpoints } from "../wallet/solana-config.ts";
import { useSwarmRun } from "./useSwarmRun.ts";

export function useSwarmSession() {
  const config = usePublicConfig();
  const session = useWalletSession();
  const solana = config.data?.solana;
  const paid = paymentConfigOf(config.data?.payments, solana?.networkName) !== undefined;
  const rpcUrl = solana ? resolveSolanaEndpoints(solana, window.location).endpoint : "/api/solana";
  const payer = usePayingFetch({ rpcUrl });
  const run = useSwarmRun(paid ? payer : undefined);
  const connected = session.status === "connected" && session.address !== null;
  const amount = config.data?.payments?.enabled ? paymentConfigOf(config.data.payments)?.amount : undefined;
  return {
    run,
    /** The line about payments, when they are on. */
    paymentNote: paid
      ? `Payments are on: each agent is its own paid request${amount ? ` of ${amount} USDC` : ""}, settled only if that agent answers; a parallel run asks the wallet once for all of them.`
      : undefined,
    /** Payments are on and no wallet is connected: offer "Connect Wallet". */
    needsWallet: paid && !connected,
    openWallet: () => session.openModal(),
  };
}
