import { ChevronDown, ChevronUp, ExternalLink, Heart, MessageCircle, Quote, Repeat2 } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../Badge/Badge";
import { Card, CardContent, CardStat, CardStats } from "../Card/Card";
import { PostByline, postCount } from "./PostByline";
import { SampleLabel, SamplePostNoLink } from "./SampleLabel";
import { SentimentBadge } from "./SentimentBadge";

/**
 * A post of the social feed, in the spec's normalised Tweet shape (§3). Structurally the same as
 * hub-sdk's `Tweet`, so the app passes those as they are; ui does not import it.
 */
export interface PostCardPost {
  id: string;
  text: string;
  /** ISO time of posting. */
  created_at: string;
  /** The post on the social network ("View tweet"). */
  url: string;
  author: { name: string; username: string; profile_image_url: string };
  public_metrics: { like_count: number; retweet_count: number; reply_count: number; quote_count: number };
  /** The words after '#' in the text. */
  hashtags: string[];
}

/** The spec's derived sentiment of a post (§3, §4). */
export type PostSentiment = "positive" | "neutral" | "negative";

/** Height (px) of a post's text before it is clipped with a fade (spec §9). */
export const POST_CARD_MAX_TEXT_HEIGHT = 400;

/** Hashtag chips shown before "+N more" (spec §9). */
export const POST_CARD_MAX_HASHTAGS = 3;

export type PostCardProps = Omit<React.ComponentProps<"article">, "children"> & {
  /** The post. */
  post: PostCardPost;
  /** Whether the whole text shows; controlled by the parent (one state per post). */
  expanded?: boolean;
  /** The expand / collapse toggle was pressed, with the new state. The toggle shows only for a clipped text. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Shows a sentiment badge. */
  sentiment?: PostSentiment;
  /** The post is made up (the embedded tweets emulator's): labelled "Sample". */
  sample?: boolean;
  /** The present, for "x ago"; the clock's by default (stories pin it). */
  now?: Date;
  /** Locale of the time and numbers; the user's by default. */
  locale?: string;
};

/**
 * A post of the feed (spec §2.6): the author (avatar, name, @username), how long ago, the text (clipped at
 * 400 px with a fade, and "Show more" / "Show less" when it is), up to three hashtags then "+N more", the
 * like / repost / reply / quote counts and "View tweet" (a new tab). Optional sentiment badge and "Sample" label;
 * a sample has no "View tweet" (its x.com address would be invented).
 */
export function PostCard({
  post,
  expanded = false,
  onExpandedChange,
  sentiment,
  sample = false,
  now,
  locale,
  className,
  ...props
}: PostCardProps) {
  const textId = useId();
  const nameId = useId();
  const clip = useOverflows(post.text);
  const clipped = clip.overflows && !expanded;
  const hashtags = post.hashtags.slice(0, POST_CARD_MAX_HASHTAGS);
  const hiddenHashtags = post.hashtags.length - hashtags.length;
  const metrics = post.public_metrics;
  const stats = [
    { slot: "likes", icon: Heart, value: metrics.like_count, noun: "likes" },
    { slot: "reposts", icon: Repeat2, value: metrics.retweet_count, noun: "reposts" },
    { slot: "replies", icon: MessageCircle, value: metrics.reply_count, noun: "replies" },
    { slot: "quotes", icon: Quote, value: metrics.quote_count, noun: "quotes" },
  ];

  return (
    <Card
      data-slot="post-card"
      data-post-id={post.id}
      data-state={clip.overflows ? (expanded ? "expanded" : "collapsed") : undefined}
      aria-labelledby={nameId}
      className={cn("h-auto hover:translate-y-0", className)}
      {...props}
    >
      <CardContent className="gap-3 p-4 sm:p-5">
        <header className="flex min-w-0 items-center gap-3">
          <Avatar src={post.author.profile_image_url} name={post.author.name} />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            {/* The badges follow the name, and wrap under it when the card is too narrow for both. */}
            <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
              <p
                id={nameId}
                className="max-w-full truncate font-semibold text-sm text-zinc-900 dark:text-white"
              >
                <span className="sr-only">Post by </span>
                {post.author.name}
              </p>
              {sentiment && <SentimentBadge sentiment={sentiment} />}
              {sample && <SampleLabel source="tweets" />}
            </div>
            <PostByline label={`@${post.author.username}`} date={post.created_at} now={now} locale={locale} />
          </div>
        </header>

        <div
          id={textId}
          data-slot="post-card-text"
          className="relative overflow-hidden"
          style={clipped ? { maxHeight: POST_CARD_MAX_TEXT_HEIGHT } : undefined}
        >
          <p
            ref={clip.ref}
            className="whitespace-pre-line text-sm text-zinc-800 leading-relaxed wrap-anywhere dark:text-zinc-200"
          >
            {post.text}
          </p>
          {clipped && (
            <div
              aria-hidden="true"
              data-slot="post-card-fade"
              className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-b from-white/0 to-white dark:from-zinc-900/0 dark:to-zinc-900"
            />
          )}
        </div>
        {clip.overflows && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            data-slot="post-card-toggle"
            onClick={() => onExpandedChange?.(!expanded)}
            className="inline-flex cursor-pointer items-center gap-1 self-start rounded-sm font-medium text-indigo-700 text-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300 dark:focus-visible:ring-indigo-400"
          >
            {expanded ? "Show less" : "Show more"}
            {expanded ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </button>
        )}

        {hashtags.length > 0 && (
          <ul
            aria-label="Hashtags"
            data-slot="post-card-hashtags"
            className="flex flex-wrap items-center gap-1.5"
          >
            {hashtags.map((tag) => (
              <li key={tag} className="min-w-0">
                <Badge variant="secondary" className="max-w-40 truncate">
                  #{tag}
                </Badge>
              </li>
            ))}
            {hiddenHashtags > 0 && (
              <li className="text-xs text-zinc-600 dark:text-zinc-400">+{hiddenHashtags} more</li>
            )}
          </ul>
        )}

        <CardStats divided className="flex-wrap gap-y-2">
          {stats.map(({ slot, icon, value, noun }) => (
            <CardStat
              key={slot}
              data-slot={`post-card-${slot}`}
              icon={icon}
              {...postCount(value, noun, locale)}
            />
          ))}
          {sample ? (
            <SamplePostNoLink />
          ) : (
            <a
              href={post.url}
              target="_blank"
              rel="noopener noreferrer"
              data-slot="post-card-link"
              className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-sm font-medium text-indigo-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300 dark:focus-visible:ring-indigo-400"
            >
              View tweet
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </CardStats>
      </CardContent>
    </Card>
  );
}

/** A round avatar; the initial on a tinted disc when there is no image or it fails to load. */
export function Avatar({ src, name, className }: { src?: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn("size-10 shrink-0 rounded-full bg-zinc-100 dark:bg-zinc-800", className);
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          base,
          "flex items-center justify-center font-semibold text-indigo-700 dark:text-indigo-300",
        )}
      >
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn(base, "object-cover")}
    />
  );
}

/** Whether an element is taller than {@link POST_CARD_MAX_TEXT_HEIGHT} (measured again when its size changes). */
function useOverflows(text: string) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures again when the text changes
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.offsetHeight > POST_CARD_MAX_TEXT_HEIGHT);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return { ref, overflows };
}
