import { Wallet } from "lucide-react";
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

/**
 * The wallet button's own button, as `WalletButton` renders it in `state` (no menu code: the connected
 * state's dropdown is `WalletButton`'s). `extra` are more props for it (a menu trigger's).
 */
export function walletTriggerButton(
  { state, address, walletIcon, onSelectWallet, onConnect, buttonProps }: WalletButtonProps,
  extra?: Omit<ButtonProps, "children"> & { "data-state"?: string },
) {
  const shortAddress = address ? shortenAddress(address) : null;
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
  return (
    <Button
      variant={state === "connected" || state === "disconnecting" ? "outline" : "primary"}
      loading={busy}
      title={state === "connected" && address ? address : undefined}
      data-slot="wallet-button-trigger"
      onClick={() => {
        if (state === "no-wallet") onSelectWallet?.();
        else if (state === "has-wallet") onConnect?.();
      }}
      {...extra}
      {...buttonProps}
      className={cn(state === "connected" && "font-mono", buttonProps?.className)}
    >
      {showIcon && !busy ? (
        <img src={walletIcon ?? undefined} alt="" width={20} height={20} className="size-5 rounded" />
      ) : state === "no-wallet" ? (
        <Wallet aria-hidden="true" />
      ) : null}
      {/* "Select Wallet" is the icon alone on a phone (its name stays), so the bar's menu button fits. */}
      <span className={state === "no-wallet" ? "max-sm:sr-only" : undefined}>{label}</span>
    </Button>
  );
}

/** The element around the button (and its menu), with the state. */
export function WalletButtonFrame({
  state,
  className,
  ...props
}: React.ComponentProps<"div"> & { state: WalletButtonState }) {
  return (
    <div
      data-slot="wallet-button"
      data-state={state}
      className={cn("relative inline-flex", className)}
      {...props}
    />
  );
}
