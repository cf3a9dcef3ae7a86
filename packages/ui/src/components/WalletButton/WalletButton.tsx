import { Wallet } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
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
 * The wallet button (pure; bind it with wallet-kit's `useWalletButton()`): its five states, and in the `connected` state a dropdown with "Copy address"
 * ("Copied" for 400 ms), "Change wallet" and "Disconnect" that closes on a press outside it or on Escape.
 */
export function WalletButton({
  state,
  address,
  walletName,
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
  const [menuOpenState, setMenuOpen] = useState(defaultMenuOpen);
  const [copied, setCopied] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const menuOpen = menuOpenState && state === "connected";

  // Close on a press outside (mouse or touch), as wallet-adapter's dropdown does.
  useEffect(() => {
    if (!menuOpen) return;
    const onPress = (event: MouseEvent | TouchEvent) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener("mousedown", onPress);
    document.addEventListener("touchstart", onPress);
    return () => {
      document.removeEventListener("mousedown", onPress);
      document.removeEventListener("touchstart", onPress);
    };
  }, [menuOpen]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

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

  return (
    <div
      ref={rootRef}
      data-slot="wallet-button"
      data-state={state}
      className={cn("relative inline-flex", className)}
      {...props}
    >
      <Button
        ref={triggerRef}
        variant={state === "connected" || state === "disconnecting" ? "outline" : "primary"}
        loading={busy}
        title={state === "connected" && address ? address : undefined}
        data-slot="wallet-button-trigger"
        {...(state === "connected"
          ? { "aria-haspopup": "menu" as const, "aria-expanded": menuOpen, "aria-controls": menuId }
          : {})}
        onClick={(event) => {
          if (state === "no-wallet") onSelectWallet?.();
          else if (state === "has-wallet") onConnect?.();
          else if (state === "connected") {
            setMenuOpen(!menuOpen);
            // Opened with Enter or Space: focus goes to the first item (the menu button pattern).
            if (!menuOpen && event.detail === 0) requestAnimationFrame(() => focusItem(0));
          }
        }}
        onKeyDown={(event) => {
          if (state === "connected" && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
            event.preventDefault();
            setMenuOpen(true);
            requestAnimationFrame(() => focusItem(event.key === "ArrowDown" ? 0 : -1));
          }
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

      {state === "connected" && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={walletName ? `${walletName} wallet` : "Wallet"}
          hidden={!menuOpen}
          data-slot="wallet-button-menu"
          data-state={menuOpen ? "open" : "closed"}
          onKeyDown={(event) => {
            const index = items().indexOf(document.activeElement as HTMLElement);
            if (event.key === "Escape") {
              event.preventDefault();
              closeMenu(true);
            } else if (event.key === "ArrowDown") {
              event.preventDefault();
              focusItem(index + 1);
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              focusItem(index - 1);
            } else if (event.key === "Home") {
              event.preventDefault();
              focusItem(0);
            } else if (event.key === "End") {
              event.preventDefault();
              focusItem(-1);
            } else if (event.key === "Tab") {
              setMenuOpen(false);
            }
          }}
          className="absolute top-full right-0 z-50 mt-2 flex min-w-48 flex-col gap-0.5 rounded-xl border border-zinc-200 bg-white p-1.5 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
        >
          {address && (
            <MenuItem
              slot="wallet-button-copy"
              onClick={async () => {
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
            </MenuItem>
          )}
          <MenuItem
            slot="wallet-button-change"
            onClick={() => {
              closeMenu(false);
              onChangeWallet?.();
            }}
          >
            {walletButtonLabels["change-wallet"]}
          </MenuItem>
          <MenuItem
            slot="wallet-button-disconnect"
            onClick={() => {
              closeMenu(false);
              onDisconnect?.();
            }}
          >
            {walletButtonLabels.disconnect}
          </MenuItem>
        </div>
      )}
    </div>
  );
}

function MenuItem({
  slot,
  onClick,
  children,
}: {
  slot: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      data-slot={slot}
      onClick={onClick}
      className="w-full cursor-pointer rounded-lg px-3 py-2 text-left font-medium text-sm text-zinc-800 outline-none transition-colors hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-200 dark:focus-visible:bg-zinc-800 dark:hover:bg-zinc-800"
    >
      {children}
    </button>
  );
}
