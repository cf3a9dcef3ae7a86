/**
 * Wire shapes of twitterapi.io's `GET /twitter/tweet/advanced_search` (reference/apis.md §4.2), as sent.
 * Internal: mapped to the public `Tweet` (tweets/map-tweet.ts) and never exported from the package.
 * Only the fields the SDK reads are listed; everything is optional here because the mapper checks each one.
 */

/** The author object of a tweet. */
export interface ApiTweetAuthor {
  type?: "user";
  id?: string;
  /** Handle, without `@`. */
  userName?: string;
  /** Display name. */
  name?: string;
  url?: string;
  /** Avatar URL. */
  profilePicture?: string;
  isBlueVerified?: boolean;
  followers?: number;
}

/** One tweet of a search page. */
export interface ApiTweet {
  type?: "tweet";
  /** A string (tweet ids overflow JavaScript numbers). */
  id?: string;
  /** `https://x.com/{userName}/status/{id}` (host unconfirmed). */
  url?: string;
  text?: string;
  retweetCount?: number;
  replyCount?: number;
  likeCount?: number;
  quoteCount?: number;
  viewCount?: number;
  bookmarkCount?: number;
  /** Legacy Twitter format, `"Sat Mar 15 05:31:28 +0000 2025"` (ISO 8601 also accepted). */
  createdAt?: string;
  lang?: string;
  isReply?: boolean;
  inReplyToId?: string;
  conversationId?: string;
  author?: ApiTweetAuthor;
  entities?: { hashtags?: { text?: string; indices?: number[] }[] };
  quoted_tweet?: ApiTweet | null;
  retweeted_tweet?: ApiTweet | null;
}

/** The body of a 200 answer. */
export interface ApiTweetSearchResponse {
  tweets: ApiTweet[];
  has_next_page: boolean;
  /** `""` on the last page. */
  next_cursor: string;
  /** Some third-party typings add these. */
  status?: string;
  msg?: string;
}
