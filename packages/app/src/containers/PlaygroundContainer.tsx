import { formatUnits, USDC_DECIMALS } from "@hiber/hub-sdk/money";
import { PlaygroundScreen, type PlaygroundTestPayment } from "@hiber/ui";
import { paymentProblemOf } from "@hiber/wallet-kit";
import { useMutation, useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { DEFAULT_PLAYGROUND_MODEL } from "../playground/models.ts";
import { receiptOf } from "../playground/payments.ts";
import { testPaymentErrorOf, testPaymentResultOf } from "../playground/test-payment.ts";
import { usePaymentSetup } from "../playground/usePaymentSetup.ts";
import { usePlaygroundRun } from "../playground/usePlaygroundRun.ts";
import {
  combinePlaygroundModels,
  faucetMutationOptions,
  paidInferenceMutationOptions,
  playgroundModelsQueries,
  testInferenceMutationOptions,
} from "../queries/playground.ts";
import { explorerTransactionHref } from "./solana-page.ts";

/** What Test Payment sends when the prompt box is empty (the server needs a prompt). */
const TEST_PAYMENT_PROMPT = "Say hello in one short sentence.";
/** What "Get Test USDC" mints on the embedded chain: 1 USDC. */
const FAUCET_UNITS = 1_000_000n;

const usdc = (units: bigint) => Number(formatUnits(units, USDC_DECIMALS));

/**
 * The prompt playground at "/" (spec part 2 §2.11, §4, §5, §8): presets, the 11 models with the hub's real
 * numbers, and the run (see `usePlaygroundRun`); with payments on, the wallet's x402 payer (wallet-kit's
 * `usePayingFetch`) with the session's spend cap and receipts, linked to the explorer.
 */
export function PlaygroundContainer() {
  const { session, solana, rpcUrl, paymentConfig, payer } = usePaymentSetup();
  const models = useQueries({ queries: playgroundModelsQueries(), combine: combinePlaygroundModels });
  const [prompt, setPrompt] = useState("");
  const [selectedPresetId, setSelectedPresetId] = useState<string>();
  const [selectedModelId, setSelectedModelId] = useState<string>(DEFAULT_PLAYGROUND_MODEL);
  const connected = session.status === "connected" && session.address !== null;
  const run = usePlaygroundRun({ paymentConfig, payer, connected, onModelAnswered: setSelectedModelId });
  const paidTest = useMutation(paidInferenceMutationOptions(payer));
  const plainTest = useMutation(testInferenceMutationOptions());
  const faucet = useMutation(faucetMutationOptions(rpcUrl));
  const [testOpen, setTestOpen] = useState(false);

  // Test Payment: one real request, paid through the wallet when payments are on (free when they are off).
  const test = paymentConfig ? paidTest : plainTest;
  const testPrompt = prompt.trim() || TEST_PAYMENT_PROMPT;
  const testResult = testPaymentResultOf(test.data, selectedModelId);
  const testPayment: PlaygroundTestPayment = {
    open: testOpen,
    onOpenChange: setTestOpen,
    status: test.isPending
      ? "paying"
      : test.isError || (test.data && !testResult)
        ? "error"
        : testResult
          ? "success"
          : "idle",
    model: selectedModelId,
    prompt: testPrompt,
    walletConnected: connected,
    // The wallet modal takes over (one dialog at a time); Test Payment is opened again once connected.
    onConnectWallet: () => {
      setTestOpen(false);
      session.openModal();
    },
    onSend: () => {
      const body = { prompt: testPrompt, model: selectedModelId };
      if (paymentConfig) paidTest.mutate({ body });
      else plainTest.mutate(body);
    },
    result: testResult,
    error: test.error
      ? (paymentProblemOf(test.error)?.message ?? "The test request failed. Try again in a moment.")
      : test.data && !testResult
        ? testPaymentErrorOf(test.data)
        : undefined,
  };

  return (
    <PlaygroundScreen
      onPresetSelect={(preset) => {
        run.clear();
        setPrompt(preset.prompt);
        setSelectedPresetId(preset.id);
      }}
      selectedPresetId={selectedPresetId}
      onClear={() => {
        run.clear();
        setPrompt("");
        setSelectedPresetId(undefined);
      }}
      modelsStatus={models.status}
      models={models.models}
      modelsError={models.error}
      onRefreshModels={models.refresh}
      isRefreshingModels={models.isRefreshing}
      selectedModelId={selectedModelId}
      onModelSelect={setSelectedModelId}
      prompt={prompt}
      onPromptChange={(value) => {
        setPrompt(value);
        setSelectedPresetId(undefined);
      }}
      onRun={() => run.start(prompt, selectedModelId)}
      onCancelRun={run.cancel}
      onTestPayment={() => {
        // Opens the dialog, which says what the request costs; nothing is sent before its button.
        paidTest.reset();
        plainTest.reset();
        setTestOpen(true);
      }}
      testPayment={testPayment}
      run={run.run}
      payment={run.payment}
      onConnectWallet={() => session.openModal()}
      onPay={run.pay}
      onGetFunds={
        solana?.emulated && session.address
          ? () =>
              faucet.mutate(
                { owner: session.address as string, units: FAUCET_UNITS },
                { onSuccess: () => run.fundsArrived(), onError: (error) => run.fundsArrived(error) },
              )
          : undefined
      }
      onDismissPayment={run.clear}
      paymentConfig={paymentConfig}
      receipts={payer.receipts.map(receiptOf)}
      getExplorerUrl={(signature) => explorerTransactionHref(signature, solana?.cluster ?? "localnet")}
      spendCap={usdc(payer.cap)}
      spent={usdc(payer.spent)}
      onSpendCapChange={run.capChanged}
    />
  );
}
