import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn";
import { Dialog, DialogContent, type DialogContentProps, DialogTitle } from "../Dialog/Dialog";

/** A wallet's readiness, as wallet-adapter's `WalletReadyState`. */
export type WalletReadiness = "Installed" | "NotDetected" | "Loadable" | "Unsupported";

/** One wallet the modal lists. */
export interface WalletModalEntry {
  name: string;
  /** The wallet's icon (a data: or https: URL). */
  icon: string;
  /** `Installed` wallets are "Detected" and listed first; the others sit under "More options". */
  readyState: WalletReadiness;
}

export type WalletModalProps = Omit<
  DialogContentProps,
  "children" | "showCloseButton" | "overlayClassName"
> & {
  /** Whether the modal is open. */
  open: boolean;
  /** Called with `false` on Escape, a press on the overlay, or the close button. */
  onOpenChange: (open: boolean) => void;
  /** The wallets to offer, in wallet-adapter's order. `Unsupported` ones are left out. */
  wallets: WalletModalEntry[];
  /** Called with the chosen wallet's name. */
  onSelectWallet: (name: string) => void;
  /** Whether the other wallets ("More options") start expanded. */
  defaultExpanded?: boolean;
};

/** Modal hide delay (spec §9): the fade-out runs this long before the modal is removed. */
export const WALLET_MODAL_FADE_MS = 150;

// The fade's keyframes, hoisted into <head> once by React 19 (`href` + `precedence`).
const FADE_CSS = `@keyframes hiber-wallet-fade-in{from{opacity:0}to{opacity:1}}@keyframes hiber-wallet-fade-out{from{opacity:1}to{opacity:0}}`;
const fade =
  "data-[state=open]:animate-[hiber-wallet-fade-in_150ms_ease-out] data-[state=closed]:animate-[hiber-wallet-fade-out_150ms_ease-in] motion-reduce:animate-none";

/** Splits the list as wallet-adapter's modal does: detected wallets first, the rest behind a toggle. */
export function groupWallets(wallets: WalletModalEntry[]): {
  detected: WalletModalEntry[];
  others: WalletModalEntry[];
} {
  const offered = wallets.filter((wallet) => wallet.readyState !== "Unsupported");
  return {
    detected: offered.filter((wallet) => wallet.readyState === "Installed"),
    others: offered.filter((wallet) => wallet.readyState !== "Installed"),
  };
}

/**
 * The wallet modal (spec part 1 §2): detected wallets first with a "Detected" tag, the rest under "More
 * options"; with none detected, "You'll need a wallet on Solana to continue" and "Already have a wallet?
 * View options". A `DialogContent`: Escape, the overlay and the close button close it, focus is trapped
 * inside and goes back where it was, the page does not scroll; it fades in and out in 150 ms.
 */
export function WalletModal({
  open,
  onOpenChange,
  wallets,
  onSelectWallet,
  defaultExpanded = false,
  className,
  ...props
}: WalletModalProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  const { detected, others } = groupWallets(wallets);
  const anyDetected = detected.length > 0;
  const title = anyDetected
    ? "Connect a wallet on Solana to continue"
    : "You'll need a wallet on Solana to continue";
  const toggleText = anyDetected
    ? expanded
      ? "Less options"
      : "More options"
    : expanded
      ? "Hide options"
      : "Already have a wallet? View options";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <style href="hiber-wallet-modal-fade" precedence="default">
        {FADE_CSS}
      </style>
      <DialogContent
        data-slot="wallet-modal"
        aria-describedby={undefined}
        overlayClassName={fade}
        className={cn("max-w-sm gap-5 overflow-y-auto p-6", fade, className)}
        {...props}
      >
        <DialogTitle className="pr-8 text-center">{title}</DialogTitle>

        {anyDetected && <WalletList wallets={detected} onSelectWallet={onSelectWallet} />}

        {(others.length > 0 || !anyDetected) && (
          <div className="flex flex-col gap-2">
            <button
              type="button"
              data-slot="wallet-modal-toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
              className="inline-flex cursor-pointer items-center justify-center gap-1.5 self-center rounded-lg px-3 py-2 font-medium text-sm text-zinc-700 outline-none transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-300 dark:focus-visible:ring-indigo-400 dark:hover:bg-zinc-800 dark:hover:text-white"
            >
              {toggleText}
              <ChevronDown
                aria-hidden="true"
                className={cn("size-4 transition-transform duration-150", expanded && "rotate-180")}
              />
            </button>
            <div id={listId} hidden={!expanded}>
              {others.length > 0 ? (
                <WalletList wallets={others} onSelectWallet={onSelectWallet} />
              ) : (
                <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
                  No Solana wallet was found in this browser.
                </p>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function WalletList({
  wallets,
  onSelectWallet,
}: {
  wallets: WalletModalEntry[];
  onSelectWallet: (name: string) => void;
}) {
  return (
    <ul data-slot="wallet-modal-list" className="flex flex-col gap-1">
      {wallets.map((wallet) => (
        <li key={wallet.name}>
          <button
            type="button"
            data-slot="wallet-modal-wallet"
            data-ready-state={wallet.readyState}
            onClick={() => onSelectWallet(wallet.name)}
            className="flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left font-medium text-sm text-zinc-900 outline-none transition-colors hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-100 dark:focus-visible:ring-indigo-400 dark:hover:bg-zinc-800"
          >
            <img src={wallet.icon} alt="" width={28} height={28} className="size-7 shrink-0 rounded-md" />
            <span className="min-w-0 flex-1">{wallet.name}</span>
            {wallet.readyState === "Installed" && (
              <span
                data-slot="wallet-modal-detected"
                className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800 text-xs dark:bg-emerald-500/15 dark:text-emerald-200"
              >
                Detected
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
