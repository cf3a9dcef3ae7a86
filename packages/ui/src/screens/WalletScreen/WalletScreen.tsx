import { Check, CircleAlert, CircleCheck, Copy, Droplets, ExternalLink, Send, Wallet } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import { ErrorCard } from "../../components/ErrorCard/ErrorCard";
import { Link } from "../../components/Link/Link";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { cn } from "../../lib/cn";

/** Lamports in one SOL (spec part 2 §9). */
export const LAMPORTS_PER_SOL = 1_000_000_000;

/** The length of a Solana address as the spec counts it (spec part 2 §9). */
export const SOLANA_ADDRESS_LENGTH = 44;

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{43,44}$/;

/**
 * The Send SOL form's recipient rule (spec part 2 §5): valid when empty, 44 characters long, or starting
 * with "So". Deliberately also valid: a 43-character base58 string, because a real Solana address (32
 * bytes in base58) is 43 or 44 characters and the spec's rule would refuse a good share of real ones.
 */
export function isValidRecipient(recipient: string): boolean {
  const value = recipient.trim();
  return (
    value === "" ||
    value.length === SOLANA_ADDRESS_LENGTH ||
    value.startsWith("So") ||
    BASE58_ADDRESS.test(value)
  );
}

/** An address shortened to its first 4 and last 4 characters (spec part 2 §2.9). */
export function shortenAddress(address: string): string {
  return address.length <= 11 ? address : `${address.slice(0, 4)}...${address.slice(-4)}`;
}

/** A SOL amount (from lamports) with 4 decimals (spec part 2 §9). */
export function formatSol(lamports: number, locale?: string): string {
  return (lamports / LAMPORTS_PER_SOL).toLocaleString(locale, {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  });
}

/** A USDC amount (6 decimals on chain) with 2 to 6 decimals. */
export function formatUsdc(amount: number, locale?: string): string {
  return amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
}

/** The airdrop card's state (spec part 2 §4: idle, processing, then success or failure). */
export type WalletAirdropState =
  | { status: "idle" }
  | { status: "processing" }
  | { status: "success" }
  | {
      status: "error";
      /** Shown under the failure text, e.g. why a public faucet refused (its rate limit). */
      hint?: ReactNode;
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
      /** What went wrong, e.g. "Wallet not connected". */
      message: string;
    };

/** The balances card: loading, the balances, or an error with a retry. */
export type WalletBalanceState =
  | { status: "loading" }
  | {
      status: "success";
      /** SOL balance in lamports. */
      lamports: number;
      /** USDC balance in USDC; null when the cluster has no USDC mint (the line is left out). */
      usdc: number | null;
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
  /** The network, e.g. "Devnet" or "Local chain". */
  networkLabel?: string;
  balance?: WalletBalanceState;
  /** Retry of a failed balance lookup. */
  onRetryBalance?: () => void;
  airdrop?: WalletAirdropState;
  /** Requests the 1 SOL airdrop. */
  onAirdrop?: () => void;
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

const cardClass =
  "flex min-w-0 flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900";
const inputClass =
  "h-10 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs outline-none transition-colors placeholder:text-zinc-500 focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/30 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400";

function Notice({ tone, children, slot }: { tone: "success" | "error"; children: ReactNode; slot: string }) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-slot={slot}
      data-tone={tone}
      className={cn(
        "flex min-w-0 gap-2 rounded-lg border px-3 py-2.5 text-sm",
        tone === "success"
          ? "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-200"
          : "border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">{children}</div>
    </div>
  );
}

function CopyAddressButton({
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

function BalanceCard({
  balance,
  onRetry,
  locale,
}: {
  balance: WalletBalanceState;
  onRetry?: () => void;
  locale?: string;
}) {
  return (
    <div data-slot="wallet-screen-balance" data-state={balance.status} className={cardClass}>
      <h2 className="font-semibold text-base text-zinc-900 dark:text-white">Balance</h2>
      {balance.status === "loading" && (
        <div aria-busy="true" className="flex flex-wrap gap-x-10 gap-y-4">
          <span role="status" className="sr-only">
            Loading balance
          </span>
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-9 w-32" />
        </div>
      )}
      {balance.status === "error" && (
        <Notice tone="error" slot="wallet-screen-balance-error">
          <p>{balance.message}</p>
          {onRetry && (
            <div>
              <Button variant="outline" size="sm" onClick={onRetry}>
                Retry
              </Button>
            </div>
          )}
        </Notice>
      )}
      {balance.status === "success" && (
        <dl className="flex flex-wrap gap-x-10 gap-y-4">
          <div className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">SOL</dt>
            <dd
              data-slot="wallet-screen-sol"
              className="break-all font-semibold text-3xl text-zinc-900 tabular-nums dark:text-white"
            >
              {formatSol(balance.lamports, locale)} SOL
            </dd>
          </div>
          {balance.usdc !== null && (
            <div className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-sm text-zinc-600 dark:text-zinc-400">USDC</dt>
              <dd
                data-slot="wallet-screen-usdc"
                className="break-all font-semibold text-3xl text-zinc-900 tabular-nums dark:text-white"
              >
                {formatUsdc(balance.usdc, locale)} USDC
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

function AirdropCard({
  airdrop,
  onAirdrop,
  networkLabel,
}: {
  airdrop: WalletAirdropState;
  onAirdrop?: () => void;
  networkLabel?: string;
}) {
  const titleId = useId();
  const processing = airdrop.status === "processing";
  return (
    <section
      aria-labelledby={titleId}
      data-slot="wallet-screen-airdrop"
      data-state={airdrop.status}
      className={cardClass}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="font-semibold text-base text-zinc-900 dark:text-white">
          Airdrop
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Get 1 test SOL{networkLabel ? ` on ${networkLabel}` : ""} to try transactions. Test SOL has no
          value.
        </p>
      </div>
      <div>
        <Button
          onClick={onAirdrop}
          loading={processing}
          disabled={!onAirdrop}
          data-slot="wallet-screen-airdrop-button"
        >
          {!processing && <Droplets aria-hidden="true" />}
          {processing ? "Requesting airdrop..." : "Request 1 SOL Airdrop"}
        </Button>
      </div>
      {airdrop.status === "success" && (
        <Notice tone="success" slot="wallet-screen-airdrop-result">
          <p>Airdrop successful! 1 SOL added to your wallet.</p>
        </Notice>
      )}
      {airdrop.status === "error" && (
        <Notice tone="error" slot="wallet-screen-airdrop-result">
          <p>Airdrop failed. Please try again later.</p>
          {airdrop.hint && <div className="text-red-800 dark:text-red-300">{airdrop.hint}</div>}
        </Notice>
      )}
    </section>
  );
}

function isExternal(href: string): boolean {
  return /^[a-z]+:/i.test(href) || href.startsWith("//");
}

function SendCard({
  send,
  onSend,
  defaultRecipient = "",
  defaultAmount = "",
}: {
  send: WalletSendState;
  onSend?: WalletScreenProps["onSend"];
  defaultRecipient?: string;
  defaultAmount?: string;
}) {
  const titleId = useId();
  const recipientId = useId();
  const recipientErrorId = useId();
  const amountId = useId();
  const [recipient, setRecipient] = useState(defaultRecipient);
  const [amount, setAmount] = useState(defaultAmount);
  const processing = send.status === "processing";
  const recipientValid = isValidRecipient(recipient);
  const disabled = processing || recipient.trim() === "" || amount.trim() === "" || !recipientValid;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    const value = Number(amount);
    // Spec part 2 §5: an amount that is not a number, or not above 0, is silently ignored.
    if (!Number.isFinite(value) || value <= 0) return;
    onSend?.(recipient.trim(), value);
  };

  return (
    <section
      aria-labelledby={titleId}
      data-slot="wallet-screen-send"
      data-state={send.status}
      className={cardClass}
    >
      <h2 id={titleId} className="font-semibold text-base text-zinc-900 dark:text-white">
        Send SOL
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={recipientId} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
            Recipient Address
          </label>
          <input
            id={recipientId}
            name="recipient"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="Enter Solana wallet address"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            aria-invalid={!recipientValid || undefined}
            aria-describedby={recipientValid ? undefined : recipientErrorId}
            data-slot="wallet-screen-recipient"
            className={cn(
              inputClass,
              "font-mono",
              !recipientValid &&
                "border-red-500 focus-visible:border-red-500 focus-visible:ring-red-500/30 dark:border-red-500",
            )}
          />
          {!recipientValid && (
            <p id={recipientErrorId} className="text-red-700 text-sm dark:text-red-400">
              Invalid Solana wallet address
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
            Amount (SOL)
          </label>
          <input
            id={amountId}
            name="amount"
            type="number"
            inputMode="decimal"
            step={0.001}
            min={0}
            placeholder="0.000"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            data-slot="wallet-screen-amount"
            className={cn(inputClass, "tabular-nums")}
          />
        </div>
        <div>
          <Button
            type="submit"
            loading={processing}
            disabled={disabled}
            data-slot="wallet-screen-send-button"
          >
            {!processing && <Send aria-hidden="true" />}
            {processing ? "Sending..." : "Send"}
          </Button>
        </div>
      </form>
      {send.status === "success" && (
        <Notice tone="success" slot="wallet-screen-send-result">
          <p className="font-medium">Transaction successful!</p>
          <p className="min-w-0 break-all font-mono text-xs" data-slot="wallet-screen-signature">
            <span className="sr-only">Signature: </span>
            {send.signature}
          </p>
          <p>
            <Link
              href={send.explorerHref}
              {...(isExternal(send.explorerHref) ? { target: "_blank", rel: "noreferrer" } : {})}
              className="inline-flex items-center gap-1 font-medium underline underline-offset-2 hover:no-underline"
            >
              View transaction
              {isExternal(send.explorerHref) && <ExternalLink aria-hidden="true" className="size-3.5" />}
            </Link>
          </p>
        </Notice>
      )}
      {send.status === "error" && (
        <Notice tone="error" slot="wallet-screen-send-result">
          <p className="min-w-0 break-words">{send.message}</p>
        </Notice>
      )}
    </section>
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
        <div
          data-slot="wallet-screen-disconnected"
          className="mx-auto my-8 flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-zinc-200 bg-white p-8 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
        >
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300"
          >
            <Wallet className="size-6" />
          </span>
          <h1 id={titleId} className="font-bold text-2xl text-zinc-900 dark:text-white">
            Wallet
          </h1>
          <p className="text-zinc-600 dark:text-zinc-400">Please connect your wallet to continue.</p>
          {onConnect && (
            <Button onClick={onConnect} loading={status === "connecting"} data-slot="wallet-screen-connect">
              Connect Wallet
            </Button>
          )}
        </div>
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
          <BalanceCard balance={balance} onRetry={onRetryBalance} locale={locale} />
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <AirdropCard airdrop={airdrop} onAirdrop={onAirdrop} networkLabel={networkLabel} />
            <SendCard
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
