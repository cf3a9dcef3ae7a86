export type { TweetsEntity } from "./entity-query";
export { entityTweetsQuery, entityTweetsTerms } from "./entity-query";
export type { FeedCategory } from "./feed-query";
export {
  FEED_CATEGORIES,
  FEED_QUERY,
  FEED_QUERY_TERMS,
  feedQuery,
  isFeedCategory,
  narrowQuery,
} from "./feed-query";
export { hashtagsOf, parseTweetDate } from "./map-tweet";
export type { SearchTweetsPageParams, SearchTweetsParams } from "./search-tweets";
export { searchTweets, searchTweetsPage, TWEETS_SEARCH_PATH, TWEETS_URL } from "./search-tweets";
export { NEGATIVE_WORDS, POSITIVE_WORDS, sentimentOf } from "./sentiment";
export type { Sentiment, Tweet, TweetsPage, TweetsQueryType } from "./types";
