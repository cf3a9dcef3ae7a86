import { MessageSquare } from "lucide-react";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import type { DiscussionSummary } from "./types";

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

/** A discussion's line: status, author · date, number of comments. */
export function DiscussionMeta({ discussion, locale }: { discussion: DiscussionSummary; locale?: string }) {
  return (
    <p className="m-0 flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
      <DiscussionStatusBadge status={discussion.status} />
      <span>
        {discussion.author} · {formatDate(discussion.createdAt, locale)}
      </span>
      <span className="inline-flex items-center gap-1" data-slot="discussion-comments">
        <MessageSquare aria-hidden="true" className="size-4" />
        {discussion.numComments} {discussion.numComments === 1 ? "comment" : "comments"}
      </span>
    </p>
  );
}
