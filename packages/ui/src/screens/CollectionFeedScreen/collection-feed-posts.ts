import type { DiscussionEntry } from "@hiber/hub-sdk";
import type { PostCardPost } from "../../components/PostCard/PostCard";
import type { SampleSource } from "../../components/PostCard/SampleLabel";

/** A hub discussion (or pull request) of one of the collection's items. */
export interface CollectionFeedDiscussion {
  /** The item the discussion belongs to (`owner/name`). */
  repoId: string;
  /** Where "View Discussion" leads (the app decides: its own page of the item, or the hub's discussion). */
  url: string;
  /** The item's page, shown as a related link. */
  repoUrl?: string;
  /** The discussion, as hub-sdk's `listDiscussions` gives it. */
  discussion: Pick<
    DiscussionEntry,
    "num" | "title" | "status" | "isPullRequest" | "numComments" | "createdAt" | "author"
  >;
}

/** What a collection feed post is about (spec §3): a post on X is an update, a hub thread a discussion. */
export type CollectionFeedPostType = "update" | "feature" | "milestone" | "discussion";

/** A post of the collection feed in the spec's layout (§3 "Collection feed post"). */
export interface CollectionFeedPost {
  /** Unique in the feed: `x-{tweet id}` or `hub-{repo}-{num}`. */
  id: string;
  type: CollectionFeedPostType;
  /** Headline; tweets have none. */
  title?: string;
  content: string;
  author: { name: string; avatar?: string; role: string };
  timestamp: Date;
  /** Counts; `undefined` where the source has no such number ("n/a", never made up). */
  stats: { likes?: number; comments?: number; shares?: number };
  tags: string[];
  relatedLinks: { title: string; url: string }[];
  /** "View Discussion". */
  url: string;
  /** Opens `url` in a new tab (a post on the social network). */
  external: boolean;
  /** Which emulator made it up, when one did ("Sample" label). */
  sample?: SampleSource;
}

/** The role shown for a post found on the social network. */
export const TWEET_ROLE = "Post on X";
/** The role shown for a hub discussion of one of the collection's items. */
export const HUB_DISCUSSION_ROLE = "Hub discussion";

/** Which sources are the embedded emulators' (their posts are labelled "Sample"). */
export interface CollectionFeedSampleSources {
  tweets?: boolean;
  discussions?: boolean;
}

/**
 * The collection feed: the posts about the collection and its items (role "Post on X") and the hub
 * discussions of its items (role "Hub discussion"), newest first.
 */
export function collectionFeedPosts(
  tweets: readonly PostCardPost[],
  discussions: readonly CollectionFeedDiscussion[],
  sample: CollectionFeedSampleSources = {},
): CollectionFeedPost[] {
  const fromTweets = tweets.map(
    (tweet): CollectionFeedPost => ({
      id: `x-${tweet.id}`,
      type: "update",
      content: tweet.text,
      author: {
        name: tweet.author.name,
        avatar: tweet.author.profile_image_url || undefined,
        role: TWEET_ROLE,
      },
      timestamp: new Date(tweet.created_at),
      stats: {
        likes: tweet.public_metrics.like_count,
        comments: tweet.public_metrics.reply_count,
        shares: tweet.public_metrics.retweet_count + tweet.public_metrics.quote_count,
      },
      tags: tweet.hashtags.map((tag) => `#${tag}`),
      relatedLinks: linksIn(tweet.text),
      url: tweet.url,
      external: isAbsolute(tweet.url),
      sample: sample.tweets ? "tweets" : undefined,
    }),
  );
  const fromHub = discussions.map(
    ({ repoId, url, repoUrl, discussion }): CollectionFeedPost => ({
      id: `hub-${repoId}-${discussion.num}`,
      type: "discussion",
      title: discussion.title,
      content: `${discussion.isPullRequest ? "Pull request" : "Discussion"} #${discussion.num} on ${repoId} (${discussion.status}).`,
      author: {
        name: discussion.author.fullname || discussion.author.name,
        avatar: discussion.author.avatarUrl,
        role: HUB_DISCUSSION_ROLE,
      },
      timestamp: discussion.createdAt,
      stats: { comments: discussion.numComments },
      tags: [discussion.isPullRequest ? "pull request" : "discussion", discussion.status],
      relatedLinks: repoUrl ? [{ title: repoId, url: repoUrl }] : [],
      url,
      external: isAbsolute(url),
      sample: sample.discussions ? "hub" : undefined,
    }),
  );
  return [...fromTweets, ...fromHub].sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
}

/** The web links in a post's text, titled by host and path ("huggingface.co/meta-llama/…"). */
function linksIn(text: string): { title: string; url: string }[] {
  const links: { title: string; url: string }[] = [];
  for (const [match] of text.matchAll(/https?:\/\/[^\s)]+/g)) {
    const url = match.replace(/[.,;:!?]+$/, "");
    if (links.some((link) => link.url === url)) continue;
    links.push({ title: url.replace(/^https?:\/\/(www\.)?/, ""), url });
  }
  return links;
}

/** Whether a link leaves the app (an absolute URL, opened in a new tab). */
function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url);
}
