import { Wallet } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { shortenAddress } from "../../lib/address";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps } from "../Button/Button";

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

const WalletButtonMenu = lazy(() =>
  import("./WalletButtonMenu").then((module) => ({ default: module.WalletButtonMenu })),
);

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
        // The menu's code (Radix's menu and its positioning) loads once a wallet is connected; meanwhile
        // the same button shows.
        <Suspense fallback={button}>
          <WalletButtonMenu
            trigger={button}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            address={address}
            copied={copied}
            onCopied={() => setCopied(true)}
            onCopyAddress={onCopyAddress}
            onChangeWallet={onChangeWallet}
            onDisconnect={onDisconnect}
          />
        </Suspense>
      ) : (
        button
      )}
    </div>
  );
}
