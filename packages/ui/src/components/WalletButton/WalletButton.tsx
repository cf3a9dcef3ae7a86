import { useEffect, useState } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../DropdownMenu/DropdownMenu";
import {
  COPIED_MS,
  WalletButtonFrame,
  type WalletButtonProps,
  walletButtonLabels,
  walletTriggerButton,
} from "./WalletButtonParts";

export {
  COPIED_MS,
  type WalletButtonProps,
  type WalletButtonState,
  walletButtonLabels,
} from "./WalletButtonParts";

// The dropdown's look (the panel and items of `DropdownMenu`, roomier).
const menuClass = "flex min-w-48 flex-col gap-0.5 rounded-xl p-1.5";
const itemClass =
  "cursor-pointer rounded-lg px-3 py-2 font-medium text-zinc-800 data-[highlighted]:text-zinc-800 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-200 dark:data-[highlighted]:text-zinc-200";

/**
 * The wallet button (pure; bind it with wallet-kit's `useWalletButton()`): its five states, and in the
 * `connected` state a Radix `DropdownMenu` with "Copy address" ("Copied" for 400 ms), "Change wallet" and
 * "Disconnect": it closes on a press outside it or on Escape (focus back to the button), arrows move
 * between its items.
 */
export function WalletButton({
  state,
  address,
  // The icon shows which wallet; Radix names the menu after the button.
  walletName: _walletName,
  walletIcon,
  onSelectWallet,
  onConnect,
  onCopyAddress,
  onChangeWallet,
  onDisconnect,
  defaultMenuOpen = false,
  buttonProps,
  className,
  ...props
}: WalletButtonProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const button = walletTriggerButton({ state, address, walletIcon, onSelectWallet, onConnect, buttonProps });

  return (
    <WalletButtonFrame state={state} className={className} {...props}>
      {state === "connected" ? (
        // Not modal: a press outside closes the menu and still reaches what was pressed.
        <DropdownMenu modal={false} open={menuOpen} onOpenChange={setMenuOpen}>
          <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
          <DropdownMenuContent
            align="end"
            sideOffset={8}
            data-slot="wallet-button-menu"
            className={menuClass}
          >
            {address && (
              <DropdownMenuItem
                data-slot="wallet-button-copy"
                className={itemClass}
                onSelect={async (event) => {
                  // The menu stays open to show "Copied".
                  event.preventDefault();
                  try {
                    await onCopyAddress?.();
                    setCopied(true);
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
      ) : (
        button
      )}
    </WalletButtonFrame>
  );
}
