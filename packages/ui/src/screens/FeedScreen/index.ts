export { FEED_SOURCE_LABELS, FeedError, type FeedErrorProps, type FeedSource } from "./FeedError";
export { FeedScreen, type FeedScreenProps, type FeedScreenStatus } from "./FeedScreen";
export { FeedSummary, type FeedSummaryProps, SENTIMENTS, type SentimentCounts } from "./FeedSummary";
export { type PostsPerDay, postsPerDay } from "./posts-per-day";
