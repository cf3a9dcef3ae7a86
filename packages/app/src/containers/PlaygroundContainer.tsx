import { AllModelsFailedError, generateWithFallback } from "@hiber/hub-sdk";
import {
  type PaymentConfig,
  type PaymentReceipt,
  type PlaygroundAttempt,
  type PlaygroundPayment,
  type PlaygroundRun,
  PlaygroundScreen,
  type PlaygroundTestPayment,
  type PresetPrompt,
} from "@hiber/ui";
import { useWalletSession } from "@hiber/wallet-kit";
import { useCallback, useEffect, useRef, useState } from "react";
import { usePublicConfig } from "../lib/api.ts";
import { attemptsFromServer, retryNotice, toPlaygroundAttempt } from "../playground/attempts.ts";
import { DEFAULT_PLAYGROUND_MODEL, PLAYGROUND_MODEL_IDS } from "../playground/models.ts";
import {
  decodePaymentRequiredHeader,
  loadSpending,
  paymentConfigOf,
  paymentDetailsOf,
  remainingAllowance,
  type SpendingState,
  saveSpending,
  toBaseUnits,
  withReceipt,
} from "../playground/payments.ts";
import { routerBaseUrl, usePlaygroundModels } from "../playground/usePlaygroundModels.ts";
import { resolveSolanaEndpoints } from "../wallet/solana-config.ts";
import { explorerTransactionHref } from "./solana-page.ts";

/** What Test Payment sends when the prompt box is empty (the server needs a prompt). */
const TEST_PAYMENT_PROMPT = "Say hello in one short sentence.";
/** What "Get Test USDC" mints on the embedded chain: 1 USDC. */
const FAUCET_UNITS = 1_000_000;

/** The paid-prompt chunk (x402 packages, @solana/kit): loaded only when a paid prompt or Test Payment starts. */
const loadPaidInference = () => import("../playground/paid-inference.ts");

function errorMessage(error: unknown, fallback = "Request failed."): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === "AbortError");
}

/** A prompt waiting for its payment (the wallet to connect, funds, a higher cap, or "Try Again"). */
interface PendingPrompt {
  prompt: string;
  model: string;
}

function pretty(body: unknown): string {
  return typeof body === "string" ? body : JSON.stringify(body, null, 2);
}

/**
 * The prompt playground at "/" (spec part 2 §2.11, §4, §5, §8): presets, the 11 models with the hub's real
 * numbers, and the run. With payments off, the browser runs hub-sdk's `generateWithFallback` through the
 * router proxy (streamed tokens, 503 retries, fallbacks, the selection switching to the model that
 * answered). With payments on, `/api/inference` does the fallbacks and the browser pays its 402 with x402
 * through the wallet session, within a spend cap per browser session; receipts link to the explorer.
 */
export function PlaygroundContainer() {
  const config = usePublicConfig();
  const session = useWalletSession();
  const models = usePlaygroundModels();

  const payments = config.data?.payments;
  const paymentConfig = paymentConfigOf(payments);
  const solana = config.data?.solana;

  const [prompt, setPrompt] = useState("");
  const [selectedPresetId, setSelectedPresetId] = useState<string>();
  const [selectedModelId, setSelectedModelId] = useState<string>(DEFAULT_PLAYGROUND_MODEL);
  const [run, setRun] = useState<PlaygroundRun>();
  const [payment, setPayment] = useState<PlaygroundPayment>();
  const [testPayment, setTestPayment] = useState<Omit<PlaygroundTestPayment, "onOpenChange">>();
  const [spending, setSpending] = useState<SpendingState>(() => loadSpending(window.sessionStorage));
  const pending = useRef<PendingPrompt | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);
  const spendingRef = useRef(spending);
  spendingRef.current = spending;

  useEffect(() => saveSpending(window.sessionStorage, spending), [spending]);
  // Leaving the page stops a run in flight (an unpaid answer is not charged).
  useEffect(() => () => controller.current?.abort(), []);

  // The wallet connected (or went away) while a payment waits for it.
  const connected = session.status === "connected" && session.address !== null;
  useEffect(() => {
    setPayment((current) => {
      if (current?.status === "wallet-required" && connected)
        return { ...current, status: "ready", message: undefined };
      return current;
    });
  }, [connected]);

  const recordReceipt = useCallback((receipt: PaymentReceipt) => {
    setSpending((state) => withReceipt(state, receipt));
  }, []);

  const startRun = () => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    return next.signal;
  };

  /** Payments off: the router through this origin's proxy, with the spec's fallbacks, streamed. */
  async function runFree(text: string, selected: string) {
    const signal = startRun();
    const attempts: PlaygroundAttempt[] = [];
    let answer = "";
    setRun({ status: "generating", attempts: [] });
    try {
      const result = await generateWithFallback({
        baseUrl: routerBaseUrl(),
        models: PLAYGROUND_MODEL_IDS,
        selected,
        prompt: text,
        stream: true,
        signal,
        onToken: (token) => {
          answer += token;
          setRun({ status: "streaming", text: answer, attempts: [...attempts] });
        },
        onAttempt: (attempt) => {
          attempts.push(toPlaygroundAttempt(attempt));
          if (attempt.code === undefined) return;
          // A failed attempt voids what it streamed: the next one starts over.
          answer = "";
          setRun({ status: "generating", attempts: [...attempts], notice: retryNotice(attempt) });
        },
      });
      if (signal.aborted) return;
      setRun({ status: "done", text: result.text, attempts: result.trace.map(toPlaygroundAttempt) });
      setSelectedModelId(result.model);
    } catch (error) {
      if (isAbort(error, signal)) return;
      if (error instanceof AllModelsFailedError) {
        setRun({ status: "error", error: error.message, attempts: error.trace.map(toPlaygroundAttempt) });
      } else {
        setRun({ status: "error", error: errorMessage(error, "Request failed."), attempts });
      }
    }
  }

  /** Payments on: `/api/inference` (the server falls back), its 402 paid with the wallet. */
  async function runPaid(text: string, selected: string, config: PaymentConfig) {
    const signal = startRun();
    pending.current = { prompt: text, model: selected };
    setPayment(undefined);
    setRun({ status: "generating" });
    const signer = session.paymentSigner;
    try {
      const { postPaidInference, describePaymentError } = await loadPaidInference();
      try {
        const reply = await postPaidInference({
          signer,
          rpcUrl: solana ? resolveSolanaEndpoints(solana, window.location).endpoint : "/api/solana",
          maxSpend: remainingAllowance(spendingRef.current),
          body: { prompt: text, model: selected, models: PLAYGROUND_MODEL_IDS },
          signal,
          onPaymentRequired: (requirements) => {
            if (signer.address === null) return;
            const details = paymentDetailsOf(requirements, config);
            if (details) setPayment({ status: "paying", details });
          },
          onProofSent: () => {
            setPayment(undefined);
            setRun({
              status: "generating",
              notice: "Payment sent. The answer is on its way; the payment settles only when it arrives.",
            });
          },
        });
        if (signal.aborted) return;
        pending.current = undefined;
        setPayment(undefined);
        const body = (reply.body ?? {}) as {
          generated_text?: unknown;
          model?: unknown;
          attempts?: unknown;
          error?: unknown;
        };
        if (reply.status === 200 && typeof body.generated_text === "string") {
          const model = typeof body.model === "string" ? body.model : selected;
          const receipt: PaymentReceipt | undefined = reply.receipt
            ? {
                signature: reply.receipt.transaction,
                amount: reply.receipt.amountUsdc,
                model,
                time: new Date(),
              }
            : undefined;
          if (receipt) recordReceipt(receipt);
          setRun({
            status: "done",
            text: body.generated_text,
            attempts: attemptsFromServer(body.attempts),
            receipt,
          });
          setSelectedModelId(model);
        } else {
          // The generation failed: the server did not settle, nothing was charged.
          setRun({
            status: "error",
            error: typeof body.error === "string" ? body.error : `Request failed (HTTP ${reply.status}).`,
          });
        }
      } catch (error) {
        if (isAbort(error, signal)) return;
        const problem = describePaymentError(error);
        if (!problem) throw error;
        const details = paymentDetailsOf(problem.requirements, config) ?? config;
        setRun(undefined);
        setPayment({ status: problem.status, details, message: problem.message, balance: problem.balance });
      }
    } catch (error) {
      if (isAbort(error, signal)) return;
      pending.current = undefined;
      setPayment(undefined);
      // "Request failed." (no response), or the paid chunk could not load.
      setRun({ status: "error", error: errorMessage(error) });
    }
  }

  const runPrompt = (text: string, model: string) => {
    if (paymentConfig) void runPaid(text, model, paymentConfig);
    else void runFree(text, model);
  };

  const clearResult = () => {
    controller.current?.abort();
    pending.current = undefined;
    setRun(undefined);
    setPayment(undefined);
  };

  async function onTestPayment() {
    const body = { prompt: prompt.trim() || TEST_PAYMENT_PROMPT, model: selectedModelId };
    setTestPayment({ open: true, status: "loading" });
    try {
      if (paymentConfig && session.paymentSigner.address !== null) {
        // A wallet is connected: pay the 402 and show the answer (its receipt joins the list).
        const { postPaidInference } = await loadPaidInference();
        const reply = await postPaidInference({
          signer: session.paymentSigner,
          rpcUrl: solana ? resolveSolanaEndpoints(solana, window.location).endpoint : "/api/solana",
          maxSpend: remainingAllowance(spendingRef.current),
          body,
        });
        if (reply.receipt) {
          const model = (reply.body as { model?: unknown } | null)?.model;
          recordReceipt({
            signature: reply.receipt.transaction,
            amount: reply.receipt.amountUsdc,
            model: typeof model === "string" ? model : body.model,
            time: new Date(),
          });
        }
        setTestPayment({ open: true, status: "success", httpStatus: reply.status, body: pretty(reply.body) });
        return;
      }
      // No wallet (or payments off): the endpoint's own reply, e.g. 402 with its payment requirements.
      const response = await fetch("/api/inference", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      let shown: unknown = text;
      try {
        shown = JSON.parse(text);
      } catch {
        // not JSON: shown as text
      }
      const required = decodePaymentRequiredHeader(response.headers.get("PAYMENT-REQUIRED"));
      if (response.status === 402 && required !== undefined) shown = required;
      setTestPayment({ open: true, status: "success", httpStatus: response.status, body: pretty(shown) });
    } catch (error) {
      setTestPayment({ open: true, status: "error", error: errorMessage(error) });
    }
  }

  /** "Get Test USDC" on the embedded chain: the chain's faucet mints 1 USDC to the wallet. */
  async function getFunds() {
    const owner = session.address;
    if (!owner || !solana) return;
    try {
      const response = await fetch(resolveSolanaEndpoints(solana, window.location).endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "hiber_faucetUsdc",
          params: [owner, FAUCET_UNITS],
        }),
      });
      const result = (await response.json()) as { error?: { message?: string } };
      if (result.error) throw new Error(result.error.message ?? "The faucet failed.");
      setPayment(
        (current) => current && { ...current, status: "ready", message: undefined, balance: undefined },
      );
    } catch (error) {
      setPayment((current) => current && { ...current, status: "failed", message: errorMessage(error) });
    }
  }

  const onSpendCapChange = (cap: number) => {
    const next = { ...spendingRef.current, cap };
    setSpending(next);
    setPayment((current) => {
      if (current?.status !== "over-cap") return current;
      const fits = next.spentUnits + toBaseUnits(current.details.amount) <= toBaseUnits(cap);
      return fits ? { ...current, status: "ready", message: undefined } : current;
    });
  };

  const cluster = solana?.cluster ?? "localnet";
  return (
    <PlaygroundScreen
      onPresetSelect={(preset: PresetPrompt) => {
        clearResult();
        setPrompt(preset.prompt);
        setSelectedPresetId(preset.id);
      }}
      selectedPresetId={selectedPresetId}
      onClear={() => {
        clearResult();
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
      onRun={() => runPrompt(prompt, selectedModelId)}
      onCancelRun={() => {
        controller.current?.abort();
        pending.current = undefined;
        setPayment(undefined);
        setRun((current) =>
          current?.text
            ? { ...current, status: "done", notice: undefined }
            : { status: "error", error: "Stopped: no answer was generated.", attempts: current?.attempts },
        );
      }}
      onTestPayment={() => void onTestPayment()}
      testPayment={
        testPayment && {
          ...testPayment,
          onOpenChange: (open) => setTestPayment((current) => current && { ...current, open }),
        }
      }
      run={run}
      payment={payment}
      onConnectWallet={() => session.openModal()}
      onPay={() => {
        const next = pending.current;
        if (next && paymentConfig) void runPaid(next.prompt, next.model, paymentConfig);
      }}
      onGetFunds={solana?.emulated && session.address ? () => void getFunds() : undefined}
      onDismissPayment={clearResult}
      paymentConfig={paymentConfig}
      receipts={spending.receipts}
      getExplorerUrl={(signature) => explorerTransactionHref(signature, cluster)}
      spendCap={spending.cap}
      spent={spending.spentUnits / 1_000_000}
      onSpendCapChange={onSpendCapChange}
    />
  );
}
