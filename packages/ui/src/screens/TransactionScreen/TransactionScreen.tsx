import { formatSol } from "@hiber/hub-sdk/money";
import { CircleCheck, CircleX, SearchX } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "../../components/Button/Button";
import { ErrorCard } from "../../components/ErrorCard/ErrorCard";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { cn } from "../../lib/cn";

/** One account of a transaction, with its SOL balance before and after. */
export interface TransactionAccount {
  /** Base58 address. */
  address: string;
  /** Whether the account signed the transaction. */
  signer: boolean;
  /** Whether the transaction may change it. */
  writable: boolean;
  /** Lamports before the transaction. */
  preLamports: number;
  /** Lamports after the transaction. */
  postLamports: number;
}

/** A landed transaction, as `getTransaction` describes it. */
export interface TransactionDetails {
  signature: string;
  slot: number;
  /** Unix time in seconds when the block was produced, when known. */
  blockTime: number | null;
  /** Fee paid, in lamports. */
  fee: number;
  /** The transaction error, as text, or null when it succeeded. */
  error: string | null;
  /** Compute units consumed, when reported. */
  computeUnits: number | null;
  accounts: TransactionAccount[];
  /** The program log, when recorded. */
  logs: string[] | null;
}

export type TransactionScreenProps = Omit<React.ComponentProps<"section">, "children"> & {
  /**
   * `loading`; `success` with `transaction`; `not-found` (no such signature); `invalid` (the text is not a
   * transaction signature at all, so nothing was looked up); `error` (the lookup failed).
   */
  status: "loading" | "success" | "not-found" | "invalid" | "error";
  /** The signature being looked up. */
  signature: string;
  transaction?: TransactionDetails;
  /** What went wrong (status `error`). */
  error?: string;
  /** Looks again (statuses `not-found` and `error`). */
  onRetry?: () => void;
  /** The network's name, e.g. "Local Solana (emulated)". */
  networkLabel?: string;
  /** Locale of numbers and dates; the user's by default. */
  locale?: string;
  /** Time zone of the block time; the user's by default. */
  timeZone?: string;
};

/**
 * A SOL amount of the explorer, exact to the lamport and never padded: "-0.500005 SOL" beside "+0.5 SOL"
 * (one rule for every amount of the page, so no column mixes 4 padded decimals with 6 exact ones).
 */
function sol(lamports: number, locale?: string, signed = false): string {
  const text = formatSol(BigInt(lamports), {
    minimumFractionDigits: 0,
    maximumFractionDigits: 9,
    signDisplay: signed ? "exceptZero" : "auto",
    locale,
    localized: true,
  });
  return `${text} SOL`;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="min-w-0 break-words text-zinc-900 dark:text-zinc-100">{children}</dd>
    </div>
  );
}

const cardClass =
  "flex min-w-0 flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900";

/**
 * The local explorer's transaction page: status, slot, block time, fee, the accounts with their SOL
 * balance changes, and the program log, from `getTransaction`. Pure: the transaction comes in as a prop.
 */
export function TransactionScreen({
  status,
  signature,
  transaction,
  error,
  onRetry,
  networkLabel,
  locale,
  timeZone,
  className,
  ...props
}: TransactionScreenProps) {
  const titleId = useId();
  const numbers = (value: number) => value.toLocaleString(locale);

  return (
    <section
      data-slot="transaction-screen"
      data-state={status}
      aria-labelledby={titleId}
      className={cn(
        "mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8 lg:py-14",
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1
            id={titleId}
            className="font-bold text-3xl text-zinc-900 tracking-tight sm:text-4xl dark:text-white"
          >
            Transaction
          </h1>
          {networkLabel && (
            <span className="rounded-full bg-zinc-100 px-2.5 py-0.5 font-medium text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
              {networkLabel}
            </span>
          )}
        </div>
        <p
          data-slot="transaction-screen-signature"
          className="min-w-0 break-all font-mono text-sm text-zinc-700 dark:text-zinc-300"
        >
          <span className="sr-only">Signature: </span>
          {signature}
        </p>
      </div>

      {status === "loading" && (
        <div aria-busy="true" className={cardClass}>
          <span role="status" className="sr-only">
            Loading transaction
          </span>
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-5 w-full max-w-md" />
          <Skeleton className="h-5 w-full max-w-sm" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}

      {status === "error" && (
        <ErrorCard
          title="Unable to Load Transaction"
          description={error ?? "Unknown error occurred"}
          actionLabel="Retry"
          onAction={onRetry}
        />
      )}

      {status === "invalid" && (
        <div
          data-slot="transaction-screen-invalid"
          className="flex flex-col items-center gap-3 rounded-xl border border-zinc-300 border-dashed p-8 text-center dark:border-zinc-700"
        >
          <SearchX aria-hidden="true" className="size-10 text-zinc-500 dark:text-zinc-400" />
          <h2 className="font-semibold text-lg text-zinc-900 dark:text-white">Not a transaction signature</h2>
          <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">
            A Solana transaction signature is 64 bytes written in base58 (87 or 88 characters). Check the link
            you followed.
          </p>
        </div>
      )}

      {status === "not-found" && (
        <div
          data-slot="transaction-screen-not-found"
          className="flex flex-col items-center gap-3 rounded-xl border border-zinc-300 border-dashed p-8 text-center dark:border-zinc-700"
        >
          <SearchX aria-hidden="true" className="size-10 text-zinc-500 dark:text-zinc-400" />
          <h2 className="font-semibold text-lg text-zinc-900 dark:text-white">Transaction not found</h2>
          <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">
            No transaction with this signature{networkLabel ? ` on ${networkLabel}` : ""}. It may not be
            confirmed yet.
          </p>
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Look again
            </Button>
          )}
        </div>
      )}

      {status === "success" && transaction && (
        <>
          <div className={cardClass}>
            <h2 className="sr-only">Overview</h2>
            <dl className="grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field label="Result">
                {transaction.error === null ? (
                  <span
                    data-slot="transaction-screen-result"
                    data-state="success"
                    className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400"
                  >
                    <CircleCheck aria-hidden="true" className="size-4" />
                    Success
                  </span>
                ) : (
                  <span
                    data-slot="transaction-screen-result"
                    data-state="failed"
                    className="inline-flex items-center gap-1.5 font-medium text-red-700 dark:text-red-400"
                  >
                    <CircleX aria-hidden="true" className="size-4" />
                    Failed
                  </span>
                )}
              </Field>
              <Field label="Slot">
                <span className="tabular-nums">{numbers(transaction.slot)}</span>
              </Field>
              <Field label="Block time">
                {transaction.blockTime === null
                  ? "n/a"
                  : new Date(transaction.blockTime * 1000).toLocaleString(locale, {
                      dateStyle: "medium",
                      timeStyle: "medium",
                      timeZone,
                    })}
              </Field>
              <Field label="Fee">
                <span className="tabular-nums">
                  {sol(transaction.fee, locale)} ({numbers(transaction.fee)} lamports)
                </span>
              </Field>
              <Field label="Compute units">
                <span className="tabular-nums">
                  {transaction.computeUnits === null ? "n/a" : numbers(transaction.computeUnits)}
                </span>
              </Field>
              {transaction.error !== null && (
                <Field label="Error">
                  <span className="font-mono text-sm">{transaction.error}</span>
                </Field>
              )}
            </dl>
          </div>

          <div className={cardClass}>
            <h2 className="font-semibold text-base text-zinc-900 dark:text-white">
              Accounts and SOL balance changes
            </h2>
            {/* A focusable scroll region: keyboard users can scroll the table sideways on narrow screens. */}
            <section
              aria-label="Accounts"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              className="-mx-5 overflow-x-auto px-5 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:-mx-6 sm:px-6"
            >
              <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
                <thead>
                  <tr className="border-zinc-200 border-b text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      #
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Address
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Change
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Balance after
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {transaction.accounts.map((account, index) => {
                    const change = account.postLamports - account.preLamports;
                    return (
                      <tr
                        key={account.address}
                        data-slot="transaction-screen-account"
                        className="border-zinc-100 border-b align-top last:border-0 dark:border-zinc-800/60"
                      >
                        <td className="py-2 pr-3 text-zinc-600 tabular-nums dark:text-zinc-400">{index}</td>
                        <td className="py-2 pr-3">
                          <span className="break-all font-mono text-zinc-900 dark:text-zinc-100">
                            {account.address}
                          </span>
                          <span className="mt-1 flex flex-wrap gap-1.5">
                            {account.signer && (
                              <span className="rounded bg-indigo-50 px-1.5 py-0.5 text-indigo-800 text-xs dark:bg-indigo-500/15 dark:text-indigo-200">
                                Signer
                              </span>
                            )}
                            {account.writable && (
                              <span className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                                Writable
                              </span>
                            )}
                          </span>
                        </td>
                        <td
                          data-slot="transaction-screen-change"
                          className={cn(
                            "whitespace-nowrap py-2 pr-3 text-right tabular-nums",
                            change > 0 && "text-emerald-700 dark:text-emerald-400",
                            change < 0 && "text-red-700 dark:text-red-400",
                            change === 0 && "text-zinc-600 dark:text-zinc-400",
                          )}
                        >
                          {sol(change, locale, true)}
                        </td>
                        <td className="whitespace-nowrap py-2 pr-3 text-right text-zinc-900 tabular-nums dark:text-zinc-100">
                          {sol(account.postLamports, locale)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          </div>

          <div className={cardClass}>
            <h2 className="font-semibold text-base text-zinc-900 dark:text-white">Program log</h2>
            {transaction.logs && transaction.logs.length > 0 ? (
              <pre
                data-slot="transaction-screen-logs"
                className="whitespace-pre-wrap break-all rounded-lg bg-zinc-50 p-3 font-mono text-xs text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200"
              >
                {transaction.logs.join("\n")}
              </pre>
            ) : (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">No log messages.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
