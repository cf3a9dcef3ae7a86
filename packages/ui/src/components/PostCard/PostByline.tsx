import { cn } from "../../lib/cn";
import { formatCompact, formatNumber } from "../../lib/format";
import { formatDateTime, formatRelativeTime } from "../../lib/relative-time";

export type PostBylineProps = Omit<React.ComponentProps<"p">, "children"> & {
  /** What comes before the time: the @username, or the author's role. */
  label: React.ReactNode;
  /** When it was posted (ISO string or Date). */
  date: string | Date;
  /** The present, for "x ago"; the clock's by default. */
  now?: Date;
  /** Locale of the time; the user's by default. */
  locale?: string;
};

/** The line under a post's author: "@username · 5 minutes ago" (the full date and time as tooltip). */
export function PostByline({ label, date, now, locale, className, ...props }: PostBylineProps) {
  return (
    <p
      className={cn("flex min-w-0 items-baseline gap-1 text-xs text-zinc-600 dark:text-zinc-400", className)}
      {...props}
    >
      <span className="min-w-0 truncate">{label}</span>
      <span aria-hidden="true">·</span>
      <time
        data-slot="post-time"
        dateTime={date instanceof Date ? date.toISOString() : date}
        title={formatDateTime(date, locale)}
        className="shrink-0"
      >
        {formatRelativeTime(date, now, locale)}
      </time>
    </p>
  );
}

/** A post's count as a card stat shows it: compact ("1.2K"), and in full for screen readers; "n/a" when unknown. */
export function postCount(
  value: number | undefined,
  noun: string,
  locale?: string,
): { value: string; label: string } {
  return value === undefined
    ? { value: "n/a", label: `${noun}: n/a` }
    : { value: formatCompact(value), label: `${formatNumber(value, locale)} ${noun}` };
}
