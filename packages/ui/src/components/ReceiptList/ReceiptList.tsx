import { ExternalLink, Receipt } from "lucide-react";
import { cn } from "../../lib/cn";
import { formatUsdcAmount, shortenBase58 } from "../../lib/playground";
import { playgroundModelName } from "../../lib/playground-models";

/** A settled payment for a prompt: the proof that it was paid. */
export interface PaymentReceipt {
  /** The transaction signature (base58). */
  signature: string;
  /** What was paid, as a decimal string in USDC. */
  amount: string;
  /** The model that answered the paid prompt. */
  model: string;
  /** When the payment settled. */
  time: Date;
}

export type ReceiptListProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The receipts, newest first. */
  receipts: readonly PaymentReceipt[];
  /** The explorer page of a transaction (the app's cluster); without it the signature is plain text. */
  getExplorerUrl?: (signature: string) => string;
  /** Locale of the times; the user's by default. */
  locale?: string;
  /** Options of the time format; hours and minutes by default. Pass `timeZone` to pin the zone. */
  timeFormat?: Intl.DateTimeFormatOptions;
};

const DEFAULT_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
};

/**
 * The receipts of this session's paid prompts: each transaction signature, shortened, links to the
 * explorer, with the amount, the model and the time.
 */
export function ReceiptList({
  receipts,
  getExplorerUrl,
  locale,
  timeFormat = DEFAULT_TIME_FORMAT,
  className,
  ...props
}: ReceiptListProps) {
  return (
    <div data-slot="receipt-list" className={cn("flex flex-col gap-2", className)} {...props}>
      {receipts.length === 0 ? (
        <p data-slot="receipt-list-empty" className="text-sm text-zinc-600 dark:text-zinc-400">
          No payments yet in this session.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800">
          {receipts.map((receipt) => (
            <li
              key={receipt.signature}
              data-slot="receipt-list-item"
              className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0"
            >
              <Receipt
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  {getExplorerUrl ? (
                    <a
                      href={getExplorerUrl(receipt.signature)}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={receipt.signature}
                      data-slot="receipt-list-link"
                      className="inline-flex items-center gap-1 rounded font-medium font-mono text-indigo-700 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300 dark:focus-visible:ring-indigo-400"
                    >
                      <span className="sr-only">Transaction </span>
                      {shortenBase58(receipt.signature)}
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                      <span className="sr-only"> (opens the explorer in a new tab)</span>
                    </a>
                  ) : (
                    <span
                      title={receipt.signature}
                      className="font-medium font-mono text-zinc-900 dark:text-zinc-100"
                    >
                      <span className="sr-only">Transaction </span>
                      {shortenBase58(receipt.signature)}
                    </span>
                  )}
                  <span
                    data-slot="receipt-list-amount"
                    className="font-semibold text-zinc-900 tabular-nums dark:text-white"
                  >
                    {formatUsdcAmount(receipt.amount)} USDC
                  </span>
                </div>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-zinc-600 dark:text-zinc-400">
                  <span className="min-w-0 truncate" title={receipt.model}>
                    {playgroundModelName(receipt.model)}
                  </span>
                  <time dateTime={receipt.time.toISOString()}>
                    {receipt.time.toLocaleTimeString(locale, timeFormat)}
                  </time>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
