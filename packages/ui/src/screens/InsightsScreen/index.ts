export { InsightsError, type InsightsErrorProps } from "./InsightsError";
export { badgeLetters, InsightsHeader, type InsightsHeaderProps } from "./InsightsHeader";
export { INSIGHTS_FILTERS, InsightsPosts, type InsightsPostsProps } from "./InsightsPosts";
export { INSIGHTS_BACK_LINKS, InsightsScreen, type InsightsScreenProps } from "./InsightsScreen";
export { InsightsSidebar, type InsightsSidebarProps } from "./InsightsSidebar";
export { SentimentTimeline, type SentimentTimelineProps } from "./SentimentTimeline";
export { type SentimentWeek, sentimentWeeks, weekOf } from "./sentiment-weeks";
export type {
  InsightsComment,
  InsightsComments,
  InsightsEntity,
  InsightsKind,
  InsightsLink,
  InsightsStatus,
} from "./types";
