import { SideBySide } from "@hiber/ui";
import { useState } from "react";
import { usePaymentSetup } from "../playground/usePaymentSetup.ts";
import { useSideBySideRun } from "../playground/useSideBySideRun.ts";

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
  const { config, session, paymentConfig, payer } = usePaymentSetup();
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
