export { DiscussionMeta, DiscussionStatusBadge } from "./DiscussionStatusBadge";
export { DiscussionsScreen, type DiscussionsScreenProps } from "./DiscussionsScreen";
export { DiscussionThread, type DiscussionThreadProps } from "./DiscussionThread";
export type { DiscussionSummary, DiscussionThreadComment, DiscussionThreadState } from "./types";
