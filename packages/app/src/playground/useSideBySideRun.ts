/**
 * Run both (issue 18): one prompt to two models at once, each side through the playground's own client
 * (`/api/inference`, the server's retries and per-side fallback chain), timed as the browser sees it.
 * Both free and paid runs stream (time to first token, tokens per second, total time); paid runs are two
 * x402 payments, streamed once verified, through one batch of the wallet's paying fetch (both signed in one wallet approval where the wallet has
 * `signAllTransactions`), each settled by the server only if its side answered, within the session's spend
 * cap (checked for both before either starts).
 */
import { overSpendCapMessage, type PaymentConfig, type SideBySideSide, toUsdcUnits } from "@hiber/ui";
import { type PayingFetchSession, type PaymentBatch, paymentProblemOf } from "@hiber/wallet-kit";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  generateMutationOptions,
  type PaidGeneration,
  paidStreamMutationOptions,
} from "../queries/playground.ts";
import { attemptFromServer, attemptsFromServer, toPlaygroundAttempt } from "./attempts.ts";
import { PLAYGROUND_MODEL_IDS } from "./models.ts";
import { receiptOf } from "./payments.ts";

/** What {@link useSideBySideRun} needs. */
export interface SideBySideRunOptions {
  /** The server's payment settings; `undefined` when payments are off. */
  paymentConfig: PaymentConfig | undefined;
  /** The wallet's x402 payer (wallet-kit's `usePayingFetch`). */
  payer: PayingFetchSession;
}

type Sides = [SideBySideSide, SideBySideSide];

/** Tokens per second after the first, from the browser's timings; unknown with fewer than two tokens. */
export function tokenRate(tokens: number, firstMs: number | undefined, lastMs: number): number | undefined {
  if (firstMs === undefined || tokens < 2 || lastMs <= firstMs) return undefined;
  return ((tokens - 1) * 1000) / (lastMs - firstMs);
}

function message(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Request failed.";
}

/** The state and actions of a side-by-side run of `models` (A, B). */
export function useSideBySideRun(
  models: readonly [string, string],
  { paymentConfig, payer }: SideBySideRunOptions,
) {
  const free = [useMutation(generateMutationOptions()), useMutation(generateMutationOptions())] as const;
  const paid = [
    useMutation(paidStreamMutationOptions(payer)),
    useMutation(paidStreamMutationOptions(payer)),
  ] as const;
  const idle = (): Sides => [
    { model: models[0], status: "idle" },
    { model: models[1], status: "idle" },
  ];
  const [sides, setSides] = useState<Sides>(idle);
  const [notice, setNotice] = useState<string>();
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  // Other models chosen (a new pair): the last run's answers go.
  const [a, b] = models;
  useEffect(() => {
    controller.current?.abort();
    setSides([
      { model: a, status: "idle" },
      { model: b, status: "idle" },
    ]);
  }, [a, b]);

  const update = (index: 0 | 1, side: SideBySideSide) =>
    setSides((current) => (index === 0 ? [side, current[1]] : [current[0], side]));

  /** One side, streamed: free, or paid through `batch` (settled by the server only if the side answered). */
  async function runSide(index: 0 | 1, prompt: string, signal: AbortSignal, batch?: PaymentBatch) {
    const model = models[index];
    const started = performance.now();
    let first: number | undefined;
    let tokens = 0;
    let text = "";
    const attempts: SideBySideSide["attempts"] & unknown[] = [];
    const restart = () => {
      text = "";
      tokens = 0;
      first = undefined;
    };
    const unpaid = batch ? "not charged" : "free";
    // The last token's time: a paid answer is settled after it, which is not the model's speed.
    let last = started;
    update(index, { model, status: "waiting" });
    try {
      const variables = {
        body: { prompt, model, models: PLAYGROUND_MODEL_IDS },
        signal,
        onToken: (token: string) => {
          last = performance.now();
          first ??= last - started;
          tokens++;
          text += token;
          update(index, { model, status: "streaming", text, attempts: [...attempts], firstTokenMs: first });
        },
        onAttempt: (record: unknown) => {
          const attempt = attemptFromServer(record);
          if (!attempt) return;
          attempts.push(toPlaygroundAttempt(attempt));
          // A failed attempt voids what it streamed: the next model of the chain starts over.
          if (attempt.code !== undefined) restart();
        },
        onReset: restart,
      };
      const result = batch
        ? await paid[index].mutateAsync({ ...variables, batch })
        : await free[index].mutateAsync(variables);
      const total = performance.now() - started;
      const settled = "receipt" in result ? (result as PaidGeneration).receipt : null;
      const receipt = settled ? receiptOf(settled) : undefined;
      update(index, {
        model,
        status: "done",
        text: result.generated_text,
        attempts: attemptsFromServer(result.attempts),
        firstTokenMs: first,
        tokensPerSecond: tokenRate(tokens, first, last - started),
        totalMs: total,
        cost: receipt?.amount ?? unpaid,
        standIn: result.standIn === true,
      });
    } catch (error) {
      const total = performance.now() - started;
      if (signal.aborted && text) {
        update(index, { model, status: "done", text, attempts, firstTokenMs: first, totalMs: total });
        return;
      }
      const problem = batch ? paymentProblemOf(error) : undefined;
      const stopped = signal.aborted
        ? "Stopped: no answer was generated."
        : (problem?.message ?? message(error));
      update(index, { model, status: "error", error: stopped, attempts, totalMs: total, cost: unpaid });
    }
  }

  return {
    sides,
    /** A line over the panels (the spend cap refused the pair). */
    notice,
    /** Asks both models `prompt` at once; `false` when the spend cap refused the pair (nothing started). */
    run: (prompt: string): boolean => {
      controller.current?.abort();
      setNotice(undefined);
      if (paymentConfig) {
        const price = toUsdcUnits(paymentConfig.amount) ?? 0n;
        // Both payments must fit under the cap before either starts.
        if (payer.spent + 2n * price > payer.cap) {
          const usdc = (units: bigint) => Number(units) / 1e6;
          setNotice(overSpendCapMessage(usdc(payer.spent), usdc(2n * price), usdc(payer.cap)));
          return false;
        }
      }
      controller.current = new AbortController();
      const { signal } = controller.current;
      if (paymentConfig) {
        // Both payments in one wallet approval.
        const batch = payer.batch(2);
        void runSide(0, prompt, signal, batch);
        void runSide(1, prompt, signal, batch);
        return true;
      }
      void runSide(0, prompt, signal);
      void runSide(1, prompt, signal);
      return true;
    },
    /** "Stop": both sides end; what arrived stays. */
    stop: () => controller.current?.abort(),
  };
}
