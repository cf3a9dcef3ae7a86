import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "../../components/Link/Link";
import { Avatar } from "../../components/PostCard/PostCard";
import { SampleLabel } from "../../components/PostCard/SampleLabel";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import { formatRelativeTime } from "../../lib/relative-time";
import { countOrNa } from "./InsightsHeader";
import type { InsightsComments, InsightsEntity, InsightsStatus } from "./types";

const panel =
  "flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900";

export type InsightsSidebarProps = Omit<React.ComponentProps<"aside">, "children"> & {
  entity: InsightsEntity;
  comments?: InsightsComments | null;
  commentsStatus: InsightsStatus;
  commentsSample?: boolean;
  now?: Date;
  locale?: string;
};

/**
 * The stats panel (Downloads or Items, Likes, Comments, Last Update, Author; "n/a" for anything unknown),
 * the model's lineage (parent and children, as links) and Recent Comments from the repo's hub discussions.
 */
export function InsightsSidebar({
  entity,
  comments,
  commentsStatus,
  commentsSample = false,
  now,
  locale,
  className,
  ...props
}: InsightsSidebarProps) {
  const statsId = useId();
  const lineageId = useId();
  const commentsId = useId();
  const commentCount =
    commentsStatus === "loading"
      ? "…"
      : commentsStatus === "success" && comments
        ? countOrNa(comments.total, locale)
        : "n/a";
  const stats: [string, string][] = [
    [entity.kind === "collection" ? "Items" : "Downloads", countOrNa(entity.downloads, locale)],
    ["Likes", countOrNa(entity.likes, locale)],
    ["Comments", commentCount],
    ["Last Update", entity.lastModified ? formatDate(entity.lastModified, locale) : "n/a"],
    ["Author", entity.author ?? "n/a"],
  ];
  const recent = commentsStatus === "success" ? (comments?.recent ?? []) : [];
  const lineage = entity.kind === "model" && (entity.parent || (entity.children?.length ?? 0) > 0);

  return (
    <aside data-slot="insights-sidebar" className={cn("flex flex-col gap-4", className)} {...props}>
      <section aria-labelledby={statsId} className={panel}>
        <h2 id={statsId} className="font-semibold text-base text-zinc-900 dark:text-white">
          Stats
        </h2>
        <dl
          data-slot="insights-stats"
          className="m-0 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm"
        >
          {stats.map(([label, value]) => (
            <div key={label} data-stat={label} className="contents">
              <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
              <dd className="m-0 truncate text-right font-medium text-zinc-900 tabular-nums dark:text-white">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {lineage && (
        <section aria-labelledby={lineageId} data-slot="insights-lineage" className={panel}>
          <h2 id={lineageId} className="font-semibold text-base text-zinc-900 dark:text-white">
            Lineage
          </h2>
          {entity.parent && (
            <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
              Based on{" "}
              <Link
                href={entity.parent.href}
                className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
              >
                {entity.parent.id}
              </Link>
            </p>
          )}
          {entity.children && entity.children.length > 0 && (
            <div className="flex flex-col gap-1.5 text-sm">
              <p className="m-0 text-zinc-600 dark:text-zinc-400">Models built on it</p>
              <ul className="m-0 flex list-none flex-col gap-1 p-0">
                {entity.children.map((child) => (
                  <li key={child.id} className="truncate">
                    <Link
                      href={child.href}
                      className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                    >
                      {child.id}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}

      {commentsStatus !== "error" && (commentsStatus === "loading" || recent.length > 0) && (
        <section aria-labelledby={commentsId} data-slot="insights-comments" className={panel}>
          <h2
            id={commentsId}
            className="flex items-center gap-2 font-semibold text-base text-zinc-900 dark:text-white"
          >
            Recent Comments
            {commentsSample && <SampleLabel source="hub" />}
          </h2>
          {commentsStatus === "loading" ? (
            <div aria-busy="true" className="flex flex-col gap-2">
              <span role="status" className="sr-only">
                Loading comments
              </span>
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : (
            <ul className="m-0 flex list-none flex-col gap-3 p-0">
              {recent.map((comment) => (
                <li key={comment.id} data-slot="insights-comment" className="flex gap-3">
                  <Avatar src={comment.avatarUrl} name={comment.author} className="size-8" />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                    <p className="m-0 flex items-baseline gap-1.5">
                      <span className="truncate font-medium text-zinc-900 dark:text-white">
                        {comment.author}
                      </span>
                      <time
                        dateTime={comment.createdAt.toISOString()}
                        className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400"
                      >
                        {formatRelativeTime(comment.createdAt, now, locale)}
                      </time>
                    </p>
                    {comment.title && (
                      <p className="m-0 truncate text-xs text-zinc-600 dark:text-zinc-400">{comment.title}</p>
                    )}
                    <p className="m-0 line-clamp-3 text-zinc-700 wrap-anywhere dark:text-zinc-300">
                      {comment.text}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {commentsStatus === "success" && comments?.href && (
            <Link
              href={comments.href}
              className="inline-flex items-center gap-1 self-start font-medium text-indigo-700 text-sm hover:underline dark:text-indigo-300"
            >
              View all {comments.total} comments
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </section>
      )}
    </aside>
  );
}
