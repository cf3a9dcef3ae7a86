export { ModelCommentBox, type ModelCommentBoxProps } from "./ModelCommentBox";
export { ModelCommentList, type ModelCommentListProps } from "./ModelCommentList";
export { ModelDetailCommunity, type ModelDetailCommunityProps } from "./ModelDetailCommunity";
export {
  formatRating,
  formatTrend,
  ModelDetailHeader,
  type ModelDetailHeaderProps,
  type ModelShareOutcome,
} from "./ModelDetailHeader";
export { ModelDetailOverview, type ModelDetailOverviewProps } from "./ModelDetailOverview";
export { MODEL_DETAIL_TABS, ModelDetailScreen, type ModelDetailScreenProps } from "./ModelDetailScreen";
export { ModelHubDiscussions, type ModelHubDiscussionsProps } from "./ModelHubDiscussions";
export type {
  ModelActionStatus,
  ModelComment,
  ModelCommentDraft,
  ModelDetail,
  ModelDetailExample,
  ModelDetailField,
  ModelDetailRating,
  ModelDetailStatus,
  ModelDetailTab,
  ModelHubDiscussion,
} from "./types";
