import { MessageCircle } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { formatCompact, formatDate, formatNumber } from "../../lib/format";
import { Skeleton } from "../Skeleton/Skeleton";

/** A comment on a model, as shown on its card. */
export interface ModelCardComment {
  text: string;
  author: string;
  /** E.g. "Maintainer", "Contributor". */
  role?: string;
  timestamp: Date;
}

/** The community activity of a model: the comment count and the latest comment. */
export interface ModelCardComments {
  count: number;
  /** The most recent comment; only this one is shown. */
  recent?: ModelCardComment;
}

/**
 * Where a card's comments are: `loading` while they are fetched after the card shows, `success` once
 * known, `error` when they could not be had (shown as unknown, "n/a").
 */
export type ModelCardCommentsStatus = "loading" | "success" | "error";

/** The status a card's comments are in when none is given: known when present, else unknown. */
export function resolveCommentsStatus(
  comments: ModelCardComments | null | undefined,
  status: ModelCardCommentsStatus | undefined,
): ModelCardCommentsStatus {
  if (status) return status;
  return comments ? "success" : "error";
}

/** The comment count: a placeholder while loading, "n/a" when it is not known. */
export function ModelCardCommentCount({
  comments,
  status,
  locale,
}: {
  comments: ModelCardComments | null | undefined;
  status: ModelCardCommentsStatus;
  locale?: string;
}) {
  if (status === "loading") {
    return (
      <span
        data-slot="model-card-comments"
        data-state="loading"
        title="Loading comments"
        className="inline-flex items-center gap-1.5"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        <Skeleton className="h-4 w-6" />
        <span className="sr-only">Comments: loading</span>
      </span>
    );
  }
  if (status === "error" || !comments) {
    return (
      <span
        data-slot="model-card-comments"
        data-state="unknown"
        title="Comment count not available"
        className="inline-flex items-center gap-1.5"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        <span aria-hidden="true">n/a</span>
        <span className="sr-only">Comments: not available</span>
      </span>
    );
  }
  const count = formatNumber(comments.count, locale);
  const label = `${count} ${comments.count === 1 ? "comment" : "comments"}`;
  return (
    <span data-slot="model-card-comments" title={label} className="inline-flex items-center gap-1.5">
      <MessageCircle aria-hidden="true" className="size-4" />
      <span aria-hidden="true" className="tabular-nums">
        {formatCompact(comments.count)}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * The latest comment's place on the card, of a reserved height (a collapsed comment's), so the card
 * keeps its size when the comments arrive after it: a placeholder while they load, then the comment,
 * or a quiet note when there is none to show.
 */
export function ModelCardCommentArea({
  comments,
  status,
  locale,
  sample = false,
}: {
  comments: ModelCardComments | null | undefined;
  status: ModelCardCommentsStatus;
  locale?: string;
  /** The comments are made up (the embedded hub emulator's): the comment is labelled "sample". */
  sample?: boolean;
}) {
  const recent = status === "success" ? comments?.recent : undefined;
  let note: string | undefined;
  if (status === "error" || (status === "success" && !comments)) note = "Comments not available";
  else if (status === "success" && !recent)
    note = comments?.count === 0 ? "No comments yet" : "No recent comment";
  return (
    <div data-slot="model-card-comment-area" data-state={status} className="flex min-h-27 flex-col">
      {status === "loading" && (
        <div
          aria-hidden="true"
          className="flex flex-1 flex-col gap-1.5 rounded-lg bg-zinc-50 p-3 ring-1 ring-zinc-200/70 ring-inset dark:bg-zinc-800/60 dark:ring-zinc-700/60"
        >
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-auto h-3 w-20" />
        </div>
      )}
      {recent && <RecentComment comment={recent} locale={locale} sample={sample} />}
      {note && (
        <p className="flex flex-1 items-center justify-center rounded-lg border border-zinc-200 border-dashed p-3 text-xs text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * The latest comment: two lines and, when that cuts it, a toggle that shows all of it and when it was
 * written (a comment that fits shows its date at once).
 */
function RecentComment({
  comment,
  locale,
  sample,
}: {
  comment: ModelCardComment;
  locale?: string;
  sample: boolean;
}) {
  const [open, setOpen] = useState(false);
  const truncated = useIsClamped(comment.text, open);
  const id = useId();
  return (
    // Above the card link's click area: reading or toggling the comment does not open the model.
    <figure
      data-slot="model-card-comment"
      data-state={open ? "open" : "closed"}
      className="relative z-10 flex flex-1 flex-col gap-1.5 rounded-lg bg-zinc-50 p-3 text-sm ring-1 ring-zinc-200/70 ring-inset dark:bg-zinc-800/60 dark:ring-zinc-700/60"
    >
      <figcaption className="flex min-w-0 items-baseline gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
        <span className="sr-only">Latest comment by </span>
        <span className="truncate font-medium text-zinc-800 dark:text-zinc-200">{comment.author}</span>
        {comment.role && <span className="shrink-0">· {comment.role}</span>}
        {sample && (
          <span
            data-slot="model-card-comment-sample"
            title="Made up by the embedded hub emulator: not a real user's comment"
            className="ml-auto shrink-0 rounded-sm bg-amber-100 px-1.5 font-medium text-amber-900 uppercase tracking-wide dark:bg-amber-900/40 dark:text-amber-200"
          >
            <span className="sr-only">(</span>sample<span className="sr-only">)</span>
          </span>
        )}
      </figcaption>
      <blockquote
        ref={truncated.ref}
        id={id}
        className={cn("text-zinc-700 wrap-anywhere dark:text-zinc-300", !open && "line-clamp-2")}
      >
        {comment.text}
      </blockquote>
      {(open || !truncated.clamped) && (
        <time dateTime={comment.timestamp.toISOString()} className="text-xs text-zinc-600 dark:text-zinc-400">
          {formatDate(comment.timestamp, locale)}
        </time>
      )}
      {truncated.clamped && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          data-slot="model-card-comment-toggle"
          className="self-start cursor-pointer rounded-sm font-medium text-indigo-700 text-xs outline-none hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300 dark:focus-visible:ring-indigo-400"
        >
          {open ? "Hide comment" : "Show comment"}
        </button>
      )}
    </figure>
  );
}

/**
 * Whether a line-clamped element cuts its text (measured while closed, again when its width changes);
 * once open it stays so, for "Hide comment".
 */
function useIsClamped(text: string, open: boolean) {
  const ref = useRef<HTMLQuoteElement>(null);
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || open || text === "") return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open]);
  return { ref, clamped };
}
