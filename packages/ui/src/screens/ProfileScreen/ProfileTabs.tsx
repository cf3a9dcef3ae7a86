import { Award, Bookmark, Database, Heart, Lock, MessageSquare, Star, Swords, Trash2 } from "lucide-react";
import { Button } from "../../components/Button/Button";
import { ErrorNotice } from "../../components/ErrorNotice/ErrorNotice";
import { Link } from "../../components/Link/Link";
import { ReceiptList } from "../../components/ReceiptList/ReceiptList";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/Tabs/Tabs";
import { formatUsdcAmount } from "../../lib/playground";
import type { ProfileAchievement } from "./achievements";
import type {
  ProfileActivityItem,
  ProfileListState,
  ProfilePaymentsState,
  ProfileSavedItem,
  ProfileTab,
} from "./types";

const emptyClass = "m-0 py-6 text-center text-sm text-zinc-600 dark:text-zinc-400";

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <ErrorNotice
      data-slot="profile-error"
      layout="stacked"
      message={message}
      onRetry={onRetry}
      retryLabel="Try Again"
    />
  );
}

const ACTIVITY_ICONS = { comment: MessageSquare, rating: Star, like: Heart, vote: Swords } as const;

/** The Activity tab: the wallet's signed comments, ratings, likes and arena votes, each linked to its page. */
export function ProfileActivity({
  activity,
  onRetry,
  locale,
}: {
  activity: ProfileListState<ProfileActivityItem>;
  onRetry?: () => void;
  locale?: string;
}) {
  if (activity.status === "loading") return <Loading label="Loading activity" />;
  if (activity.status === "error") return <Failed message={activity.message} onRetry={onRetry} />;
  if (activity.items.length === 0)
    return (
      <p data-slot="profile-activity-empty" className={emptyClass}>
        No signed comments, ratings or likes from this wallet yet.
      </p>
    );
  return (
    <ul className="m-0 flex list-none flex-col divide-y divide-zinc-100 p-0 dark:divide-zinc-800">
      {activity.items.map((item) => {
        const Icon = ACTIVITY_ICONS[item.kind];
        return (
          <li key={item.id} data-slot="profile-activity-item" className="flex gap-3 py-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              <p className="m-0 text-zinc-900 wrap-anywhere dark:text-zinc-100">{item.text}</p>
              <p className="m-0 flex flex-wrap gap-x-3 text-xs text-zinc-600 dark:text-zinc-400">
                <Link
                  href={item.href}
                  className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {item.subject}
                </Link>
                <time dateTime={item.time.toISOString()}>
                  {item.time.toLocaleDateString(locale, { dateStyle: "medium" })}
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The Payments tab: the wallet's x402 receipts with explorer links, and the total spent. */
export function ProfilePaymentsPanel({
  payments,
  onRetry,
  getExplorerUrl,
  locale,
  timeFormat,
}: {
  payments: ProfilePaymentsState;
  onRetry?: () => void;
  getExplorerUrl?: (signature: string) => string;
  locale?: string;
  timeFormat?: Intl.DateTimeFormatOptions;
}) {
  if (payments.status === "loading") return <Loading label="Loading payments" />;
  if (payments.status === "error") return <Failed message={payments.message} onRetry={onRetry} />;
  if (payments.receipts.length === 0)
    return (
      <p data-slot="profile-payments-empty" className={emptyClass}>
        No paid prompts from this wallet yet.
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <p data-slot="profile-payments-total" className="m-0 text-sm text-zinc-700 dark:text-zinc-300">
        Total spent:{" "}
        <span className="font-semibold text-zinc-900 tabular-nums dark:text-white">
          {formatUsdcAmount(payments.total)} USDC
        </span>{" "}
        on {payments.count} {payments.count === 1 ? "payment" : "payments"}
      </p>
      <ReceiptList
        receipts={payments.receipts}
        getExplorerUrl={getExplorerUrl}
        locale={locale}
        timeFormat={timeFormat ?? { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }}
      />
    </div>
  );
}

/** The Saved tab: the models and datasets bookmarked on their cards, kept in this browser. */
export function ProfileSaved({
  saved,
  onRemove,
}: {
  saved: readonly ProfileSavedItem[];
  onRemove?: (item: ProfileSavedItem) => void;
}) {
  if (saved.length === 0)
    return (
      <p data-slot="profile-saved-empty" className={emptyClass}>
        Nothing saved yet. Press the bookmark on a model or dataset card to keep it here.
      </p>
    );
  return (
    <ul className="m-0 flex list-none flex-col divide-y divide-zinc-100 p-0 dark:divide-zinc-800">
      {saved.map((item) => {
        const Icon = item.kind === "model" ? Bookmark : Database;
        return (
          <li
            key={`${item.kind}:${item.id}`}
            data-slot="profile-saved-item"
            className="flex items-center gap-3 py-2.5"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
            <Link
              href={item.href}
              className="min-w-0 flex-1 truncate font-medium text-indigo-700 text-sm hover:underline dark:text-indigo-300"
            >
              {item.id}
            </Link>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {item.kind === "model" ? "Model" : "Dataset"}
            </span>
            {onRemove && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Remove ${item.id}`}
                onClick={() => onRemove(item)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The Achievements tab: each achievement, earned or not, from the wallet's real records. */
export function ProfileAchievements({ achievements }: { achievements?: readonly ProfileAchievement[] }) {
  if (!achievements) return <Loading label="Loading achievements" />;
  return (
    <ul className="m-0 flex list-none flex-col divide-y divide-zinc-100 p-0 dark:divide-zinc-800">
      {achievements.map((achievement) => {
        const Icon = achievement.earned ? Award : Lock;
        return (
          <li
            key={achievement.id}
            data-slot="profile-achievement"
            data-state={achievement.earned ? "earned" : "locked"}
            className="flex items-center gap-3 py-2.5 text-sm"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium text-zinc-900 dark:text-zinc-100">{achievement.title}</span>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{achievement.description}</span>
            </span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {achievement.earned ? "Earned" : "Not yet"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export type ProfileTabsProps = {
  activity: ProfileListState<ProfileActivityItem>;
  onRetryActivity?: () => void;
  payments: ProfilePaymentsState;
  onRetryPayments?: () => void;
  getExplorerUrl?: (signature: string) => string;
  saved: readonly ProfileSavedItem[];
  onRemoveSaved?: (item: ProfileSavedItem) => void;
  /** Undefined while the records they come from load. */
  achievements?: readonly ProfileAchievement[];
  /** The open tab; "activity" at first when not controlled. */
  tab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
  locale?: string;
  timeFormat?: Intl.DateTimeFormatOptions;
  className?: string;
};

/**
 * The profile's tabs (Radix Tabs): Activity, Payments and Saved, each with its panel. Arrow keys move
 * between the tabs and open them as they go (Home and End to the ends).
 */
export function ProfileTabs({
  activity,
  onRetryActivity,
  payments,
  onRetryPayments,
  getExplorerUrl,
  saved,
  onRemoveSaved,
  achievements,
  tab,
  onTabChange,
  locale,
  timeFormat,
  className,
}: ProfileTabsProps) {
  return (
    <Tabs
      value={tab}
      defaultValue={tab === undefined ? "activity" : undefined}
      onValueChange={(value) => onTabChange?.(value as ProfileTab)}
      className={className}
    >
      {/* Four tabs fit a 375 px phone with narrower padding there. */}
      <TabsList aria-label="Profile">
        <TabsTrigger value="activity" className="px-2 sm:px-3">
          Activity
        </TabsTrigger>
        <TabsTrigger value="payments" className="px-2 sm:px-3">
          Payments
        </TabsTrigger>
        <TabsTrigger value="saved" className="px-2 sm:px-3">
          Saved
        </TabsTrigger>
        <TabsTrigger value="achievements" className="px-2 sm:px-3">
          Achievements
        </TabsTrigger>
      </TabsList>
      <TabsContent value="activity">
        <ProfileActivity activity={activity} onRetry={onRetryActivity} locale={locale} />
      </TabsContent>
      <TabsContent value="payments">
        <ProfilePaymentsPanel
          payments={payments}
          onRetry={onRetryPayments}
          getExplorerUrl={getExplorerUrl}
          locale={locale}
          timeFormat={timeFormat}
        />
      </TabsContent>
      <TabsContent value="saved">
        <ProfileSaved saved={saved} onRemove={onRemoveSaved} />
      </TabsContent>
      <TabsContent value="achievements">
        <ProfileAchievements achievements={achievements} />
      </TabsContent>
    </Tabs>
  );
}
