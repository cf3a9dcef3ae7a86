import { CircleDollarSign, LoaderCircle, Wallet } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import {
  formatUsdcAmount,
  insufficientBalanceMessage,
  overSpendCapMessage,
  paymentNetworkName,
} from "../../lib/playground";
import { Button } from "../Button/Button";

/** What a 402 asks for (spec §3 "Payment details"). */
export interface PaymentDetails {
  /** The x402 scheme, e.g. `exact`. */
  scheme: string;
  /** The network id, e.g. the CAIP-2 id of Solana devnet. */
  network: string;
  /** The network's name as the app names it everywhere (`/api/config`); else one derived from `network`. */
  networkName?: string;
  /** The price as a decimal string in USDC, e.g. `"0.10"`. */
  amount: string;
  /** The wallet address that receives the payment. */
  recipient: string;
}

/**
 * Where the payment stands:
 * - `wallet-required`: no wallet connected ("Connect Wallet");
 * - `ready`: a wallet is connected, the user can pay ("Pay 0.10 USDC");
 * - `paying`: the transfer is being signed, sent and settled;
 * - `insufficient-funds`: the wallet holds less USDC than the price;
 * - `over-cap`: paying would go past the session's spend cap;
 * - `failed`: the payment failed for another reason.
 */
export type PaymentStatus =
  | "wallet-required"
  | "ready"
  | "paying"
  | "insufficient-funds"
  | "over-cap"
  | "failed";

export type PaymentRequiredCardProps = Omit<React.ComponentProps<"section">, "children"> & {
  status: PaymentStatus;
  /** The payment requirements of the 402. */
  details: PaymentDetails;
  /**
   * The message to show (e.g. the SDK's error text). Defaults per status: the spec's insufficient
   * balance message from `balance`, the spend cap message from `spent` and `cap`, "Failed to process
   * payment." for `failed`.
   */
  message?: ReactNode;
  /** The wallet's USDC balance (for `insufficient-funds`). */
  balance?: number | string;
  /** USDC spent in this session and the session's cap (for `over-cap`). */
  spent?: number;
  cap?: number;
  /** "Connect Wallet" (`wallet-required`). */
  onConnectWallet?: () => void;
  /** "Pay {amount} USDC" (`ready`) and "Try Again" (`insufficient-funds`, `failed`). */
  onPay?: () => void;
  /** "Get Test USDC" (`insufficient-funds`), e.g. the emulated chain's faucet. */
  onGetFunds?: () => void;
  /** "Raise Spend Cap" (`over-cap`): the screen moves focus to the cap input. */
  onAdjustCap?: () => void;
  /** "Cancel": drop the pending prompt. Hidden while paying. */
  onDismiss?: () => void;
};

const DEFAULT_MESSAGES: Record<PaymentStatus, string> = {
  "wallet-required": "Wallet not connected - please connect your wallet to pay for this prompt.",
  ready: "This model costs a small payment per prompt. Pay to get the answer.",
  paying: "Processing payment… Approve the transfer in your wallet, then the answer follows.",
  "insufficient-funds": "Insufficient USDC balance.",
  "over-cap": "This payment would go over your spend cap.",
  failed: "Failed to process payment.",
};

/**
 * The yellow "Payment Required" card (spec §2.11): the payment details of a 402 (scheme, network,
 * amount in USDC, recipient), what stands in the way, and the way forward for each status.
 */
export function PaymentRequiredCard({
  status,
  details,
  message,
  balance,
  spent,
  cap,
  onConnectWallet,
  onPay,
  onGetFunds,
  onAdjustCap,
  onDismiss,
  className,
  ...props
}: PaymentRequiredCardProps) {
  const titleId = useId();
  const amount = formatUsdcAmount(details.amount);
  const networkName = paymentNetworkName(details);
  const problem = status === "insufficient-funds" || status === "over-cap" || status === "failed";
  const text =
    message ??
    (status === "insufficient-funds" && balance !== undefined
      ? insufficientBalanceMessage(balance, details.amount)
      : status === "over-cap" && spent !== undefined && cap !== undefined
        ? overSpendCapMessage(spent, details.amount, cap)
        : DEFAULT_MESSAGES[status]);

  return (
    <section
      data-slot="payment-required-card"
      data-state={status}
      aria-labelledby={titleId}
      aria-busy={status === "paying" || undefined}
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 shadow-xs",
        "dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-50",
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-200/70 text-amber-900 dark:bg-amber-400/20 dark:text-amber-200"
        >
          <CircleDollarSign className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="font-semibold text-base">
            Payment Required
          </h2>
          <p
            data-slot="payment-required-message"
            role={problem ? "alert" : "status"}
            className="text-sm text-amber-900 dark:text-amber-100/90"
          >
            {text}
          </p>
        </div>
      </div>

      <dl
        data-slot="payment-required-details"
        className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-lg bg-white/70 p-3 text-sm dark:bg-zinc-950/40"
      >
        <dt className="text-amber-900/80 dark:text-amber-100/70">Amount</dt>
        <dd data-slot="payment-required-amount" className="font-semibold tabular-nums">
          {amount} USDC
        </dd>
        <dt className="text-amber-900/80 dark:text-amber-100/70">Scheme</dt>
        <dd>{details.scheme}</dd>
        <dt className="text-amber-900/80 dark:text-amber-100/70">Network</dt>
        <dd className="min-w-0">
          {networkName}
          {networkName !== details.network && (
            <span
              className="block truncate font-mono text-amber-900/80 text-xs dark:text-amber-100/70"
              title={details.network}
            >
              {details.network}
            </span>
          )}
        </dd>
        <dt className="text-amber-900/80 dark:text-amber-100/70">Recipient</dt>
        <dd className="break-all font-mono text-xs leading-5">{details.recipient}</dd>
      </dl>

      <div className="flex flex-wrap items-center gap-2">
        {status === "wallet-required" && onConnectWallet && (
          <Button onClick={onConnectWallet} data-slot="payment-required-connect">
            <Wallet aria-hidden="true" />
            Connect Wallet
          </Button>
        )}
        {status === "ready" && onPay && (
          <Button onClick={onPay} data-slot="payment-required-pay">
            Pay {amount} USDC
          </Button>
        )}
        {status === "paying" && (
          <span
            data-slot="payment-required-paying"
            className="inline-flex items-center gap-2 font-medium text-sm"
          >
            <LoaderCircle
              aria-hidden="true"
              className="size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
            />
            Paying {amount} USDC…
          </span>
        )}
        {status === "insufficient-funds" && onGetFunds && (
          <Button onClick={onGetFunds} data-slot="payment-required-get-funds">
            Get Test USDC
          </Button>
        )}
        {(status === "insufficient-funds" || status === "failed") && onPay && (
          <Button
            variant={status === "failed" ? "primary" : "outline"}
            onClick={onPay}
            data-slot="payment-required-retry"
          >
            Try Again
          </Button>
        )}
        {status === "over-cap" && onAdjustCap && (
          <Button onClick={onAdjustCap} data-slot="payment-required-adjust-cap">
            Raise Spend Cap
          </Button>
        )}
        {status !== "paying" && onDismiss && (
          <Button
            variant="ghost"
            onClick={onDismiss}
            data-slot="payment-required-dismiss"
            className="text-amber-950 hover:bg-amber-100 dark:text-amber-50 dark:hover:bg-amber-500/20"
          >
            Cancel
          </Button>
        )}
      </div>
    </section>
  );
}
