import { formatSol, formatUsdc } from "@hiber/hub-sdk/money";
import { ErrorNotice } from "../../components/ErrorNotice/ErrorNotice";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import type { WalletBalanceState } from "./WalletScreen";
import { cardClass } from "./WalletScreenNotice";

/** The balances card: SOL (4 decimals) and USDC, a skeleton while loading, an error with a retry. */
export function WalletScreenBalance({
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
        <ErrorNotice
          data-slot="wallet-screen-balance-error"
          layout="stacked"
          message={balance.message}
          onRetry={onRetry}
        />
      )}
      {balance.status === "success" && (
        <dl className="flex flex-wrap gap-x-10 gap-y-4">
          <div className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">SOL</dt>
            <dd
              data-slot="wallet-screen-sol"
              className="break-all font-semibold text-3xl text-zinc-900 tabular-nums dark:text-white"
            >
              {formatSol(balance.lamports, { locale, localized: true })} SOL
            </dd>
          </div>
          {balance.usdc !== null && (
            <div className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-sm text-zinc-600 dark:text-zinc-400">USDC</dt>
              <dd
                data-slot="wallet-screen-usdc"
                className="break-all font-semibold text-3xl text-zinc-900 tabular-nums dark:text-white"
              >
                {formatUsdc(balance.usdc, { locale, localized: true })} USDC
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
