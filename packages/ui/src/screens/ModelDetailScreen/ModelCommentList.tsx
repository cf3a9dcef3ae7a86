import { BadgeCheck, Flag, Heart, Star } from "lucide-react";
import { Badge } from "../../components/Badge/Badge";
import { Button } from "../../components/Button/Button";
import { shortenAddress } from "../../lib/address";
import { cn } from "../../lib/cn";
import { formatDateTime, formatRelativeTime } from "../../lib/relative-time";
import type { ModelComment } from "./types";

const VERIFIED_TITLE = "Signature verified: the server checked that this wallet signed this comment";

export type ModelCommentListProps = Omit<React.ComponentProps<"ol">, "children"> & {
  comments: readonly ModelComment[];
  /** Whether a wallet is connected (likes and reports are signed with it). */
  canAct?: boolean;
  onLike?: (id: string) => void;
  onReport?: (id: string) => void;
  /** The comment whose like or report is being signed. */
  pendingId?: string;
  now?: Date;
  locale?: string;
};

/** The signed comments: shortened address, "Verified User", rating, text, likes (signed) and report. */
export function ModelCommentList({
  comments,
  canAct = false,
  onLike,
  onReport,
  pendingId,
  now,
  locale,
  className,
  ...props
}: ModelCommentListProps) {
  if (comments.length === 0) {
    return (
      <p data-slot="model-comment-list-empty" className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
        No comments yet. Be the first to share your experience.
      </p>
    );
  }
  return (
    <ol
      data-slot="model-comment-list"
      className={cn("m-0 flex list-none flex-col gap-3 p-0", className)}
      {...props}
    >
      {comments.map((comment) => {
        const short = shortenAddress(comment.address);
        const pending = pendingId === comment.id;
        return (
          <li
            key={comment.id}
            data-slot="model-comment"
            className="flex gap-3 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800 text-xs dark:bg-indigo-500/20 dark:text-indigo-200"
            >
              {comment.address.slice(0, 2)}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <span
                  data-slot="model-comment-author"
                  title={comment.address}
                  className="font-medium font-mono text-zinc-900 dark:text-white"
                >
                  {short}
                </span>
                {comment.verified && (
                  <Badge variant="success" title={VERIFIED_TITLE} data-slot="model-comment-verified">
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    Verified User
                    <span className="sr-only"> (signature verified)</span>
                  </Badge>
                )}
                {comment.rating !== undefined && (
                  <span className="inline-flex items-center gap-0.5 text-zinc-700 dark:text-zinc-300">
                    <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
                    {comment.rating}/5<span className="sr-only"> rating</span>
                  </span>
                )}
                <time
                  dateTime={comment.createdAt.toISOString()}
                  title={formatDateTime(comment.createdAt, locale)}
                  className="text-xs text-zinc-600 dark:text-zinc-400"
                >
                  {formatRelativeTime(comment.createdAt, now, locale)}
                </time>
              </div>
              <p className="m-0 whitespace-pre-line text-sm text-zinc-800 wrap-anywhere dark:text-zinc-200">
                {comment.content}
              </p>
              <div className="flex items-center gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={comment.likedByMe ?? false}
                  title={canAct ? "Like (signed with your wallet)" : "Connect a wallet to like"}
                  disabled={!canAct || pending || comment.likedByMe}
                  onClick={() => onLike?.(comment.id)}
                >
                  <Heart
                    aria-hidden="true"
                    className={cn(comment.likedByMe && "fill-rose-500 text-rose-500")}
                  />
                  <span className="sr-only">Like (</span>
                  {comment.likes}
                  <span className="sr-only">{comment.likes === 1 ? " like)" : " likes)"}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  title={canAct ? "Report (signed with your wallet)" : "Connect a wallet to report"}
                  disabled={!canAct || pending}
                  onClick={() => onReport?.(comment.id)}
                >
                  <Flag aria-hidden="true" />
                  Report
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
