import {
  type PaymentConfig,
  type PlaygroundAttempt,
  type PlaygroundPayment,
  type PlaygroundRun,
  toUsdcUnits,
} from "@hiber/ui";
import { type PayingFetchSession, paymentProblemOf } from "@hiber/wallet-kit";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  answeringModel,
  generateMutationOptions,
  type InferenceReply,
  paidInferenceMutationOptions,
} from "../queries/playground.ts";
import { attemptFromServer, attemptsFromServer, retryNotice, toPlaygroundAttempt } from "./attempts.ts";
import { PLAYGROUND_MODEL_IDS } from "./models.ts";
import { decodePaymentRequiredHeader, paidAnswerOf, paymentDetailsOf, paymentOfProblem } from "./payments.ts";

function errorMessage(error: unknown, fallback = "Request failed."): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === "AbortError");
}

/** What {@link usePlaygroundRun} needs. */
export interface PlaygroundRunOptions {
  /** The server's payment settings; `undefined` when payments are off (free runs, within the server's limits). */
  paymentConfig: PaymentConfig | undefined;
  /** The wallet's x402 payer (wallet-kit's `usePayingFetch`). */
  payer: PayingFetchSession;
  /** Whether a wallet is connected (a waiting "Connect Wallet" card turns to "Pay"). */
  connected: boolean;
  /** The model selected; a run that another model answered moves the selection there. */
  onModelAnswered: (model: string) => void;
}

/**
 * The playground's run: free (`/api/inference` streamed, the server running the spec's retries and
 * fallbacks, within its free limits) or paid (`/api/inference`, its 402 paid by the wallet within the session's
 * cap), the "Payment Required" card, Stop, and what a settled payment leaves (a receipt under the answer).
 */
export function usePlaygroundRun({ paymentConfig, payer, connected, onModelAnswered }: PlaygroundRunOptions) {
  const generate = useMutation(generateMutationOptions());
  const infer = useMutation(paidInferenceMutationOptions(payer));
  const [run, setRun] = useState<PlaygroundRun>();
  const [payment, setPayment] = useState<PlaygroundPayment>();
  // A prompt waiting for its payment (the wallet to connect, funds, a higher cap, or "Try Again").
  const pending = useRef<{ prompt: string; model: string } | undefined>(undefined);
  // Mutations cannot be cancelled in TanStack Query: Stop and leaving the page abort the run's request.
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (connected)
      setPayment((p) =>
        p?.status === "wallet-required" ? { ...p, status: "ready", message: undefined } : p,
      );
  }, [connected]);

  const start = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  };

  async function runFree(prompt: string, model: string) {
    const signal = start();
    const attempts: PlaygroundAttempt[] = [];
    let answer = "";
    let notice: string | undefined;
    setRun({ status: "generating", attempts: [] });
    try {
      const result = await generate.mutateAsync({
        body: { prompt, model, models: PLAYGROUND_MODEL_IDS },
        signal,
        onToken: (token) => {
          answer += token;
          notice = undefined;
          setRun({ status: "streaming", text: answer, attempts: [...attempts] });
        },
        onAttempt: (record) => {
          const attempt = attemptFromServer(record);
          if (!attempt) return;
          attempts.push(toPlaygroundAttempt(attempt));
          if (attempt.code === undefined) return;
          // A failed attempt voids what it streamed: the next one starts over.
          answer = "";
          notice = retryNotice(attempt);
          setRun({ status: "generating", attempts: [...attempts], notice });
        },
        onReset: () => {
          answer = "";
          setRun({ status: "generating", attempts: [...attempts], notice });
        },
      });
      if (signal.aborted) return;
      setRun({
        status: "done",
        text: result.generated_text,
        attempts: attemptsFromServer(result.attempts),
        standIn: result.standIn === true,
      });
      onModelAnswered(answeringModel(result) ?? model);
    } catch (error) {
      if (isAbort(error, signal)) return;
      setRun({ status: "error", error: errorMessage(error), attempts });
    }
  }

  function showReply(reply: InferenceReply, model: string) {
    const answer = paidAnswerOf(reply);
    if (answer.ok) {
      setRun({
        status: "done",
        text: answer.text,
        attempts: answer.attempts,
        receipt: answer.receipt,
        standIn: answer.standIn,
      });
      onModelAnswered(answer.model ?? model);
    } else {
      // The generation failed: the server did not settle, nothing was charged.
      setRun({ status: "error", error: answer.error });
    }
  }

  async function runPaid(prompt: string, model: string, config: PaymentConfig) {
    const signal = start();
    pending.current = { prompt, model };
    setPayment(undefined);
    setRun({ status: "generating" });
    try {
      const reply = await infer.mutateAsync({
        body: { prompt, model, models: PLAYGROUND_MODEL_IDS },
        signal,
        onPaymentRequired: (response) => {
          if (!connected) return;
          const required = decodePaymentRequiredHeader(response.headers.get("PAYMENT-REQUIRED"));
          const details = paymentDetailsOf(required, config);
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
      showReply(reply, model);
    } catch (error) {
      if (isAbort(error, signal)) return;
      const problem = paymentProblemOf(error);
      if (problem) {
        setRun(undefined);
        setPayment(paymentOfProblem(problem, config));
        return;
      }
      pending.current = undefined;
      setPayment(undefined);
      // "Request failed." (no response), or the paying code could not load.
      setRun({ status: "error", error: errorMessage(error) });
    }
  }

  const clear = () => {
    controller.current?.abort();
    pending.current = undefined;
    setRun(undefined);
    setPayment(undefined);
  };

  return {
    run,
    payment,
    /** Runs `prompt` on `model` (paid when payments are on). */
    start: (prompt: string, model: string) => {
      if (paymentConfig) void runPaid(prompt, model, paymentConfig);
      else void runFree(prompt, model);
    },
    /** "Pay" and "Try Again": the waiting prompt again, paying its 402. */
    pay: () => {
      const next = pending.current;
      if (next && paymentConfig) void runPaid(next.prompt, next.model, paymentConfig);
    },
    /** "Stop": the answer so far stays; without one, the run says it stopped. */
    cancel: () => {
      controller.current?.abort();
      pending.current = undefined;
      setPayment(undefined);
      setRun((current) =>
        current?.text
          ? { ...current, status: "done", notice: undefined }
          : { status: "error", error: "Stopped: no answer was generated.", attempts: current?.attempts },
      );
    },
    /** Empties the result (a new preset, Clear, Cancel on the payment card). */
    clear,
    /** Funds arrived ("Get Test USDC"), or they could not. */
    fundsArrived: (error?: unknown) =>
      setPayment((current) =>
        current && error === undefined
          ? { ...current, status: "ready", message: undefined, balance: undefined }
          : current && { ...current, status: "failed", message: errorMessage(error) },
      ),
    /** The spend cap changed (USDC): an over-cap card whose payment now fits turns to "Pay". */
    capChanged: (cap: number) => {
      const capUnits = toUsdcUnits(cap) ?? 0n;
      payer.setCap(capUnits);
      setPayment((current) => {
        if (current?.status !== "over-cap") return current;
        const fits = payer.spent + (toUsdcUnits(current.details.amount) ?? 0n) <= capUnits;
        return fits ? { ...current, status: "ready", message: undefined } : current;
      });
    },
  };
}
