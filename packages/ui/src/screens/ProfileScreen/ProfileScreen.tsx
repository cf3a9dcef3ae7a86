import { UserRound, Wallet } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import { ConnectWalletCard } from "../../components/ConnectWalletCard/ConnectWalletCard";
import { shortenAddress } from "../../lib/address";
import { cn } from "../../lib/cn";
import { CopyAddressButton, type WalletBalanceState } from "../WalletScreen/WalletScreen";
import { WalletScreenBalance } from "../WalletScreen/WalletScreenBalance";
import { cardClass } from "../WalletScreen/WalletScreenNotice";
import { profileAchievements } from "./achievements";
import { ProfileTabs } from "./ProfileTabs";
import type {
  ProfileActivityItem,
  ProfileListState,
  ProfilePaymentsState,
  ProfileSavedItem,
  ProfileTab,
} from "./types";

export type ProfileScreenProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** `disconnected` / `connecting`: the call to connect a wallet; `connected`: the wallet's profile. */
  status: "disconnected" | "connecting" | "connected";
  /** Opens the wallet modal. */
  onConnect?: () => void;
  /** The connected wallet's address (base58). */
  address?: string;
  onCopyAddress?: (address: string) => void | Promise<void>;
  balance?: WalletBalanceState;
  onRetryBalance?: () => void;
  /** Its signed comments, ratings and likes. */
  activity?: ProfileListState<ProfileActivityItem>;
  onRetryActivity?: () => void;
  /** Its x402 receipts and what they total. */
  payments?: ProfilePaymentsState;
  onRetryPayments?: () => void;
  /** The explorer page of a transaction. */
  getExplorerUrl?: (signature: string) => string;
  /** Models and datasets bookmarked on cards (this browser). */
  saved?: readonly ProfileSavedItem[];
  onRemoveSaved?: (item: ProfileSavedItem) => void;
  /** The open tab; "activity" at first when not controlled. */
  tab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
  locale?: string;
  /** Format of the receipts' times (pin `timeZone` in stories). */
  timeFormat?: Intl.DateTimeFormatOptions;
};

function countOf(state: { status: string; items?: readonly unknown[]; count?: number } | undefined) {
  if (state?.status !== "success") return undefined;
  return state.count ?? state.items?.length;
}

/**
 * The connected wallet's own profile (issue 15 item 5) in place of spec part 2 §2.2's hard-coded sample, with
 * the spec's parts made of real data beside it: the counters Connections and Reputation ("n/a": nothing here
 * measures them) and Achievements (earned from the wallet's records), the GitHub and Hugging Face buttons
 * (disabled, saying why), and the tabs Activity (the spec's contributions: signed comments, ratings, likes,
 * votes, each linked), Payments (x402 receipts), Saved (bookmarked cards, the spec's projects) and
 * Achievements. Also the shortened address with a copy button and the SOL and USDC balances. Without a
 * wallet, a call to connect one. Pure.
 */
export function ProfileScreen({
  status,
  onConnect,
  address,
  onCopyAddress,
  balance = { status: "loading" },
  onRetryBalance,
  activity = { status: "loading" },
  onRetryActivity,
  payments = { status: "loading" },
  onRetryPayments,
  getExplorerUrl,
  saved = [],
  onRemoveSaved,
  tab,
  onTabChange,
  locale,
  timeFormat,
  className,
  ...props
}: ProfileScreenProps) {
  const titleId = useId();
  const connected = status === "connected" && address !== undefined;
  const achievements = profileAchievements(activity, payments, saved);
  // The spec's counters (§2.2) with real values only: nothing here links wallets to each other or scores them.
  const counts: { label: string; value: number | undefined; slot: string }[] = [
    { label: "Connections", value: undefined, slot: "connections" },
    { label: "Reputation", value: undefined, slot: "reputation" },
    { label: "Achievements", value: achievements?.filter((a) => a.earned).length, slot: "achievements" },
    { label: "Activity", value: countOf(activity), slot: "activity" },
    { label: "Payments", value: countOf(payments), slot: "payments" },
    { label: "Saved", value: saved.length, slot: "saved" },
  ];
  const accountsNoteId = useId();

  return (
    <section
      aria-labelledby={titleId}
      data-slot="profile-screen"
      data-state={connected ? "connected" : status}
      className={cn("mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6", className)}
      {...props}
    >
      {!connected ? (
        <ConnectWalletCard
          data-slot="profile-connect"
          icon={<UserRound className="size-6" />}
          title="Profile"
          titleId={titleId}
        >
          <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
            A wallet is your identity here: connect one to see its balances, its signed comments and ratings,
            the prompts it paid for and what you saved.
          </p>
          <Button
            onClick={onConnect}
            disabled={status === "connecting"}
            data-slot="profile-connect-button"
            className="max-sm:h-11"
          >
            <Wallet aria-hidden="true" />
            {status === "connecting" ? "Connecting..." : "Connect Wallet"}
          </Button>
        </ConnectWalletCard>
      ) : (
        <>
          <header className={cardClass}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                <h1 id={titleId} className="font-bold text-2xl text-zinc-900 dark:text-white">
                  Your Profile
                </h1>
                <p className="m-0 flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
                  <span className="sr-only">Address: </span>
                  <span
                    data-slot="profile-address"
                    title={address}
                    className="font-medium font-mono text-zinc-900 dark:text-zinc-100"
                  >
                    {shortenAddress(address)}
                  </span>
                  <CopyAddressButton address={address} onCopy={onCopyAddress} />
                </p>
              </div>
              <dl className="m-0 grid grid-cols-3 gap-x-6 gap-y-2">
                {counts.map((count) => (
                  <div key={count.slot} className="flex flex-col items-center">
                    <dt className="text-xs text-zinc-600 dark:text-zinc-400">{count.label}</dt>
                    <dd
                      data-slot={`profile-count-${count.slot}`}
                      className="m-0 font-semibold text-lg text-zinc-900 tabular-nums dark:text-white"
                    >
                      {count.value ?? "n/a"}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              {/* The spec's buttons: Connect is the wallet (connected); no account can be linked yet. */}
              <Button variant="outline" size="sm" disabled aria-describedby={accountsNoteId}>
                GitHub
              </Button>
              <Button variant="outline" size="sm" disabled aria-describedby={accountsNoteId}>
                Hugging Face
              </Button>
              <p id={accountsNoteId} className="m-0 text-xs text-zinc-600 dark:text-zinc-400">
                Linking a GitHub or Hugging Face account is not built yet: the wallet is your identity here.
                Connections and reputation read n/a, as nothing here measures them.
              </p>
            </div>
          </header>
          <WalletScreenBalance balance={balance} onRetry={onRetryBalance} locale={locale} />
          <ProfileTabs
            activity={activity}
            onRetryActivity={onRetryActivity}
            payments={payments}
            onRetryPayments={onRetryPayments}
            getExplorerUrl={getExplorerUrl}
            saved={saved}
            onRemoveSaved={onRemoveSaved}
            achievements={achievements}
            tab={tab}
            onTabChange={onTabChange}
            locale={locale}
            timeFormat={timeFormat}
            className={cardClass}
          />
        </>
      )}
    </section>
  );
}
