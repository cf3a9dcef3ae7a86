export { PostByline, type PostBylineProps, postCount } from "./PostByline";
export {
  Avatar,
  POST_CARD_MAX_HASHTAGS,
  POST_CARD_MAX_TEXT_HEIGHT,
  PostCard,
  type PostCardPost,
  type PostCardProps,
  type PostSentiment,
} from "./PostCard";
export { PostCardSkeleton } from "./PostCardSkeleton";
export { SampleLabel, type SampleLabelProps, SamplePostNoLink, type SampleSource } from "./SampleLabel";
export { SENTIMENT_DISPLAY, SentimentBadge, type SentimentBadgeProps } from "./SentimentBadge";
