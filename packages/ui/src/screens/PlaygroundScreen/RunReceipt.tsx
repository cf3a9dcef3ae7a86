import type { PaymentReceipt } from "../../components/ReceiptList/ReceiptList";
import { formatUsdcAmount } from "../../lib/playground";

/** The receipt line under a paid answer: the amount and the transaction. */
export function RunReceipt({
  receipt,
  getExplorerUrl,
}: {
  receipt: PaymentReceipt;
  getExplorerUrl?: (signature: string) => string;
}) {
  return (
    <p data-slot="playground-run-receipt" className="text-xs text-zinc-600 dark:text-zinc-400">
      Paid {formatUsdcAmount(receipt.amount)} USDC ·{" "}
      {getExplorerUrl ? (
        <a
          href={getExplorerUrl(receipt.signature)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        >
          View transaction<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span className="font-mono break-all">{receipt.signature}</span>
      )}
    </p>
  );
}
