import { Wallet } from "lucide-react";
import { useEffect, useState } from "react";
import { shortenAddress } from "../../lib/address";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps } from "../Button/Button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../DropdownMenu/DropdownMenu";

/**
 * The wallet button's states (spec part 1 §4), as wallet-adapter's `useWalletMultiButton`:
 * `no-wallet` "Select Wallet" (opens the modal), `has-wallet` "Connect" (connects the selected wallet),
 * `connecting` "Connecting ...", `connected` (the shortened address; opens the dropdown),
 * `disconnecting`.
 */
export type WalletButtonState = "no-wallet" | "has-wallet" | "connecting" | "connected" | "disconnecting";

/** The button's and dropdown's texts (spec part 1 §4). */
export const walletButtonLabels = {
  "no-wallet": "Select Wallet",
  "has-wallet": "Connect",
  connecting: "Connecting ...",
  "copy-address": "Copy address",
  copied: "Copied",
  "change-wallet": "Change wallet",
  disconnect: "Disconnect",
} as const;

/** How long "Copied" shows after the address was copied (spec §9). */
export const COPIED_MS = 400;

export type WalletButtonProps = Omit<React.ComponentProps<"div">, "children"> & {
  state: WalletButtonState;
  /** The connected address (base58): shown shortened to 4 + 4 characters. */
  address?: string | null;
  /** The selected wallet's name. */
  walletName?: string | null;
  /** The selected wallet's icon (data: or https: URL). */
  walletIcon?: string | null;
  /** `no-wallet`: opens the wallet modal. */
  onSelectWallet?: () => void;
  /** `has-wallet`: connects the selected wallet. */
  onConnect?: () => void;
  /** Dropdown "Copy address": copies the address; "Copied" shows for 400 ms once it resolves. */
  onCopyAddress?: () => Promise<void> | void;
  /** Dropdown "Change wallet": opens the wallet modal. */
  onChangeWallet?: () => void;
  /** Dropdown "Disconnect". */
  onDisconnect?: () => void;
  /** Whether the dropdown starts open (`connected` only). */
  defaultMenuOpen?: boolean;
  /** Props of the button itself (variant, size, className). */
  buttonProps?: Omit<ButtonProps, "onClick" | "children" | "asChild">;
};

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

  const shortAddress = address ? shortenAddress(address, "..") : null;
  const busy = state === "connecting" || state === "disconnecting";
  const label =
    state === "no-wallet"
      ? walletButtonLabels["no-wallet"]
      : state === "has-wallet"
        ? walletButtonLabels["has-wallet"]
        : state === "connecting"
          ? walletButtonLabels.connecting
          : (shortAddress ?? walletButtonLabels["has-wallet"]);
  const showIcon = state !== "no-wallet" && Boolean(walletIcon);

  const button = (
    <Button
      variant={state === "connected" || state === "disconnecting" ? "outline" : "primary"}
      loading={busy}
      title={state === "connected" && address ? address : undefined}
      data-slot="wallet-button-trigger"
      onClick={() => {
        if (state === "no-wallet") onSelectWallet?.();
        else if (state === "has-wallet") onConnect?.();
      }}
      {...buttonProps}
      className={cn(state === "connected" && "font-mono", buttonProps?.className)}
    >
      {showIcon && !busy ? (
        <img src={walletIcon ?? undefined} alt="" width={20} height={20} className="size-5 rounded" />
      ) : state === "no-wallet" ? (
        <Wallet aria-hidden="true" />
      ) : null}
      <span>{label}</span>
    </Button>
  );

  return (
    <div
      data-slot="wallet-button"
      data-state={state}
      className={cn("relative inline-flex", className)}
      {...props}
    >
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
    </div>
  );
}
