import { useId } from "react";
import { Panel, PanelHeader, PanelTitle } from "../../components/Panel/Panel";
import { type PaymentReceipt, ReceiptList } from "../../components/ReceiptList/ReceiptList";
import { SpendCap } from "../../components/SpendCap/SpendCap";
import { DEFAULT_SPEND_CAP } from "../../lib/playground";

export type PaymentPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The spend cap per browser session in USDC ($1.00 by default). */
  cap?: number;
  /** What this session spent, in USDC. */
  spent?: number;
  /** Shows the cap input; called with each valid cap typed. */
  onCapChange?: (cap: number) => void;
  /** The id of the cap input (so that "Adjust cap" on the payment card can focus it). */
  capInputId?: string;
  /** This session's receipts, newest first. */
  receipts?: readonly PaymentReceipt[];
  /** The explorer page of a transaction signature. */
  getExplorerUrl?: (signature: string) => string;
  /** Locale of dates and times; the user's by default. */
  locale?: string;
};

/** "Session Spending": the spend cap of this browser session (when it can be changed) and its receipts. */
export function PaymentPanel({
  cap = DEFAULT_SPEND_CAP,
  spent = 0,
  onCapChange,
  capInputId,
  receipts = [],
  getExplorerUrl,
  locale,
  ...props
}: PaymentPanelProps) {
  const id = useId();
  return (
    <Panel data-slot="playground-spending" aria-labelledby={`${id}-title`} {...props}>
      <PanelHeader>
        <PanelTitle id={`${id}-title`}>Session Spending</PanelTitle>
      </PanelHeader>
      {onCapChange && <SpendCap cap={cap} spent={spent} onCapChange={onCapChange} inputId={capInputId} />}
      <div className="flex flex-col gap-2">
        <h3 className="font-medium text-sm text-zinc-900 dark:text-zinc-100">Receipts</h3>
        <ReceiptList receipts={receipts} getExplorerUrl={getExplorerUrl} locale={locale} />
      </div>
    </Panel>
  );
}
