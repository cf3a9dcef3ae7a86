import { cn } from "../../lib/cn";

/** "Open" (green) or "Closed" (grey); a pull request's "Merged" or "Draft" as they come. */
export function DiscussionStatusBadge({ status }: { status: string }) {
  return (
    <span
      data-slot="discussion-status"
      data-status={status}
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 font-medium text-xs capitalize",
        status === "open"
          ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"
          : "bg-zinc-200 text-zinc-700 dark:bg-zinc-700/60 dark:text-zinc-200",
      )}
    >
      {status}
    </span>
  );
}
