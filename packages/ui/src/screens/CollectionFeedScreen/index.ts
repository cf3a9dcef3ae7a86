export {
  CollectionFeedScreen,
  type CollectionFeedScreenProps,
  type CollectionFeedScreenStatus,
  CollectionPostCard,
} from "./CollectionFeedScreen";
export {
  type CollectionFeedDiscussion,
  type CollectionFeedPost,
  type CollectionFeedPostType,
  type CollectionFeedSampleSources,
  collectionFeedPosts,
  HUB_DISCUSSION_ROLE,
  TWEET_ROLE,
} from "./collection-feed-posts";
