import { ExternalLink, FolderX, Heart, Inbox, Link2, MessageCircle, Share2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Button } from "../../components/Button/Button";
import { Card, CardContent, CardStat, CardStats } from "../../components/Card/Card";
import { ErrorCard } from "../../components/ErrorCard/ErrorCard";
import { Link } from "../../components/Link/Link";
import { PagedGridEmpty } from "../../components/PagedGrid/PagedGrid";
import { PostByline, postCount } from "../../components/PostCard/PostByline";
import type { PostCardPost } from "../../components/PostCard/PostCard";
import { Avatar } from "../../components/PostCard/PostCard";
import { PostCardSkeleton } from "../../components/PostCard/PostCardSkeleton";
import { SampleLabel, SamplePostNoLink } from "../../components/PostCard/SampleLabel";
import { cn } from "../../lib/cn";
import {
  type CollectionFeedDiscussion,
  type CollectionFeedPost,
  type CollectionFeedSampleSources,
  collectionFeedPosts,
} from "./collection-feed-posts";

export type CollectionFeedScreenStatus = "loading" | "error" | "not-found" | "success";

export type CollectionFeedScreenProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** `loading` (three skeletons), `error`, `not-found` (no id, or an unknown one), `success`. */
  status: CollectionFeedScreenStatus;
  /** The collection's title, shown under the heading once known. */
  collectionTitle?: ReactNode;
  /** Posts about the collection and its items (hub-sdk `Tweet`s). */
  tweets?: readonly PostCardPost[];
  /** Hub discussions of the collection's items. */
  discussions?: readonly CollectionFeedDiscussion[];
  /** Which sources are the embedded emulators' (their posts are labelled "Sample", and a notice says so). */
  sample?: CollectionFeedSampleSources;
  /** The error message (status `error`). */
  error?: string;
  /** "Try Again" in the error state. */
  onRetry?: () => void;
  /** Where "Collection not found" leads back to; the store by default. */
  backHref?: string;
  /** The present, for "x ago"; the clock's by default. */
  now?: Date;
  /** Locale of times and numbers; the user's by default. */
  locale?: string;
};

/**
 * The collection feed (/collection/{id}/feed, spec §2.5): instead of the spec's hard-coded samples, the
 * posts about the collection and its items and the hub discussions of its items, newest first, each in the
 * spec's post layout (author, role, time, title, content, tags, related links, counts, "View Discussion").
 */
export function CollectionFeedScreen({
  status,
  collectionTitle,
  tweets = [],
  discussions = [],
  sample = {},
  error,
  onRetry,
  backHref = "/store",
  now,
  locale,
  className,
  ...props
}: CollectionFeedScreenProps) {
  const titleId = useId();
  const posts = status === "success" ? collectionFeedPosts(tweets, discussions, sample) : [];
  const sampleSources = [sample.tweets && "posts", sample.discussions && "discussions"].filter(Boolean);

  return (
    <section
      data-slot="collection-feed-screen"
      data-state={status}
      aria-labelledby={titleId}
      className={cn("mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 lg:py-14", className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <h1 id={titleId} className="font-bold text-4xl text-zinc-900 tracking-tight dark:text-white">
          Collection Feed
        </h1>
        {collectionTitle && status !== "not-found" && (
          <p data-slot="collection-feed-title" className="text-lg text-zinc-600 dark:text-zinc-400">
            {collectionTitle}
          </p>
        )}
      </div>

      {status === "success" && sampleSources.length > 0 && (
        <p
          data-slot="collection-feed-sample-notice"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
        >
          Sample data: the {sampleSources.join(" and ")} below are made up by the embedded emulators, not real
          ones.
        </p>
      )}

      {status === "loading" && (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span role="status" className="sr-only">
            Loading the collection feed
          </span>
          {[0, 1, 2].map((index) => (
            <PostCardSkeleton key={index} lines={3} />
          ))}
        </div>
      )}

      {status === "not-found" && (
        <PagedGridEmpty
          data-slot="collection-feed-not-found"
          icon={<FolderX aria-hidden="true" />}
          title="Collection not found"
          description="There is no collection with this id."
          action={
            <Button asChild variant="outline">
              <Link href={backHref}>Back to the store</Link>
            </Button>
          }
        />
      )}

      {status === "error" && (
        <ErrorCard
          title="Error loading the collection feed"
          description={error ?? "Failed to fetch tweets"}
          onAction={onRetry}
        />
      )}

      {status === "success" && posts.length === 0 && (
        <PagedGridEmpty
          data-slot="collection-feed-empty"
          icon={<Inbox aria-hidden="true" />}
          title="No posts yet"
          description="Nobody has posted about this collection or discussed its items yet."
        />
      )}

      {posts.length > 0 && (
        <ul aria-label="Posts" data-slot="collection-feed-list" className="flex flex-col gap-4">
          {posts.map((post) => (
            <li key={post.id}>
              <CollectionPostCard post={post} now={now} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One post of the collection feed in the spec's layout. */
export function CollectionPostCard({
  post,
  now,
  locale,
  className,
  ...props
}: Omit<React.ComponentProps<"article">, "children"> & {
  post: CollectionFeedPost;
  now?: Date;
  locale?: string;
}) {
  const headingId = useId();
  const stats = [
    { slot: "likes", icon: Heart, value: post.stats.likes, noun: "likes" },
    { slot: "comments", icon: MessageCircle, value: post.stats.comments, noun: "comments" },
    { slot: "shares", icon: Share2, value: post.stats.shares, noun: "shares" },
  ];
  return (
    <Card
      data-slot="collection-post"
      data-type={post.type}
      aria-labelledby={headingId}
      className={cn("h-auto hover:translate-y-0", className)}
      {...props}
    >
      <CardContent className="gap-3">
        <header className="flex min-w-0 items-start gap-3">
          <Avatar src={post.author.avatar} name={post.author.name} />
          <div className="flex min-w-0 flex-1 flex-col">
            <p className="truncate font-semibold text-sm text-zinc-900 dark:text-white">{post.author.name}</p>
            <PostByline
              label={<span data-slot="collection-post-role">{post.author.role}</span>}
              date={post.timestamp}
              now={now}
              locale={locale}
            />
          </div>
          {post.sample && <SampleLabel source={post.sample} />}
        </header>

        <h2
          id={headingId}
          className={cn("font-semibold text-zinc-900 dark:text-white", !post.title && "sr-only")}
        >
          {post.title ?? `${post.author.role} by ${post.author.name}`}
        </h2>
        <p className="whitespace-pre-line text-sm text-zinc-700 wrap-anywhere dark:text-zinc-300">
          {post.content}
        </p>

        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}

        {post.relatedLinks.length > 0 && (
          <ul aria-label="Related links" className="flex flex-col gap-1 text-sm">
            {post.relatedLinks.map((link) => (
              <li key={link.url} className="flex min-w-0 items-center gap-1.5">
                <Link2 aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
                <Link
                  href={link.url}
                  className="truncate text-indigo-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300"
                >
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        )}

        <CardStats divided className="flex-wrap gap-y-2">
          {stats.map(({ slot, icon, value, noun }) => (
            <CardStat
              key={slot}
              data-slot={`collection-post-${slot}`}
              icon={icon}
              {...postCount(value, noun, locale)}
            />
          ))}
          {post.external && post.sample ? (
            <SamplePostNoLink source={post.sample} />
          ) : (
            <Button asChild variant="outline" size="sm" className="ml-auto">
              {post.external ? (
                <a href={post.url} target="_blank" rel="noopener noreferrer" data-slot="collection-post-link">
                  View Discussion
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <Link href={post.url} data-slot="collection-post-link">
                  View Discussion
                </Link>
              )}
            </Button>
          )}
        </CardStats>
      </CardContent>
    </Card>
  );
}
