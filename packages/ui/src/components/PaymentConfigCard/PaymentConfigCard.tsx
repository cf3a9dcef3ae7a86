import { ChevronDown, Settings } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn";
import { formatUsd, paymentNetworkName } from "../../lib/playground";
import { Button } from "../Button/Button";

/** The server's payment settings (from its public configuration). */
export interface PaymentConfig {
  /** The pay-to wallet address. */
  recipient: string;
  /** The price of a prompt, as a decimal string in USDC. */
  amount: string;
  /** The x402 scheme, e.g. `exact`. */
  scheme: string;
  /** The network id, e.g. Solana devnet's CAIP-2 id. */
  network: string;
  /** The network's name as the app names it everywhere (`/api/config`); else one derived from `network`. */
  networkName?: string;
}

export type PaymentConfigCardProps = Omit<React.ComponentProps<"section">, "children"> & {
  config: PaymentConfig;
  /** Whether the details show (controlled). */
  open?: boolean;
  /** Whether the details show at first (uncontrolled); hidden by default. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * The payment configuration card (spec §2.11): Recipient, Default Amount, Scheme and Network, behind
 * "Show Configuration" / "Hide Configuration".
 */
export function PaymentConfigCard({
  config,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  ...props
}: PaymentConfigCardProps) {
  const id = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const toggle = () => {
    if (openProp === undefined) setOpenState(!open);
    onOpenChange?.(!open);
  };
  const network = paymentNetworkName(config);

  return (
    <section
      data-slot="payment-config-card"
      data-state={open ? "open" : "closed"}
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${id}-title`}
          className="flex items-center gap-2 font-semibold text-base text-zinc-900 dark:text-white"
        >
          <Settings aria-hidden="true" className="size-4 text-zinc-500 dark:text-zinc-400" />
          Payment Configuration
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={toggle}
          data-slot="payment-config-toggle"
        >
          {open ? "Hide Configuration" : "Show Configuration"}
          <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
        </Button>
      </div>
      <dl
        id={`${id}-details`}
        hidden={!open}
        data-slot="payment-config-details"
        className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2"
      >
        <dt className="text-zinc-600 dark:text-zinc-400">Recipient</dt>
        <dd className="mb-2 break-all font-mono text-xs text-zinc-900 leading-5 sm:mb-0 dark:text-zinc-100">
          {config.recipient}
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Default Amount</dt>
        <dd className="mb-2 font-medium text-zinc-900 tabular-nums sm:mb-0 dark:text-zinc-100">
          {formatUsd(config.amount)} USDC
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Scheme</dt>
        <dd className="mb-2 text-zinc-900 sm:mb-0 dark:text-zinc-100">{config.scheme} · USDC</dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Network</dt>
        <dd className="min-w-0 text-zinc-900 dark:text-zinc-100">
          {network}
          {network !== config.network && (
            <span
              className="block truncate font-mono text-xs text-zinc-600 dark:text-zinc-400"
              title={config.network}
            >
              {config.network}
            </span>
          )}
        </dd>
      </dl>
    </section>
  );
}
