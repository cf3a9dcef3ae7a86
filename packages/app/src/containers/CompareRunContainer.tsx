import { SideBySide } from "@hiber/ui";
import { usePayingFetch, useWalletSession } from "@hiber/wallet-kit";
import { useState } from "react";
import { usePublicConfig } from "../lib/api.ts";
import { paymentConfigOf } from "../playground/payments.ts";
import { useSideBySideRun } from "../playground/useSideBySideRun.ts";
import { resolveSolanaEndpoints } from "../wallet/solana-config.ts";

export interface CompareRunProps {
  /** Model A and model B. */
  models: readonly [string, string];
  /** The prompt (kept by the caller, e.g. in the URL); the run keeps its own when absent. */
  prompt?: string;
  onPromptChange?: (prompt: string) => void;
  className?: string;
}

/**
 * "Run both" (issue 18) for the comparison dialog and `/compare`: the ui `SideBySide` driven by
 * `useSideBySideRun`, paid through the wallet's x402 payer when payments are on (without a wallet, "Run
 * both" opens the wallet modal first).
 */
export function CompareRun({ models, prompt: given, onPromptChange, className }: CompareRunProps) {
  const config = usePublicConfig();
  const session = useWalletSession();
  const solana = config.data?.solana;
  const rpcUrl = solana ? resolveSolanaEndpoints(solana, window.location).endpoint : "/api/solana";
  const paymentConfig = paymentConfigOf(config.data?.payments, solana?.networkName);
  const payer = usePayingFetch({ rpcUrl });
  const run = useSideBySideRun(models, { paymentConfig, payer });
  const [own, setOwn] = useState("");
  const prompt = given ?? own;
  const connected = session.status === "connected" && session.address !== null;
  return (
    <SideBySide
      className={className}
      sides={run.sides}
      prompt={prompt}
      onPromptChange={onPromptChange ?? setOwn}
      onRun={() => {
        if (paymentConfig && !connected) session.openModal();
        else run.run(prompt);
      }}
      onStop={run.stop}
      price={paymentConfig?.amount}
      notice={run.notice}
      disabled={config.isPending}
    />
  );
}
