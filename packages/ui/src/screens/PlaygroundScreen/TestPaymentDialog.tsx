import { CircleAlert } from "lucide-react";
import { Button } from "../../components/Button/Button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/Dialog/Dialog";
import type { PaymentConfig } from "../../components/PaymentConfigCard/PaymentConfigCard";
import type { PaymentReceipt } from "../../components/ReceiptList/ReceiptList";
import { Spinner } from "../../components/Spinner/Spinner";
import { StandInNotice } from "../../components/StandInNotice/StandInNotice";
import { formatUsdcAmount, paymentNetworkName } from "../../lib/playground";
import { playgroundModelName } from "../../lib/playground-models";
import { RunReceipt } from "./RunReceipt";

/** What Test Payment's request answered: the text, the model that gave it, and the receipt when paid. */
export interface PlaygroundTestPaymentResult {
  text: string;
  /** The model that answered (an id). */
  model: string;
  /** The answer came from the local stand-in (the router emulator): a notice says so. */
  standIn?: boolean;
  /** The settled payment, when the request was paid. */
  receipt?: PaymentReceipt;
}

/** "Test Payment": one real request to `POST /api/inference`, confirmed first, its answer shown like a prompt's. */
export interface PlaygroundTestPayment {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * `idle`: says what the request costs, before anything is sent; `paying` while it runs (paid and answered);
   * `success` with the answer; `error` when no answer came (nothing is charged then).
   */
  status: "idle" | "paying" | "success" | "error";
  /** The model asked. */
  model?: string;
  /** The prompt sent. */
  prompt?: string;
  /** With payments on, a wallet must be connected to pay; without one, "Connect Wallet" is offered. */
  walletConnected?: boolean;
  onConnectWallet?: () => void;
  /** Sends the request (and pays it, with payments on). */
  onSend: () => void;
  /** The answer (`success`). */
  result?: PlaygroundTestPaymentResult;
  /** What went wrong (`error`), as a message for people. */
  error?: string;
}

export interface TestPaymentDialogProps {
  testPayment: PlaygroundTestPayment;
  /** The server's payment settings (price and network); `undefined` when payments are off (a free request). */
  paymentConfig?: PaymentConfig;
  /** The explorer page of a transaction signature. */
  getExplorerUrl?: (signature: string) => string;
}

function intro(testPayment: PlaygroundTestPayment, paymentConfig?: PaymentConfig): string {
  const model = testPayment.model ? playgroundModelName(testPayment.model) : "the selected model";
  if (!paymentConfig) return `Payments are off on this server: the test sends one free prompt to ${model}.`;
  const price = `${formatUsdcAmount(paymentConfig.amount)} USDC`;
  return `This is a real paid request: it charges ${price} on ${paymentNetworkName(paymentConfig)} from your wallet and sends one prompt to ${model}. Nothing is charged if no answer comes back.`;
}

/**
 * "Test Payment"'s dialog. Before anything is sent it says that the request is a real one and what it costs
 * (price and network from the server's payment settings); then it shows the answer as the playground shows
 * a prompt's (the text, the stand-in notice when the local router emulator answered, the receipt with its
 * transaction), or why there is none.
 */
export function TestPaymentDialog({ testPayment, paymentConfig, getExplorerUrl }: TestPaymentDialogProps) {
  const { status, result } = testPayment;
  const needsWallet = paymentConfig !== undefined && !testPayment.walletConnected;
  const price = paymentConfig && `${formatUsdcAmount(paymentConfig.amount)} USDC`;
  return (
    <Dialog open={testPayment.open} onOpenChange={testPayment.onOpenChange}>
      <DialogContent data-slot="playground-test-payment-dialog" data-state={status}>
        <DialogHeader>
          <DialogTitle>Test Payment</DialogTitle>
          <DialogDescription>{intro(testPayment, paymentConfig)}</DialogDescription>
        </DialogHeader>

        {testPayment.prompt && status === "idle" && (
          <p data-slot="playground-test-payment-prompt" className="text-sm text-zinc-700 dark:text-zinc-300">
            Prompt: <q>{testPayment.prompt}</q>
          </p>
        )}

        {status === "paying" && (
          <p role="status" className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
            <Spinner size="sm" aria-hidden="true" />
            {paymentConfig ? "Paying and waiting for the answer…" : "Waiting for the answer…"}
          </p>
        )}

        {status === "success" && result && (
          <div data-slot="playground-test-payment-result" className="flex min-w-0 flex-col gap-3">
            {result.standIn && <StandInNotice model={result.model} />}
            <div
              data-slot="playground-test-payment-text"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              className="max-h-64 overflow-auto whitespace-pre-wrap rounded-lg bg-zinc-50 p-3 font-mono text-sm text-zinc-900 leading-relaxed outline-none wrap-anywhere focus-visible:ring-2 focus-visible:ring-indigo-500 dark:bg-zinc-950 dark:text-zinc-100"
            >
              {result.text}
            </div>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              Answered by{" "}
              <span className="font-medium text-zinc-800 dark:text-zinc-200" title={result.model}>
                {playgroundModelName(result.model)}
              </span>
              .
            </p>
            {result.receipt && <RunReceipt receipt={result.receipt} getExplorerUrl={getExplorerUrl} />}
          </div>
        )}

        {status === "error" && (
          <div
            role="alert"
            data-slot="playground-test-payment-error"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 text-sm dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="wrap-anywhere">{testPayment.error ?? "The test request failed."}</span>
          </div>
        )}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{status === "success" ? "Close" : "Cancel"}</Button>
          </DialogClose>
          {(status === "idle" || status === "error") &&
            (needsWallet ? (
              <Button onClick={testPayment.onConnectWallet} disabled={!testPayment.onConnectWallet}>
                Connect Wallet
              </Button>
            ) : (
              <Button onClick={testPayment.onSend} data-slot="playground-test-payment-send">
                {status === "error" ? "Try Again" : price ? `Pay ${price}` : "Send"}
              </Button>
            ))}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
