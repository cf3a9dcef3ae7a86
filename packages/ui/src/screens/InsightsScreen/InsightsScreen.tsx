import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { Link } from "../../components/Link/Link";
import type { PostCardPost, PostSentiment } from "../../components/PostCard/PostCard";
import { RepoCard, type RepoCardProps } from "../../components/RepoCard/RepoCard";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { Spinner } from "../../components/Spinner/Spinner";
import { cn } from "../../lib/cn";
import { InsightsError } from "./InsightsError";
import { InsightsHeader } from "./InsightsHeader";
import { InsightsPosts } from "./InsightsPosts";
import { InsightsSidebar } from "./InsightsSidebar";
import type { InsightsComments, InsightsEntity, InsightsKind, InsightsStatus } from "./types";

/** The back link of each kind (spec §2.7, §2.8). */
export const INSIGHTS_BACK_LINKS: Record<InsightsKind, { label: string; href: string }> = {
  model: { label: "Back to Models", href: "/huggingface-models" },
  collection: { label: "Back to Collections", href: "/" },
  dataset: { label: "Back to Datasets", href: "/huggingface-datasets" },
};

export type InsightsScreenProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** What the page is about (decides the back link, the texts and the buttons). */
  kind: InsightsKind;
  /** The entity: `loading`, `error` (the error page) or `success`. */
  status: InsightsStatus;
  entity?: InsightsEntity;
  /** The error page's detail (spec §8 "Insights"). */
  error?: string;
  /** "Try Again" of the error page. */
  onRetry?: () => void;
  /** Datasets: "Preview rows" opens the row preview (shown only when given). */
  onPreviewRows?: () => void;
  /** Beside the header's title: the 3D view of a model (`ModelVisualization`, loaded lazily). */
  headerVisual?: React.ReactNode;
  /**
   * The repo's card (models and datasets): shown under the header in place of its Description, which
   * becomes the card's fallback when the repo has none.
   */
  card?: Omit<RepoCardProps, "kind" | "fallbackDescription">;
  comments?: InsightsComments | null;
  commentsStatus?: InsightsStatus;
  /** The comments are made up (the embedded hub emulator's). */
  commentsSample?: boolean;
  posts?: readonly PostCardPost[];
  postsStatus?: InsightsStatus;
  postsError?: string;
  onPostsRetry?: () => void;
  sentimentOf: (text: string) => PostSentiment;
  filter?: PostSentiment;
  onFilterChange?: (filter?: PostSentiment) => void;
  hasMorePosts?: boolean;
  loadingMorePosts?: boolean;
  onLoadMorePosts?: () => void;
  /** The posts are made up (the embedded tweets emulator's). */
  postsSample?: boolean;
  /** The discussions page ("View all" of the posts), when there is one. */
  discussionsHref?: string;
  now?: Date;
  locale?: string;
};

/**
 * A model, collection or dataset insights page (spec §2.7, §2.8): back link, header, stats panel,
 * lineage, Recent Comments and the social posts; a loading state and the error page. Pure.
 */
export function InsightsScreen({
  kind,
  status,
  entity,
  error,
  onRetry,
  onPreviewRows,
  headerVisual,
  card,
  comments,
  commentsStatus = "loading",
  commentsSample,
  posts = [],
  postsStatus = "loading",
  postsError,
  onPostsRetry,
  sentimentOf,
  filter,
  onFilterChange,
  hasMorePosts,
  loadingMorePosts,
  onLoadMorePosts,
  postsSample,
  discussionsHref,
  now,
  locale,
  className,
  ...props
}: InsightsScreenProps) {
  const titleId = useId();
  const back = INSIGHTS_BACK_LINKS[kind];
  return (
    <div
      data-slot="insights-screen"
      data-kind={kind}
      data-state={status}
      className={cn("mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8", className)}
      {...props}
    >
      <Link
        href={back.href}
        className="inline-flex items-center gap-1.5 self-start font-medium text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>

      {status === "loading" && (
        <div data-slot="insights-loading" aria-busy="true" className="flex flex-col gap-6">
          <div className="flex items-center gap-3 text-zinc-700 dark:text-zinc-300">
            <Spinner size="sm" label="" aria-hidden="true" />
            <p className="m-0 font-medium" role="status">
              {kind === "dataset" ? "Loading Hugging Face Dataset" : "Loading Hugging Face Model"}
            </p>
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex flex-col gap-3">
              <Skeleton className="h-14 w-2/3" />
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-24 w-full" />
            </div>
            <Skeleton className="h-56 w-full" />
          </div>
        </div>
      )}

      {status === "error" && <InsightsError kind={kind} message={error} onRetry={onRetry} />}

      {status === "success" && entity && (
        <article aria-labelledby={titleId} className="flex flex-col gap-10">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-8">
              <InsightsHeader
                entity={entity}
                titleId={titleId}
                locale={locale}
                onPreviewRows={onPreviewRows}
                visual={headerVisual}
                showDescription={!card}
              />
              {card && entity.kind !== "collection" && (
                <RepoCard kind={entity.kind} fallbackDescription={entity.description} {...card} />
              )}
            </div>
            <InsightsSidebar
              entity={entity}
              comments={comments}
              commentsStatus={commentsStatus}
              commentsSample={commentsSample}
              now={now}
              locale={locale}
            />
          </div>
          <InsightsPosts
            title={kind === "dataset" ? "Twitter Discussions" : "Social Discussions"}
            posts={posts}
            status={postsStatus}
            error={postsError}
            onRetry={onPostsRetry}
            sentimentOf={sentimentOf}
            filter={filter}
            onFilterChange={onFilterChange}
            hasMore={hasMorePosts}
            loadingMore={loadingMorePosts}
            onLoadMore={onLoadMorePosts}
            sample={postsSample}
            viewAllHref={discussionsHref}
            now={now}
            locale={locale}
          />
        </article>
      )}
    </div>
  );
}
