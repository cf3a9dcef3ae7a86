import type { ReactNode } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../DropdownMenu/DropdownMenu";
import { type WalletButtonProps, walletButtonLabels } from "./WalletButton";

// The dropdown's look (the panel and items of `DropdownMenu`, roomier).
const menuClass = "flex min-w-48 flex-col gap-0.5 rounded-xl p-1.5";
const itemClass =
  "cursor-pointer rounded-lg px-3 py-2 font-medium text-zinc-800 data-[highlighted]:text-zinc-800 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-200 dark:data-[highlighted]:text-zinc-200";

/**
 * The connected wallet button's dropdown (a chunk of its own, loaded once a wallet is connected): "Copy
 * address" ("Copied" once copied), "Change wallet" and "Disconnect", on a Radix `DropdownMenu` that is
 * not modal (a press outside closes it and still reaches what was pressed).
 */
export function WalletButtonMenu({
  trigger,
  open,
  onOpenChange,
  address,
  copied,
  onCopied,
  onCopyAddress,
  onChangeWallet,
  onDisconnect,
}: Pick<WalletButtonProps, "address" | "onCopyAddress" | "onChangeWallet" | "onDisconnect"> & {
  /** The wallet button itself. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether "Copied" shows instead of "Copy address". */
  copied: boolean;
  /** The address was copied. */
  onCopied: () => void;
}) {
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" sideOffset={8} data-slot="wallet-button-menu" className={menuClass}>
        {address && (
          <DropdownMenuItem
            data-slot="wallet-button-copy"
            className={itemClass}
            onSelect={async (event) => {
              // The menu stays open to show "Copied".
              event.preventDefault();
              try {
                await onCopyAddress?.();
                onCopied();
              } catch {
                // Not copied (clipboard refused): no "Copied".
              }
            }}
          >
            <span aria-live="polite">
              {copied ? walletButtonLabels.copied : walletButtonLabels["copy-address"]}
            </span>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          data-slot="wallet-button-change"
          className={itemClass}
          onSelect={() => onChangeWallet?.()}
        >
          {walletButtonLabels["change-wallet"]}
        </DropdownMenuItem>
        <DropdownMenuItem
          data-slot="wallet-button-disconnect"
          className={itemClass}
          onSelect={() => onDisconnect?.()}
        >
          {walletButtonLabels.disconnect}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
