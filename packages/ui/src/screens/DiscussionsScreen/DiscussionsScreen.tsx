import { ArrowLeft, FlaskConical, MessagesSquare } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle, CardTitleLink } from "../../components/Card/Card";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice/ErrorNotice";
import { Link } from "../../components/Link/Link";
import { Pagination } from "../../components/Pagination/Pagination";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { cn } from "../../lib/cn";
import { InsightsPosts, type InsightsPostsProps } from "../InsightsScreen/InsightsPosts";
import { DiscussionMeta } from "./DiscussionStatusBadge";
import { DiscussionThread } from "./DiscussionThread";
import type { DiscussionSummary, DiscussionThreadState } from "./types";

export type DiscussionsScreenProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The repo id ("google-bert/bert-base-uncased"). */
  repo: string;
  kind: "model" | "dataset";
  /** The repo's insights page. */
  backHref: string;
  /** The list: `loading`, `error` (with `error` and `onRetry`) or `success`. */
  status: "loading" | "error" | "success";
  discussions?: readonly DiscussionSummary[];
  error?: string;
  onRetry?: () => void;
  /** The hub's page shown (1-based) and how many there are (50 discussions a page). */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** The link that opens a discussion (`?num=N`). */
  discussionHref: (num: number) => string;
  /** The list (this page without `?num=`). */
  listHref: string;
  /** The opened discussion, when `?num=` is set. */
  thread?: DiscussionThreadState;
  /** The discussions are made up (the embedded hub emulator's). */
  sample?: boolean;
  /** The repo's social posts (the insights page's section). */
  posts: Omit<InsightsPostsProps, "title" | "viewAllHref">;
  locale?: string;
};

/**
 * A repo's hub discussions (newest first, paged as the hub pages them) or the one opened with its comments,
 * beside the social posts about the repo (below them on narrow screens). Pure.
 */
export function DiscussionsScreen({
  repo,
  kind,
  backHref,
  status,
  discussions = [],
  error,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  discussionHref,
  listHref,
  thread,
  sample = false,
  posts,
  locale,
  className,
  ...props
}: DiscussionsScreenProps) {
  return (
    <div
      data-slot="discussions-screen"
      data-state={status}
      className={cn("mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8", className)}
      {...props}
    >
      <Link
        href={backHref}
        className="inline-flex items-center gap-1.5 self-start font-medium text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {kind === "dataset" ? "Back to Dataset" : "Back to Model"}
      </Link>
      <h1 className="m-0 break-words font-bold text-2xl text-zinc-900 sm:text-3xl dark:text-white">
        Discussions <span className="font-normal text-zinc-500 dark:text-zinc-400">of {repo}</span>
      </h1>
      {sample && status !== "loading" && (
        <p
          data-slot="discussions-sample-notice"
          className="m-0 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
        >
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Sample discussions: written for the embedded hub emulator, not real hub content.</span>
        </p>
      )}

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div data-slot="discussions-main" className="flex min-w-0 flex-col gap-4">
          {thread ? (
            <DiscussionThread thread={thread} listHref={listHref} locale={locale} />
          ) : (
            <section aria-label="Discussions" className="flex flex-col gap-4">
              {status === "loading" && (
                <div aria-busy="true" className="flex flex-col gap-3">
                  <span role="status" className="sr-only">
                    Loading discussions
                  </span>
                  {[1, 2, 3, 4].map((key) => (
                    <Skeleton key={key} className="h-20 w-full" />
                  ))}
                </div>
              )}
              {status === "error" && (
                <ErrorNotice
                  data-slot="discussions-error"
                  layout="stacked"
                  message={error ?? "Failed to fetch discussions"}
                  onRetry={onRetry}
                  retryLabel="Try Again"
                />
              )}
              {status === "success" && discussions.length === 0 && (
                <EmptyState
                  data-slot="discussions-empty"
                  icon={<MessagesSquare aria-hidden="true" />}
                  title="No discussions yet"
                />
              )}
              {status === "success" && discussions.length > 0 && (
                <ul aria-label="Discussions" className="m-0 flex list-none flex-col gap-3 p-0">
                  {discussions.map((discussion) => (
                    <li key={discussion.num}>
                      <Card data-slot="discussion-item" data-num={discussion.num}>
                        <CardContent className="gap-2 p-4">
                          <CardHeader>
                            <CardTitle level={2}>
                              <CardTitleLink href={discussionHref(discussion.num)}>
                                <span className="text-zinc-500 dark:text-zinc-400">#{discussion.num}</span>{" "}
                                {discussion.title}
                              </CardTitleLink>
                            </CardTitle>
                          </CardHeader>
                          <DiscussionMeta discussion={discussion} locale={locale} />
                        </CardContent>
                      </Card>
                    </li>
                  ))}
                </ul>
              )}
              {status === "success" && pageCount > 1 && onPageChange && (
                <Pagination
                  aria-label="Discussion pages"
                  page={page}
                  pageCount={pageCount}
                  hasNextPage={page < pageCount}
                  onPreviousPage={() => onPageChange(page - 1)}
                  onNextPage={() => onPageChange(page + 1)}
                />
              )}
            </section>
          )}
        </div>
        <InsightsPosts
          {...posts}
          title={kind === "dataset" ? "Twitter Discussions" : "Social Discussions"}
          columns={1}
          locale={locale}
        />
      </div>
    </div>
  );
}
