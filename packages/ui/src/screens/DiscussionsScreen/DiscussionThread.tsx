import { ArrowLeft } from "lucide-react";
import { ErrorNotice } from "../../components/ErrorNotice/ErrorNotice";
import { Link } from "../../components/Link/Link";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { formatDate } from "../../lib/format";
import { DiscussionMeta } from "./DiscussionStatusBadge";
import type { DiscussionThreadState } from "./types";

export type DiscussionThreadProps = {
  thread: DiscussionThreadState;
  /** Back to the list (the page without `?num=`). */
  listHref: string;
  locale?: string;
};

/** An opened discussion: its title and status, then every comment (author, date, plain text). */
export function DiscussionThread({ thread, listHref, locale }: DiscussionThreadProps) {
  const { discussion } = thread;
  return (
    <section data-slot="discussion-thread" data-state={thread.status} className="flex flex-col gap-4">
      <Link
        href={listHref}
        className="inline-flex items-center gap-1.5 self-start font-medium text-indigo-700 text-sm hover:underline dark:text-indigo-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All discussions
      </Link>

      {thread.status === "loading" && (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            Loading discussion #{thread.num}
          </span>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}

      {thread.status === "not-found" && (
        <p
          role="alert"
          data-slot="discussion-not-found"
          className="m-0 font-medium text-zinc-800 dark:text-zinc-200"
        >
          Discussion #{thread.num} not found
        </p>
      )}

      {thread.status === "error" && (
        <ErrorNotice
          layout="stacked"
          message={thread.error ?? "Failed to fetch the discussion"}
          onRetry={thread.onRetry}
          retryLabel="Try Again"
        />
      )}

      {thread.status === "success" && discussion && (
        <>
          <header className="flex flex-col gap-2">
            <h2 className="m-0 break-words font-semibold text-xl text-zinc-900 dark:text-white">
              <span className="text-zinc-500 dark:text-zinc-400">#{discussion.num}</span> {discussion.title}
            </h2>
            <DiscussionMeta discussion={discussion} locale={locale} />
          </header>
          <ol aria-label="Comments" className="m-0 flex list-none flex-col gap-3 p-0">
            {discussion.comments.map((comment) => (
              <li key={comment.id}>
                <div
                  data-slot="discussion-comment"
                  className="flex flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
                >
                  <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
                    <span className="font-medium text-zinc-900 dark:text-white">{comment.author}</span> ·{" "}
                    <time dateTime={comment.createdAt.toISOString()}>
                      {formatDate(comment.createdAt, locale)}
                    </time>
                  </p>
                  <p className="m-0 whitespace-pre-wrap break-words text-sm text-zinc-800 dark:text-zinc-200">
                    {comment.text}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
