export type { TweetsAppOptions } from "./app";
export { createTweetsApp, TWEETS_EMULATOR_API_KEY, TWEETS_STAND_IN_VALUE } from "./app";
export type { CorpusCollection } from "./corpus";
export type { FaultStatus, FaultStep, ScopeSettings as TweetsScopeSettings, TweetsCall } from "./faults";
export { FaultBook as TweetsFaultBook, TWEETS_SCOPE_HEADER } from "./faults";
export { TWEETS_PAGE_SIZE } from "./search";
export type { RunningTweets, TweetsEmulatorOptions } from "./server";
export { startTweetsEmulator } from "./server";
export {
  CATEGORY_HASHTAGS as TWEETS_CATEGORY_HASHTAGS,
  FEED_CATEGORIES as TWEETS_FEED_CATEGORIES,
} from "./texts";
