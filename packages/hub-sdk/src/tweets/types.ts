/**
 * Public types of the tweets client. Unlike the hub's types these keep the spec's snake_case names
 * (spec part 2 §3 "Tweet (normalised)"), so the UI's post card reads them unchanged.
 */

/** A post, normalised from twitterapi.io's tweet object. */
export interface Tweet {
  /** The tweet id (a string: ids overflow JavaScript numbers). */
  id: string;
  text: string;
  /** When it was posted, ISO 8601 in UTC (`2025-03-15T05:31:28.000Z`). */
  created_at: string;
  /** The post on the social network (`https://x.com/{username}/status/{id}` when the service sends none). */
  url: string;
  author: {
    /** Display name. */
    name: string;
    /** Handle, without `@`. */
    username: string;
    /** Avatar URL; `""` when the service sends none. */
    profile_image_url: string;
  };
  public_metrics: {
    like_count: number;
    retweet_count: number;
    reply_count: number;
    quote_count: number;
  };
  /** The words after `#` in the text, in order, without `#`, each once (compared case-insensitively). */
  hashtags: string[];
}

/** One page of a tweets search. */
export interface TweetsPage {
  tweets: Tweet[];
  /** Whether another page can be asked for with {@link TweetsPage.nextCursor}. */
  hasNextPage: boolean;
  /** Opaque cursor of the next page; `null` on the last page (the service's `""`). */
  nextCursor: string | null;
}

/** `Latest` (newest first, the default) or `Top` (most engagement). Capitalised, as the service wants it. */
export type TweetsQueryType = "Latest" | "Top";

/** A post's tone by the spec's keyword rule (see `sentimentOf`). */
export type Sentiment = "positive" | "neutral" | "negative";
