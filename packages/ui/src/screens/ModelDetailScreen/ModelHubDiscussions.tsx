import { MessagesSquare } from "lucide-react";
import { Link } from "../../components/Link/Link";
import { SampleLabel } from "../../components/PostCard/SampleLabel";
import { cn } from "../../lib/cn";
import { formatRelativeTime } from "../../lib/relative-time";
import type { ModelHubDiscussion } from "./types";

export type ModelHubDiscussionsProps = Omit<React.ComponentProps<"section">, "children"> & {
  discussions: readonly ModelHubDiscussion[];
  /** The discussions are made up (the embedded hub emulator's). */
  sample?: boolean;
  /** "View all on the discussions page". */
  allHref?: string;
  now?: Date;
  locale?: string;
};

/** The model's hub discussions, beside the signed comments and marked as from the Hugging Face Hub. */
export function ModelHubDiscussions({
  discussions,
  sample,
  allHref,
  now,
  locale,
  className,
  ...props
}: ModelHubDiscussionsProps) {
  return (
    <section
      data-slot="model-hub-discussions"
      aria-label="From the Hugging Face Hub"
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-zinc-200 bg-zinc-50 p-4 dark:border-zinc-800 dark:bg-zinc-900/60",
        className,
      )}
      {...props}
    >
      <h2 className="m-0 flex items-center gap-2 font-semibold text-base text-zinc-900 dark:text-white">
        <MessagesSquare aria-hidden="true" className="size-4" />
        From the Hugging Face Hub
        {sample && discussions.length > 0 && <SampleLabel source="hub" />}
      </h2>
      {discussions.length === 0 ? (
        <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">No discussions on the hub.</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {discussions.map((discussion) => (
            <li key={discussion.id} className="flex flex-col gap-0.5 text-sm">
              {discussion.href ? (
                <Link
                  href={discussion.href}
                  className="font-medium text-indigo-700 wrap-anywhere hover:underline dark:text-indigo-300"
                >
                  {discussion.title}
                </Link>
              ) : (
                <span className="font-medium text-zinc-900 wrap-anywhere dark:text-white">
                  {discussion.title}
                </span>
              )}
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                {discussion.author} ·{" "}
                <time dateTime={discussion.createdAt.toISOString()}>
                  {formatRelativeTime(discussion.createdAt, now, locale)}
                </time>
                {discussion.comments !== undefined &&
                  ` · ${discussion.comments} ${discussion.comments === 1 ? "comment" : "comments"}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {allHref && (
        <Link href={allHref} className="text-indigo-700 text-sm hover:underline dark:text-indigo-300">
          All hub discussions
        </Link>
      )}
    </section>
  );
}
