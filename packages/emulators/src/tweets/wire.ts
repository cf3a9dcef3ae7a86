/**
 * The tweet and author objects of twitterapi.io's `advanced_search` (reference/apis.md §4.2), built from
 * the corpus's records. Field names and order follow the docs' example; ids are strings, `createdAt` is
 * in the legacy format (`Sat Mar 15 05:31:28 +0000 2025`).
 */
import type { SampleAuthor } from "./authors";
import type { ImageUrls } from "./images";

/** A hashtag, URL or mention found in a post's text, with its [start, end) character range. */
export interface PostEntities {
  hashtags: { indices: [number, number]; text: string }[];
  urls: { display_url: string; expanded_url: string; indices: [number, number]; url: string }[];
  user_mentions: { id_str: string; name: string; screen_name: string }[];
}

/** One post of the corpus. */
export interface CorpusPost {
  id: string;
  text: string;
  /** Epoch ms. */
  createdAt: number;
  author: SampleAuthor;
  likeCount: number;
  retweetCount: number;
  replyCount: number;
  quoteCount: number;
  viewCount: number;
  bookmarkCount: number;
  source: string;
  conversationId: string;
  inReplyTo?: CorpusPost;
  quoted?: CorpusPost;
  /** Accounts the text mentions (`@userName`); entities are derived from the text on first use ({@link entitiesOf}). */
  mentions: SampleAuthor[];
  /** Start of the text after leading reply mentions (`displayTextRange[0]`). */
  displayStart: number;
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** `Sat Mar 15 05:31:28 +0000 2025` (UTC). */
export function legacyDate(ms: number): string {
  const d = new Date(ms);
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())} +0000 ${d.getUTCFullYear()}`;
}

/** The author object, in the docs' field order; `images` says where its pictures are. */
export function wireAuthor(author: SampleAuthor, images: ImageUrls) {
  const profileUrl = `https://x.com/${author.userName}`;
  return {
    type: "user",
    userName: author.userName,
    url: profileUrl,
    id: author.id,
    name: author.name,
    isBlueVerified: author.isBlueVerified,
    verifiedType: author.isBlueVerified ? "Blue" : "",
    profilePicture: images.avatar(author),
    coverPicture: images.cover(author),
    description: author.description,
    location: author.location,
    followers: author.followers,
    following: author.following,
    canDm: author.followers < 10_000,
    createdAt: legacyDate(author.createdAt),
    favouritesCount: author.favouritesCount,
    hasCustomTimelines: false,
    isTranslator: false,
    mediaCount: author.mediaCount,
    statusesCount: author.statusesCount,
    withheldInCountries: [],
    affiliatesHighlightedLabel: {},
    possiblySensitive: false,
    pinnedTweetIds: [],
    isAutomated: false,
    automatedBy: "",
    unavailable: false,
    message: "",
    unavailableReason: "",
    profile_bio: {
      description: author.description,
      entities: { description: { urls: [] }, url: { urls: [] } },
    },
  };
}

/** The tweet object; a quoted post is nested one level (its own `quoted_tweet` is null). */
export function wireTweet(post: CorpusPost, images: ImageUrls, depth = 0): Record<string, unknown> {
  const parent = post.inReplyTo;
  return {
    type: "tweet",
    id: post.id,
    url: `https://x.com/${post.author.userName}/status/${post.id}`,
    text: post.text,
    source: post.source,
    retweetCount: post.retweetCount,
    replyCount: post.replyCount,
    likeCount: post.likeCount,
    quoteCount: post.quoteCount,
    viewCount: post.viewCount,
    bookmarkCount: post.bookmarkCount,
    createdAt: legacyDate(post.createdAt),
    lang: "en",
    isReply: parent !== undefined,
    inReplyToId: parent?.id ?? null,
    conversationId: post.conversationId,
    displayTextRange: [post.displayStart, post.text.length],
    inReplyToUserId: parent?.author.id ?? null,
    inReplyToUsername: parent?.author.userName ?? null,
    author: wireAuthor(post.author, images),
    entities: entitiesOf(post),
    quoted_tweet: post.quoted && depth === 0 ? wireTweet(post.quoted, images, depth + 1) : null,
    retweeted_tweet: null,
    isLimitedReply: false,
  };
}

const entityCache = new WeakMap<CorpusPost, PostEntities>();

/** The entities of a post, extracted from its text once (lazily: most posts are never asked for). */
export function entitiesOf(post: CorpusPost): PostEntities {
  let entities = entityCache.get(post);
  if (!entities) {
    entities = extractEntities(post.text, (userName) =>
      post.mentions.find((author) => author.userName.toLowerCase() === userName.toLowerCase()),
    );
    entityCache.set(post, entities);
  }
  return entities;
}

/** The entities of `text`: `#hashtags`, `https://` URLs and `@mentions` (resolved by `mentioned`). */
export function extractEntities(
  text: string,
  mentioned: (userName: string) => SampleAuthor | undefined,
): PostEntities {
  const hashtags: PostEntities["hashtags"] = [];
  for (const match of text.matchAll(/(?<![\w&])#([A-Za-z]\w*)/g)) {
    hashtags.push({ indices: [match.index, match.index + match[0].length], text: match[1] as string });
  }
  const urls: PostEntities["urls"] = [];
  for (const match of text.matchAll(/https?:\/\/[^\s]+[^\s.,;:!?)]/g)) {
    const url = match[0];
    const display = url.replace(/^https?:\/\//, "");
    urls.push({
      display_url: display.length > 26 ? `${display.slice(0, 25)}…` : display,
      expanded_url: url,
      indices: [match.index, match.index + url.length],
      url,
    });
  }
  const user_mentions: PostEntities["user_mentions"] = [];
  for (const match of text.matchAll(/(?<!\w)@(\w{1,15})/g)) {
    const author = mentioned(match[1] as string);
    if (author) user_mentions.push({ id_str: author.id, name: author.name, screen_name: author.userName });
  }
  return { hashtags, urls, user_mentions };
}
