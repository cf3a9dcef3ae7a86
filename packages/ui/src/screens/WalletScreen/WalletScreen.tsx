import { Check, Copy, Wallet } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import { ConnectWalletCard } from "../../components/ConnectWalletCard/ConnectWalletCard";
import { ErrorCard } from "../../components/ErrorCard/ErrorCard";
import { shortenAddress } from "../../lib/address";
import { cn } from "../../lib/cn";
import { WalletScreenAirdrop } from "./WalletScreenAirdrop";
import { WalletScreenBalance } from "./WalletScreenBalance";
import { WalletScreenSend } from "./WalletScreenSend";

/** The airdrop card's state (spec part 2 §4: idle, processing, then success or failure). */
export type WalletAirdropState =
  | { status: "idle" }
  | { status: "processing" }
  | { status: "success" }
  | {
      status: "error";
      /** Shown under the failure text, e.g. why a public faucet refused (its rate limit). */
      hint?: ReactNode;
      /** The raw error text, behind a "Details" disclosure. */
      detail?: string;
    };

/** The test USDC faucet's state (the local chain only): idle, processing, then success or failure. */
export type WalletFaucetState =
  | { status: "idle" }
  | { status: "processing" }
  | { status: "success" }
  | {
      status: "error";
      /** The raw error text, behind a "Details" disclosure. */
      detail?: string;
    };

/** The Send SOL form's state (spec part 2 §4: idle, processing, then success with a signature, or error). */
export type WalletSendState =
  | { status: "idle" }
  | { status: "processing" }
  | {
      status: "success";
      /** The transaction's signature (base58). */
      signature: string;
      /** Where "View transaction" leads: the cluster's explorer, or the app's own page for the local chain. */
      explorerHref: string;
    }
  | {
      status: "error";
      /** What went wrong, in plain words, e.g. "Wallet not connected" or "Insufficient funds: …". */
      message: string;
      /** The raw error text (RPC message, program logs), behind a "Details" disclosure. */
      detail?: string;
    };

/** The balances card: loading, the balances, or an error with a retry. */
export type WalletBalanceState =
  | { status: "loading" }
  | {
      status: "success";
      /** SOL balance in lamports. */
      lamports: bigint;
      /** USDC balance in micro-USDC; null when the cluster has no USDC mint (the line is left out). */
      usdc: bigint | null;
    }
  | { status: "error"; message: string };

export type WalletScreenProps = Omit<React.ComponentProps<"section">, "children"> & {
  /**
   * `disconnected`: "Wallet" and "Please connect your wallet to continue."; `connecting`: the same while a
   * wallet connects; `connected`: the wallet page; `connection-error`: neither RPC endpoint answered.
   */
  status: "disconnected" | "connecting" | "connected" | "connection-error";
  /** Opens the wallet modal (shown when not connected). */
  onConnect?: () => void;
  /** "Retry Connection" (status `connection-error`). */
  onRetryConnection?: () => void;
  /** The connected wallet's address (base58). */
  address?: string;
  /** Copies the address; the button says "Copied" for a moment afterwards. */
  onCopyAddress?: (address: string) => void | Promise<void>;
  /** The network's name, e.g. "Solana Devnet" or "Local Solana (emulated)". */
  networkLabel?: string;
  balance?: WalletBalanceState;
  /** Retry of a failed balance lookup. */
  onRetryBalance?: () => void;
  airdrop?: WalletAirdropState;
  /** Requests the 1 SOL airdrop. */
  onAirdrop?: () => void;
  /** The test USDC faucet's state. */
  faucet?: WalletFaucetState;
  /** "Get Test USDC": given only where the chain has a faucet (the local one); the button shows with it. */
  onGetUsdc?: () => void;
  send?: WalletSendState;
  /** Sends `amount` SOL to `recipient`; called only with a valid recipient and an amount above 0. */
  onSend?: (recipient: string, amount: number) => void;
  /** Initial recipient of the Send SOL form. */
  defaultRecipient?: string;
  /** Initial amount of the Send SOL form. */
  defaultAmount?: string;
  /** Locale of the amounts; the user's by default. */
  locale?: string;
};

/** The address's copy button: "Copied" for 2 s after a copy. */
export function CopyAddressButton({
  address,
  onCopy,
}: {
  address: string;
  onCopy?: WalletScreenProps["onCopyAddress"];
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Button
      variant="outline"
      size="sm"
      data-slot="wallet-screen-copy"
      data-state={copied ? "copied" : "idle"}
      aria-label={copied ? "Copied" : "Copy address"}
      onClick={async () => {
        await onCopy?.(address);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2_000);
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-hidden="true">{copied ? "Copied" : "Copy"}</span>
    </Button>
  );
}

/**
 * The wallet page (spec part 2 §2.9): without a wallet, "Wallet" and "Please connect your wallet to
 * continue."; with one, "Your Wallet", the shortened address with a copy button, the SOL (4 decimals) and
 * USDC balances, the airdrop card and the Send SOL form; "Connection Error" when the network is out of
 * reach. Pure: the balances and the airdrop and send states come in as props, actions go out as callbacks.
 */
export function WalletScreen({
  status,
  onConnect,
  onRetryConnection,
  address,
  onCopyAddress,
  networkLabel,
  balance = { status: "loading" },
  onRetryBalance,
  airdrop = { status: "idle" },
  onAirdrop,
  faucet = { status: "idle" },
  onGetUsdc,
  send = { status: "idle" },
  onSend,
  defaultRecipient,
  defaultAmount,
  locale,
  className,
  ...props
}: WalletScreenProps) {
  const titleId = useId();
  const connected = status === "connected" && address !== undefined;

  return (
    <section
      data-slot="wallet-screen"
      data-state={status}
      aria-labelledby={status === "connection-error" ? undefined : titleId}
      aria-label={status === "connection-error" ? "Wallet" : undefined}
      className={cn(
        "mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8 lg:py-14",
        className,
      )}
      {...props}
    >
      {status === "connection-error" && (
        <ErrorCard
          headingLevel={1}
          title="Connection Error"
          description="Failed to connect to Solana network. Please try again later."
          actionLabel="Retry Connection"
          onAction={onRetryConnection}
        />
      )}

      {(status === "disconnected" || status === "connecting" || (status === "connected" && !connected)) && (
        <ConnectWalletCard
          data-slot="wallet-screen-disconnected"
          icon={<Wallet className="size-6" />}
          title="Wallet"
          titleId={titleId}
        >
          <p className="text-zinc-600 dark:text-zinc-400">Please connect your wallet to continue.</p>
          {onConnect && (
            <Button onClick={onConnect} loading={status === "connecting"} data-slot="wallet-screen-connect">
              Connect Wallet
            </Button>
          )}
        </ConnectWalletCard>
      )}

      {connected && (
        <>
          <div className="flex flex-col gap-3">
            <h1 id={titleId} className="font-bold text-4xl text-zinc-900 tracking-tight dark:text-white">
              Your Wallet
            </h1>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span
                data-slot="wallet-screen-address"
                title={address}
                className="font-mono text-lg text-zinc-800 dark:text-zinc-200"
              >
                <span className="sr-only">Address: </span>
                {shortenAddress(address)}
              </span>
              <CopyAddressButton address={address} onCopy={onCopyAddress} />
              {networkLabel && (
                <span
                  data-slot="wallet-screen-network"
                  className="rounded-full bg-zinc-100 px-2.5 py-0.5 font-medium text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
                >
                  {networkLabel}
                </span>
              )}
            </div>
          </div>
          <WalletScreenBalance balance={balance} onRetry={onRetryBalance} locale={locale} />
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <WalletScreenAirdrop
              airdrop={airdrop}
              onAirdrop={onAirdrop}
              faucet={faucet}
              onGetUsdc={onGetUsdc}
              networkLabel={networkLabel}
            />
            <WalletScreenSend
              send={send}
              onSend={onSend}
              defaultRecipient={defaultRecipient}
              defaultAmount={defaultAmount}
            />
          </div>
        </>
      )}
    </section>
  );
}
